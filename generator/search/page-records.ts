import { extractRecords, lvl0Of, type SearchRecord } from './records.js';
import { withBase } from '../render/site-props.js';
import { own } from '../own-string.js';
import type { RenderedRoute } from '../types.js';

/** A listed page's search records, their URLs under the site's base URL (the page step makes
 *  them, or the second-core worker: records-off-thread.ts). extractRecords copies the texts it
 *  keeps, so the records do not hold the page's HTML. */
export function pageRecords(r: Pick<RenderedRoute, 'route' | 'html' | 'doc'>, baseUrl: string): SearchRecord[] {
  return extractRecords(r as RenderedRoute).map((x) => ({ ...x, url: withBase(baseUrl, x.url), url_without_anchor: withBase(baseUrl, x.url_without_anchor) }));
}

/** What a page's records need besides its compiled HTML. */
export interface BodyRecordsOf { route: string; title: string; description?: string; version?: string; baseUrl: string }

/** pageRecords from a compiled page's HTML alone, where it compiles (the compile-ahead worker).
 *  The theme puts that HTML in a `<div>` inside the page's `<div class="markdown">`, after a
 *  `<header>` the records leave out: the same walk over the same elements. Only lvl0, which comes
 *  from the rendered page's breadcrumbs, is not known here: `Docs` until withLvl0 sets it. */
export function bodyRecords(html: string, of: BodyRecordsOf): SearchRecord[] {
  const doc = { title: of.title, description: of.description, version: of.version } as RenderedRoute['doc'];
  return pageRecords({ route: of.route, html: `<div class="markdown"><div>${html}</div></div>`, doc }, of.baseUrl);
}

/** bodyRecords with the lvl0 of the rendered page. */
export function withLvl0(records: SearchRecord[], pageHtml: string): SearchRecord[] {
  const lvl0 = own(lvl0Of(pageHtml));
  return records.map((r) => ({ ...r, hierarchy: { ...r.hierarchy, lvl0 } }));
}
