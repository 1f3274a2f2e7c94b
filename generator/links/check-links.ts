import type { LinkRef, RenderedRoute } from '../types.js';
import type { SidebarNode } from '../../theme/types.js';
import { normalizeRoute } from '../routes/url.js';
import { writerError, type WriterError } from '../errors.js';
import { configValueError } from '../config/config-place.js';
import { closest } from '../closest.js';
import { hrefsOf } from '../render/page-links.js';

export interface LinkCheckInput {
  routes: RenderedRoute[];
  /** Files written besides routes (`/assets/x.png`, `/api/openapi.json`), as URL paths. */
  files: Set<string>;
  configFile: string;
  /** Check only these pages (links still resolve against every route); default: all of them. */
  only?: RenderedRoute[];
  /** Every sidebar's links (sidebarLinks), checked once each and reported at the file that
   *  declares the sidebar. */
  sidebars?: SidebarLinks[];
}

/** One sidebar's links and where it is declared (the config, a Docusaurus sidebars file, a
 *  version's sidebar snapshot). */
export interface SidebarLinks {
  file: string;
  /** How messages name it: `the sidebar` (the site's), `the sidebar "reference"`, … */
  name: string;
  links: { href: string; docId?: string }[];
}

export interface LinkProblem {
  kind: 'link' | 'anchor' | 'markdown';
  error: WriterError;
  source: string;
  target: string;
  suggestion?: string;
  /** The route of the page the link is on. */
  page: string;
}

/** The links of a sidebar tree (what hrefsOf leaves out of pages), each href once. */
export function sidebarLinks(
  nodes: readonly SidebarNode[],
  out = new Map<string, string | undefined>(),
): { href: string; docId?: string }[] {
  for (const n of nodes) {
    if (n.href && !out.has(n.href)) out.set(n.href, n.docId);
    if (n.type === 'category') sidebarLinks(n.items, out);
  }
  return [...out].map(([href, docId]) => ({ href, ...(docId && { docId }) }));
}

const SIMPLE = /^\/[\w\-./]*$/;

function resolveHref(href: string, from: string): { path: string; hash?: string } | undefined {
  // Fast path for the common case (sidebar and navbar links): an absolute path with nothing to decode.
  if (SIMPLE.test(href) && !href.includes('/.')) return { path: href };
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return undefined;
  const [beforeHash, hash] = href.split('#');
  const pathOnly = beforeHash.split('?')[0];
  if (pathOnly === '') return { path: from, hash };
  const base = new URL(from.endsWith('/') ? from : `${from}/`, 'http://x');
  const url = new URL(pathOnly, pathOnly.startsWith('/') ? 'http://x' : new URL('..', base));
  return { path: decodeURIComponent(url.pathname), hash: hash === undefined ? undefined : decodeURIComponent(hash) };
}

/** Checks every internal link and anchor of every rendered page, in memory, before anything is
 *  written. Links the writer typed are reported at their file:line:col; links from the site chrome
 *  (navbar, footer, sidebar) are reported once, against the config. */
