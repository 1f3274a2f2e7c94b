// Watch mode's fast path: after an edit to existing pages or partials, compile and render only the
// pages whose text changed, check their links, and write them. When the edit changed what other
// pages show (a title in the sidebar, a description on a card), those pages are marked stale: they
// are rendered in the background after the browser was told to reload, or at once when the
// browser asks for one of them (renderStale / ensureFresh). Anything else (a new or deleted file,
// a changed route, the config, data files) returns undefined: the caller runs a full build.
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { loadDocs } from '../content/load-docs.js';
import { compileMarkdown } from '../markdown/compile-doc.js';
import { compileCached, markdownInput } from '../markdown/cache/compile-cached.js';
import { navigationKey, pageEnv, renderDocPage } from '../render/render-pages.js';
import { checkLinks } from '../links/check-links.js';
import { normalizeRoute } from '../routes/url.js';
import { WriterError, WriterErrors } from '../errors.js';
import { applyLinkPolicies } from '../links/link-policies.js';
import { mermaidFiles } from '../emit/mermaid-files.js';
import type { BuildSession } from './session.js';
import type { CompiledDoc, Doc, RenderedRoute } from '../types.js';

export interface ChangedResult {
  pages: number;
  warnings: string[];
  routes: string[];
  /** Pages compiled and rendered for this edit. */
  rendered: number;
  /** Pages left to render in the background. */
  stale: number;
  timings: Record<string, number>;
}

/** Path → the last watcher event for it (`add`, `change`, `unlink`, …). */
export type Changes = Map<string, string>;

export async function rebuildChanged(s: BuildSession, changes: Changes): Promise<ChangedResult | undefined> {
  const t0 = performance.now();
  const docByAbs = new Map<string, Doc>();
  for (const d of s.docs) if (d.format !== 'generated') docByAbs.set(resolve(s.root, d.file), d);
  const users = new Map<string, Set<string>>();
  for (const [id, c] of s.compiled) for (const p of c.partials ?? []) users.set(p, (users.get(p) ?? new Set()).add(id));

  const edited: Doc[] = [];
  const editedPartials: string[] = [];
  for (const [path, event] of changes) {
    // Editors that save by renaming a temporary file report `add` for a file that already existed.
    if (event !== 'change' && event !== 'add') return undefined;
    const doc = docByAbs.get(path);
    if (doc) edited.push(doc);
    else if (users.has(path)) editedPartials.push(path);
    else return undefined;
  }

  // Reload the edited pages' frontmatter; a change of route or of what lists the page needs a full build.
  const nextDocs = new Map<string, { doc: Doc; body: string }>();
  for (const old of edited) {
    const abs = resolve(s.root, old.file);
    let source: string;
    try {
      source = readFileSync(abs, 'utf8');
    } catch {
      return undefined; // gone meanwhile: the full build reports it
    }
    const rel = relative(s.contentDir, abs).split(sep).join('/');
    const loaded = loadDocs([{ rel, abs, display: old.file, source }], {
      routeBasePath: s.config.docs.routeBasePath,
      includeDrafts: true,
      lastUpdated: new Map(old.lastUpdated ? [[abs, old.lastUpdated]] : []),
    });
    const doc = loaded.docs[0];
    const same = doc && doc.id === old.id && doc.route === old.route && doc.format === old.format && doc.standalone === old.standalone
      && !!doc.frontmatter.draft === !!old.frontmatter.draft && !!doc.frontmatter.unlisted === !!old.frontmatter.unlisted;
    if (!same) return undefined;
    nextDocs.set(old.id, { doc, body: loaded.bodies.get(doc.id) ?? '' });
  }
  for (const p of editedPartials) {
    s.partials.delete(p);
    s.partialLinks.delete(p);
  }

  // Compile the edited pages and the pages that import an edited partial.
  const targetIds = new Set([...nextDocs.keys(), ...editedPartials.flatMap((p) => [...users.get(p)!])]);
  const docById = new Map(s.docs.map((d, i) => [d.id, i]));
  const compiled = new Map<string, CompiledDoc>();
  const errors: WriterError[] = [];
  for (const id of targetIds) {
    const doc = nextDocs.get(id)?.doc ?? s.docs[docById.get(id)!];
    const body = nextDocs.get(id)?.body ?? s.bodies.get(id) ?? '';
    try {
      compiled.set(id, await compileCached(markdownInput(s.root, doc, body), s.ctx));
    } catch (e) {
      if (e instanceof WriterError) errors.push(e);
      else if (e instanceof WriterErrors) errors.push(...e.errors);
      else throw e;
    }
  }
  if (errors.length > 0) throw new WriterErrors(errors);
  const tCompile = performance.now();

  // From here on the session holds the new state.
  for (const [id, { doc, body }] of nextDocs) {
    s.docs[docById.get(id)!] = doc;
    s.bodies.set(id, body);
  }
  for (const [id, c] of compiled) s.compiled.set(id, c);
  const env = pageEnv({ ...s.env, docs: s.docs, sidebar: s.makeSidebar(s.docs) });
  const key = navigationKey(env);
  const navChanged = key !== s.navKey;
  s.env = env;
  s.navKey = key;

  const routeIndex = new Map(s.routes.map((r, i) => [r.route, i]));
  const idsChanged: string[] = [];
  const rendered: RenderedRoute[] = [];
  for (const id of targetIds) {
    const doc = s.docs[docById.get(id)!];
    const r = await renderFresh(s, doc);
    const before = s.routes[routeIndex.get(doc.route)!];
    if (!sameSet(before.ids, r.ids)) idsChanged.push(doc.route);
    s.routes[routeIndex.get(doc.route)!] = r;
    rendered.push(r);
  }
  await s.write(rendered.filter((r) => r.doc && !r.doc.standalone).map((r) => s.mdCopy(r.doc!)));
  if (navChanged) {
    for (const r of s.routes) if (r.doc && !targetIds.has(r.doc.id)) s.stale.add(r.route);
    s.chromeStale = true;
  }
  s.searchStale = true;
  const tRender = performance.now();

  // Links: the rendered pages, and the pages that link to one whose anchors changed.
  const recheck = new Set(rendered.map((r) => r.route));
  if (idsChanged.length > 0) {
    const targets = new Set(idsChanged);
    for (const r of s.routes) {
      if (r.hrefs?.some((h) => targets.has(normalizeRoute(h.split('#')[0] || r.route)))) recheck.add(r.route);
    }
  }
  const fresh = checkLinks({ routes: s.routes, files: s.staticFiles, configFile: s.configFile, only: s.routes.filter((r) => recheck.has(r.route)) });
  s.linkProblems = [...s.linkProblems.filter((p) => !recheck.has(p.page)), ...fresh];
  const warnings = [...s.baseWarnings];
  for (const c of s.compiled.values()) warnings.push(...c.warnings);
  const fatal = applyLinkPolicies(s.config, s.linkProblems, warnings);
  if (fatal.length > 0) throw new WriterErrors(fatal);
  const tLinks = performance.now();

  return {
    pages: s.routes.length,
    warnings,
    routes: s.routes.map((r) => r.route),
    rendered: rendered.length,
    stale: s.stale.size,
    timings: { compile: tCompile - t0, render: tRender - tCompile, links: tLinks - tRender },
  };
}

