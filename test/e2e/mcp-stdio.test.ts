// `docsgen mcp` over stdio, driven by the SDK's own client, on the ToolHive site in out/.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { repo } from '../helpers.js';
import { toolSuite } from './mcp-suite.js';

const cli = join(repo, 'dist/bin/docsgen.js');
let client: Client;
let stderr = '';

beforeAll(async () => {
  const transport = new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp'], cwd: repo, stderr: 'pipe' });
  transport.stderr?.on('data', (c: Buffer) => (stderr += c));
  client = new Client({ name: 'docsgen-test', version: '1.0.0' });
  await client.connect(transport);
});

afterAll(async () => {
  await client?.close();
});

describe('docsgen mcp over stdio', () => {
  toolSuite(() => client);

  it('logs to stderr only', () => {
    expect(stderr).toMatch(/docsgen mcp: serving .* over stdio/);
  });
});

/** Lines written to a fresh server's stdin, and the JSON-RPC answers on its stdout. */
async function rawSession(lines: string[], answers: number): Promise<{ replies: Record<string, unknown>[]; alive: boolean }> {
  const child = spawn(process.execPath, [cli, 'mcp'], { cwd: repo, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  const replies: Record<string, unknown>[] = [];
  const done = new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`only ${replies.length} answers: ${out}`)), 20_000);
    child.stdout.on('data', (c: Buffer) => {
      out += c;
      const parts = out.split('\n');
      out = parts.pop()!;
      for (const p of parts) if (p.trim()) replies.push(JSON.parse(p) as Record<string, unknown>);
      if (replies.length >= answers) {
        clearTimeout(timer);
        ok();
      }
    });
  });
  for (const l of lines) child.stdin.write(`${l}\n`);
  await done;
  const alive = child.exitCode === null;
  child.kill();
  return { replies, alive };
}

describe('docsgen mcp over stdio, raw JSON-RPC', () => {
  it('survives malformed JSON and unknown methods, then answers', async () => {
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    };
    const { replies, alive } = await rawSession(
      [
        '{ this is not json',
        JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'no/such/method' }),
        JSON.stringify(init),
        JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
        JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_page', arguments: { url: '/toolhive/faq' } } }),
      ],
      3,
    );
    expect(alive).toBe(true);
    const byId = new Map(replies.map((r) => [r.id, r]));
    expect((byId.get(7)!.error as { code: number }).code).toBe(-32601);
    expect((byId.get(1)!.result as { serverInfo: { name: string } }).serverInfo.name).toBe('docsgen-docs');
    expect((byId.get(2)!.result as { structuredContent: { route: string } }).structuredContent.route).toBe('/toolhive/faq');
  });

  it('exits with an error naming the folder when there is no built site', () => {
    return new Promise<void>((ok) => {
      const child = spawn(process.execPath, [cli, 'mcp', '--site', 'test/no-such-folder'], { cwd: repo });
      let err = '';
      child.stderr.on('data', (c: Buffer) => (err += c));
      child.on('exit', (code) => {
        expect(code).toBe(1);
        expect(err).toMatch(/no-such-folder has no mcp\.json/);
        ok();
      });
    });
  });
});
