import { describe, expect, it, beforeAll } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite, runCli } from '../helpers.js';

const files = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nWelcome home. Read the [docs](/docs).\n',
  'content/docs/index.md':
    '---\ntitle: Welcome\ndescription: The start page.\nsidebar_position: 1\n---\n\nHello **world**. See the [guide](/docs/guide) and [its setup](/docs/guide#set-it-up).\n',
  'content/docs/guide.md':
    '---\ntitle: Guide\ndescription: How to use it.\nsidebar_position: 2\n---\n\n## Set it up\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ https://example.org\n\nA `<tag>` and {braces} and a <br> in prose.\n\n```bash title="run.sh" {2}\necho one\necho two\n```\n\n[Back](./index.md)\n',
  'content/docs/hidden.md': '---\ntitle: Hidden\nunlisted: true\n---\n\nNot in the sidebar.\n',
  'content/docs/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nDraft.\n',
  'content/docs/_partial.md': 'I am a partial.\n',
};

describe('docsgen build on a small site', () => {
  let dir: string;
  let result: ReturnType<typeof runCli>;
  beforeAll(() => {
    dir = makeSite(files);
    result = runCli(['build'], dir);
  });
  const read = (p: string) => readFileSync(join(dir, 'out', p), 'utf8');

  it('exits 0 and prints a summary with the page count', () => {
    expect(result.code, result.stderr).toBe(0);
    // Four content pages plus the built-in /search page.
    expect(result.stdout).toMatch(/built 5 pages in [\d.]+ s · \d+ warnings? · .* written to out\//);
  });

  it('writes every route as <route>/index.html with no trailing slash in links', () => {
    expect(existsSync(join(dir, 'out/docs/index.html'))).toBe(true);
    expect(existsSync(join(dir, 'out/docs/guide/index.html'))).toBe(true);
    const html = read('docs/index.html');
    expect(html).toContain('href="/docs/guide"');
    expect(html).toContain('<link rel="canonical" href="https://example.com/docs"/>');
  });

  it('leaves drafts and partials out of a production build', () => {
    expect(existsSync(join(dir, 'out/docs/wip/index.html'))).toBe(false);
    expect(existsSync(join(dir, 'out/docs/_partial/index.html'))).toBe(false);
  });

  it('builds unlisted pages with noindex, but keeps them out of the sidebar and sitemap', () => {
    expect(read('docs/hidden/index.html')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(read('docs/index.html')).not.toContain('href="/docs/hidden"');
    expect(read('sitemap.xml')).not.toContain('/docs/hidden');
    expect(read('sitemap.xml')).toContain('<loc>https://example.com/docs/guide</loc>');
  });

  it('renders GFM: aligned tables, task lists, strikethrough, autolinks, and keeps < and { in .md prose', () => {
    const html = read('docs/guide/index.html');
    expect(html).toMatch(/<th align="left">a<\/th>\s*<th align="right">b<\/th>/);
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<a href="https://example.org">https://example.org</a>');
    expect(html).toContain('{braces}');
    expect(html).toContain('<code>&#x3C;tag></code>');
  });

  it('highlights code with a title, a marked line and a copy button', () => {
    const html = read('docs/guide/index.html');
    expect(html).toContain('<div class="code-title">run.sh</div>');
    expect(html).toMatch(/class="line highlighted"[^>]*>.*two/);
    expect(html).toContain('aria-label="Copy code to clipboard"');
  });

  it('turns a Markdown file link into the route', () => {
    expect(read('docs/guide/index.html')).toContain('<a href="/docs">Back</a>');
  });

  it('renders the layout: sidebar, breadcrumbs, TOC, prev/next, head tags, no-flash script', () => {
    const html = read('docs/guide/index.html');
    expect(html).toContain('aria-label="Docs sidebar"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('<nav class="toc" aria-label="On this page">');
    expect(html).toContain('href="#set-it-up"');
    expect(html).toContain('<span class="pagination-label">Welcome</span>');
    expect(html).toContain('<meta name="description" content="How to use it."/>');
    expect(html).toContain('<meta property="og:title" content="Guide | Fixture"/>');
    expect(html).toContain("localStorage.getItem('theme')");
  });

  it('writes the 404 page, robots.txt, llms.txt and a Markdown copy of each doc', () => {
    expect(read('404.html')).toContain('Page Not Found');
    expect(read('robots.txt')).toContain('Sitemap: https://example.com/sitemap.xml');
    expect(read('llms.txt')).toContain('- [Guide](https://example.com/docs/guide.md): How to use it.');
    expect(read('docs/guide.md')).toMatch(/^# Guide\n\nHow to use it\.\n\n## Set it up/);
  });
});
