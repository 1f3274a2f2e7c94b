// The server side of live reload: open tabs keep a server-sent-events connection to
// /__docsgen/events and are told when a rebuild is ready (`reload`) or failed (`build-error`, with
// the same text the terminal prints). Plain HTTP, no WebSocket library, nothing to install.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const EVENTS_PATH = '/__docsgen/events';

/** Bounded: a runaway script cannot hold more than this many connections open. */
const MAX_CLIENTS = 200;
const HEARTBEAT_MS = 15_000;

export interface LiveState {
  /** Random per server process: a tab built by an earlier server reloads on reconnect. */
  server: string;
  /** The build the pages in `out/` come from (the last good one). */
  generation: number;
  /** The formatted errors of the last build, when it failed. */
  error?: string;
}

export class LiveReload {
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat: NodeJS.Timeout;
  readonly state: LiveState;

  constructor(server: string) {
    this.state = { server, generation: 0 };
    this.heartbeat = setInterval(() => this.send(': ping\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** The `/__docsgen/events` endpoint. */
  handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET') {
      res.writeHead(405, { Allow: 'GET', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    if (this.clients.size >= MAX_CLIENTS) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
      res.end('Too many live-reload connections');
      return;
    }
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: 1000\n${event('hello', this.state)}`);
    this.clients.add(res);
    const drop = () => this.clients.delete(res);
    res.once('close', drop);
    res.once('error', drop);
  };

  reload(generation: number): void {
    this.state.generation = generation;
    this.state.error = undefined;
    this.send(event('reload', { generation }));
  }

  failed(text: string): void {
    this.state.error = text;
    this.send(event('build-error', { text }));
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private send(chunk: string): void {
    for (const res of this.clients) {
      if (res.writableEnded || res.destroyed) this.clients.delete(res);
      else res.write(chunk);
    }
  }
}

// One `data:` line: JSON has no raw newlines.
function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
