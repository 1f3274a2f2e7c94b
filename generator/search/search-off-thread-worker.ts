// The worker's side of search-off-thread.ts: records per page as they come, the files at the end.
import type { MessagePort } from 'node:worker_threads';
import { extractRecords, type SearchRecord } from './records.js';
import { searchFilesOf } from './build-search.js';
import { withBase } from '../render/site-props.js';
import type { SearchMessage, SearchPage, SearchReply } from './search-off-thread.js';
import type { Doc, RenderedRoute } from '../types.js';

const byRoute = new Map<string, SearchRecord[]>();

/** As collectRoute extracts a listed page's records. */
function take(p: SearchPage): void {
  const doc = { title: p.title, description: p.description, version: p.version } as Doc;
  const r = { route: p.route, html: p.html, doc } as RenderedRoute;
  byRoute.set(p.route, extractRecords(r).map((x) => ({ ...x, url: withBase(p.baseUrl, x.url), url_without_anchor: withBase(p.baseUrl, x.url_without_anchor) })));
}

export function serveSearch(port: MessagePort): void {
  port.on('message', (m: SearchMessage) => {
    if (m.kind === 'page') return take(m);
    let reply: SearchReply;
    try {
      const records = m.order.flatMap((route) => byRoute.get(route) ?? []);
      byRoute.clear();
      // Generators become their chunks here: a message carries strings, not iterators.
      reply = { kind: 'files', files: searchFilesOf(records, m.options).map((f) => ({ path: f.path, chunks: typeof f.contents === 'string' ? [f.contents] : [...(f.contents as Iterable<string>)] })) };
    } catch (e) {
      reply = { kind: 'error', message: (e as Error).message };
    }
    port.postMessage(reply);
  });
}
