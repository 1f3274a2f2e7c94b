// The /mcp route and its HTTP sessions over the built ToolHive site in out/ (test/setup/
// toolhive-site.ts): the route follows the folder watch mode serves, and idle sessions expire.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { folderFiles } from '../../generator/mcp/site-files.js';
import { mcpRoute } from '../../generator/mcp/mcp-route.js';
import { McpHttpEndpoint } from '../../generator/mcp/http-endpoint.js';
import { DocsSite } from '../../generator/mcp/docs-site.js';
import { createSiteServer } from '../../generator/http-server.js';
import { siteHandler } from '../../generator/serve/site-handler.js';
import { repo } from '../helpers.js';

describe('the /mcp route in watch mode', () => {
  it('answers from the folder being served, also after it changes, in the same session', async () => {
    mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
    const base = mkdtempSync(join(repo, 'test/.tmp/mcp-watch-'));
    const one = join(base, 'one');
    const two = join(base, 'two');
    for (const d of [one, two]) {
      mkdirSync(join(d, 'toolhive'), { recursive: true });
      for (const f of ['mcp.json', 'search-index.json', 'llms.txt', 'toolhive/faq.md']) cpSync(join(repo, 'out', f), join(d, f));
    }
    writeFileSync(join(two, 'toolhive/faq.md'), `${readFileSync(join(one, 'toolhive/faq.md'), 'utf8')}\nEDITED IN THE SECOND BUILD\n`);
    let served = one;
    const route = mcpRoute({ folder: () => served, anyHost: false });
    const server = createSiteServer(siteHandler(one, { routes: { '/mcp': route } }));
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const client = new Client({ name: 't', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`)));
    const read = async () =>
      ((await client.callTool({ name: 'get_page', arguments: { url: '/toolhive/faq' } })).structuredContent as { markdown: string })
        .markdown;
    expect(await read()).not.toContain('EDITED');
    served = two;
    expect(await read()).toContain('EDITED IN THE SECOND BUILD');
    await client.close();
    await route.close();
    await new Promise((ok) => server.close(ok));
  });
});

describe('HTTP sessions', () => {
  it('expire after the idle time, and a client must initialize again', async () => {
    const site = new DocsSite(folderFiles(join(repo, 'out')));
    // Long enough that a loaded machine finishes a handshake within it; the default is 30 minutes.
    const endpoint = new McpHttpEndpoint({ site: () => site, idleMs: 1500 });
    const server = createSiteServer(endpoint.handle);
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
    const client = new Client({ name: 't', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(url));
    expect(endpoint.sessionCount).toBe(1);
    await client.listTools();
    await new Promise((ok) => setTimeout(ok, 3500));
    expect(endpoint.sessionCount).toBe(0);
    await expect(client.listTools()).rejects.toThrow();
    const again = new Client({ name: 't', version: '1' });
    await again.connect(new StreamableHTTPClientTransport(url));
    expect((await again.listTools()).tools.length).toBe(5);
    await again.close();
    await client.close().catch(() => undefined);
    await endpoint.close();
    await new Promise((ok) => server.close(ok));
  });
});
