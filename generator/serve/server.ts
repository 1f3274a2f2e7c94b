// The preview server: a static host for `out/` built on sirv, with what sirv does not do itself —
// the URL rule (redirects to routes without trailing slash), request-target and Host checks,
// symlink containment, complete 304s, on-the-fly compression, 404.html with a 404 status — and an
// HTTP server whose limits keep it answering under abuse (long URLs, header floods, slow clients,
// hundreds of connections).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import sirv from 'sirv';
import { parseRequestPath } from './request-path.js';
import { resolveSiteFile } from './resolve-file.js';
import { FileResponse, sanitizeRange, takeConditionalHeaders } from './file-response.js';
import { CompressedFiles } from './compressed-files.js';
import { openBrowser } from './open-browser.js';

export interface ServeOptions {
  config: string;
  out: string;
  watch: boolean;
  port: number;
  host: string;
  open: boolean;
  debug: boolean;
}

export interface SiteHandlerOptions {
  /** Answered before any file lookup (the live-reload endpoint in watch mode). */
  routes?: Record<string, (req: IncomingMessage, res: ServerResponse) => void>;
  /** The body of a 404 when the site has no 404.html (watch mode before a first good build). */
  fallback404?: () => string;
  /** Compress text responses for clients that accept it (default true). */
  compress?: boolean;
  /** Accept any Host header. Off for a server bound to loopback: a web page cannot then read the
   *  preview through a domain name that resolves to 127.0.0.1 (DNS rebinding). */
  anyHost?: boolean;
  /** Watch mode: wait for this before looking up a file (a page the build worker still has to
   *  render after an edit); undefined when there is nothing to wait for. */
  beforeFile?: (path: string) => Promise<void> | undefined;
}

/** The request handler for a built site in `root`. */
export function siteHandler(root: string, options: SiteHandlerOptions = {}) {
  // dev: look files up on every request (the site is rebuilt under a running server); extensions
  // are resolved by resolveSiteFile, so sirv only ever receives the exact file to send.
  const files = sirv(root, { dev: true, etag: true, extensions: [], dotfiles: false });
  const compressed = options.compress === false ? undefined : new CompressedFiles();

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const page = resolveSiteFile(root, '/404.html');
    let body: Buffer | string = 'Not Found';
    let type = 'text/plain; charset=utf-8';
    if (page.kind === 'file') {
      try {
        body = readFileSync(page.abs);
        type = 'text/html; charset=utf-8';
      } catch {
        // removed by a rebuild in between: the plain text answer will do
      }
    } else if (options.fallback404) {
      body = options.fallback404();
      type = 'text/html; charset=utf-8';
    }
    res.writeHead(404, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!options.anyHost && !isLocalHostHeader(req.headers.host)) {
      return plain(res, 403, 'Forbidden: this preview server only answers requests for localhost or 127.0.0.1 (start it with --host to serve other names)');
    }
    const target = parseRequestPath(req.url ?? '/');
    if (target.kind === 'refuse') return plain(res, target.status, target.status === 414 ? 'URI Too Long' : target.status === 404 ? 'Not Found' : `Bad Request: ${target.reason}`);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, 'Method Not Allowed');
    }
    if (target.kind === 'redirect') {
      res.writeHead(301, { Location: target.location, 'Cache-Control': 'no-cache', 'Content-Length': 0 });
      return res.end();
    }
    const route = options.routes?.[target.path];
    if (route) return route(req, res);
    const wait = options.beforeFile?.(target.path);
    if (wait) {
      const send = () => safely(req, res, () => sendFile(req, res, target.path));
      wait.then(send, send);
      return;
    }
    sendFile(req, res, target.path);
  };

  const sendFile = (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (res.destroyed) return;
    const found = resolveSiteFile(root, path);
    if (found.kind === 'outside') return plain(res, 403, 'Forbidden: this file is a symbolic link to a place outside the site folder');
    if (found.kind === 'missing') return notFound(req, res);
    // sirv decodes the path once (decodeURI): only `%` needs escaping for it to find the file.
    req.url = found.urlPath.replace(/%/g, '%25');
    sanitizeRange(req, found.size);
    const conditional = takeConditionalHeaders(req);
    const abs = found.abs;
    const out = new FileResponse(req, res, { conditional, compressed: compressed && ((encoding, etag) => compressed.get(abs, etag, encoding)) });
    // sirv writes to `out` as it would to a ServerResponse: it only uses getHeader, setHeader,
    // writeHead, statusCode, end and pipe, which FileResponse provides.
    files(req, out as unknown as ServerResponse, () => notFound(req, res));
  };

  return (req: IncomingMessage, res: ServerResponse) => safely(req, res, () => handle(req, res));
}

/** A bug while answering must cost one request, never the server. */
function safely(req: IncomingMessage, res: ServerResponse, fn: () => void): void {
  try {
    fn();
  } catch (e) {
    if (!res.headersSent) plain(res, 500, 'Internal Server Error');
    else res.destroy();
    process.stderr.write(`docsgen serve: error answering ${String(req.url).slice(0, 200)}: ${(e as Error).message}\n`);
  }
}

function plain(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-cache' });
  res.end(text);
}

/** Host names that always mean this machine. */
export function isLocalHostHeader(host: string | undefined): boolean {
  if (host === undefined) return true; // HTTP/1.0 clients; browsers always send Host
  const name = (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]).toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

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
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

/** Listens and returns the port; a port in use or a host that cannot be bound is a usage error. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((ok, fail) => {
    const onError = (e: NodeJS.ErrnoException) => {
      const why = e.code === 'EADDRINUSE' ? `port ${port} is already in use (pass --port with another number, or --port 0 for any free port)`
        : e.code === 'EACCES' ? `no permission to listen on port ${port} (use a port above 1023)`
          : e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND' ? `cannot listen on host "${host}": it is not an address of this machine`
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

/** Paths in `serve` are relative to the config file's folder, as in `build`. */
export function siteRoot(configPath: string): string {
  return dirname(resolve(configPath));
}

/** Resolves when the process is asked to stop (Ctrl+C, SIGTERM), after `stop` has run. */
export function untilStopped(stop: () => Promise<void> | void): Promise<number> {
  return new Promise((ok) => {
    const onSignal = () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      Promise.resolve(stop()).then(() => ok(0), () => ok(0));
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

/** `docsgen serve`: a static preview of the built site (with --watch: see watch.ts). */
export async function startServer(opts: ServeOptions, reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  if (opts.watch) {
    const { startWatch } = await import('./watch.js');
    return startWatch(opts, reportError);
  }
  const root = resolve(siteRoot(opts.config), opts.out);
  const shown = relative(process.cwd(), root) || '.';
  if (!existsSync(join(root, 'index.html')) && !existsSync(join(root, '404.html'))) {
    process.stderr.write(`error: ${shown}/ holds no built site; run \`docsgen build\` first, or \`docsgen serve --watch\`\n`);
    return 1;
  }
  const server = createSiteServer(siteHandler(root, { anyHost: !isLoopback(opts.host) }));
  let port: number;
  try {
    port = await listen(server, opts.port, opts.host);
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n`);
    return 2;
  }
  const url = urlFor(opts.host, port);
  process.stdout.write(`Serving ${shown}/ at ${url}  (Ctrl+C to stop)\n`);
  warnIfExposed(opts.host, (s) => process.stderr.write(s));
  if (opts.open) openBrowser(url);
  return untilStopped(() => closeServer(server));
}
