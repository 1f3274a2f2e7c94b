import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { MarkdownInput } from './markdown-input.js';
import type { CompiledDoc } from '../types.js';
import { WriterError, WriterErrors } from '../errors.js';

/** Well above what one page needs: the largest corpus page compiles in a few MB. */
const WORKER_HEAP_MB = 256;

interface Reply { id: number; ok: boolean; out?: CompiledDoc; writerErrors?: { place: WriterError['place']; message: string; hint?: string; sourceLine?: string }[]; message?: string }

/** Compiles Markdown pages on worker threads, one per core. A worker costs about 0.9 s of CPU
 *  before it runs at full speed (modules, highlighter, grammar compilation, JIT warm-up; measured
 *  on the 150-page corpus, 2 cores), against about 18 ms a page, so small sites compile on the main
 *  thread instead (build.ts decides). */
export class MarkdownPool {
  private workers: Worker[] = [];
  /** Jobs sent to each worker and not answered yet. */
  private inFlight: number[] = [];
  private pending = new Map<number, { resolve: (d: CompiledDoc) => void; reject: (e: Error) => void }>();
  private seq = 0;

  /** One worker fewer than cores: the main thread compiles too, whenever every worker is busy. */
  constructor(routes: Map<string, string>, size = Math.max(1, Math.min(availableParallelism() - 1, 3))) {
    for (let i = 0; i < size; i++) {
      // A worker's heap is capped: left alone, V8 lets each grow to hundreds of MB of garbage before
      // collecting (3,000 pages: peak 1.2 GB for the build, 0.7 GB with the cap, at no measurable cost).
      const w = new Worker(new URL('./md-worker.js', import.meta.url), { workerData: { routes: [...routes] }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      w.on('message', (r: Reply) => {
        this.inFlight[i]--;
        this.settle(r);
      });
      w.on('error', (e) => { for (const p of this.pending.values()) p.reject(e); this.pending.clear(); });
      this.workers.push(w);
      this.inFlight.push(0);
    }
  }

  private settle(r: Reply): void {
    const p = this.pending.get(r.id);
    if (!p) return;
    this.pending.delete(r.id);
    if (r.ok) p.resolve(r.out!);
    else if (r.writerErrors) p.reject(new WriterErrors(r.writerErrors.map((w) => new WriterError(w.place, w.message, { hint: w.hint, sourceLine: w.sourceLine }))));
    else p.reject(new Error(r.message));
  }

  /** Whether a worker would start on a page soon: otherwise the caller compiles it itself. Two
   *  jobs per worker keep it busy between messages; a worker still starting takes only those two. */
  hasRoom(): boolean {
    return this.inFlight.some((n) => n < 4);
  }

  compile(input: MarkdownInput): Promise<CompiledDoc> {
    const id = ++this.seq;
    const i = this.inFlight.indexOf(Math.min(...this.inFlight));
    this.inFlight[i]++;
    const worker = this.workers[i];
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
