// The checks every MCP transport must pass (stdio, Streamable HTTP, a deployed site by URL), run
// against the ToolHive site that test/setup/toolhive-site.ts builds into out/. Expected answers come from
// the built files themselves: the search index through the browser's own search client, the
// Markdown copies, mcp.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { decodeIndex } from '../../theme/shared/search-index.js';
import type { LocalIndexFile } from '../../theme/shared/search-protocol.js';
import { SearchEngine } from '../../theme/shared/search/engine.js';
import { searchLocal } from '../../theme/shared/search/local-client.js';
import type { McpManifest } from '../../generator/mcp/manifest-format.js';
import { PAGE_LIMIT } from '../../generator/mcp/tool-pages.js';
import { repo } from '../helpers.js';

export const outDir = join(repo, 'out');
export const manifest = (): McpManifest => JSON.parse(readFileSync(join(outDir, 'mcp.json'), 'utf8')) as McpManifest;
export const mdOf = (route: string) => readFileSync(join(outDir, `${route.slice(1)}.md`), 'utf8');

let engine: SearchEngine | undefined;
/** What /search?q= shows first: the browser's client over the same index, with the page's filters. */
export function searchPageTop(query: string, n = 5): string[] {
  engine ??= new SearchEngine(decodeIndex(JSON.parse(readFileSync(join(outDir, 'search-index.json'), 'utf8')) as LocalIndexFile));
  const res = searchLocal(engine, {
    query,
    hitsPerPage: n,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  return res.hits.map((h) => h.url);
}

type Result = { content: { type: string; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };
export const call = async (c: Client, name: string, args: Record<string, unknown>) =>
  (await c.callTool({ name, arguments: args })) as Result;
export const text = (r: Result) => r.content.map((x) => x.text).join('\n');

/** A call refused either way the protocol allows: a JSON-RPC error, or a tool result with isError. */
export async function refused(c: Client, name: string, args: Record<string, unknown>): Promise<string> {
  try {
    const r = await call(c, name, args);
    expect(r.isError).toBe(true);
    return text(r);
  } catch (e) {
    return (e as Error).message;
  }
}

const QUERIES = ['run mcp server', 'thv run flags', 'secrets 1password', 'network isolation', 'otel endpoint', 'registry schema'];

export function toolSuite(client: () => Client): void {
  it('initializes with instructions and lists five read-only tools with schemas', async () => {
    const c = client();
    expect(c.getServerCapabilities()?.tools).toBeTruthy();
    expect(c.getServerCapabilities()?.resources).toBeTruthy();
    expect(c.getInstructions()).toMatch(/search_docs/);
    expect(c.getInstructions()).toMatch(/get_page/);
    const { tools } = await c.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_api_operation', 'get_cli_command', 'get_page', 'list_pages', 'search_docs']);
    for (const t of tools) {
      expect(t.title, t.name).toBeTruthy();
      expect(t.description!.length, t.name).toBeGreaterThan(40);
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema?.type, t.name).toBe('object');
      expect(t.annotations?.readOnlyHint, t.name).toBe(true);
    }
  });

  it('search_docs ranks as the /search page does, with structured hits and text', async () => {
    for (const query of QUERIES) {
      const r = await call(client(), 'search_docs', { query, limit: 5 });
      expect(r.isError).toBeFalsy();
      const hits = r.structuredContent!.hits as {
        url: string;
        route: string;
        anchor?: string;
        title: string;
        section: string;
        snippet: string;
      }[];
      const expected = searchPageTop(query);
      expect(hits.length).toBe(Math.min(5, expected.length));
      expect(hits.map((h) => `${h.route}${h.anchor ? `#${h.anchor}` : ''}`)).toEqual(expected);
      expect(hits[0].url).toBe(`https://docs.stacklok.com${expected[0]}`);
      expect(hits[0].title).toBeTruthy();
      expect(text(r)).toContain(hits[0].url);
    }
    const thvRun = await call(client(), 'search_docs', { query: 'thv run flags', limit: 3 });
    expect((thvRun.structuredContent!.hits as { route: string }[]).map((h) => h.route)).toContain('/toolhive/reference/cli/thv_run');
  });

  it('search_docs keeps to a section and to the limit', async () => {
    const r = await call(client(), 'search_docs', { query: 'secrets', limit: 20, section: '/toolhive/guides-cli' });
    const hits = r.structuredContent!.hits as { route: string }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(20);
    for (const h of hits) expect(h.route.startsWith('/toolhive/guides-cli/')).toBe(true);
    const label = manifest().sidebar.find((n) => n.items && n.label)!;
    const byLabel = await call(client(), 'search_docs', { query: 'install', section: label.label.toUpperCase() });
    expect(byLabel.isError).toBeFalsy();
    expect(await refused(client(), 'search_docs', { query: 'x', limit: 21 })).toMatch(/limit|20/i);
    const unknown = await refused(client(), 'search_docs', { query: 'install', section: 'Guides CLII' });
    expect(unknown).toMatch(/No sidebar section/);
  });

  it('get_page returns a whole page, one section by anchor, and long pages in parts', async () => {
    const route = '/toolhive/guides-cli/run-mcp-servers';
    const whole = await call(client(), 'get_page', { url: `https://docs.stacklok.com${route}` });
    const md = mdOf(route);
    const page = manifest().pages.find((p) => p.route === route)!;
    expect(whole.structuredContent).toMatchObject({
      route,
      title: page.title,
      url: `https://docs.stacklok.com${route}`,
      totalChars: md.length,
    });
    if (page.description) expect(whole.structuredContent!.description).toBe(page.description);
    expect(whole.structuredContent!.markdown).toBe(md.slice(0, (whole.structuredContent!.markdown as string).length));
    // A section: its own heading and text, none of its sibling sections.
    const h2 = md.split('\n').filter((l) => /^## /.test(l));
    expect(h2.length).toBeGreaterThan(2);
    const hits = (await call(client(), 'search_docs', { query: h2[1].slice(3), limit: 5 })).structuredContent!.hits as {
      route: string;
      anchor?: string;
    }[];
    const hit = hits.find((h) => h.route === route && h.anchor)!;
    const sec = await call(client(), 'get_page', { url: `${route}#${hit.anchor}` });
    const sm = sec.structuredContent!.markdown as string;
    expect(sm.startsWith(h2[1])).toBe(true);
    for (const other of h2.filter((l) => l !== h2[1])) expect(sm).not.toContain(`${other}\n`);
    expect(md).toContain(sm.trimEnd());
    expect(sec.structuredContent!.anchor).toBe(hit.anchor);
    // The longest page comes in parts that join up to the whole.
    const longest = manifest()
      .pages.map((p) => ({ route: p.route, n: mdOf(p.route).length }))
      .sort((a, b) => b.n - a.n)[0];
    expect(longest.n).toBeGreaterThan(PAGE_LIMIT);
    let joined = '';
    let cursor: string | undefined;
    do {
      const part = await call(client(), 'get_page', { url: longest.route, ...(cursor ? { cursor } : {}) });
      joined += part.structuredContent!.markdown as string;
      cursor = part.structuredContent!.nextCursor as string | undefined;
      if (cursor) expect(text(part)).toContain(`cursor "${cursor}"`);
    } while (cursor);
    expect(joined).toBe(mdOf(longest.route));
  });

  it('list_pages gives the sidebar tree with titles and descriptions', async () => {
    const m = manifest();
    const r = await call(client(), 'list_pages', {});
    const pages = r.structuredContent!.pages as { label: string; route?: string; description?: string; items?: unknown[] }[];
    expect(pages.map((p) => p.label)).toEqual(m.sidebar.map((n) => n.label));
    const described = m.pages.find((p) => p.description && text(r).includes(`(${p.route})`))!;
    expect(text(r)).toContain(`(${described.route}): ${described.description}`);
    const cat = m.sidebar.find((n) => n.items)!;
    const one = await call(client(), 'list_pages', { section: cat.label });
    expect((one.structuredContent!.pages as unknown[]).length).toBe(cat.items!.length);
  });

  it('get_cli_command answers "thv run", "run" and nested commands from the CLI data', async () => {
    const full = await call(client(), 'get_cli_command', { command: 'thv run' });
    const short = await call(client(), 'get_cli_command', { command: 'run' });
    expect(short.structuredContent).toEqual(full.structuredContent);
    const s = full.structuredContent as {
      command: string;
      usage: string;
      flags: { name: string; type: string; default: string }[];
      url: string;
      examples: unknown[];
    };
    const cmd = manifest().cli!.commands.find((c) => c.command === 'thv run')!;
    expect(s.command).toBe('thv run');
    expect(s.usage).toBe(cmd.usage);
    expect(s.flags.map((f) => f.name)).toEqual([...(cmd.flags ?? []), ...(cmd.persistent ?? [])].map((f) => f.name));
    expect(s.flags.find((f) => f.name === 'transport')).toBeTruthy();
    expect(s.url).toBe('https://docs.stacklok.com/toolhive/reference/cli/thv_run');
    const otel = (await call(client(), 'get_cli_command', { command: 'thv config otel' })).structuredContent as {
      subcommands: { command: string }[];
      inheritedFlags: { name: string }[];
    };
    expect(otel.subcommands.length).toBeGreaterThan(0);
    expect(otel.subcommands.every((c) => c.command.startsWith('thv config otel '))).toBe(true);
    expect(otel.inheritedFlags.map((f) => f.name)).toContain('debug');
  });

  it('get_api_operation resolves schemas, by operationId or by method and path', async () => {
    const op = manifest().apis[0].operations.find((o) => o.responses?.some((r) => r.bodies?.some((b) => b.schema?.$ref)))!;
    const byId = await call(client(), 'get_api_operation', { operationId: op.id });
    const byPath = await call(client(), 'get_api_operation', { method: op.method.toLowerCase(), path: op.path });
    expect(byPath.structuredContent).toEqual(byId.structuredContent);
    const s = byId.structuredContent as { method: string; path: string; responses: { content: { schema?: Record<string, unknown> }[] }[] };
    expect(`${s.method} ${s.path}`).toBe(`${op.method} ${op.path}`);
    const schema = s.responses.flatMap((r) => r.content).find((b) => b.schema)!.schema!;
    expect(schema.$ref).toBeUndefined();
    expect(schema.title ?? schema.type).toBeTruthy();
  });

  it('names the closest matches for an unknown page, command, operation or anchor', async () => {
    expect(await refused(client(), 'get_page', { url: '/toolhive/guides-cli/run-mcp-server' })).toMatch(
      /Closest matches: .*\/toolhive\/guides-cli\/run-mcp-servers/,
    );
    expect(await refused(client(), 'get_page', { url: '/toolhive/guides-cli/run-mcp-servers#no-such-section' })).toMatch(
      /no section #no-such-section/,
    );
    expect(await refused(client(), 'get_cli_command', { command: 'thv rnu' })).toMatch(/Closest matches: .*thv run/);
    const op = manifest().apis[0].operations[0];
    expect(await refused(client(), 'get_api_operation', { operationId: `${op.id}x` })).toContain(op.id);
    expect(await refused(client(), 'get_api_operation', {})).toMatch(/operationId/);
    expect(await refused(client(), 'get_page', { url: '/toolhive/faq', cursor: 'abc' })).toMatch(/cursor/);
  });

  it('refuses bad input and keeps answering', async () => {
    expect(await refused(client(), 'get_page', { url: '/../../../etc/passwd' })).toMatch(/not a page/);
    expect(await refused(client(), 'get_page', { url: '/toolhive/%2e%2e/%2e%2e/package.json' })).toMatch(/not a page/);
    expect(await refused(client(), 'no_such_tool', {})).toMatch(/no_such_tool/);
    expect(await refused(client(), 'search_docs', { query: 'x'.repeat(1024 * 1024) })).toBeTruthy();
    expect(await refused(client(), 'search_docs', { query: 42 })).toBeTruthy();
    const after = await call(client(), 'search_docs', { query: 'install' });
    expect(after.isError).toBeFalsy();
  });

  it('lists every page as a resource, with pagination, and reads them and llms.txt', async () => {
    const m = manifest();
    const uris: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const r = await client().listResources(cursor ? { cursor } : {});
      uris.push(...r.resources.map((x) => x.uri));
      cursor = r.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(uris.length).toBe(m.pages.length + 1);
    expect(uris).toContain('docs://llms.txt');
    const route = '/toolhive/faq';
    const read = await client().readResource({ uri: `docs:/${route}` });
    expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: mdOf(route) });
    const llms = await client().readResource({ uri: 'docs://llms.txt' });
    expect(llms.contents[0]).toMatchObject({ text: readFileSync(join(outDir, 'llms.txt'), 'utf8') });
    await expect(client().readResource({ uri: 'docs://toolhive/faqq' })).rejects.toThrow(/toolhive\/faq/);
    await expect(client().readResource({ uri: 'docs://../package.json' })).rejects.toThrow(/not found/i);
    const templates = await client().listResourceTemplates();
    expect(templates.resourceTemplates[0].uriTemplate).toBe('docs://{+route}');
  });

  it('answers 50 concurrent calls', async () => {
    const calls = Array.from({ length: 50 }, (_, i) => {
      const kind = i % 5;
      if (kind === 0) return call(client(), 'search_docs', { query: QUERIES[i % QUERIES.length] });
      if (kind === 1) return call(client(), 'get_page', { url: '/toolhive/faq' });
      if (kind === 2) return call(client(), 'list_pages', {});
      if (kind === 3) return call(client(), 'get_cli_command', { command: 'thv run' });
      return call(client(), 'get_api_operation', { operationId: manifest().apis[0].operations[0].id });
    });
    const results = await Promise.all(calls);
    for (const r of results) expect(r.isError).toBeFalsy();
    const searches = results.filter((_, i) => i % 5 === 0);
    expect(
      (searches[0].structuredContent!.hits as { route: string; anchor?: string }[]).map(
        (h) => `${h.route}${h.anchor ? `#${h.anchor}` : ''}`,
      ),
    ).toEqual(searchPageTop(QUERIES[0], 10));
  });
}
