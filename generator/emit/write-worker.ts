// The thread that writes a production build's pages (background-writes.ts): each file written
// synchronously, in the order posted, its folder made once, the search records of the pages asked
// for extracted from their HTML, and at the end the search files made from them. A failure is kept
// and reported at the next flush, which the build awaits before it swaps the output in.
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { pageRecords, type BodyRecordsOf } from '../search/page-records.js';
import { buildSearch, type SearchBuildOptions } from '../search/build-search.js';
import type { SearchRecord } from '../search/records.js';
import type { RenderedRoute } from '../types.js';
import type { OutputFile } from './output-file.js';
import type { WriteReply, WriteRequest } from './background-writes.js';

/** The thread's work: what it wrote, and the first failure, kept until the next flush. */
class Writer {
  private readonly dirs = new Set<string>();
  private bytes = 0;
  private failure: Error | undefined;
  /** Every page's records, by route. */
  private readonly records = new Map<string, SearchRecord[]>();

  receive(m: WriteRequest): void {
    if ('flush' in m) {
      const error = this.failure && { message: this.failure.message, code: (this.failure as NodeJS.ErrnoException).code };
      parentPort!.postMessage({ flushed: m.flush, bytes: this.bytes, error } satisfies WriteReply);
      return;
    }
    if (this.failure) return;
    try {
      if ('search' in m) return this.writeSearch(m.search.root, m.search.routes, m.search.options);
      this.write(m.file, m.dir, m.data);
      if (m.records && typeof m.data === 'string') this.extract(m.data, m.records);
    } catch (e) {
      this.failure = e as Error;
    }
  }

  private extract(html: string, of: BodyRecordsOf): void {
    const doc = { title: of.title, description: of.description, version: of.version } as RenderedRoute['doc'];
    this.records.set(of.route, pageRecords({ route: of.route, html, doc }, of.baseUrl));
  }

  /** The search files, as the main thread would make them (emit-site.ts searchFiles): the records
   *  in page order. */
  private writeSearch(root: string, routes: string[], options: SearchBuildOptions): void {
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

  private write(file: string, dir: string, data: string | Uint8Array): void {
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    const encoded = typeof data === 'string' ? Buffer.from(data) : data;
    writeFileSync(file, encoded);
    this.bytes += encoded.length;
  }
}

const writer = new Writer();
parentPort!.on('message', (m: WriteRequest) => writer.receive(m));
