import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { MarkdownInput } from './markdown-input.js';
import type { CompiledDoc } from '../types.js';
import { WorkerClient } from '../workers/request-reply.js';
import type { PageLinesAhead } from './highlight/lines-ahead.js';
import { ADMONITION_TYPES } from '../../theme/shared/admonition.js';
import type { Without } from '../accelerators.js';

/** Well above what one page needs: the largest corpus page compiles in a few MB. */
const WORKER_HEAP_MB = 256;

/** What md-worker.ts answers. */
export interface MarkdownWorkerApi {
  /** `mainThread`: the worker gives the page back (a site plugin made it MDX). */
  compile: { request: MarkdownInput; reply: CompiledDoc & { mainThread?: true } };
  /** An MDX page's text: its code blocks' lines. */
  blocks: { request: string; reply: PageLinesAhead };
}

/** Compiles Markdown pages on worker threads, one per core. A worker costs about 0.9 s of CPU
 *  before it runs at full speed (modules, highlighter, grammar compilation, JIT warm-up; measured
 *  on the 150-page corpus, 2 cores), against about 18 ms a page, so small sites compile on the main
 *  thread instead (build.ts decides). */
export class MarkdownPool {
  private readonly workers: WorkerClient<MarkdownWorkerApi>[] = [];

  /** One worker fewer than cores: the main thread compiles too, whenever every worker is busy. */
  constructor(
    routes: Map<string, string>,
    size = Math.max(1, Math.min(availableParallelism() - 1, 3)),
    admonitionKeywords: readonly string[] = ADMONITION_TYPES,
    pluginsConfig?: string,
    without: Without = [],
  ) {
    for (let i = 0; i < size; i++) this.workers.push(startMarkdownWorker(routes, admonitionKeywords, { pluginsConfig, without }));
  }

  /** Whether a worker would start on a page soon: otherwise the caller compiles it itself. Two
   *  jobs per worker keep it busy between messages; a worker still starting takes only those two. */
  hasRoom(): boolean {
    return this.workers.some((w) => w.pending < 4);
  }

  /** Rejects with the WriterError(s) the page's compile threw, as on the main thread; `local`
   *  compiles a page the worker gives back. */
  async compile(input: MarkdownInput, local?: (input: MarkdownInput) => Promise<CompiledDoc>): Promise<CompiledDoc> {
    const least = this.workers.reduce((a, b) => (b.pending < a.pending ? b : a));
    const out = await least.request('compile', input);
    if (!out.mainThread) return out;
    if (!local) throw new Error(`${input.file}: the Markdown worker gave the page back and no thread takes it`);
    return local(input);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}

/** A Markdown worker, started now: its start-up (highlighter, grammars) overlaps the main thread's
 *  first pages. */
export function startMarkdownWorker(
  routes: Map<string, string>,
  admonitionKeywords: readonly string[],
  o: { heapMb?: number; background?: boolean; pluginsConfig?: string; without?: Without } = {},
): WorkerClient<MarkdownWorkerApi> {
  const resourceLimits = { maxOldGenerationSizeMb: o.heapMb ?? WORKER_HEAP_MB };
  const workerData = {
    routes: [...routes],
    admonitionKeywords,
    background: o.background,
    pluginsConfig: o.pluginsConfig,
    without: o.without ?? [],
  };
  // A worker's heap is capped: left alone, V8 lets each grow to hundreds of MB of garbage before
  // collecting (3,000 pages: peak 1.2 GB for the build, 0.7 GB with the cap, at no measurable cost).
  const start = () => new Worker(new URL('./md-worker.js', import.meta.url), { workerData, resourceLimits });
  const client = new WorkerClient<MarkdownWorkerApi>(start, { name: 'Markdown' });
  client.start();
  return client;
}
