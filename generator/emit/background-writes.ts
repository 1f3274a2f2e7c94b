// A production build's pages written on a thread of their own (write-worker.ts). Each asynchronous
// write costs this thread an open, a write and a close through libuv's pool, with a FileHandle and
// promises: ~70 ms of a 150-page build's main thread, where posting the page to a thread that
// writes it synchronously costs a copy of its text. The thread, idle most of the time, extracts
// the search records of the pages it writes too (`take`), from the HTML it was sent anyway, and
// makes the search files from them (`writeSearch`): sending the records back cost this thread
// ~30 ms of waiting at the end of a 150-page build (their structured clone).
import { Worker } from 'node:worker_threads';
import { WorkerClient, type WorkerLostError } from '../workers/request-reply.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { routeToFile } from '../routes/url.js';
import { recordsOf, type BodyRecordsOf } from '../search/page-records.js';
import type { OffThreadRecords } from '../search/records-off-thread.js';
import type { RenderedRoute } from '../types.js';
import type { SearchBuildOptions } from '../search/build-search.js';

/** What the writing thread answers (write and search are notices: no reply). */
export interface WriteApi {
  write: { request: { file: string; dir: string; data: string | Uint8Array; records?: BodyRecordsOf }; reply: void };
  /** Everything posted before is written: the bytes so far, or the first write's failure. */
  flush: { request: null; reply: WriteReply };
  /** The search files, made from the records of `routes` in that order, into `root`. */
  search: { request: { root: string; routes: string[]; options: SearchBuildOptions }; reply: void };
}
export interface WriteReply {
  /** Bytes written so far. */
  bytes: number;
  error?: { message: string; code?: string };
}

/** Text posted but not yet written before a write waits for the thread (a 3,000-page site's
 *  pages must not pile up in its queue). */
const MAX_QUEUED = 32 * 1024 * 1024;

// The compiled thread sits beside this file in dist/; running from the TypeScript sources (the
// tests) there is none, and pages are written from the main thread.
const WORKER = new URL('./write-worker.js', import.meta.url);

export class BackgroundWrites implements OffThreadRecords {
  static readonly available = existsSync(fileURLToPath(WORKER));

  private readonly worker = new WorkerClient<WriteApi>(() => new Worker(WORKER), {
    name: 'writing',
    onLost: (e) => (this.lost ??= e),
  });
  private queued = 0;

  /** The thread is gone (out of memory): later flushes fail; no other thread is started. */
  private lost?: WorkerLostError;
  private closed = false;
  /** Pages whose records the thread extracts when it writes them, by file. */
  private readonly wanted = new Map<string, BodyRecordsOf>();
  /** Pages whose records the thread extracts (a failure fails the build at its flush). */
  private taken = 0;

  /** `root`: the folder the pages are written into (a page's file is its route's under it). */
  constructor(private readonly root: string) {
    this.worker.start();
  }

  /** Queues the file; waits only when much text is queued. */
  async write(file: string, dir: string, data: string | Uint8Array): Promise<void> {
    if (this.closed) throw new Error(`write after the writing thread was closed: ${file}`);
    const records = typeof data === 'string' ? this.wanted.get(file) : undefined;
    this.wanted.delete(file);
    if (!this.lost) this.worker.notify('write', { file, dir, data, records });
    this.queued += data.length;
    if (this.queued > MAX_QUEUED) await this.flush();
  }

  /** Waits for every file posted so far; their bytes, or the first write's failure. */
  async flush(): Promise<number> {
    // A thread that dies fails the flushes waiting for it rather than hanging them.
    const reply = this.lost ? stopped(this.lost) : await this.worker.request('flush', null).catch((e: WorkerLostError) => stopped(e));
    this.queued = 0;
    if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
    return reply.bytes;
  }

  // Search records, extracted by the thread from the pages it writes (the page step's
  // recordsOffThread). A page taken is written by this writer: its file is its route's.

  take(r: RenderedRoute, baseUrl: string): boolean {
    if (!r.doc || this.closed) return false;
    this.taken++;
    this.wanted.set(join(this.root, routeToFile(r.route)), recordsOf(r, baseUrl));
    return true;
  }

  /** The search files, made and written on the thread from the records of `routes`, in that
   *  order: after the pages posted so far, before the next flush. */
  writeSearch(routes: string[], options: SearchBuildOptions): void {
    // A page taken whose HTML never came here would be missing from search without a word.
    if (this.wanted.size > 0)
      throw new Error(
        `the search records of ${[...this.wanted.values()].map((w) => w.route).join(', ')} were not extracted: their pages were not written by the writing thread`,
      );
    if (!this.lost) this.worker.notify('search', { root: this.root, routes, options });
  }

  get extracted(): number {
    return this.taken;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.close();
  }
}

/** What a flush answers once the thread is gone: why it went (its error, or its exit code). */
const stopped = (e: WorkerLostError): WriteReply => ({
  bytes: 0,
  error: { message: `the writing thread stopped: ${e.cause instanceof Error ? e.cause.message : `exit code ${e.exitCode}`}` },
});
