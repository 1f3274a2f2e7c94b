// MCP over Streamable HTTP (`docsgen mcp --http`, and /mcp on `docsgen serve`) with the SDK's own
// client, the HTTP checks in front of it, and `docsgen mcp --site URL` reading the built site from
// a static server on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { repo } from '../helpers.js';
import { startCliServer, type CliServer } from './serve-helpers.js';
import { call, toolSuite } from './mcp-suite.js';

const cli = join(repo, 'dist/bin/docsgen.js');

async function startMcpHttp(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [cli, 'mcp', '--http', '--port', '0'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c));
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`no URL: ${err}`)), 20_000);
    child.stderr!.on('data', (c: Buffer) => {
      err += c;
      const m = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
  });
  expect(out).toBe('');
  return { child, url };
}

async function httpClient(url: string): Promise<Client> {
  const c = new Client({ name: 'docsgen-test', version: '1.0.0' });
  await c.connect(new StreamableHTTPClientTransport(new URL(url)));
  return c;
}

const init = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
  });

let server: { child: ChildProcess; url: string };
let client: Client;

beforeAll(async () => {
  server = await startMcpHttp();
  client = await httpClient(server.url);
});

afterAll(async () => {
  await client?.close();
  server?.child.kill();
});

describe('docsgen mcp --http', () => {
  toolSuite(() => client);

  it('refuses foreign Host and Origin headers, oversized and malformed bodies, unknown sessions', async () => {
    const port = new URL(server.url).port;
    expect((await post(server.url, init, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(server.url, init, { origin: `http://localhost:${port}` })).status).toBe(200);
    const { httpGet } = await import('./serve-helpers.js');
    expect((await httpGet(Number(port), '/mcp', { Host: 'evil.example' }, 'POST')).status).toBe(403);
    const huge = await post(
      server.url,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search_docs', arguments: { query: 'x'.repeat(1024 * 1024) } },
      }),
    );
    expect(huge.status).toBe(413);
    const bad = await post(server.url, '{ not json');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: number } }).error.code).toBe(-32700);
    expect((await post(server.url, JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }))).status).toBe(400);
    expect(
      (await post(server.url, JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }), { 'mcp-session-id': 'no-such-session' }))
        .status,
    ).toBe(404);
    expect((await fetch(server.url, { method: 'PUT' })).status).toBe(405);
    expect((await fetch(server.url.replace('/mcp', '/other'))).status).toBe(404);
    const still = await call(client, 'search_docs', { query: 'install' });
    expect(still.isError).toBeFalsy();
  });

  it('ends a session on DELETE', async () => {
    const c = await httpClient(server.url);
    const t = c.transport as StreamableHTTPClientTransport;
    const id = t.sessionId!;
    await t.terminateSession();
    expect(
      (
        await post(server.url, JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }), {
          'mcp-session-id': id,
          'mcp-protocol-version': '2025-06-18',
        })
      ).status,
    ).toBe(404);
    await c.close();
  });
});

describe('docsgen serve answers MCP at /mcp, and docsgen mcp --site URL reads a deployed site', () => {
  let web: CliServer;
  let viaServe: Client;
  let viaUrl: Client;

  beforeAll(async () => {
    web = await startCliServer(repo, ['--out', 'out']);
    viaServe = await httpClient(`${web.url}mcp`);
    viaUrl = new Client({ name: 'docsgen-test', version: '1.0.0' });
    await viaUrl.connect(
      new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp', '--site', web.url], cwd: repo, stderr: 'ignore' }),
    );
  });

  afterAll(async () => {
    await viaServe?.close();
    await viaUrl?.close();
    await web?.stop();
  });

  it('serves pages and MCP side by side', async () => {
    expect((await fetch(`${web.url}toolhive/faq`)).status).toBe(200);
    const r = await call(viaServe, 'get_cli_command', { command: 'thv run' });
    expect(r.structuredContent!.command).toBe('thv run');
    expect((await fetch(`${web.url}mcp`, { method: 'PUT' })).status).toBe(405);
    expect((await fetch(`${web.url}toolhive/faq`, { method: 'POST' })).status).toBe(405);
  });

  describe('--site URL', () => {
    toolSuite(() => viaUrl);
  });
});
