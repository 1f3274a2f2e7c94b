// What sirv lacks, added without forking it: sirv writes its response (headers, then the file
// stream) into this stand-in, which then answers conditional requests with a complete 304, drops
// the body of HEAD, adds the charset of text types, compresses text (brotli or gzip, as the client
// allows) and closes the file stream when the client goes away.
//
// Compression happens on the fly, once per file version (compressed-files.ts), rather than as
// `.gz`/`.br` files written at build time: the preview server is their only consumer (real hosts
// compress by themselves), watch mode rewrites pages many times a minute, and `build` keeps the
// time and `out/` size a production build needs.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PassThrough, pipeline, type Readable } from 'node:stream';

export interface ConditionalHeaders {
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/;
const TEXT = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
// Larger files (a big search index) are streamed as they are rather than held compressed in memory.
const MAX_COMPRESS_BYTES = 16 * 1024 * 1024;

/** Takes the conditional headers off a request so that sirv (which answers an exact If-None-Match
 *  with a 304 that has no ETag or caching headers) always sends the file; FileResponse decides. */
export function takeConditionalHeaders(req: IncomingMessage): ConditionalHeaders {
  const out: ConditionalHeaders = { ifNoneMatch: req.headers['if-none-match'], ifModifiedSince: req.headers['if-modified-since'] };
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];
  return out;
}

/** sirv's range parsing accepts nonsense (`bytes=5-2`, suffix ranges read as prefixes): keep only
 *  one plain `bytes=start-end` range, and ignore any other (a full 200 answer is always allowed). */
export function sanitizeRange(req: IncomingMessage, size: number): void {
  const range = req.headers.range;
  if (range === undefined) return;
  const m = /^bytes=(\d+)-(\d*)$/.exec(range.trim());
  if (!m || (m[2] !== '' && Number(m[2]) < Number(m[1])) || Number(m[1]) >= size) delete req.headers.range;
}

/** The best encoding the client accepts, by q-value (brotli first on a tie). */
export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q[name === 'x-gzip' ? 'gzip' : name] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['*'] ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

const opaque = (etag: string) => etag.trim().replace(/^W\//, '');

function notModified(cond: ConditionalHeaders, etag: string | undefined, lastModified: string | undefined): boolean {
  if (cond.ifNoneMatch !== undefined) {
    if (!etag) return false;
    return cond.ifNoneMatch.trim() === '*' || cond.ifNoneMatch.split(',').some((t) => opaque(t) === opaque(etag));
  }
  if (cond.ifModifiedSince !== undefined && lastModified) {
    const since = Date.parse(cond.ifModifiedSince);
    const modified = Date.parse(lastModified);
    return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
  }
  return false;
}

export class FileResponse extends PassThrough {
  statusCode = 200;
  private headWritten = false;
  private discard = false;
  private source?: Readable;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly options: {
      conditional: ConditionalHeaders;
      /** The file compressed with `encoding`, for this version (ETag) of it; undefined: no compression. */
      compressed?: (encoding: 'br' | 'gzip', etag: string) => Promise<Buffer>;
    },
  ) {
    super();
    this.on('pipe', (src: Readable) => {
      this.source = src;
      if (this.discard) {
        src.unpipe(this);
        src.destroy();
        this.destroy();
      }
    });
    // Whatever ends this stream early (client gone, write error), the file handle is released.
    this.once('close', () => this.source?.destroy());
    // sirv ends without writeHead for a 416 (range not satisfiable).
    this.once('finish', () => {
      if (this.headWritten) return;
      this.res.statusCode = this.statusCode;
      this.res.end();
    });
  }

  getHeader(name: string) {
    return this.res.getHeader(name);
  }

  setHeader(name: string, value: number | string | readonly string[]): this {
    this.res.setHeader(name, value);
    return this;
  }

  writeHead(status: number, headers: OutgoingHttpHeaders = {}): this {
    this.headWritten = true;
    const h: OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(headers)) if (v !== undefined) h[k.toLowerCase()] = v;
    const type = String(h['content-type'] ?? '') || 'application/octet-stream';
    h['content-type'] = TEXT.test(type) && !/charset=/i.test(type) ? `${type}; charset=utf-8` : type;

    if (status === 200 && notModified(this.options.conditional, h.etag as string | undefined, h['last-modified'] as string | undefined)) {
      const keep: OutgoingHttpHeaders = {};
      for (const k of ['etag', 'last-modified', 'cache-control']) if (h[k] !== undefined) keep[k] = h[k];
      if (COMPRESSIBLE.test(type)) keep.vary = 'Accept-Encoding';
      return this.finishWithoutBody(304, keep);
    }

    const compressible = COMPRESSIBLE.test(type);
    if (compressible) h.vary = 'Accept-Encoding';
    const encoding =
      status === 200 &&
      this.options.compressed &&
      compressible &&
      Number(h['content-length'] ?? 0) >= MIN_COMPRESS_BYTES &&
      Number(h['content-length']) <= MAX_COMPRESS_BYTES
        ? negotiateEncoding(this.req.headers['accept-encoding'])
        : undefined;
    if (encoding) {
      // The compressed copy replaces sirv's file stream; HEAD waits for it too, so that it gets the
      // Content-Length a GET gets.
      this.discard = true;
      this.options.compressed!(encoding, String(h.etag ?? '')).then(
        (body) => {
          if (this.res.destroyed) return;
          this.res.writeHead(status, { ...h, 'content-encoding': encoding, 'content-length': body.length });
          this.res.end(this.req.method === 'HEAD' ? undefined : body);
        },
        () => {
          if (!this.res.headersSent) this.res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          this.res.end();
        },
      );
      return this;
    }
    if (this.req.method === 'HEAD') return this.finishWithoutBody(status, h);

    this.res.writeHead(status, h);
    pipeline(this, this.res, (err) => {
      if (err && !this.res.destroyed) this.res.destroy();
    });
    return this;
  }

  private finishWithoutBody(status: number, headers: OutgoingHttpHeaders): this {
    this.discard = true;
    this.res.writeHead(status, headers);
    this.res.end();
    return this;
  }
}
