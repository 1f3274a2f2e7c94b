import { extractRecords, type SearchRecord } from './records.js';
import { withBase } from '../render/site-props.js';
import type { RenderedRoute } from '../types.js';

/** A listed page's search records, their URLs under the site's base URL (the page step makes
 *  them, or the second-core worker: records-off-thread.ts). extractRecords copies the texts it
 *  keeps, so the records do not hold the page's HTML. */
export function pageRecords(r: Pick<RenderedRoute, 'route' | 'html' | 'doc'>, baseUrl: string): SearchRecord[] {
  return extractRecords(r as RenderedRoute).map((x) => ({ ...x, url: withBase(baseUrl, x.url), url_without_anchor: withBase(baseUrl, x.url_without_anchor) }));
}
