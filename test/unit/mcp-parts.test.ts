// The MCP server's parts on their own: bounded schema resolution, section cuts, what counts as a
// page reference or a file of the site (the /mcp route and HTTP sessions over the built ToolHive
// site are in test/e2e/mcp-route.test.ts).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSchema } from '../../generator/mcp/resolve-schema.js';
import { headings, part, section } from '../../generator/mcp/markdown-sections.js';
import { pageRef } from '../../generator/mcp/page-lookup.js';
import { folderFiles, sitePath } from '../../generator/mcp/site-files.js';
import type { JsonSchema } from '../../generator/markdown/reference/schema-node.js';
import { repo } from '../helpers.js';

describe('resolveSchema', () => {
  const schemas: Record<string, JsonSchema> = {
    Node: {
      type: 'object',
      properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
    },
    A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
    B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' }, c: { $ref: '#/components/schemas/C' } } },
    C: { type: 'object', properties: { d: { $ref: '#/components/schemas/D' } } },
    D: { type: 'object', properties: { e: { $ref: '#/components/schemas/E' } } },
    E: { type: 'string' },
  };

  it('expands references and stops at a cycle', () => {
    const r = resolveSchema({ $ref: '#/components/schemas/Node' }, schemas);
    expect(r.title).toBe('Node');
    const item = (r.properties!.children as JsonSchema).items!;
    expect(item.$ref).toBe('#/components/schemas/Node');
    expect(item.description).toMatch(/recursive/);
    const ab = resolveSchema({ $ref: '#/components/schemas/A' }, schemas);
    expect(ab.properties!.b.properties!.a.description).toMatch(/recursive: A/);
  });

  it('stops at the depth limit and at the size limit', () => {
    const deep = resolveSchema({ $ref: '#/components/schemas/A' }, schemas, { maxDepth: 3 });
    expect(deep.properties!.b.properties!.c.properties!.d.description).toMatch(/depth limit/);
    const wide: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`p${i}`, { $ref: '#/components/schemas/E' }])),
    };
    const cut = resolveSchema(wide, schemas, { maxNodes: 50 });
    expect(Object.values(cut.properties!).filter((p) => p.type === 'string').length).toBeLessThan(50);
    expect(JSON.stringify(cut).length).toBeLessThan(JSON.stringify(wide).length * 2);
  });

  it('leaves unknown references as they are', () => {
    expect(resolveSchema({ $ref: '#/components/schemas/Nope' }, schemas)).toEqual({ $ref: '#/components/schemas/Nope' });
  });
});

describe('markdown sections', () => {
  const md =
    '# Title\n\nIntro\n\n## First `step`\n\nOne\n\n```bash\n## not a heading\n```\n\n### Deeper\n\nTwo\n\n## Second {#custom}\n\nThree\n\n## First step\n\nFour\n';
  it('gives headings the ids the build gives them', () => {
    expect(headings(md).map((h) => h.id)).toEqual(['first-step', 'deeper', 'custom', 'first-step-1']);
  });
  it('cuts one section with its subsections and nothing after it', () => {
    const s = section(md, 'first-step')!;
    expect(s.markdown).toContain('### Deeper');
    expect(s.markdown).toContain('## not a heading');
    expect(s.markdown).not.toContain('Three');
    expect(section(md, 'custom')!.markdown).toBe('## Second {#custom}\n\nThree\n');
    expect(section(md, 'first-step-1')!.markdown).toBe('## First step\n\nFour\n');
    expect(section(md, 'nope')).toBeUndefined();
  });
  it('cuts long text into parts at line ends', () => {
    const text = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    let joined = '';
    let offset: number | undefined = 0;
    while (offset !== undefined) {
      const p = part(text, offset, 100);
      expect(p.text.length).toBeLessThanOrEqual(100);
      if (p.next !== undefined) expect(p.text.endsWith('\n')).toBe(true);
      joined += p.text;
      offset = p.next;
    }
    expect(joined).toBe(text);
  });
});

describe('page references and site paths', () => {
  it('accepts URLs, routes, .md copies and anchors', () => {
    expect(pageRef('https://docs.stacklok.com/toolhive/faq#what-is', '/')).toEqual({ route: '/toolhive/faq', anchor: 'what-is' });
    expect(pageRef('toolhive/faq/', '/')).toEqual({ route: '/toolhive/faq' });
    expect(pageRef('/toolhive/faq.md', '/')).toEqual({ route: '/toolhive/faq' });
    expect(pageRef('/docs/toolhive/faq', '/docs/')).toEqual({ route: '/toolhive/faq' });
  });
  it('refuses what could leave the site', () => {
    for (const bad of ['/../etc/passwd', '/a/%2e%2e/b', 'a\\b', '/a\0b']) expect(pageRef(bad, '/'), bad).toBeUndefined();
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', '.git/config', 'a/.env', 'a\\b', 'a//b', ''])
      expect(sitePath(bad), bad).toBeUndefined();
    expect(sitePath('toolhive/faq.md')).toBe('toolhive/faq.md');
  });
  it('never reads a symbolic link that points out of the folder', async () => {
    mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
    const dir = mkdtempSync(join(repo, 'test/.tmp/mcp-'));
    writeFileSync(join(dir, 'secret.txt'), 'SECRET');
    mkdirSync(join(dir, 'site'));
    writeFileSync(join(dir, 'site', 'ok.md'), 'ok');
    symlinkSync(join(dir, 'secret.txt'), join(dir, 'site', 'leak.md'));
    const files = folderFiles(join(dir, 'site'));
    expect((await files.read('ok.md'))?.text).toBe('ok');
    expect(await files.read('leak.md')).toBeUndefined();
    expect(await files.read('../secret.txt')).toBeUndefined();
  });
});
