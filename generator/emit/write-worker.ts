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

/** The thread's work: what it wrote, the records it extracted, and the first failure, kept until
 *  the next flush (one object, not module state). */
class Writer {
  private readonly dirs = new Set<string>();
  bytes = 0;
  failure: Error | undefined;
  /** Every page's records, by route. */
  private readonly records = new Map<string, SearchRecord[]>();

  extract(html: string, of: BodyRecordsOf): void {
    this.records.set(of.route, pageRecords(html, of));
  }

  /** The search files, as the main thread would make them (emit-site.ts searchFiles): the records
   *  in page order. */
  writeSearch(root: string, routes: string[], options: SearchBuildOptions): void {
    const inOrder = routes.flatMap((route) => this.records.get(route) ?? []);
    for (const f of buildSearch([], [], options).filesFromRecords(inOrder)) this.writeOutput(join(root, f.path), f.contents);
  }

  private writeOutput(file: string, contents: OutputFile['contents']): void {
    if (typeof contents === 'string' || Buffer.isBuffer(contents)) return this.write(file, dirname(file), contents);
    mkdirSync(dirname(file), { recursive: true });
    const fd = openSync(file, 'w');
    try {
      for (const piece of contents) this.bytes += writeSync(fd, piece);
    } finally {
      closeSync(fd);
    }
  }

  write(file: string, dir: string, data: string | Uint8Array): void {
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    const encoded = typeof data === 'string' ? Buffer.from(data) : data;
    writeFileSync(file, encoded);
    this.bytes += encoded.length;
  }

  /** A failure is kept for the next flush; later writes are dropped. */
  attempt(work: () => void): void {
    if (this.failure) return;
    try {
      work();
    } catch (e) {
      this.failure = e as Error;
    }
  }
}

const writer = new Writer();
serveRequests<WriteApi>({
  write: (m) =>
    writer.attempt(() => {
      writer.write(m.file, m.dir, m.data);
      if (m.records && typeof m.data === 'string') writer.extract(m.data, m.records);
    }),
  flush: () => ({
    bytes: writer.bytes,
    error: writer.failure && { message: writer.failure.message, code: (writer.failure as NodeJS.ErrnoException).code },
  }),
  search: (m) => writer.attempt(() => writer.writeSearch(m.root, m.routes, m.options)),
});
