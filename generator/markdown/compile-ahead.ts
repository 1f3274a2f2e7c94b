// Both cores in a cold build (`build.threads.compileAhead`; for large sites, see startCompileAhead). The
// Markdown pool (worker-pool.ts) pays only with three cores or more; this is the two-core attempt:
// one Markdown worker runs beside the main thread and claims, page by page, the next page
// the main thread has not started: a plain Markdown page it compiles whole, an MDX page (which
// needs the site's components, so compiles on the main thread) it has its code blocks coloured. The
// main thread takes a claimed page's result when it gets there and compiles every other page
// itself, so neither waits for the other for long and nothing is done twice. A worker result is
// what the main thread would have made (the same compiler, and highlighting is a pure function of
// language and code): the output is byte for byte that of a single-threaded build
// (test/e2e/compile-ahead.test.ts).
import { WorkerLostError, type WorkerClient } from '../workers/request-reply.js';
import { startMarkdownWorker, type MarkdownWorkerApi } from './worker-pool.js';
import { acceptLinesAhead, dropLinesAhead } from './highlight/lines-ahead.js';
import type { MarkdownInput } from './markdown-input.js';
import type { CompiledDoc } from '../types.js';
import type { Without } from '../accelerators.js';

/** What the worker took on for one page. */
export type Claimed = { kind: 'compile'; result: Promise<CompiledDoc & { mainThread?: true }> } | { kind: 'blocks'; done: Promise<void> };

/** The worker holds one page at a time and the highlighter's caches: a smaller heap than the pool's
 *  workers keeps a 3,000-page build's peak memory near the single-threaded one (a worker that runs
 *  out only means the main thread compiles the rest). */
const HEAP_MB = 96;
/** Requests in flight. The main thread hands out the next page only between its own pages (each a
 *  few milliseconds of synchronous compile and render), so with 2 the worker sat idle for a quarter
 *  to a third of a 3,000-page build (CPU profile). With 4 it compiled 1,849 pages instead of 1,516
 *  and the build took 24.1 s instead of 25.4 s (alternating cold builds, 4 rounds, each one faster;
 *  8 was no better and less steady). */
const IN_FLIGHT = 4;

export class CompileAhead {
  private readonly client: WorkerClient<MarkdownWorkerApi>;
  private readonly begun = new Set<string>();
  private readonly claimed = new Map<string, Claimed>();
  /** Pages the main thread found done by the worker: compiled, or with their blocks coloured. */
  readonly taken = { compiled: 0, highlighted: 0 };
  private next = 0;
  private inFlight = 0;
  private stopped = false;

  /** `pages`: the pages still to compile (not in the cache), in the order the main thread takes them.
   *  `admonitionKeywords`: the site's (the page compiler's context holds them). `pluginsConfig`: a
   *  site with its own remark/rehype plugins, whose config the worker loads to run them. `without`:
   *  the accelerators turned off (`docsgen build --without`). */
  constructor(
    routes: Map<string, string>,
    private readonly pages: (MarkdownInput | undefined)[],
    admonitionKeywords: readonly string[],
    pluginsConfig?: string,
    without: Without = [],
  ) {
    this.client = startMarkdownWorker(routes, admonitionKeywords, { heapMb: HEAP_MB, background: true, pluginsConfig, without });
    this.pump();
  }

  /** The main thread is at this page: the worker's part of it, if the worker claimed it. */
  take(abs: string): Claimed | undefined {
    this.begun.add(abs);
    const c = this.claimed.get(abs);
    this.claimed.delete(abs);
    if (c) this.taken[c.kind === 'compile' ? 'compiled' : 'highlighted']++;
    return c;
  }

  /** Whether the worker has this page (the main thread need not wait for it in order). */
  has(abs: string): boolean {
    return this.claimed.has(abs);
  }

  private pump(): void {
    while (!this.stopped && this.inFlight < IN_FLIGHT) {
      while (this.next < this.pages.length && this.begun.has(this.pages[this.next]!.abs)) this.pages[this.next++] = undefined;
      const page = this.pages[this.next];
      if (!page) return;
      // Passed pages are never looked at again: their texts (two per page, ~50 MB of a 3,000-page
      // site's live heap) go with them, rather than outliving the page step.
      this.pages[this.next++] = undefined;
      this.inFlight++;
      this.claimed.set(page.abs, page.format === 'md' ? this.compile(page) : this.blocks(page));
    }
  }

  private compile(page: MarkdownInput): Claimed {
    const result = this.client.request('compile', page);
    result.then(
      () => this.settle(),
      (e) => this.settle(e),
    );
    return { kind: 'compile', result };
  }

  private blocks(page: MarkdownInput): Claimed {
    const done = this.client.request('blocks', page.body).then(acceptLinesAhead);
    done.then(
      () => this.settle(),
      (e) => this.settle(e),
    );
    return { kind: 'blocks', done: done.catch(() => undefined) };
  }

  private settle(error?: unknown): void {
    this.inFlight--;
    // A worker that died (out of memory, say) only means the main thread does the rest.
    if (error instanceof WorkerLostError) this.stopped = true;
    this.pump();
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.client.close();
    dropLinesAhead();
  }
}

/** A claimed page's compile, or the main thread's own when the worker was lost on the way or
 *  handed the page back (a site plugin made it MDX, which compiles where the components are). */
export function compiledAhead(claimed: Claimed & { kind: 'compile' }, local: () => Promise<CompiledDoc>): Promise<CompiledDoc> {
  return claimed.result.then(
    (r) => (r.mainThread ? local() : r),
    (e: unknown) => (e instanceof WorkerLostError ? local() : Promise.reject(e)),
  );
}
