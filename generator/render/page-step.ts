// The page step, the same for a full build and for a watch-mode rebuild: a compiled page rendered
// into its route, and what the rest of the build needs of it (links, ids, search records, assets,
// diagrams) taken from the HTML, and the files to write. Nothing here writes: the caller decides
// when (a full build at once; a rebuild only once its checks passed).
import { renderDocPage } from './render-pages.js';
import type { RenderSetup } from './render-setup.js';
import { hrefsOf } from './page-links.js';
import { routeToFile } from '../routes/url.js';
import { markdownCopy } from './markdown-copy.js';
import type { SearchRecord } from '../search/records.js';
import { pageRecords, recordsOf, withLvl0 } from '../search/page-records.js';
import type { OutputFile } from '../output-file.js';
import type { CompiledDoc, Doc, RenderedRoute } from '../types.js';

export interface Asset {
  from: string;
  /** Root-relative URL (`/assets/images/x-1a2b.png`). */
  to: string;
}

export interface PageResult {
  /** The route with its hrefs and ids; its HTML is in `files` (under the base URL). */
  route: RenderedRoute;
  /** Search records, for listed pages. */
  records?: SearchRecord[];
  assets: Asset[];
  /** The page draws a mermaid diagram: the mermaid files must be published. */
  mermaid: boolean;
  /** The page's HTML and, for docs in the sidebar, its Markdown copy. */
  files: OutputFile[];
}

/** Renders a doc (compiled by the Markdown stage, or generated) and collects what it holds. */
export function renderPage(setup: RenderSetup, doc: Doc, compiled: CompiledDoc | undefined, body: string | undefined): PageResult {
  // Records the worker that compiled the page extracted: used once (a watch-mode rebuild that
  // renders the page again extracts its own).
  const made = compiled?.bodyRecords;
  if (made) compiled!.bodyRecords = undefined;
  const result = collectRoute(setup, renderDocPage(setup.env, doc, compiled), made);
  result.assets = compiled?.assets ?? [];
  if (!doc.standalone || doc.blog) result.files.push(markdownCopyFile(doc, body));
  // The site has no home page: this doc is shown at `/` as well, rendered with it (a watch-mode
  // edit of the doc updates both). A copy rather than a redirect: `/` is what readers type and
  // what the logo links to, and it shows the page at once (no extra request, nothing to follow
  // without JavaScript); its canonical link names the doc's own route, so search engines index
  // one URL and the sitemap and search list only that one.
  if (doc.home)
    result.files.push({ path: 'index.html', contents: underBase(setup.baseUrl, renderDocPage(setup.env, doc, compiled, '/').html) });
  return result;
}

/** The page step's second half, for routes rendered another way (page modules, the search page). */
export function collectRoute(setup: RenderSetup, r: RenderedRoute, made?: SearchRecord[]): PageResult {
  // Checks and records use the site's own routes; only what is written carries the base URL.
  r.hrefs = hrefsOf(r.html);
  const listed = !!r.doc && !r.copyOf && setup.search.isListed(r.route);
  const records = listed ? pageSearchRecords(setup, r, made) : undefined;
  const mermaid = r.html.includes('class="mermaid-diagram"');
  const files = [{ path: routeToFile(r.route), contents: underBase(setup.baseUrl, r.html) }];
  // The HTML lives on in `files` until written; the route keeps only what checks need.
  r.html = '';
  return { route: r, records, assets: [], mermaid, files };
}

/** A listed page's records: from the worker that compiled it, or extracted here, or (undefined) by
 *  the thread that writes the pages (records-off-thread.ts). */
function pageSearchRecords(setup: RenderSetup, r: RenderedRoute, made: SearchRecord[] | undefined): SearchRecord[] | undefined {
  if (made) return withLvl0(made, r.html);
  return setup.recordsOffThread?.take(r, setup.baseUrl) ? undefined : pageRecords(r.html, recordsOf(r, setup.baseUrl));
}

export function markdownCopyFile(doc: Doc, body: string | undefined): OutputFile {
  return { path: `${doc.route === '/' ? 'index' : doc.route.slice(1)}.md`, contents: markdownCopy(doc, body) };
}

/** Links in pages are written root-relative; a site served under a base URL gets it prefixed. */
export function underBase(baseUrl: string, html: string): string {
  return baseUrl === '/' ? html : html.replace(/(\s(?:href|src|action)=")\/(?!\/)/g, `$1${baseUrl}`);
}
