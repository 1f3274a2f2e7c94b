// The one place a page's search records are extracted, wherever that runs: the page step, the
// compile-ahead worker (from the compiled body), the code-ahead worker (records-off-thread.ts) and
// the writing thread (emit/write-worker.ts) all call pageRecords, so their records are the same.
import { extractRecords, lvl0Of, type SearchRecord } from './records.js';
import { withBase } from '../routes/url.js';
import { own } from '../own-string.js';
import type { RenderedRoute } from '../types.js';

/** What a page's records need besides its HTML: plain data, posted to the threads that extract. */
export interface BodyRecordsOf {
  route: string;
  title: string;
  description?: string;
  version?: string;
  baseUrl: string;
}

/** What a rendered listed page's records need besides its HTML (`r.doc` is set for listed pages). */
export function recordsOf(r: Pick<RenderedRoute, 'route' | 'doc'>, baseUrl: string): BodyRecordsOf {
  return { route: r.route, title: r.doc!.title, description: r.doc!.description, version: r.doc!.version, baseUrl };
}

/** A listed page's search records from its rendered HTML, their URLs under the site's base URL.
 *  extractRecords copies the texts it keeps, so the records do not hold the page's HTML. */
export function pageRecords(html: string, of: BodyRecordsOf): SearchRecord[] {
  const doc = { title: of.title, description: of.description, version: of.version } as RenderedRoute['doc'];
  return extractRecords({ route: of.route, html, doc } as RenderedRoute).map((x) => ({
    ...x,
    url: withBase(of.baseUrl, x.url),
    url_without_anchor: withBase(of.baseUrl, x.url_without_anchor),
  }));
}

/** pageRecords from a compiled page's HTML alone, where it compiles (the compile-ahead worker).
 *  The theme puts that HTML in a `<div>` inside the page's `<div class="markdown">`, after a
 *  `<header>` the records leave out: the same walk over the same elements. Only lvl0, which comes
 *  from the rendered page's breadcrumbs, is not known here: `Docs` until withLvl0 sets it. */
export function bodyRecords(html: string, of: BodyRecordsOf): SearchRecord[] {
  return pageRecords(`<div class="markdown"><div>${html}</div></div>`, of);
}

/** bodyRecords with the lvl0 of the rendered page. */
export function withLvl0(records: SearchRecord[], pageHtml: string): SearchRecord[] {
  const lvl0 = own(lvl0Of(pageHtml));
  return records.map((r) => ({ ...r, hierarchy: { ...r.hierarchy, lvl0 } }));
}
