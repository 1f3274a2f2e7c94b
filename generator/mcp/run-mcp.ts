// `docsgen mcp`: the docs of a built site as an MCP server, over stdio (the default: an MCP client
// starts it as a subprocess) or Streamable HTTP (--http). Everything it prints goes to stderr:
// over stdio, stdout carries the protocol and nothing else.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { closeServer, createSiteServer, isLoopback, listen, untilStopped, urlFor, warnIfExposed } from '../http-server.js';
import { DocsSite } from './docs-site.js';
import { createDocsServer } from './server.js';
import { siteFilesFor } from './site-source.js';
import { boundHeapGrowth } from '../heap-growth.js';

export interface McpCommandOptions {
  config: string;
  site?: string;
  http: boolean;
  port: number;
  host: string;
  version: string;
}

export const MCP_PATH = '/mcp';
const log = (s: string) => process.stderr.write(s);

export async function runMcp(opts: McpCommandOptions): Promise<number> {
  const site = new DocsSite(siteFilesFor(opts.site, opts.config));
  let manifest;
  try {
    manifest = await site.manifest();
  } catch (e) {
    log(`error: ${(e as Error).message}\n`);
    return 1;
  }
  // A large site's search index is hundreds of MB of live data once built: keep V8 from letting
  // the heap grow to several times that, as a large build does.
  boundHeapGrowth(manifest.pages.length);
  // The index is built once, in the background, so the first search does not wait for it.
  setImmediate(() => site.engine().catch((e: unknown) => log(`docsgen mcp: search index: ${(e as Error).message}\n`)));
  return opts.http ? serveHttp(site, opts) : serveStdio(site, manifest, opts);
}

async function serveStdio(site: DocsSite, manifest: Awaited<ReturnType<DocsSite['manifest']>>, opts: McpCommandOptions): Promise<number> {
  const server = createDocsServer(() => site, manifest, opts.version);
  const transport = new StdioServerTransport();
  const closed = new Promise<number>((ok) => {
    transport.onclose = () => ok(0);
    process.stdin.once('end', () => ok(0));
  });
  await server.connect(transport);
  log(`docsgen mcp: serving ${manifest.title} (${manifest.pages.length} pages) from ${site.files.label} over stdio\n`);
  const code = await closed;
  await server.close().catch(() => undefined);
  return code;
}

async function serveHttp(site: DocsSite, opts: McpCommandOptions): Promise<number> {
  // Only --http needs the HTTP transport: stdio starts without loading it.
  const { McpHttpEndpoint } = await import('./http-endpoint.js');
  const endpoint = new McpHttpEndpoint({ site: () => site, anyHost: !isLoopback(opts.host), version: opts.version });
  const server = createSiteServer((req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').split('?')[0] === MCP_PATH) return endpoint.handle(req, res);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Not Found: the MCP endpoint is ${MCP_PATH}`);
  });
  let port: number;
  try {
    port = await listen(server, opts.port, opts.host);
  } catch (e) {
    log(`error: ${(e as Error).message}\n`);
    return 2;
  }
  log(
    `docsgen mcp: serving ${site.files.label} at ${urlFor(opts.host, port).replace(/\/$/, '')}${MCP_PATH} (Streamable HTTP; Ctrl+C to stop)\n`,
  );
  warnIfExposed(opts.host, log);
  return untilStopped(async () => {
    await endpoint.close();
    await closeServer(server);
  });
}
