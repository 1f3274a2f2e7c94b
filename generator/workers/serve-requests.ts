// Request/reply over worker_threads: the worker's side (the main thread's side and the whole API
// are described in request-reply.ts). A worker module calls serveRequests once with one handler per
// request name; each handler's value is the reply, and whatever it throws reaches the caller as the
// same WriterError(s) or as an Error with this worker's stack (errors.ts: toWire). A notice
// (client.notify) runs its handler too, with no reply.
import { parentPort } from 'node:worker_threads';
import { toWire } from '../errors.js';
import type { Methods, NoticeMessage, RequestMessage, WorkerMessage } from './protocol.js';

export type Handlers<M extends Methods<M>> = { [K in keyof M]: (body: M[K]['request']) => M[K]['reply'] | Promise<M[K]['reply']> };

export interface ServeOptions {
  /** Handle one request at a time, in the order sent (the reference data loads the CLI tree first
   *  because the build needs it first). By default each request starts as it arrives. */
  inOrder?: boolean;
}

export interface WorkerPort<Ev> {
  /** Sends an event to the main thread's onEvent, in order with the replies posted around it. */
  emit(event: Ev): void;
}

export function serveRequests<M extends Methods<M>, Ev = never>(handlers: Handlers<M>, options: ServeOptions = {}): WorkerPort<Ev> {
  const port = parentPort;
  if (!port) throw new Error('serveRequests runs in a worker thread (there is no parentPort here)');
  const post = (m: WorkerMessage) => port.postMessage(m);
  let chain: Promise<unknown> = Promise.resolve();
  const handlerOf = (method: string): ((body: unknown) => unknown) => {
    const handler = (handlers as Record<string, ((body: unknown) => unknown) | undefined>)[method];
    if (!handler) throw new Error(`this worker has no handler for "${method}" requests`);
    return handler;
  };

  const answer = async (msg: RequestMessage): Promise<void> => {
    try {
      const value = await handlerOf(msg.method)(msg.body);
      // A value that cannot be cloned makes postMessage throw: the catch fails this request only.
      post({ kind: 'reply', id: msg.id, ok: true, value });
    } catch (e) {
      post({ kind: 'reply', id: msg.id, ok: false, error: toWire(e) });
    }
  };

  // A notice has nobody to answer: what its handler throws is this worker's uncaught error.
  const take = (msg: NoticeMessage): unknown => handlerOf(msg.method)(msg.body);

  port.on('message', (msg: RequestMessage | NoticeMessage) => {
    if (msg?.kind !== 'request' && msg?.kind !== 'notice') return;
    const run = () => (msg.kind === 'request' ? answer(msg) : take(msg));
    if (!options.inOrder) {
      void run();
      return;
    }
    const next = chain.then(run);
    chain = next;
  });
  return { emit: (event) => post({ kind: 'event', event }) };
}