export function checkLinks(input: LinkCheckInput): LinkProblem[] {
  const byRoute = new Map(input.routes.map((r) => [r.route, r]));
  const allRoutes = [...byRoute.keys()];
  const problems: LinkProblem[] = [];
  const chromeSeen = new Set<string>();
  // Every page repeats the chrome's links (sidebar, navbar, footer): ~25,000 on 150 pages, each
  // normalized once here rather than each time (16 ms of that build).
  const routes = new Map<string, string>();
  const routeOf = (path: string) => routes.get(path) ?? routes.set(path, normalizeRoute(path)).get(path)!;
  // A root-relative href resolves the same on every page.
  const rooted = new Map<string, ReturnType<typeof resolveHref>>();
  const resolveOn = (raw: string, route: string) => {
    if (raw[0] !== '/' || raw[1] === '/') return resolveHref(raw, route);
    if (!rooted.has(raw)) rooted.set(raw, resolveHref(raw, route));
    return rooted.get(raw);
  };
  checkSidebarLinks(input, { byRoute, allRoutes, routeOf }, chromeSeen, problems);
  for (const page of input.only ?? input.routes) {
    const { sourceRefs, reported } = typedLinks(page, input.files, problems);
    const seen = new Set<string>();
    const resolvedRefs = [...sourceRefs.values()].filter((r) => r.resolved);
    for (const raw of page.hrefs ?? hrefsOf(page.html)) {
      if (seen.has(raw) || reported.has(raw)) continue;
      seen.add(raw);
      const target = resolveOn(raw, page.route);
      if (!target) continue;
      // A file link printed as its route and a #fragment; a prefix alone is not it (`/` starts every link).
      const ref = sourceRefs.get(raw) ?? resolvedRefs.find((r) => raw === r.resolved || raw.startsWith(`${r.resolved}#`));
      const routePath = routeOf(target.path);
      // A folder URL of published files (`/playground/` → static/playground/index.html) exists too.
      const exists =
        byRoute.has(routePath) ||
        input.files.has(target.path) ||
        input.files.has(routePath) ||
        (target.path.endsWith('/') && input.files.has(`${target.path}index.html`));
      const fromChrome = !ref;
      // Only for a problem: a written page's text is read back from its file (build.ts dropSource).
      const placeOf = (): LinkPlace =>
        fromChrome
          ? { file: input.configFile, line: undefined, column: undefined, source: undefined }
          : { file: ref.file ?? page.file, line: ref.line, column: ref.column, source: ref.file ? ref.source : page.doc?.source };
      if (!exists) {
        const place = placeOf();
        if (fromChrome) {
          if (chromeSeen.has(raw)) continue;
          chromeSeen.add(raw);
          // A generated page's own link: blame the page's source data, not the config.
          if (page.doc?.format === 'generated') place.file = page.file;
        }
        const suggestion = closest(routePath, allRoutes) ?? nearestParent(routePath, byRoute);
        problems.push({
          page: page.route,
          kind: 'link',
          source: place.file,
          target: raw,
          suggestion,
          error: writerError(
            place.file,
            place.source,
            place.line,
            place.column,
            `broken link to ${raw}${fromChrome ? ` (on ${page.route})` : ''}`,
            suggestion ? `did you mean ${suggestion}?` : 'no page has this route',
          ),
        });
        continue;
      }
      if (target.hash && byRoute.has(routePath)) {
        const problem = anchorProblem(page, raw, routePath, target.hash, byRoute.get(routePath)!, placeOf);
        if (problem) problems.push(problem);
      }
    }
  }
  return problems;
}

/** The routes a check resolves links against, and the memo that normalizes each path once. */
interface RouteIndex {
  byRoute: Map<string, RenderedRoute>;
  allRoutes: string[];
  routeOf: (path: string) => string;
}

/** Where a problem is reported: the link's own place, or the config for the site chrome's links. */
interface LinkPlace {
  file: string;
  line: number | undefined;
  column: number | undefined;
  source: string | undefined;
}

/** Each sidebar's broken links, reported at the file that declares the sidebar; `chromeSeen` keeps
 *  pages from reporting them again as chrome links. */
function checkSidebarLinks(
  input: LinkCheckInput,
  { byRoute, allRoutes, routeOf }: RouteIndex,
  chromeSeen: Set<string>,
  problems: LinkProblem[],
): void {
  for (const sidebar of input.sidebars ?? []) {
    for (const link of sidebar.links) {
      const raw = link.href;
      const target = resolveHref(raw, '/');
      if (!target) continue;
      const routePath = routeOf(target.path);
      if (byRoute.has(routePath) || input.files.has(target.path) || input.files.has(routePath)) continue;
      const suggestion = closest(routePath, allRoutes) ?? nearestParent(routePath, byRoute);
      chromeSeen.add(raw);
      const hint = suggestion ? `did you mean ${suggestion}?` : 'no page has this route';
      // At the item: its href, or the id of the doc it names, where the file has it quoted.
      let error = configValueError(sidebar.file, raw, `broken link to ${raw} (in ${sidebar.name})`, hint);
      if (!error.place.line && link.docId) error = configValueError(sidebar.file, link.docId, error.message, hint);
      problems.push({ page: '', kind: 'link', source: sidebar.file, target: raw, suggestion, error });
    }
  }
}

