// MCP over Streamable HTTP, for `docsgen mcp --http` and `docsgen serve` (at /mcp): one SDK
// transport and server per session, sessions closed after `idleMs` without a request (and the
// oldest dropped beyond `maxSessions`), and the checks a server on a developer's machine needs
// before the SDK sees anything: Host and Origin (a web page must not reach it through DNS
// rebinding or a cross-site request), methods, and a bounded request body and URL.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { isLocalHostHeader } from '../http-server.js';
import type { DocsSite } from './docs-site.js';
import { createDocsServer } from './server.js';

export interface McpHttpOptions {
  site: () => DocsSite;
  /** Bound to a non-loopback interface on purpose: any Host is accepted, Origin must match it. */
  anyHost?: boolean;
  idleMs?: number;
  maxSessions?: number;
  maxBodyBytes?: number;
  version?: string;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  lastSeen: number;
}

const MAX_URL = 4096;

function jsonError(res: ServerResponse, status: number, code: number, message: string): void {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(body);
}

/** A request from a web page must come from this very server or from a page on this machine. */
export function originAllowed(origin: string | undefined, host: string | undefined, anyHost: boolean): boolean {
  if (origin === undefined) return true; // not a browser: MCP clients send no Origin
  let u: URL;
  try {
    u = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && u.host.toLowerCase() === host.toLowerCase()) return true;
  return !anyHost && isLocalHostHeader(u.host);
}

function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > max) return resolve('too-large');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) {
        req.removeAllListeners('data');
        req.resume();
        resolve('too-large');
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export class McpHttpEndpoint {
  private readonly sessions = new Map<string, Session>();
  private readonly timer: NodeJS.Timeout;
  private readonly idleMs: number;

  constructor(private readonly options: McpHttpOptions) {
    this.idleMs = options.idleMs ?? 30 * 60_000;
    this.timer = setInterval(() => this.expire(), Math.min(60_000, this.idleMs)).unref();
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  private expire(now = Date.now()): void {
    for (const [id, s] of this.sessions) if (now - s.lastSeen > this.idleMs) this.drop(id);
  }

  private drop(id: string): void {
    const s = this.sessions.get(id);
    this.sessions.delete(id);
    void s?.transport.close().catch(() => undefined);
  }

  handle = (req: IncomingMessage, res: ServerResponse): void => {
    this.serve(req, res).catch((e: unknown) => {
      process.stderr.write(`docsgen mcp: ${(e as Error).message}\n`);
      if (!res.headersSent) jsonError(res, 500, -32603, 'Internal error');
      else res.destroy();
    });
  };

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const anyHost = !!this.options.anyHost;
    if (!anyHost && !isLocalHostHeader(req.headers.host))
      return jsonError(res, 403, -32000, 'Forbidden: this server only answers requests for localhost');
    if (!originAllowed(req.headers.origin, req.headers.host, anyHost))
      return jsonError(res, 403, -32000, 'Forbidden: cross-origin request');
    if ((req.url ?? '').length > MAX_URL) return jsonError(res, 414, -32000, 'URI too long');
    if (req.method !== 'POST' && req.method !== 'GET' && req.method !== 'DELETE') {
      res.setHeader('Allow', 'GET, POST, DELETE');
      return jsonError(res, 405, -32000, 'Method not allowed');
    }
    const sid = req.headers['mcp-session-id'];
    const id = Array.isArray(sid) ? sid[0] : sid;
    if (req.method !== 'POST') {
      const s = id ? this.sessions.get(id) : undefined;
      if (!s) return jsonError(res, id ? 404 : 400, -32000, id ? 'Session not found' : 'Bad Request: no session id');
      s.lastSeen = Date.now();
      return s.transport.handleRequest(req, res);
    }
    const raw = await readBody(req, this.options.maxBodyBytes ?? 512 * 1024);
    if (raw === 'too-large') return jsonError(res, 413, -32600, 'Request body too large');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return jsonError(res, 400, -32700, 'Parse error');
    }
    if (id) {
      const s = this.sessions.get(id);
      if (!s) return jsonError(res, 404, -32001, 'Session not found');
      s.lastSeen = Date.now();
      return s.transport.handleRequest(req, res, body);
    }
    if (!isInitializeRequest(body)) return jsonError(res, 400, -32000, 'Bad Request: no session id (send initialize first)');
    await this.start(req, res, body);
  }

  private async start(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    let manifest;
    try {
      manifest = await this.options.site().manifest();
    } catch (e) {
      return jsonError(res, 503, -32000, (e as Error).message);
    }
    if (this.sessions.size >= (this.options.maxSessions ?? 200)) {
      const oldest = [...this.sessions].sort((a, b) => a[1].lastSeen - b[1].lastSeen)[0];
      if (oldest) this.drop(oldest[0]);
    }
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (newId) => {
        this.sessions.set(newId, { transport, lastSeen: Date.now() });
      },
      onsessionclosed: (closed) => {
        this.sessions.delete(closed);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) this.sessions.delete(transport.sessionId);
    };
    const server = createDocsServer(this.options.site, manifest, this.options.version);
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.sessions.values()].map((s) => s.transport.close().catch(() => undefined)));
    this.sessions.clear();
  }
}