/** Renders one page from the session's current state and writes it. */
async function renderFresh(s: BuildSession, doc: Doc): Promise<RenderedRoute> {
  const c = s.compiled.get(doc.id);
  const r = renderDocPage(s.env, doc, c);
  if (!s.hasMermaid && r.html.includes('class="mermaid-diagram"')) {
    s.hasMermaid = true;
    for (const f of mermaidFiles()) await s.copy(f.from, f.to);
  }
  for (const a of c?.assets ?? []) {
    if (s.staticFiles.has(a.to)) continue;
    await s.copy(a.from, a.to.slice(1));
    s.staticFiles.add(a.to);
  }
  await s.finish(r);
  s.stale.delete(doc.route);
  return r;
}

/** Renders stale pages for about `budgetMs`, then the files that list pages once none is left.
 *  Returns whether work remains. */
export async function renderStale(s: BuildSession, budgetMs: number): Promise<boolean> {
  const until = performance.now() + budgetMs;
  const index = new Map(s.routes.map((r, i) => [r.route, i]));
  for (const route of s.stale) {
    if (performance.now() > until) break;
    await refresh(s, route, index);
  }
  await s.write([]);
  if (s.stale.size === 0 && s.chromeStale) {
    s.chromeStale = false;
    await s.write(s.chromeFiles(s.docs, s.routes, s.env.sidebar));
  }
  return s.stale.size > 0 || s.chromeStale;
}

/** A browser asks for `path`: make sure what it gets reflects the last edit. */
export async function ensureFresh(s: BuildSession, path: string, searchPaths: string[]): Promise<void> {
  let p = path;
  const base = s.config.baseUrl;
  if (base !== '/' && p.startsWith(base)) p = `/${p.slice(base.length)}`;
  if (s.searchStale && searchPaths.includes(p)) {
    s.searchStale = false;
    await s.write(s.searchFiles());
    return;
  }
  const route = normalizeRoute(p.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
  if (s.stale.has(route)) {
    await refresh(s, route, new Map(s.routes.map((r, i) => [r.route, i])));
    await s.write([]);
  } else if (s.chromeStale && !s.routes.some((r) => r.route === route)) {
    // An unknown path is answered with 404.html, which shows the top of the sidebar.
    s.chromeStale = false;
    await s.write(s.chromeFiles(s.docs, s.routes, s.env.sidebar));
  }
}

async function refresh(s: BuildSession, route: string, index: Map<string, number>): Promise<void> {
  const i = index.get(route);
  const doc = i === undefined ? undefined : s.routes[i].doc;
  if (!doc) {
    s.stale.delete(route);
    return;
  }
  s.routes[i!] = await renderFresh(s, doc);
}

/** Compiles a few of the site's pages again and throws the result away. A watch session's first
 *  build takes compiled MDX from the cache, so the compiler would still be cold (not yet optimised
 *  by V8) at the writer's first edit: 300 ms instead of 60 ms for a large ToolHive page. */
export async function warmUp(s: BuildSession, pages = 3): Promise<void> {
  const sample = [...s.docs.filter((d) => d.format === 'mdx'), ...s.docs.filter((d) => d.format === 'md')].slice(0, pages);
  const ctx = { ...s.ctx, cache: undefined };
  for (const doc of sample) {
    const body = s.bodies.get(doc.id);
    if (body === undefined) continue;
    await compileMarkdown(markdownInput(s.root, doc, body), ctx).catch(() => undefined);
  }
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}
