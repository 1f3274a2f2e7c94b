// The thread that writes a production build's pages (background-writes.ts): each file written
// synchronously, in the order posted, its folder made once, the search records of the pages asked
// for extracted from their HTML, and at the end the search files made from them. A failure is kept
// and reported at the next flush, which the build awaits before it swaps the output in.
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { serveRequests } from '../workers/serve-requests.js';
import { pageRecords, type BodyRecordsOf } from '../search/page-records.js';
import { buildSearch, type SearchBuildOptions } from '../search/build-search.js';
import type { SearchRecord } from '../search/records.js';
import type { OutputFile } from '../output-file.js';
import type { WriteApi } from './background-writes.js';

const dirs = new Set<string>();
let bytes = 0;
let failure: Error | undefined;
/** Every page's records, by route. */
const records = new Map<string, SearchRecord[]>();

function extract(html: string, of: BodyRecordsOf): void {
  records.set(of.route, pageRecords(html, of));
}

/** The search files, as the main thread would make them (emit-site.ts searchFiles): the records
 *  in page order. */
function writeSearch(root: string, routes: string[], options: SearchBuildOptions): void {
  const inOrder = routes.flatMap((route) => records.get(route) ?? []);
  for (const f of buildSearch([], [], options).filesFromRecords(inOrder)) writeOutput(join(root, f.path), f.contents);
}

function writeOutput(file: string, contents: OutputFile['contents']): void {
  if (typeof contents === 'string' || Buffer.isBuffer(contents)) return write(file, dirname(file), contents);
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  try {
    for (const piece of contents) bytes += writeSync(fd, piece);
  } finally {
    closeSync(fd);
  }
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

/** A failure is kept for the next flush; later writes are dropped. */
function attempt(work: () => void): void {
  if (failure) return;
  try {
    work();
  } catch (e) {
    failure = e as Error;
  }
}

serveRequests<WriteApi>({
  write: (m) =>
    attempt(() => {
      write(m.file, m.dir, m.data);
      if (m.records && typeof m.data === 'string') extract(m.data, m.records);
    }),
  flush: () => ({ bytes, error: failure && { message: failure.message, code: (failure as NodeJS.ErrnoException).code } }),
  search: (m) => attempt(() => writeSearch(m.root, m.routes, m.options)),
});
