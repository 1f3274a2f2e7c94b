import { describe, expect, it } from 'vitest';
import { normalizeRoute, routeToFile } from '../../generator/routes/url.js';
import { closest } from '../../generator/closest.js';
import { checkLinks } from '../../generator/links/check-links.js';
import { collectIds } from '../../generator/render/page-links.js';
import { applyMagicComments, parseCodeMeta } from '../../generator/markdown/syntax/code-meta.js';
import type { RenderedRoute } from '../../generator/types.js';

describe('the URL rule', () => {
  it('has no trailing slash, keeps the root as /, and drops index.html', () => {
    expect(normalizeRoute('/toolhive/quickstart/')).toBe('/toolhive/quickstart');
    expect(normalizeRoute('/x/index.html')).toBe('/x');
    expect(normalizeRoute('/index.html')).toBe('/');
    expect(normalizeRoute('')).toBe('/');
    expect(normalizeRoute('a//b#frag')).toBe('/a/b');
    expect(routeToFile('/')).toBe('index.html');
    expect(routeToFile('/toolhive/faq')).toBe('toolhive/faq/index.html');
  });
});

describe('closest', () => {
  it('suggests a near route and nothing for a far one', () => {
    expect(closest('/toolhive/quikstart', ['/toolhive/quickstart', '/toolhive/faq'])).toBe('/toolhive/quickstart');
    expect(closest('/completely/else', ['/toolhive/faq'])).toBeUndefined();
  });
});

describe('code fence meta', () => {
  it('reads title, line ranges and showLineNumbers', () => {
    const m = parseCodeMeta('title="a b.yaml" {1,3-5} showLineNumbers');
    expect(m.title).toBe('a b.yaml');
    expect([...m.lines]).toEqual([1, 3, 4, 5]);
    expect(m.showLineNumbers).toBe(true);
  });
  it('removes magic comments and marks their lines', () => {
    const lines = new Set<number>();
    const code = applyMagicComments('a\n// highlight-next-line\nb\n# highlight-start\nc\nd\n# highlight-end\ne', lines);
    expect(code).toBe('a\nb\nc\nd\ne');
    expect([...lines]).toEqual([2, 3, 4]);
  });
});

describe('checkLinks', () => {
  const page = (route: string, html: string, links: RenderedRoute['links'] = []): RenderedRoute => ({
    route,
    file: `content${route}.md`,
    html,
    ids: collectIds(html),
    links,
  });
  it('reports a broken link at its source place with the closest route, and a broken anchor', () => {
    const problems = checkLinks({
      configFile: 'docsgen.config.ts',
      files: new Set(['/img/a.png']),
      routes: [
        page('/docs/a', '<a href="/docs/bb">x</a><a href="/docs/b#yse">y</a><a href="/img/a.png">z</a><a href="https://e.com">e</a>', [
          { url: '/docs/bb', kind: 'route', line: 3, column: 7 },
          { url: '/docs/b#yse', kind: 'route', line: 4, column: 1 },
        ]),
        page('/docs/b', '<h2 id="yes">Yes</h2>'),
      ],
    });
    expect(problems.map((p) => [p.kind, p.error.place.line, p.target, p.suggestion])).toEqual([
      ['link', 3, '/docs/bb', '/docs/b'],
      ['anchor', 4, '/docs/b#yse', '/docs/b#yes'],
    ]);
  });
  it('resolves relative links and accepts /x/ and /x/index.html for a route /x', () => {
    const problems = checkLinks({
      configFile: 'c',
      files: new Set(),
      routes: [page('/docs/a', '<a href="b">1</a><a href="/docs/b/">2</a><a href="/docs/b/index.html">3</a>'), page('/docs/b', '')],
    });
    expect(problems).toEqual([]);
  });
});
