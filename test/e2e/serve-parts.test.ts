// The serve building blocks on their own: request-target parsing, watch targets, the dev client.
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRequestPath } from '../../generator/serve/request-path.js';
import { describeChanges, ignoredPath, watchTargets } from '../../generator/serve/watch-targets.js';
import { devScript } from '../../generator/serve/dev-client.js';
import { CompressedFiles } from '../../generator/serve/compressed-files.js';
import { makeSite } from '../helpers.js';
import type { SiteConfig } from '../../generator/config/schema.js';

describe('parseRequestPath', () => {
  it('accepts plain paths and keeps the query', () => {
    expect(parseRequestPath('/docs/guide?x=1#frag')).toEqual({ kind: 'ok', path: '/docs/guide', query: '?x=1' });
    expect(parseRequestPath('/caf%C3%A9')).toEqual({ kind: 'ok', path: '/café', query: '' });
    expect(parseRequestPath('/.well-known/security.txt').kind).toBe('ok');
  });

  it('redirects to the canonical route', () => {
    expect(parseRequestPath('/docs/')).toEqual({ kind: 'redirect', location: '/docs' });
    expect(parseRequestPath('/docs/index.html?a=b')).toEqual({ kind: 'redirect', location: '/docs?a=b' });
    expect(parseRequestPath('///x//y/')).toEqual({ kind: 'redirect', location: '/x/y' });
    expect(parseRequestPath('/a%20b/')).toEqual({ kind: 'redirect', location: '/a%20b' });
    expect(parseRequestPath('/x/?q=%0d%0aSet-Cookie:a')).toEqual({ kind: 'redirect', location: '/x?q=%0d%0aSet-Cookie:a' });
    expect(parseRequestPath('/x/?q=\u00e9')).toEqual({ kind: 'redirect', location: '/x' });
  });

  it('refuses what could leave the site folder, with the right status', () => {
    const status = (raw: string) => {
      const r = parseRequestPath(raw);
      return r.kind === 'refuse' ? r.status : r.kind;
    };
    expect(status('/../x')).toBe(400);
    expect(status('/%2e%2e/x')).toBe(400);
    expect(status('/%252e%252e/x')).toBe(400);
    expect(status('/a%5cb')).toBe(400);
    expect(status('/a%00b')).toBe(400);
    expect(status('/%E0%A4%A')).toBe(400);
    expect(status('*')).toBe(400);
    expect(status('http://example.com/x')).toBe(400);
    expect(status('/.env')).toBe(404);
    expect(status('/a/.git/config')).toBe(404);
    expect(status(`/${'x'.repeat(5000)}`)).toBe(414);
  });
});

describe('watch targets', () => {
  it('watches the config, content, openapi, static, src and data folders, never out/ or one folder twice', () => {
    const dir = makeSite({
      'content/docs/index.md': 'x',
      'openapi/api.yaml': 'x',
      'static/img/a.svg': 'x',
      'components/X.tsx': 'x',
      'src/components/Y.tsx': 'x',
    });
    mkdirSync(join(dir, 'out'), { recursive: true });
    const config = {
      docs: { path: 'content' },
      openapi: [{ spec: 'openapi/api.yaml' }],
      data: { cli: { dir: 'content/data/cli' }, publish: [] },
      markdown: { components: { X: 'components/X.tsx' } },
    } as unknown as SiteConfig;
    mkdirSync(join(dir, 'content/data/cli'), { recursive: true });
    const t = watchTargets(dir, join(dir, 'docsgen.config.ts'), join(dir, 'out'), config);
    expect(t.paths.map((p) => p.slice(dir.length + 1))).toEqual(['components', 'content', 'docsgen.config.ts', 'openapi', 'src', 'static']);
    expect(t.themeDir).toBeUndefined();
  });

  it('watches every docs folder of docsInstances and its sidebars file', () => {
    const dir = makeSite({ 'content/index.md': 'x', 'community/a.md': 'x', 'sidebarsCommunity.js': 'x' });
    const config = {
      docs: { path: 'content' },
      data: { publish: [] },
      markdown: { components: {} },
      docsInstances: [{ id: 'community', path: 'community', routeBasePath: '/community', sidebarPath: 'sidebarsCommunity.js' }],
    } as unknown as SiteConfig;
    const t = watchTargets(dir, join(dir, 'docsgen.config.ts'), join(dir, 'out'), config);
    expect(t.paths.map((p) => p.slice(dir.length + 1))).toEqual(['community', 'content', 'docsgen.config.ts', 'sidebarsCommunity.js']);
  });

  it('describes changes in one line and ignores editor droppings', () => {
    expect(describeChanges(new Map([['/s/content/a.md', 'change']]), '/s')).toBe('content/a.md changed');
    expect(describeChanges(new Map([['/s/content/a.md', 'add']]), '/s')).toBe('content/a.md added');
    expect(describeChanges(new Map([['/s/content/a.md', 'unlink']]), '/s')).toBe('content/a.md removed');
    expect(describeChanges(new Map(['a', 'b', 'c', 'd'].map((n) => [`/s/${n}.md`, 'change'])), '/s')).toBe(
      '4 files changed (a.md, b.md, c.md, …)',
    );
    for (const p of ['/s/.a.md.swp', '/s/a.md~', '/s/4913', '/s/.git', '/s/#a.md#', '/s/node_modules'])
      expect(ignoredPath(p), p).toBe(true);
    expect(ignoredPath('/s/content/a.md')).toBe(false);
  });
});

describe('dev client', () => {
  it('is one self-contained inline script', () => {
    const script = devScript({ endpoint: '/__docsgen/events', server: 'abc</script>' });
    expect(() => new Function(script)).not.toThrow();
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
    expect(script).not.toContain('</script>');
    expect(script).toContain('"server":"abc\\u003c/script>"');
  });
});

describe('compressed copies', () => {
  it('compresses once per version and stays under its byte budget', async () => {
    const dir = makeSite({});
    const files = Array.from({ length: 6 }, (_, i) => {
      const p = join(dir, `f${i}.txt`);
      // random-ish text that does not compress to nothing
      writeFileSync(p, Array.from({ length: 4000 }, (_, j) => ((i * 7919 + j * 104729) % 65536).toString(36)).join(' '));
      return p;
    });
    const cache = new CompressedFiles(40_000);
    const a = cache.get(files[0], 'v1', 'br');
    expect(cache.get(files[0], 'v1', 'br')).toBe(a);
    for (const f of files) await cache.get(f, 'v1', 'gzip');
    expect(cache.size).toBeLessThanOrEqual(40_000);
    expect((await a).length).toBeGreaterThan(0);
  });
});
