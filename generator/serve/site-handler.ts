// The request handler for a built site folder: a static host built on sirv, with what sirv does not
// do itself — the URL rule (redirects to routes without trailing slash), request-target and Host
// checks, symlink containment, complete 304s, on-the-fly compression, 404.html with a 404 status.
// Used by `serve` and by watch mode; the HTTP server around it is ../http-server.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import sirv from 'sirv';
import { parseRequestPath } from './request-path.js';
import { resolveSiteFile } from './resolve-file.js';
import { FileResponse, sanitizeRange, takeConditionalHeaders } from './file-response.js';
import { CompressedFiles } from './compressed-files.js';
import { isLocalHostHeader, type RouteHandler } from '../http-server.js';

export interface SiteHandlerOptions {
  /** Answered before any file lookup (the live-reload endpoint in watch mode, /mcp). */
  routes?: Record<string, RouteHandler>;
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
      return plain(
        res,
        403,
        'Forbidden: this preview server only answers requests for localhost or 127.0.0.1 (start it with --host to serve other names)',
      );
    }
    const target = parseRequestPath(req.url ?? '/');
    if (target.kind === 'refuse')
      return plain(
        res,
        target.status,
        target.status === 414 ? 'URI Too Long' : target.status === 404 ? 'Not Found' : `Bad Request: ${target.reason}`,
      );
    const route = target.kind === 'ok' ? options.routes?.[target.path] : undefined;
    if (route?.methods) return route(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, 'Method Not Allowed');
    }
    if (target.kind === 'redirect') {
      res.writeHead(301, { Location: target.location, 'Cache-Control': 'no-cache', 'Content-Length': 0 });
      return res.end();
    }
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
    const out = new FileResponse(req, res, {
      conditional,
      compressed: compressed && ((encoding, etag) => compressed.get(abs, etag, encoding)),
    });
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
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
  });
  res.end(text);
}
