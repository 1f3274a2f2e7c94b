import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { baseConfig, makeSite, runCli } from '../helpers.js';
import { MarkdownCache, readCacheEntries } from '../../generator/markdown/cache/md-cache.js';

describe('the build cache never serves stale output', () => {
  it('shows a changed page, a changed partial and a changed config value on the next build', () => {
    const dir = makeSite({
      'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n',
      'content/docs/a.md': '---\ntitle: A\n---\n\nFirst text.\n',
      'content/docs/b.mdx': "---\ntitle: B\n---\n\nimport P from './_p.mdx';\n\n<P />\n",
      'content/docs/_p.mdx': 'Partial one.\n',
    });
    expect(runCli(['build'], dir).code).toBe(0);
    const page = (r: string) => readFileSync(join(dir, 'out', r, 'index.html'), 'utf8');
    expect(page('docs/a')).toContain('First text.');
    writeFileSync(join(dir, 'content/docs/a.md'), '---\ntitle: A\n---\n\nSecond text.\n');
    writeFileSync(join(dir, 'content/docs/_p.mdx'), 'Partial two.\n');
    writeFileSync(join(dir, 'docsgen.config.ts'), baseConfig().replace("title: 'Fixture'", "title: 'Renamed site'"));
    const r = runCli(['build'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(page('docs/a')).toContain('Second text.');
    expect(page('docs/b')).toContain('Partial two.');
    expect(page('docs/a')).toContain('<title>A | Renamed site</title>');
    // A partial that disappears is reported as an import error, not served from the cache.
    rmSync(join(dir, 'content/docs/_p.mdx'));
    const broken = runCli(['build'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/content\/docs\/b\.mdx:5:1  cannot resolve import "\.\/_p\.mdx"/);
  });

  it('misses when docsgen itself (its theme, its dependencies) changed, and when another route moved', () => {
    const root = mkdtempSync(join(tmpdir(), 'cache-'));
    const routes = new Map([['/c/a.md', '/a']]);
    const out = {
      body: { type: 'html' as const, html: '<p>x</p>' },
      toc: [],
      links: [],
      assets: [],
      warnings: [],
      markdownPath: 'remark' as const,
      fallback: 'tab',
    };
    new MarkdownCache(root, routes, 'config', 'stamp-1').set('/c/a.md', 'body', out);
    expect(new MarkdownCache(root, routes, 'config', 'stamp-1').get('/c/a.md', 'body')).toEqual(out);
    expect(new MarkdownCache(root, routes, 'config', 'stamp-2').get('/c/a.md', 'body')).toBeUndefined();
    expect(new MarkdownCache(root, routes, 'config + new lockfile', 'stamp-1').get('/c/a.md', 'body')).toBeUndefined();
    expect(new MarkdownCache(root, new Map([['/c/a.md', '/moved']]), 'config', 'stamp-1').get('/c/a.md', 'body')).toBeUndefined();
    expect(new MarkdownCache(root, routes, 'config', 'stamp-1').get('/c/a.md', 'body changed')).toBeUndefined();
  });

  it('keeps only the entries of the last full build, so the cache does not grow with every edit', () => {
    const dir = makeSite({
      'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n',
      'content/docs/a.md': '---\ntitle: A\n---\n\nFirst text.\n',
      'content/docs/b.mdx': '---\ntitle: B\n---\n\nMDX text.\n',
    });
    const entries = () => [...readCacheEntries(join(dir, '.docsgen-cache')).keys()].sort();
    expect(runCli(['build'], dir).code).toBe(0);
    const first = entries();
    expect(first.length).toBeGreaterThan(0);
    for (const text of ['Second text.', 'Third text.']) {
      writeFileSync(join(dir, 'content/docs/a.md'), `---\ntitle: A\n---\n\n${text}\n`);
      expect(runCli(['build'], dir).code).toBe(0);
      expect(entries()).toHaveLength(first.length);
    }
    // The unchanged MDX page's entry is still there, and still used.
    expect(entries().filter((n) => first.includes(n)).length).toBe(first.length - 1);
  });
});
