// Helpers for the serve tests: raw HTTP over a socket (fetch and http.request normalise or refuse
// the very URLs a traversal test must send), a CLI server in a child process, and an SSE reader.
import { connect } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { repo } from '../helpers.js';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body decoded (gzip/br) as text. */
  text: string;
}

/** Sends `raw` bytes as they are and reads the answer until the server closes the connection. */
export function rawRequest(port: number, raw: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((ok, fail) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (e) => {
      clearTimeout(timer);
      fail(e);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        ok(parseResponse(Buffer.concat(chunks)));
      } catch (e) {
        fail(e);
      }
    });
    socket.write(raw);
  });
}

export function parseResponse(buf: Buffer): RawResponse {
  const end = buf.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`incomplete HTTP response: ${JSON.stringify(buf.toString('latin1').slice(0, 200))}`);
  const [statusLine, ...headerLines] = buf.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of headerLines) {
    const i = l.indexOf(':');
    headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  let body = buf.subarray(end + 4);
  if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
  const decoded =
    body.length === 0
      ? body
      : headers['content-encoding'] === 'gzip'
        ? gunzipSync(body)
        : headers['content-encoding'] === 'br'
          ? brotliDecompressSync(body)
          : body;
  return { status: Number(statusLine.split(' ')[1]), headers, body, text: decoded.toString('utf8') };
}

function dechunk(buf: Buffer): Buffer {
  const out: Buffer[] = [];
  let i = 0;
  while (i < buf.length) {
    const eol = buf.indexOf('\r\n', i);
    const size = parseInt(buf.subarray(i, eol).toString('latin1'), 16);
    if (!size) break;
    out.push(buf.subarray(eol + 2, eol + 2 + size));
    i = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** A GET (or another method) with `Connection: close`; the path is sent exactly as given. */
export function httpGet(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const all = { Host: `127.0.0.1:${port}`, Connection: 'close', ...headers };
  const head = Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return rawRequest(port, `${method} ${path} HTTP/1.1\r\n${head}\r\n`);
}

export interface CliServer {
  child: ChildProcess;
  port: number;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Resolves when stdout (or stderr) matches. */
  waitFor: (re: RegExp, timeoutMs?: number, stream?: 'stdout' | 'stderr') => Promise<RegExpMatchArray>;
  stop: () => Promise<number | null>;
}

/** Runs `docsgen serve ...args` in `cwd` (with `env` added to this process's) and waits for the URL it prints. */
export async function startCliServer(
  cwd: string,
  args: string[],
  readyTimeoutMs = 120_000,
  env: Record<string, string> = {},
): Promise<CliServer> {
  const child = spawn(process.execPath, [join(repo, 'dist/bin/docsgen.js'), 'serve', '--port', '0', ...args], {
    cwd,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (c) => {
    out += c;
    for (const l of listeners) l();
  });
  child.stderr!.on('data', (c) => {
    err += c;
    for (const l of listeners) l();
  });
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const waitFor = (re: RegExp, timeoutMs = 30_000, stream: 'stdout' | 'stderr' = 'stdout') =>
    new Promise<RegExpMatchArray>((ok, fail) => {
      const check = () => {
        const m = (stream === 'stdout' ? out : err).match(re);
        if (m) {
          listeners.delete(check);
          clearTimeout(timer);
          ok(m);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        fail(new Error(`timed out waiting for ${re} in ${stream}\nstdout:\n${out}\nstderr:\n${err}`));
      }, timeoutMs);
      listeners.add(check);
      void exited.then(() => {
        if (listeners.has(check)) {
          listeners.delete(check);
          clearTimeout(timer);
          fail(new Error(`docsgen serve exited before ${re} appeared\nstdout:\n${out}\nstderr:\n${err}`));
        }
      });
      check();
    });
  const m = await waitFor(/http:\/\/127\.0\.0\.1:(\d+)\//, readyTimeoutMs);
  return {
    child,
    port: Number(m[1]),
    url: m[0],
    stdout: () => out,
    stderr: () => err,
    waitFor,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface SseEvent {
  event: string;
  data: string;
  at: number;
}

/** Connects to the live-reload endpoint and collects its events. */
export function openEvents(
  port: number,
): Promise<{ events: SseEvent[]; next: (name: string, timeoutMs?: number) => Promise<SseEvent>; close: () => void }> {
  return new Promise((ok, fail) => {
    const events: SseEvent[] = [];
    const waiters: { name: string; from: number; resolve: (e: SseEvent) => void }[] = [];
    let consumed = 0;
    const req = request({ host: '127.0.0.1', port, path: '/__docsgen/events', headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return fail(new Error(`events endpoint answered ${res.statusCode}`));
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buf += chunk;
        let i: number;
        while ((i = buf.indexOf('\n\n')) !== -1) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const ev: SseEvent = { event: 'message', data: '', at: performance.now() };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) ev.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              ev.data = line.slice(6);
              hasData = true;
            }
          }
          if (!hasData) continue;
          events.push(ev);
          for (const w of [...waiters]) {
            const found = events.slice(w.from).find((e) => e.event === w.name);
            if (found) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(found);
            }
          }
        }
      });
      ok({
        events,
        /** The next event named `name` after the ones already returned by next(). */
        next: (name, timeoutMs = 30_000) =>
          new Promise((resolve, reject) => {
            const from = consumed;
            const found = events.slice(from).find((e) => e.event === name);
            const done = (e: SseEvent) => {
              consumed = events.indexOf(e) + 1;
              resolve(e);
            };
            if (found) return done(found);
            const timer = setTimeout(
              () => reject(new Error(`no "${name}" event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(from))}`)),
              timeoutMs,
            );
            waiters.push({
              name,
              from,
              resolve: (e) => {
                clearTimeout(timer);
                done(e);
              },
            });
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** Resident memory of a process in KB (Linux and macOS `ps`). */
export async function rssKb(pid: number): Promise<number> {
  const { execFileSync } = await import('node:child_process');
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
}

/** The folder `serve --watch` serves from now: the newest full build under .docsgen-cache/dev/. */
export function devOutput(siteDir: string): string {
  const base = join(siteDir, '.docsgen-cache', 'dev');
  const gen = (name: string) => Number(name.split('-')[1] ?? 0);
  const newest = readdirSync(base)
    .filter((n) => /^\d+-\d+$/.test(n))
    .sort((a, b) => gen(b) - gen(a))[0];
  if (!newest) throw new Error(`no watch-mode build in ${base}`);
  return join(base, newest);
}
