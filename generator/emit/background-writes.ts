// A production build's pages written on a thread of their own (write-worker.ts). Each asynchronous
// write costs this thread an open, a write and a close through libuv's pool, with a FileHandle and
// promises: ~70 ms of a 150-page build's main thread, where posting the page to a thread that
// writes it synchronously costs a copy of its text.
import { Worker } from 'node:worker_threads';

export type WriteRequest = { file: string; dir: string; data: string | Uint8Array } | { flush: number };
export interface WriteReply {
  flushed: number;
  /** Bytes written so far. */
  bytes: number;
  error?: { message: string; code?: string };
}

/** Text posted but not yet written before a write waits for the thread (a 3,000-page site's
 *  pages must not pile up in its queue). */
const MAX_QUEUED = 32 * 1024 * 1024;

export class BackgroundWrites {
  private readonly worker = new Worker(new URL('./write-worker.js', import.meta.url));
  private readonly waiting = new Map<number, (r: WriteReply) => void>();
  private flushes = 0;
  private queued = 0;

  private lost?: Error;
  private closed = false;

  constructor() {
    this.worker.on('message', (r: WriteReply) => {
      this.waiting.get(r.flushed)?.(r);
      this.waiting.delete(r.flushed);
    });
    // A thread that dies (out of memory) fails the flushes waiting for it rather than hanging them.
    const fail = (e: Error) => {
      this.lost ??= e;
      for (const [id, done] of this.waiting) done({ flushed: id, bytes: 0, error: { message: `the writing thread stopped: ${e.message}` } });
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
  }

  /** Queues the file; waits only when much text is queued. */
  async write(file: string, dir: string, data: string | Uint8Array): Promise<void> {
    if (this.closed) throw new Error(`write after the writing thread was closed: ${file}`);
    this.worker.postMessage({ file, dir, data } satisfies WriteRequest);
    this.queued += data.length;
    if (this.queued > MAX_QUEUED) await this.flush();
  }

  /** Waits for every file posted so far; their bytes, or the first write's failure. */
  async flush(): Promise<number> {
    const id = ++this.flushes;
    const reply = this.lost
      ? { flushed: id, bytes: 0, error: { message: `the writing thread stopped: ${this.lost.message}` } }
      : await new Promise<WriteReply>((done) => {
        this.waiting.set(id, done);
        this.worker.postMessage({ flush: id } satisfies WriteRequest);
      });
    this.queued = 0;
    if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
    return reply.bytes;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}
