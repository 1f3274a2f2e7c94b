// The thread that writes a production build's pages (background-writes.ts): each file written
// synchronously, in the order posted, its folder made once, and the search records of the pages
// asked for extracted from their HTML. A failure is kept and reported at the next flush, which the
// build awaits before it swaps the output in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { pageRecords, type BodyRecordsOf } from '../search/page-records.js';
import type { SearchRecord } from '../search/records.js';
import type { RenderedRoute } from '../types.js';
import type { WriteReply, WriteRequest } from './background-writes.js';

const dirs = new Set<string>();
let bytes = 0;
let failure: Error | undefined;
/** Records extracted since the last flush, by route. */
let records: [string, SearchRecord[]][] = [];

function extract(html: string, of: BodyRecordsOf): void {
  const doc = { title: of.title, description: of.description, version: of.version } as RenderedRoute['doc'];
  records.push([of.route, pageRecords({ route: of.route, html, doc }, of.baseUrl)]);
}

function write(file: string, dir: string, data: string | Uint8Array): void {
  if (!dirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    dirs.add(dir);
  }
  const encoded = typeof data === 'string' ? Buffer.from(data) : data;
  writeFileSync(file, encoded);
  bytes += encoded.length;
}

parentPort!.on('message', (m: WriteRequest) => {
  if ('flush' in m) {
    const reply: WriteReply = { flushed: m.flush, bytes, records, error: failure && { message: failure.message, code: (failure as NodeJS.ErrnoException).code } };
    records = [];
    parentPort!.postMessage(reply);
    return;
  }
  if (failure) return;
  try {
    write(m.file, m.dir, m.data);
    if (m.records && typeof m.data === 'string') extract(m.data, m.records);
  } catch (e) {
    failure = e as Error;
  }
});
