// The messages both sides of a worker helper exchange (request-reply.ts on the main thread,
// serve-requests.ts in the worker). Kept in one module so the two sides cannot drift apart.
import type { ErrorWire } from '../errors.js';

/** What a worker answers, by request name: `{ compile: { request: MarkdownInput; reply: CompiledDoc } }`.
 *  Written as a mapped constraint (not a Record) so that plain interfaces satisfy it. */
export type Methods<M> = { [K in keyof M]: { request: unknown; reply: unknown } };

/** Main thread → worker: a request, answered by one reply. */
export interface RequestMessage {
  kind: 'request';
  id: number;
  method: string;
  body: unknown;
}

/** Main thread → worker: a message that gets no reply (a page to write, work to start). */
export interface NoticeMessage {
  kind: 'notice';
  method: string;
  body: unknown;
}

/** Worker → main thread: the answer to one request, or an event nobody asked for. */
export type WorkerMessage =
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: ErrorWire }
  | { kind: 'event'; event: unknown };
