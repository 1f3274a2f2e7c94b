import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import sirv from 'sirv';

export interface ServeOptions {
  config: string;
  out: string;
  watch: boolean;
  port: number;
  host: string;
  open: boolean;
  debug: boolean;
}

/** A request handler for a built site: sirv serves files (ETag, 304, ranges, precompressed files);
 *  we add the URL rule, safety checks it does not make, and a 404 page with a 404 status. */
export function siteHandler(root: string) {
  const files = sirv(root, { dev: true, etag: true, extensions: ['html'], dotfiles: false });
  return (req: IncomingMessage, res: ServerResponse) => {
    const raw = req.url ?? '/';
    if (raw.length > 4096) return end(res, 414, 'URI Too Long');
    const path = raw.split('?')[0];
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return end(res, 400, 'Bad Request: malformed percent-encoding in the URL');
    }
    if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return end(res, 400, 'Bad Request');
    if (req.method !== 'GET' && req.method !== 'HEAD') return end(res, 405, 'Method Not Allowed');
    if (/\/index\.html$/.test(path)) {
      res.writeHead(301, { Location: path.replace(/index\.html$/, '') || '/' });
      return res.end();
    }
    files(req, res, () => {
      const notFound = join(root, '404.html');
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : existsSync(notFound) ? readFileSync(notFound) : 'Not Found');
    });
  };
}

function end(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

export async function startServer(opts: ServeOptions, reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  const root = resolve(opts.out);
  if (opts.watch) {
    const { startWatch } = await import('./watch.js');
    return startWatch(opts, reportError);
  }
  if (!existsSync(join(root, 'index.html')) && !existsSync(join(root, '404.html'))) {
    process.stderr.write(`error: ${opts.out}/ holds no built site; run \`docsgen build\` first, or \`docsgen serve --watch\`\n`);
    return 1;
  }
  const server = createServer({ maxHeaderSize: 16 * 1024 }, siteHandler(root));
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((ok) => server.listen(opts.port, opts.host, ok));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  process.stdout.write(`Serving ${opts.out}/ at http://${opts.host}:${port}/  (Ctrl+C to stop)\n`);
  return new Promise<number>(() => {});
}
