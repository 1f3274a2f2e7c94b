// The HTTP server around a request handler, hardened to keep answering under abuse (long URLs,
// header floods, slow clients, hundreds of connections), and what starting and stopping it takes:
// listen with usage errors a writer can act on, the Host and loopback checks, the URL to print,
// stop on Ctrl+C. Knows nothing of sites: the handler is serve/site-handler.ts. Beneath serve/ and
// mcp/, which both start one (`docsgen serve`, `docsgen mcp --http`).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** An endpoint beside the files. `methods`: those it answers itself (the MCP endpoint takes POST
 *  and DELETE); without it, GET and HEAD only, as for files. */
export type RouteHandler = ((req: IncomingMessage, res: ServerResponse) => void) & { methods?: readonly string[] };

/** Host names that always mean this machine. */
export function isLocalHostHeader(host: string | undefined): boolean {
  if (host === undefined) return true; // HTTP/1.0 clients; browsers always send Host
  const name = (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]).toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** Whether a --host value binds to this machine only: then no other machine can reach the server. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export interface ServerLimits {
  /** Request line plus headers, in bytes; larger requests get 431. */
  maxHeaderSize: number;
  /** Time to receive all headers (slow-header attacks); then 408 and the socket is closed. */
  headersTimeout: number;
  /** Time to receive a whole request. */
  requestTimeout: number;
  keepAliveTimeout: number;
  /** How often the server looks for requests past their timeouts. */
  connectionsCheckingInterval: number;
  maxConnections: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxHeaderSize: 16 * 1024,
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
  maxConnections: 4_096,
};

export function createSiteServer(handler: (req: IncomingMessage, res: ServerResponse) => void, limits: Partial<ServerLimits> = {}): Server {
  const l = { ...DEFAULT_LIMITS, ...limits };
  const server = createServer(
    {
      maxHeaderSize: l.maxHeaderSize,
      headersTimeout: l.headersTimeout,
      requestTimeout: l.requestTimeout,
      keepAliveTimeout: l.keepAliveTimeout,
      connectionsCheckingInterval: l.connectionsCheckingInterval,
      requireHostHeader: true,
    },
    handler,
  );
  server.maxHeadersCount = 100;
  server.maxConnections = l.maxConnections;
  // Malformed requests get Node's 400/408/431 answer; a socket that is already gone is just closed.
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') return socket.destroy();
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

/** Listens and returns the port; a port in use or a host that cannot be bound is a usage error. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((ok, fail) => {
    const onError = (e: NodeJS.ErrnoException) => {
      const why =
        e.code === 'EADDRINUSE'
          ? `port ${port} is already in use (pass --port with another number, or --port 0 for any free port)`
          : e.code === 'EACCES'
            ? `no permission to listen on port ${port} (use a port above 1023)`
            : e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND'
              ? `cannot listen on host "${host}": it is not an address of this machine`
              : e.message;
      fail(new UsageError(why));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const addr = server.address();
      ok(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}

export class UsageError extends Error {}

export function urlFor(host: string, port: number): string {
  const h = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${h}:${port}/`;
}

/** Resolves when the process is asked to stop (Ctrl+C, SIGTERM), after `stop` has run. */
export function untilStopped(stop: () => Promise<void> | void): Promise<number> {
  return new Promise((ok) => {
    const onSignal = () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      Promise.resolve(stop()).then(
        () => ok(0),
        () => ok(0),
      );
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

export async function closeServer(server: Server): Promise<void> {
  await new Promise<void>((ok) => {
    server.close(() => ok());
    server.closeAllConnections();
  });
}

export function warnIfExposed(host: string, write: (s: string) => void): void {
  if (!isLoopback(host)) write(`⚠ listening on ${host}: other machines that can reach this one can read the site\n`);
}
