// Issue 16, the rows outside the Markdown body: frontmatter, URL encoding, llms.txt, a missing
// config. One test per row.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfig, makeSite, runCli } from '../helpers.js';

const home = { 'content/pages/index.md': '---\ntitle: Home\n---\n\nHome. Read the [docs](/docs).\n' };
const docsIndex = { 'content/docs/index.md': '---\ntitle: Start\n---\n\nStart here.\n' };

describe('frontmatter', () => {
  it('warns about a typo at its line with the nearest known key, and accepts Docusaurus keys', () => {
    const dir = makeSite({
      ...home,
      ...docsIndex,
      'content/docs/a.md':
        '---\ntitle: A\ntags: [x]\ncustom_edit_url: null\ndisplayed_sidebar: docs\nsidebar_custom_props: { a: 1 }\n  \ntitel: Typo\nwholly_unrelated_key: 1\n---\n\nA.\n',
    });
    const r = runCli(['build'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('content/docs/a.md:8:1  unknown frontmatter key `titel` — did you mean `title`?');
    expect(r.stdout).toContain('content/docs/a.md:9:1  unknown frontmatter key `wholly_unrelated_key`');
    expect(r.stdout).not.toMatch(/`(tags|custom_edit_url|displayed_sidebar|sidebar_custom_props)`/);
    expect(r.stdout).toMatch(/· 2 warnings ·/);
  });

  it('a key the site puts on many pages is one warning, not one per page', () => {
    const pages = Object.fromEntries(
      ['a', 'b', 'c', 'd'].map((n) => [`content/docs/${n}.md`, `---\ntitle: ${n}\nuid: ${n}-1\n---\n\n${n}.\n`]),
    );
    const dir = makeSite({ ...home, ...docsIndex, ...pages, 'content/docs/e.md': '---\ntitle: E\ntitel: Typo\n---\n\nE.\n' });
    const r = runCli(['build'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('content/docs/a.md:3:1  unknown frontmatter key `uid` on 4 pages (the first is here)');
    expect(r.stdout).toContain("docsgen leaves it in the page's frontmatter for your components; if you meant `id`, rename it");
    expect(r.stdout).toContain('content/docs/e.md:3:1  unknown frontmatter key `titel` — did you mean `title`?');
    expect(r.stdout).toMatch(/· 2 warnings ·/);
  });

  it('an unclosed frontmatter is an error at its opening line', () => {
    const dir = makeSite({ ...home, ...docsIndex, 'content/docs/a.md': '---\ntitle: A\n\nBody text.\n' });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/docs/a.md:1:1  frontmatter is never closed');
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it('reports every frontmatter error of a file, not only the first', () => {
    const dir = makeSite({
      ...home,
      ...docsIndex,
      'content/docs/a.md': '---\ntitle: 3\nsidebar_position: first\ndraft: maybe\n---\n\nA.\n',
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/content\/docs\/a\.md:2:\d+  frontmatter "title"/);
    expect(r.stderr).toMatch(/content\/docs\/a\.md:3:\d+  frontmatter "sidebar_position"/);
    expect(r.stderr).toMatch(/content\/docs\/a\.md:4:\d+  frontmatter "draft"/);
    expect(r.stderr).toContain('3 errors');
  });
});

describe('URLs written into files are percent-encoded', () => {
  it('sitemap, canonical, og:url, llms.txt and hosted search records; routes and files on disk stay as they are', () => {
    const dir = makeSite({
      ...home,
      ...docsIndex,
      'content/docs/my page.md': '---\ntitle: Mine\n---\n\n## Ça va\n\nText.\n',
      'content/docs/café.md': '---\ntitle: Café\n---\n\nText.\n',
    });
    const r = runCli(['build'], dir);
    expect(r.code, r.stderr).toBe(0);
    const out = (p: string) => readFileSync(join(dir, 'out', p), 'utf8');
    const sitemap = out('sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.com/docs/my%20page</loc>');
    expect(sitemap).toContain('<loc>https://example.com/docs/caf%C3%A9</loc>');
    const page = out('docs/my page/index.html');
    expect(page).toContain('<link rel="canonical" href="https://example.com/docs/my%20page"/>');
    expect(page).toContain('<meta property="og:url" content="https://example.com/docs/my%20page"/>');
    expect(out('llms.txt')).toContain('(https://example.com/docs/my%20page.md)');
    expect(out('llms.txt')).toContain('(https://example.com/docs/caf%C3%A9.md)');
    const records = JSON.parse(out('search-records.json')) as { url: string; url_without_anchor: string }[];
    const mine = records.filter((x) => x.url_without_anchor.includes('my'));
    expect(mine.length).toBeGreaterThan(0);
    for (const x of mine) expect(x.url_without_anchor).toBe('https://example.com/docs/my%20page');
    expect(mine.map((x) => x.url)).toContain('https://example.com/docs/my%20page#%C3%A7a-va');
    for (const text of [sitemap, out('llms.txt'), JSON.stringify(records)]) expect(text).not.toMatch(/https:\/\/example\.com[^"\s)<]* /);
  });
});

describe('llms.txt', () => {
  it('lists the home page as /index.md and has no empty quote line without a tagline', () => {
    const dir = makeSite({
      'docsgen.config.ts': baseConfig().replace("tagline: 'A small site',", "tagline: '',"),
      'content/docs/index.md': '---\ntitle: Start\ndescription: The start\nslug: /\n---\n\nStart.\n',
      'content/docs/b.md': '---\ntitle: B\n---\n\nB.\n',
    });
    const r = runCli(['build'], dir);
    expect(r.code, r.stderr).toBe(0);
    const llms = readFileSync(join(dir, 'out/llms.txt'), 'utf8');
    expect(llms).toContain('- [Start](https://example.com/index.md): The start');
    expect(llms).not.toContain('https://example.com.md');
    expect(llms).not.toMatch(/^>\s*$/m);
    expect(llms).not.toMatch(/\n\n\n/);
  });
});

describe('a missing config file', () => {
  it('exits 2 naming the path it looked for, in build, check and serve --watch', () => {
    const dir = makeSite(home);
    for (const args of [['build'], ['check'], ['check', '--json'], ['serve', '--watch', '--port', '0']]) {
      const r = runCli([...args, '--config', 'nope.config.ts'], dir);
      expect(r.code, `${args.join(' ')}\n${r.stderr}`).toBe(2);
      expect(r.stderr).toContain(`config file not found (looked for ${join(dir, 'nope.config.ts')})`);
      expect(r.stderr).not.toMatch(/^\s+at /m);
    }
  });
});
