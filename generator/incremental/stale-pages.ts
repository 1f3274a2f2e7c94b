// After an edit that changed the navigation, the other pages on disk show the old sidebar until they
// are rendered again: in small background steps, or at once when a browser asks for one. The search
// index is built again only when a browser asks for it (it is the slowest file to make).
import { normalizeRoute } from '../routes/url.js';
import { renderPage } from '../render/page-step.js';
import { chromeFiles, searchFiles } from '../emit/emit-site.js';
import { writeFiles, writePageResults } from './dev-output.js';
import type { BuildSession } from './session.js';

/** Renders stale pages for about `budgetMs`, then the files that list pages once none is left.
 *  Returns whether work remains. */
export async function renderStale(s: BuildSession, budgetMs: number): Promise<boolean> {
  const until = performance.now() + budgetMs;
  const index = routeIndex(s);
  for (const route of s.stale) {
    if (performance.now() > until) break;
    await refresh(s, route, index);
  }
  if (s.stale.size === 0 && s.chromeStale) await writeChrome(s);
  return s.stale.size > 0 || s.chromeStale;
}

/** A browser asks for `path`: make sure what it gets reflects the last edit. */
export async function ensureFresh(s: BuildSession, path: string, isSearchFile: (path: string) => boolean): Promise<void> {
  let p = path;
  const base = s.site.config.baseUrl;
  if (base !== '/' && p.startsWith(base)) p = `/${p.slice(base.length)}`;
  if (s.searchStale && isSearchFile(p)) {
    s.searchStale = false;
    await writeFiles(s.outDir, searchFiles(s.setup, s.pages.records));
    return;
  }
  const route = normalizeRoute(p.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
  if (s.stale.has(route)) await refresh(s, route, routeIndex(s));
  // An unknown path is answered with 404.html, which shows the top of the sidebar.
  else if (s.chromeStale && !s.pages.routes.some((r) => r.route === route)) await writeChrome(s);
}

function routeIndex(s: BuildSession): Map<string, number> {
  return new Map(s.pages.routes.map((r, i) => [r.route, i]));
}

async function refresh(s: BuildSession, route: string, index: Map<string, number>): Promise<void> {
  const i = index.get(route);
  const doc = i === undefined ? undefined : s.pages.routes[i].doc;
  s.stale.delete(route);
  // `/` showing the home doc is rendered with that doc.
  const copyOf = i === undefined ? undefined : s.pages.routes[i].copyOf;
  if (copyOf && s.stale.has(copyOf)) return refresh(s, copyOf, index);
  if (!doc) return;
  const result = renderPage(s.setup, doc, s.pages.compiled.get(doc.id), s.site.bodies.get(doc.id));
  s.pages.routes[i!] = result.route;
  await writePageResults(s, [result]);
}

async function writeChrome(s: BuildSession): Promise<void> {
  s.chromeStale = false;
  await writeFiles(s.outDir, chromeFiles(s.site, s.setup, s.site.docs, s.pages.routes, s.site.sidebar));
}
