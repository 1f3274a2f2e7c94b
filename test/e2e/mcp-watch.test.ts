// /mcp on `docsgen serve --watch` follows the writer: an edit shows in get_page and search_docs (the
// search index the worker rebuilds on demand), and a new page (a full build into a new folder) in
// the same MCP session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { makeSite } from '../helpers.js';
import { startCliServer, type CliServer } from './serve-helpers.js';
import { call } from './mcp-suite.js';

const site = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome page. Read the [docs](/docs).\n',
  'content/docs/index.md': '---\ntitle: Start\nsidebar_position: 1\n---\n\nThe zebracorn start page.\n',
  'content/docs/guide.md': '---\ntitle: Guide\nsidebar_position: 2\n---\n\n## Setup\n\nA guide.\n',
};

describe('MCP in watch mode', () => {
  let dir: string;
  let server: CliServer;
  let client: Client;

  beforeAll(async () => {
    dir = makeSite(site);
    server = await startCliServer(dir, ['--watch']);
    client = new Client({ name: 'docsgen-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}mcp`)));
  });
  afterAll(async () => {
    await client?.close();
    if (server) expect(await server.stop()).toBe(0);
  });

  const routes = async (query: string) =>
    ((await call(client, 'search_docs', { query })).structuredContent!.hits as { route: string }[]).map((h) => h.route);

  it('answers from the last good build and follows edits and new pages', async () => {
    expect(await routes('zebracorn')).toContain('/docs');
    writeFileSync(join(dir, 'content/docs/index.md'), '---\ntitle: Start\nsidebar_position: 1\n---\n\nThe quokkafish start page.\n');
    await server.waitFor(/content\/docs\/index\.md changed · rebuilt 1 page/);
    expect((await call(client, 'get_page', { url: '/docs' })).structuredContent!.markdown).toContain('quokkafish');
    expect(await routes('quokkafish')).toContain('/docs');
    writeFileSync(join(dir, 'content/docs/howto.md'), '---\ntitle: How-to\nsidebar_position: 3\n---\n\nThe narwhalbee how-to.\n');
    await server.waitFor(/howto\.md[^\n]* · built/);
    expect((await call(client, 'get_page', { url: '/docs/howto' })).structuredContent!.title).toBe('How-to');
    expect(await routes('narwhalbee')).toContain('/docs/howto');
    expect(JSON.stringify((await call(client, 'list_pages', {})).structuredContent)).toContain('/docs/howto');
  });
});
