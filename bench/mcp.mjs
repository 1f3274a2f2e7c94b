#!/usr/bin/env node
// `docsgen mcp` figures, driven by the MCP SDK's own client over stdio, on a built site:
//   ready     — from spawning `docsgen mcp` to the initialize answer (median of 5 starts), and to
//               the first search_docs answer (the search index is built in the background)
//   search    — search_docs round trips, p50 / p95, over 200 calls of realistic queries
//   get_page  — get_page round trips, p95, over every page (at most 300 calls)
//   memory    — the server's peak RSS (VmHWM) after all of that
//
//   node bench/mcp.mjs [--site out]      (prints JSON on stdout; bench/run.mjs imports measureMcp)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const repo = resolve(import.meta.dirname, '..');
const QUERIES = [
  'run mcp server',
  'thv run flags',
  'secrets 1password',
  'network isolation',
  'otel endpoint',
  'registry schema',
  'install on windows',
  'permission profile',
  'remove group',
  'kubernetes operator',
  'client configuration',
  'telemetry',
  'proxy port',
  'transport stdio',
  'custom registry',
  'page',
  'docs guide',
  'configure',
  'install',
  'api',
];

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(2);
};

async function start(site) {
  const t0 = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(repo, 'dist/bin/docsgen.js'), 'mcp', '--site', site],
    cwd: repo,
    stderr: 'ignore',
  });
  const client = new Client({ name: 'docsgen-bench', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport, readyMs: performance.now() - t0, t0 };
}

function peakRssMb(pid) {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : undefined;
}

const timed = async (fn) => {
  const t = performance.now();
  const r = await fn();
  if (r.isError) throw new Error(`bench call failed: ${JSON.stringify(r.content).slice(0, 300)}`);
  return performance.now() - t;
};

/** @param {{ site: string, starts?: number }} o */
export async function measureMcp(o) {
  const site = resolve(o.site);
  const ready = [];
  for (let i = 0; i < (o.starts ?? 5); i++) {
    const s = await start(site);
    ready.push(s.readyMs);
    await s.client.close();
  }
  const { client, transport, readyMs, t0 } = await start(site);
  ready.push(readyMs);
  await client.callTool({ name: 'search_docs', arguments: { query: 'install' } });
  const firstSearchMs = performance.now() - t0;
  const search = [];
  for (let i = 0; i < 200; i++)
    search.push(await timed(() => client.callTool({ name: 'search_docs', arguments: { query: QUERIES[i % QUERIES.length], limit: 10 } })));
  const manifest = JSON.parse(readFileSync(join(site, 'mcp.json'), 'utf8'));
  const routes = manifest.pages.map((p) => p.route);
  const step = Math.max(1, Math.floor(routes.length / 300));
  const page = [];
  for (let i = 0; i < routes.length; i += step)
    page.push(await timed(() => client.callTool({ name: 'get_page', arguments: { url: routes[i] } })));
  const peak = peakRssMb(transport.pid);
  await client.close();
  return {
    pages: routes.length,
    readyMs: pct(ready, 50),
    firstSearchMs: Math.round(firstSearchMs),
    search: { p50Ms: pct(search, 50), p95Ms: pct(search, 95), calls: search.length },
    getPage: { p50Ms: pct(page, 50), p95Ms: pct(page, 95), calls: page.length },
    peakRssMb: peak,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--site');
  const site = i > 0 ? process.argv[i + 1] : join(repo, 'out');
  process.stdout.write(`${JSON.stringify(await measureMcp({ site }), null, 2)}\n`);
}