/** A link's #fragment that no heading or element of the target page has. */
function anchorProblem(
  page: RenderedRoute,
  raw: string,
  routePath: string,
  hash: string,
  targetPage: RenderedRoute,
  placeOf: () => LinkPlace,
): LinkProblem | undefined {
  if (targetPage.ids.has(hash)) return undefined;
  const place = placeOf();
  const suggestion = closest(hash, [...targetPage.ids]);
  return {
    page: page.route,
    kind: 'anchor',
    source: place.file,
    target: raw,
    suggestion: suggestion ? `${routePath === page.route ? '' : routePath}#${suggestion}` : undefined,
    error: writerError(
      place.file,
      place.source,
      place.line,
      place.column,
      `broken anchor: ${routePath} has no heading or element with id "${hash}"`,
      suggestion ? `did you mean #${suggestion}?` : 'anchors are the slugs of headings, e.g. "## Run a server" → #run-a-server',
    ),
  };
}

/** The deepest existing route above a missing one (`/docs/a/b` → `/docs`). */
function nearestParent(route: string, routes: Map<string, unknown>): string | undefined {
  const parts = route.split('/');
  for (let i = parts.length - 1; i > 1; i--) {
    const r = parts.slice(0, i).join('/');
    if (routes.has(r)) return r;
  }
  return undefined;
}

/** A site-root image (`![x](/img/a.png)`) that no published file answers. */
function imageProblem(ref: LinkRef, page: LinkCheckInput['routes'][number], files: Set<string>): LinkProblem | undefined {
  const path = decodeURIComponent(ref.url.split(/[?#]/)[0]);
  if (files.has(path)) return undefined;
  return {
    page: page.route,
    kind: 'link',
    source: ref.file ?? page.file,
    target: ref.url,
    error: writerError(
      ref.file ?? page.file,
      ref.file ? ref.source : page.doc?.source,
      ref.line,
      ref.column,
      `image not found: ${ref.url}`,
      'site-root images are files of static/ (static/img/a.png is /img/a.png); check the path, or write it relative to this page',
    ),
  };
}

/** The links the writer typed on a page, by URL (the page's hrefs are matched to them for their
 *  places); Markdown file links to missing files and missing site-root images are reported here,
 *  and `reported` keeps them from being reported again as hrefs. */
function typedLinks(
  page: LinkCheckInput['routes'][number],
  files: Set<string>,
  problems: LinkProblem[],
): { sourceRefs: Map<string, LinkRef>; reported: Set<string> } {
  const sourceRefs = new Map<string, LinkRef>();
  const reported = new Set<string>();
  for (const ref of page.links) {
    if (ref.kind === 'image') {
      const problem = imageProblem(ref, page, files);
      // Reported here, at its place, and not again as an href of the page (React preloads images).
      if (problem) {
        reported.add(ref.url);
        problems.push(problem);
      }
      continue;
    }
    if (ref.kind === 'markdown' && !ref.resolved) {
      reported.add(ref.url); // reported once, under the Markdown-link policy
      problems.push({
        page: page.route,
        kind: 'markdown',
        source: page.file,
        target: ref.url,
        error: writerError(
          ref.file ?? page.file,
          ref.file ? ref.source : page.doc?.source,
          ref.line,
          ref.column,
          `Markdown link to a missing file: ${ref.url}`,
          'point it at an existing .md/.mdx file (paths are relative to this file) or use the page route',
        ),
      });
      continue;
    }
    if (!sourceRefs.has(ref.url)) sourceRefs.set(ref.url, ref);
  }
  return { sourceRefs, reported };
}
