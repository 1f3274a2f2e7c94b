// The main thread's handle on the build worker (build-worker.ts): plain messages in and out, one
// build at a time, requests for fresh pages while the worker still renders in the background, and
// a fresh worker (a fresh module graph) when docsgen's own code changed.
import { Worker } from 'node:worker_threads';

export interface WorkerData {
  configPath: string;
  /** Where watch-mode builds go (`.docsgen-cache/dev/`), one folder per full build. */
  devDir: string;
  debug: boolean;
}

export type WorkerRequest =
  /** `changes`: path → watcher event since the last build; none for a full build. */
  | { type: 'build'; id: number; devScript: string; changes?: [string, string][] }
  /** A browser asks for this URL path: answer once what it gets is up to date. */
  | { type: 'ensure'; id: number; path: string };

export type BuildReply =
  /** `rendered`: pages rendered for this build; `background`: pages still to render after it;
   *  `dir`: the folder that now holds the site. */
  | { type: 'build'; id: number; ok: true; ms: number; pages: number; warnings: string[]; routes: string[]; timings: Record<string, number>; rendered: number; background: number; dir: string }
  /** Writer errors, each formatted as the terminal prints it (file:line:col, caret, hint). */
  | { type: 'build'; id: number; ok: false; ms: number; errors: string[] }
  /** A docsgen bug: the message (the stack with --debug). */
  | { type: 'build'; id: number; ok: false; ms: number; crash: string };

/** `stale`: some file on disk (a page, the search index) does not reflect the last edit yet. */
export type WorkerMessage = BuildReply | { type: 'ensured'; id: number; stale: boolean } | { type: 'idle'; stale: boolean } | { type: 'state'; stale: boolean };

export class Rebuilder {
  private worker?: Worker;
  private closed = false;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (r: BuildReply) => void; started: number }>();
  private readonly ensuring = new Map<number, () => void>();
  /** Some page or search file on disk is older than the last edit: requests ask the worker first. */
  private stale = false;

  constructor(private readonly data: WorkerData) {}

  build(devScript: string, changes?: Map<string, string>): Promise<BuildReply> {
    if (this.closed) return Promise.resolve({ type: 'build', id: 0, ok: false, ms: 0, crash: 'stopped' });
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve, started: performance.now() });
      worker.postMessage({ type: 'build', id, devScript, changes: changes && [...changes] } satisfies WorkerRequest);
    });
  }

  /** Resolves when the page (or search file) at `path` is up to date on disk. */
  ensure(path: string): Promise<void> | undefined {
    if (!this.worker || !this.stale) return undefined;
    const id = this.nextId++;
    const worker = this.worker;
    return new Promise((resolve) => {
      this.ensuring.set(id, resolve);
      worker.postMessage({ type: 'ensure', id, path } satisfies WorkerRequest);
    });
  }

  /** Docsgen's own code changed: the next build runs in a new worker that imports it afresh. */
  async restart(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    await w?.terminate();
  }

  /** Stops the worker, even mid-build; later builds do nothing. */
  async close(): Promise<void> {
    this.closed = true;
    await this.restart();
  }

  get stopped(): boolean {
    return this.closed;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./build-worker.js', import.meta.url), { workerData: this.data });
    worker.on('message', (m: WorkerMessage) => {
      if (m.type !== 'build') this.stale = m.stale;
      if (m.type === 'ensured') {
        this.ensuring.get(m.id)?.();
        this.ensuring.delete(m.id);
      } else if (m.type === 'build') {
        this.waiting.get(m.id)?.resolve(m);
        this.waiting.delete(m.id);
      }
    });
    const lost = (why: string) => {
      if (this.worker === worker) this.worker = undefined;
      this.stale = false;
      for (const [id, w] of this.waiting) w.resolve({ type: 'build', id, ok: false, ms: performance.now() - w.started, crash: why });
      this.waiting.clear();
      for (const done of this.ensuring.values()) done();
      this.ensuring.clear();
    };
    worker.on('error', (e) => lost(`the build worker failed: ${e.stack ?? e.message}`));
    worker.on('exit', (code) => lost(`the build worker exited (code ${code})`));
    this.worker = worker;
    return worker;
  }
}
