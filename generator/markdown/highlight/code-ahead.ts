// Both cores in a cold build (`build.threads.codeAhead: 'on'`; off by default, see startCodeAhead): a worker (code-ahead-worker.ts), started once the
// pages left to compile are known, tokenizes their code blocks from the last page backwards while
// the main thread compiles them from the first, and extracts the search records of rendered pages
// (search/records-off-thread.ts). It loads the highlighter alone (no Markdown or React pipeline).
// Each page is claimed once through a shared array (PAGE): the main thread takes the worker's
// tokens for the pages the worker claimed and colours the others itself, so the two meet in the
// middle and nothing is done twice. Tokens are what this thread would make (the same grammars and
// tokenizer; the lines of a block do not depend on other pages, markdown's excepted, which stays
// here), so the output is byte for byte that of a single-threaded build
// (test/e2e/code-ahead.test.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { acceptLinesAhead, dropLinesAhead, PAGE, type PageLinesAhead } from './lines-ahead.js';
import type { CodeAheadWork } from './code-ahead-worker.js';
import { RecordsOffThread } from '../../search/records-off-thread.js';
import type { BuildThreads } from '../../config/schema.js';
import type { Without } from '../../accelerators.js';

/** The worker holds the highlighter, its line caches and one page's tokens or HTML at a time. */
const HEAP_MB = 96;
/** The longest the main thread waits for a page the worker is on (a few ms of work; a worker that
 *  died mid-page costs this once). */
const WAIT_MS = 250;

export class CodeAhead {
  private worker: Worker | undefined;
  private readonly port: MessagePort;
  private readonly workerPorts: { port: MessagePort; recordsPort: MessagePort };
  private pages: Int32Array | undefined;
  private readonly index = new Map<string, number>();
  private lost = false;
  private closed = false;
  /** Pages whose blocks the worker coloured. */
  coloured = 0;

  /** The search records of rendered pages, extracted on the worker too. */
  readonly records: RecordsOffThread;

  /** The worker starts when `give` finds pages left to compile. */
  constructor(private readonly url: URL, private readonly without: Without) {
    const { port1, port2 } = new MessageChannel();
    const records = new MessageChannel();
    this.port = port1;
    this.workerPorts = { port: port2, recordsPort: records.port2 };
    this.records = new RecordsOffThread(records.port1, (on) => (on ? this.worker?.ref() : this.worker?.unref()));
  }

  private start(): void {
    if (this.worker || this.closed) return;
    const { port, recordsPort } = this.workerPorts;
    this.worker = new Worker(this.url, { workerData: { port, recordsPort, without: this.without }, transferList: [port, recordsPort], resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
    // It never keeps the process alive, and its failure only means this thread does the rest.
    this.worker.unref();
    this.worker.on('error', () => (this.lost = true));
    this.worker.on('exit', () => {
      this.lost = true;
      this.records.lose();
    });
  }

  /** The pages left to compile (absolute path, Markdown body), in the order they compile. */
  give(pages: { abs: string; body: string }[]): void {
    if (pages.length === 0 || this.lost) return void this.close();
    this.start();
    this.pages = new Int32Array(new SharedArrayBuffer(4 * pages.length));
    pages.forEach((p, i) => this.index.set(p.abs, i));
    const work: CodeAheadWork = { bodies: pages.map((p) => p.body), state: this.pages.buffer as SharedArrayBuffer };
    this.port.postMessage(work);
  }

  /** The main thread starts compiling this page: the worker's blocks so far are taken in, and if
   *  the worker is on this very page, its blocks are waited for. */
  begin(abs: string): void {
    const i = this.index.get(abs);
    if (i === undefined || !this.pages) return;
    const was = Atomics.compareExchange(this.pages, i, PAGE.FREE, PAGE.MAIN);
    if (was === PAGE.WORKING && !this.lost) Atomics.wait(this.pages, i, PAGE.WORKING, WAIT_MS);
    if (was !== PAGE.FREE) this.coloured++;
    let m: { message: PageLinesAhead } | undefined;
    while ((m = receiveMessageOnPort(this.port))) acceptLinesAhead(m.message);
  }

  /** The pages are compiled (or the build failed). */
  async close(): Promise<void> {
    this.closed = true;
    this.pages = undefined;
    this.index.clear();
    dropLinesAhead();
    this.port.close();
    await this.worker?.terminate();
  }
}

/** The second-core worker of a build or check, with `build.threads.codeAhead: 'on'` and not
 *  `--without code-ahead` (and compiled code: the
 *  TypeScript sources have no worker file). Off by default: on two cores a single-threaded build is
 *  not single-threaded (V8's collector and compiler threads use the second core), and the worker
 *  pays its own start-up (highlighter, grammars, a cold JIT) and messages. Measured, alternating
 *  cold builds on the 2-core machine: the main thread's CPU −16 to −30 %, the process's +17 %, and
 *  the wall time no better: 150 pages 2.09 s without, 2.15 s with (12 rounds), 600 pages 6.90 /
 *  6.81 s (8 rounds), 3,000 pages 33.0 / 31.6 s (2 rounds). With three cores or more the Markdown
 *  pool compiles whole pages on workers instead (render-site.ts). */
export function startCodeAhead(threads: BuildThreads, without: Without): CodeAhead | undefined {
  if (threads.codeAhead !== 'on' || without.includes('code-ahead')) return undefined;
  const url = new URL('./code-ahead-worker.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? new CodeAhead(url, without) : undefined;
}
