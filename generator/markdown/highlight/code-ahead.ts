// Both cores in a cold build: a worker that only highlights (code-ahead-worker.ts), started with
// the command, tokenizes the code blocks of the pages left to compile from the last page backwards
// while the main thread compiles them from the first. Highlighting was about a third of a cold
// build's main thread; the worker loads the highlighter alone (no Markdown or React pipeline), so it
// is ready before the first page compiles. Each page is claimed once through a shared array
// (PAGE): the main thread takes the worker's tokens for the pages the worker claimed and colours
// the others itself, so the two meet in the middle and nothing is done twice. Tokens are what this
// thread would make (the same grammars and tokenizer; the lines of a block do not depend on other
// pages, markdown's excepted, which stays here), so the output is byte for byte that of a
// single-threaded build (test/e2e/code-ahead.test.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { acceptLinesAhead, dropLinesAhead, PAGE, type PageLinesAhead } from './lines-ahead.js';
import type { CodeAheadWork } from './code-ahead-worker.js';
import { RecordsOffThread } from '../../search/records-off-thread.js';

/** The worker holds the highlighter, its line caches and one page's tokens at a time. */
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

  /** `early`: the worker starts now (a cold build: its highlighter loads while this thread loads
   *  the config, modules and content); else when pages turn out to be left to compile. */
  constructor(private readonly url: URL, early: boolean) {
    const { port1, port2 } = new MessageChannel();
    const records = new MessageChannel();
    this.port = port1;
    this.workerPorts = { port: port2, recordsPort: records.port2 };
    const lostHandlers: (() => void)[] = [];
    this.records = new RecordsOffThread(records.port1, (on) => (on ? this.worker?.ref() : this.worker?.unref()), (onLost) => lostHandlers.push(onLost));
    this.onLost = () => lostHandlers.forEach((f) => f());
    if (early) this.start();
  }

  private readonly onLost: () => void;

  private start(): void {
    if (this.worker || this.closed) return;
    const { port, recordsPort } = this.workerPorts;
    this.worker = new Worker(this.url, { workerData: { port, recordsPort }, transferList: [port, recordsPort], resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
    // It never keeps the process alive, and its failure only means this thread does the rest.
    this.worker.unref();
    this.worker.on('error', () => (this.lost = true));
    this.worker.on('exit', () => {
      this.lost = true;
      this.onLost();
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

/** The second-core worker of a build or check; none with DOCSGEN_CODE_AHEAD=0 (every block
 *  coloured on the main thread, as the equality test builds) or from the TypeScript sources (no
 *  compiled worker). `siteRoot`: a site without a `.docsgen-cache` folder builds cold, so the
 *  worker starts at once; with one, most pages are likely cached, and it starts only for pages left
 *  to compile (a warm build then pays nothing for it). */
export function startCodeAhead(siteRoot: string): CodeAhead | undefined {
  if (process.env.DOCSGEN_CODE_AHEAD === '0') return undefined;
  const url = new URL('./code-ahead-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(url))) return undefined;
  return new CodeAhead(url, !existsSync(join(siteRoot, '.docsgen-cache')));
}
