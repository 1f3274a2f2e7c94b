// The main thread's handle on the build worker (build-worker.ts): one build at a time, plain
// messages in and out, and a fresh worker (a fresh module graph) when docsgen's own code changed.
import { Worker } from 'node:worker_threads';

export interface WorkerData {
  configPath: string;
  outDir: string;
  debug: boolean;
}

export interface BuildRequest {
  id: number;
  devScript: string;
}

export type BuildReply =
  | { id: number; ok: true; ms: number; pages: number; warnings: string[]; routes: string[]; outDir: string; timings: Record<string, number> }
  /** Writer errors, each formatted as the terminal prints it (file:line:col, caret, hint). */
  | { id: number; ok: false; ms: number; errors: string[] }
  /** A docsgen bug: the message (the stack with --debug). */
  | { id: number; ok: false; ms: number; crash: string };

export class Rebuilder {
  private worker?: Worker;
  private closed = false;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (r: BuildReply) => void; started: number }>();

  constructor(private readonly data: WorkerData) {}

  build(devScript: string): Promise<BuildReply> {
    if (this.closed) return Promise.resolve({ id: 0, ok: false, ms: 0, crash: 'stopped' });
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve, started: performance.now() });
      worker.postMessage({ id, devScript } satisfies BuildRequest);
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
    worker.on('message', (reply: BuildReply) => {
      this.waiting.get(reply.id)?.resolve(reply);
      this.waiting.delete(reply.id);
    });
    const lost = (why: string) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, w] of this.waiting) w.resolve({ id, ok: false, ms: performance.now() - w.started, crash: why });
      this.waiting.clear();
    };
    worker.on('error', (e) => lost(`the build worker failed: ${e.stack ?? e.message}`));
    worker.on('exit', (code) => lost(`the build worker exited (code ${code})`));
    this.worker = worker;
    return worker;
  }
}
