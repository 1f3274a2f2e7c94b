// Request/reply over worker_threads: the main thread's side. Every docsgen worker (the Markdown
// pool, the reference data loader, the watch rebuilder, the writing thread, the code-ahead worker)
// talks through this and serve-requests.ts, so ids, errors and a dying worker are handled once.
//
// Main thread:
//
//   interface Api { compile: { request: MarkdownInput; reply: CompiledDoc } }
//   const client = new WorkerClient<Api, Ev>(() => new Worker(url, opts), {
//     name: 'Markdown',               // named in errors: "the Markdown worker stopped …"
//     onEvent: (ev) => …,             // messages the worker sends on its own (emit below)
//     onLost: (err) => …,             // the worker is gone; its pending requests are rejected
//   });
//   client.start();                   // optional: start the worker now (warm-up); else on first request
//   await client.request('compile', input);   // the reply value, or rejects with what the worker threw
//   client.notify('write', page);     // no reply: for a stream of messages whose outcome a later
//                                     // request collects (the writing thread's flush)
//   client.pending;                   // requests sent and not answered yet (load balancing)
//   client.running;                   // a worker is up (a request would not start one)
//   await client.restart();           // terminate; the next request starts a fresh worker
//   await client.close();             // terminate; later requests reject
//   client.holdProcess(true);         // with `unref: true`: keep the process alive while waited for
//
// Worker (serve-requests.ts):
//
//   const port = serveRequests<Api, Ev>({ compile: async (input) => … }, { inOrder: false });
//   port.emit(ev);                    // an event for onEvent, in order with the replies
//
// Errors: a handler's throw crosses as ErrorWire (errors.ts) and is rethrown here as the same
// WriterError / WriterErrors (place, hint, source line kept) or as an Error carrying the worker's
// stack. A worker that crashes (an uncaught exception, exit, or out of memory) rejects every request
// it left unanswered with a WorkerLostError, and the next request starts a new worker; restart()
// and close() reject theirs the same way. Replies never go to a worker other than the one asked.
import type { Worker } from 'node:worker_threads';
import { fromWire } from '../errors.js';
import type { Methods, NoticeMessage, RequestMessage, WorkerMessage } from './protocol.js';

/** A request that will get no reply: its worker died or was terminated first. */
export class WorkerLostError extends Error {
  /** The worker's exit code, when it exited on its own. */
  readonly exitCode?: number;

  constructor(message: string, options?: { cause?: unknown; exitCode?: number }) {
    super(message, options);
    this.name = 'WorkerLostError';
    this.exitCode = options?.exitCode;
  }
}

export interface WorkerClientOptions<Ev> {
  /** Says which worker in errors ("the Markdown worker stopped …"). */
  name: string;
  onEvent?: (event: Ev) => void;
  /** The worker is gone (crash, exit, restart or close), after its pending requests were rejected. */
  onLost?: (error: WorkerLostError) => void;
  /** The worker never keeps the process alive (a helper whose loss only means less help), unless
   *  holdProcess(true) says it is waited for. */
  unref?: boolean;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker's life: replies and its death concern only the requests sent to it, so a restart
 *  cannot mix up the old worker's late messages with the new one's. */
interface Connection {
  worker: Worker;
  pending: Map<number, Pending>;
  ended: boolean;
}

export class WorkerClient<M extends Methods<M>, Ev = never> {
  private connection?: Connection;
  private nextId = 1;
  private isClosed = false;

  constructor(
    private readonly startWorker: () => Worker,
    private readonly options: WorkerClientOptions<Ev>,
  ) {}

  /** Starts the worker now if none runs, so that its start-up overlaps other work. */
  start(): void {
    if (!this.isClosed) this.connect();
  }

  request<K extends keyof M & string>(method: K, body: M[K]['request']): Promise<M[K]['reply']> {
    if (this.isClosed) return Promise.reject(new WorkerLostError(`the ${this.options.name} worker is closed`));
    const c = this.connect();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      c.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      try {
        c.worker.postMessage({ kind: 'request', id, method, body } satisfies RequestMessage);
      } catch (e) {
        // A body that cannot be cloned: this request fails, the worker is fine.
        c.pending.delete(id);
        reject(e as Error);
      }
    });
  }

  /** Sends a message that gets no reply (starting the worker if none runs). A handler's throw is
   *  the worker's uncaught error: it ends the worker, and its pending requests reject. */
  notify<K extends keyof M & string>(method: K, body: M[K]['request']): void {
    if (this.isClosed) throw new WorkerLostError(`the ${this.options.name} worker is closed`);
    this.connect().worker.postMessage({ kind: 'notice', method, body } satisfies NoticeMessage);
  }

  /** With `unref`: whether the worker keeps the process alive (while the main thread awaits it). */
  holdProcess(on: boolean): void {
    const w = this.connection?.worker;
    if (on) w?.ref();
    else w?.unref();
  }

  /** Requests sent to the current worker and not answered yet. */
  get pending(): number {
    return this.connection?.pending.size ?? 0;
  }

  get running(): boolean {
    return this.connection !== undefined;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  /** Terminates the worker (pending requests reject); the next request starts a fresh one. */
  async restart(): Promise<void> {
    await this.stop(`the ${this.options.name} worker was restarted before it replied`);
  }

  /** Terminates the worker (pending requests reject); later requests reject at once. */
  async close(): Promise<void> {
    this.isClosed = true;
    await this.stop(`the ${this.options.name} worker was stopped before it replied`);
  }

  private async stop(why: string): Promise<void> {
    const c = this.connection;
    if (!c) return;
    this.end(c, new WorkerLostError(why));
    await c.worker.terminate();
  }

  private connect(): Connection {
    if (this.connection) return this.connection;
    const c: Connection = { worker: this.startWorker(), pending: new Map(), ended: false };
    if (this.options.unref) c.worker.unref();
    c.worker.on('message', (m: WorkerMessage) => this.receive(c, m));
    c.worker.on('error', (e: Error) => {
      this.end(c, new WorkerLostError(`the ${this.options.name} worker failed: ${e.message}`, { cause: e }));
    });
    c.worker.on('exit', (code: number) => {
      this.end(c, new WorkerLostError(`the ${this.options.name} worker stopped (exit code ${code}) before it replied`, { exitCode: code }));
    });
    this.connection = c;
    return c;
  }

  private receive(c: Connection, m: WorkerMessage): void {
    // A terminated worker can still deliver what it posted just before: it speaks for a state
    // that restart() or close() already threw away.
    if (c.ended) return;
    if (m.kind === 'event') {
      this.options.onEvent?.(m.event as Ev);
      return;
    }
    const p = c.pending.get(m.id);
    if (!p) return;
    c.pending.delete(m.id);
    if (m.ok) p.resolve(m.value);
    else p.reject(fromWire(m.error));
  }

  /** The first of error/exit/terminate ends the connection; the events that follow find it ended. */
  private end(c: Connection, error: WorkerLostError): void {
    if (c.ended) return;
    c.ended = true;
    if (this.connection === c) this.connection = undefined;
    for (const p of c.pending.values()) p.reject(error);
    c.pending.clear();
    this.options.onLost?.(error);
  }
}
