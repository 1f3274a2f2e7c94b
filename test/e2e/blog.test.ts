// A blog, as Docusaurus's plugin-content-blog builds it: a native site (test/fixtures/blog-site)
// and a Docusaurus site through `init --from docusaurus` (test/fixtures/docusaurus-blog), built
// and read as a reader, a feed reader, a search engine and an assistant would read them.
import { beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { makeSite, repo, runCli } from '../helpers.js';
import { httpGet, startCliServer } from './serve-helpers.js';

function copy(name: string): string {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  const dir = mkdtempSync(join(repo, `test/.tmp/${name}-`));
  cpSync(join(repo, 'test/fixtures', name), dir, { recursive: true });
  return dir;
}
const read = (dir: string, p: string) => readFileSync(join(dir, 'out', p), 'utf8');
const page = (dir: string, route: string) => read(dir, `${route.slice(1)}/index.html`);
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const records = (dir: string) =>
  JSON.parse(read(dir, 'search-records.json')) as { url: string; hierarchy: Record<string, string | null>; content: string | null }[];

describe('a native site with a blog', () => {
  let dir: string;
  let build: ReturnType<typeof runCli>;
  beforeAll(() => {
    dir = copy('blog-site');
    build = runCli(['build'], dir);
  });

  it('builds, warning about the tag the tags file lacks at its place', () => {
    expect(build.code).toBe(0);
    expect(build.stdout + build.stderr).toContain(
      'blog/2024-03-10-folder-post/index.mdx:8:15  tag "community" is not defined in the tags file',
    );
  });

  it('has list pages, page 2, posts, tag, author and index pages; no draft', () => {
    for (const r of [
      '/blog',
      '/blog/page/2',
      '/blog/2024/03/01/launch',
      '/blog/2024/03/10/folder-post',
      '/blog/2024/01/05/dated-path',
      '/blog/valentine',
      '/blog/2023/12/24/unlisted',
      '/blog/tags',
      '/blog/tags/release',
      '/blog/tags/how-to',
      '/blog/tags/community',
      '/blog/authors',
      '/blog/authors/ada',
      '/blog/archive',
    ]) {
      expect(existsSync(join(dir, 'out', r.slice(1), 'index.html')), r).toBe(true);
    }
    expect(existsSync(join(dir, 'out/blog/2024/04/01/draft'))).toBe(false);
    expect(existsSync(join(dir, 'out/blog/authors/grace'))).toBe(false);
  });

  it('lists posts newest first, two a page, cut at the marker with a Read more link', () => {
    const first = text(page(dir, '/blog'));
    expect(first.indexOf('A post in a folder')).toBeLessThan(first.indexOf('Launch day'));
    expect(first).toContain('This first paragraph is the excerpt.');
    expect(first).not.toContain('zanzibar');
    expect(first).not.toContain('Hidden holiday post');
    expect(page(dir, '/blog')).toContain('<a class="blog-read-more" href="/blog/2024/03/01/launch"');
    expect(page(dir, '/blog')).toContain('href="/blog/page/2"');
    const second = text(page(dir, '/blog/page/2'));
    expect(second).toContain('Custom slug');
    expect(second).toContain('No truncation marker: the list shows it whole.');
    expect(page(dir, '/blog/page/2')).toContain('<a class="pagination-link prev" href="/blog">');
  });

  it('shows a post in the blog layout: header, authors, tags, reading time, newer/older, recent posts', () => {
    const html = page(dir, '/blog/2024/03/01/launch');
    expect(html).toContain('<h1 class="blog-post-title">Launch day</h1>');
    expect(html).toContain('<time dateTime="2024-03-01T00:00:00.000Z">Mar 1, 2024</time>');
    expect(html).toContain('1 min read');
    expect(html).toContain('<img class="blog-author-image" src="/img/ada.svg" alt="Ada Lovelace"');
    expect(html).toContain('<a href="/blog/authors/ada">Ada Lovelace</a>');
    expect(html).toContain('<a class="blog-tag" href="/blog/tags/release" rel="tag">Release</a>');
    expect(html).toContain('zanzibar');
    expect(html).toMatch(/Newer post<\/span><span class="pagination-label">A post in a folder/);
    expect(html).toMatch(/Older post<\/span><span class="pagination-label">Custom slug/);
    expect(html).toContain('<nav class="blog-sidebar"');
    expect(html).not.toContain('aria-label="Docs sidebar"');
    // The title heading is the header's, not the body's too.
    expect(html.match(/Launch day<\/h1>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Blog Fixture RSS Feed"/>');
  });

  it('marks the unlisted post noindex and leaves it out of lists, feeds, search, sitemap and llms.txt', () => {
    expect(page(dir, '/blog/2023/12/24/unlisted')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    for (const f of ['sitemap.xml', 'llms.txt', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'search-records.json'])
      expect(read(dir, f), f).not.toContain('unlisted');
    // A tag only the unlisted post has: its page exists (the post links to it), noindex, unlisted.
    expect(page(dir, '/blog/tags/holiday')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(read(dir, 'sitemap.xml')).not.toContain('/blog/tags/holiday');
    expect(text(page(dir, '/blog/tags'))).not.toContain('holiday');
  });

  it('tag and author pages list their posts', () => {
    const tag = text(page(dir, '/blog/tags/release'));
    expect(tag).toContain('2 posts tagged with "Release"');
    expect(tag).toContain('Launch day');
    expect(tag).toContain('dated-path');
    expect(text(page(dir, '/blog/tags'))).toMatch(/Release 2/);
    expect(text(page(dir, '/blog/authors/ada'))).toContain('2 posts by Ada Lovelace');
  });

  it('writes RSS, Atom and JSON feeds with the listed posts and the configured texts', () => {
    const rss = read(dir, 'blog/rss.xml');
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    expect(rss.match(/<item>/g)).toHaveLength(4);
    expect(rss).toContain('<link>https://blog.example.com/blog/2024/03/01/launch</link>');
    expect(rss).toContain('<copyright>Copyright Example</copyright>');
    expect(rss).toContain('<description>Example feed</description>');
    // Whole content, links absolute.
    expect(rss).toContain('zanzibar');
    expect(rss).toContain('href="https://blog.example.com/blog/2024/03/01/launch"');
    const atom = read(dir, 'blog/atom.xml');
    expect(atom.match(/<entry>/g)).toHaveLength(4);
    expect(atom).toContain('<author><name>Ada Lovelace</name><uri>https://example.com/ada</uri></author>');
    const json = JSON.parse(read(dir, 'blog/feed.json')) as { items: { url: string; tags?: string[] }[] };
    expect(json.items.map((i) => i.url)).toEqual(
      ['/2024/03/10/folder-post', '/2024/03/01/launch', '/valentine', '/2024/01/05/dated-path'].map(
        (r) => `https://blog.example.com/blog${r}`,
      ),
    );
    expect(json.items[0].tags).toEqual(['Guides', 'community']);
  });

  it('puts every listed post in search, the sitemap, llms.txt, the MCP manifest and a Markdown copy', () => {
    const launch = records(dir).filter((r) => r.url.startsWith('https://blog.example.com/blog/2024/03/01/launch'));
    expect(launch.map((r) => r.hierarchy.lvl0)).toContain('Example blog');
    expect(launch.some((r) => r.content?.includes('zanzibar'))).toBe(true);
    expect(records(dir).some((r) => r.url.includes('/blog/page') || r.url.endsWith('/blog'))).toBe(false);
    const sitemap = read(dir, 'sitemap.xml');
    for (const r of ['/blog', '/blog/page/2', '/blog/valentine', '/blog/tags/release', '/blog/authors/ada'])
      expect(sitemap).toContain(`<loc>https://blog.example.com${r}</loc>`);
    expect(read(dir, 'llms.txt')).toContain(
      '## Blog\n\n- [A post in a folder](https://blog.example.com/blog/2024/03/10/folder-post.md) (2024-03-10): Folder posts keep their images beside them.',
    );
    const manifest = JSON.parse(read(dir, 'mcp.json')) as { pages: { route: string }[] };
    expect(manifest.pages.map((p) => p.route)).toContain('/blog/valentine');
    const copy = read(dir, 'blog/2024/03/01/launch.md');
    expect(copy).toMatch(/^# Launch day\n\nPosted on 2024-03-01 by Ada Lovelace, Grace Hopper\.\n/);
    expect(copy).toContain('zanzibar');
  });

  it('answers an assistant through docsgen mcp: search finds a post, get_page gives its Markdown', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(repo, 'dist/bin/docsgen.js'), 'mcp'],
      cwd: dir,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'blog-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const search = (await client.callTool({ name: 'search_docs', arguments: { query: 'zanzibar' } })) as {
        structuredContent?: { hits: { route: string }[] };
      };
      expect(search.structuredContent!.hits.map((h) => h.route)).toContain('/blog/2024/03/01/launch');
      const got = (await client.callTool({ name: 'get_page', arguments: { url: '/blog/valentine' } })) as { content: { text: string }[] };
      expect(got.content.map((c) => c.text).join('\n')).toContain('A post with a date in its frontmatter and its own slug.');
    } finally {
      await client.close();
    }
  });

  it('serve --watch shows the draft, marked as one, and lists it', async () => {
    const server = await startCliServer(dir, ['--watch']);
    try {
      const draft = await httpGet(server.port, '/blog/2024/04/01/draft');
      expect(draft.status).toBe(200);
      expect(draft.text).toContain('This post is a draft');
      expect((await httpGet(server.port, '/blog')).text).toContain('Draft post');
    } finally {
      await server.stop();
    }
  });

  it('passes docsgen check (links from posts, excerpts and list pages), without the draft', () => {
    const check = runCli(['check'], dir);
    expect(check.code).toBe(0);
    expect(existsSync(join(dir, 'out/blog/2024/04/01/draft'))).toBe(false);
  });
});

describe('a Docusaurus site with a blog, through init --from docusaurus', () => {
  let dir: string;
  let init: ReturnType<typeof runCli>;
  let build: ReturnType<typeof runCli>;
  beforeAll(() => {
    dir = copy('docusaurus-blog');
    init = runCli(['init', '--from', 'docusaurus'], dir);
    build = runCli(['build'], dir);
  });

  it('carries the preset blog options over and says what it drops', () => {
    expect(init.code).toBe(0);
    expect(init.stdout).toContain(
      '✔ blog (blogTitle, blogDescription, blogSidebarTitle, blogSidebarCount, postsPerPage, showReadingTime, onInlineTags, editUrl, feedOptions)',
    );
    expect(init.stdout).toContain('✖ blog.feedOptions.xslt');
    expect(init.stdout).not.toContain('docsgen has no blog');
    expect(readFileSync(join(dir, 'docsgen.config.ts'), 'utf8')).toContain("onInlineTags: 'throw'");
  });

  it("builds Docusaurus's routes: list, page 2, posts, tags with tags.yml permalinks, authors", () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    for (const r of [
      '/blog',
      '/blog/page/2',
      '/blog/welcome',
      '/blog/2024/07/15/tuning',
      '/blog/2024/08/01/roadmap',
      '/blog/tags',
      '/blog/tags/releases',
      '/blog/tags/howto',
      '/blog/authors',
      '/blog/authors/lin',
      '/blog/authors/sam',
      '/docs/intro',
    ]) {
      expect(existsSync(join(dir, 'out', r.slice(1), 'index.html')), r).toBe(true);
    }
    expect(existsSync(join(dir, 'out/blog/2024/05/20/draft'))).toBe(false);
    const roadmap = page(dir, '/blog/2024/08/01/roadmap');
    expect(roadmap).toContain('<h1 class="blog-post-title">Roadmap for the autumn</h1>');
    expect(roadmap).toContain('href="https://github.com/beacon/site/tree/main/blog/2024-08-01-roadmap.md"');
    // blogSidebarCount 3, titled as configured.
    expect(roadmap.match(/class="blog-sidebar-link/g)).toHaveLength(3);
    expect(roadmap).toContain('<p class="blog-sidebar-title">Latest</p>');
    const list = text(page(dir, '/blog/page/2'));
    expect(list).toContain('Beacon 1.0 is out');
    expect(list).not.toContain('marmalade');
  });

  it('links from docs to the blog resolve, and feeds of every type are written', () => {
    expect(page(dir, '/docs/intro')).toContain('href="/blog/welcome"');
    expect(read(dir, 'blog/rss.xml')).toContain('<copyright>Copyright © 2024 Beacon</copyright>');
    expect(read(dir, 'blog/atom.xml').match(/<entry>/g)).toHaveLength(3);
    expect(JSON.parse(read(dir, 'blog/feed.json')).items).toHaveLength(3);
    expect(read(dir, 'sitemap.xml')).toContain('<loc>https://beacon.example.org/blog/tags/releases</loc>');
    expect(read(dir, 'llms.txt')).toContain('- [Tuning the signal](https://beacon.example.org/blog/2024/07/15/tuning.md)');
  });
});

describe('a blog through a local plugin that wraps plugin-content-blog', () => {
  it("is read as the blog, with the plugin's options, and the report says what is not run", () => {
    const dir = makeSite({
      'docusaurus.config.js': `export default {
  title: 'Wrapped', url: 'https://w.example.org', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: false }]],
  plugins: [['./plugins/blog-plugin', { blogTitle: 'Wrapped blog', postsPerPage: 1, showReadingTime: false }]],
};
`,
      'plugins/blog-plugin.js':
        "const blogPluginExports = require('@docusaurus/plugin-content-blog');\nmodule.exports = async function (context, options) { const p = await blogPluginExports.default(context, options); return { ...p, name: 'wrapped' }; };\n",
      'docs/intro.md': '# Intro\n',
      'blog/2024-01-01-one.md': '# One\n\nFirst.\n',
      'blog/2024-01-02-two.md': '# Two\n\nSecond.\n',
    });
    rmSync(join(dir, 'docsgen.config.ts'));
    const init = runCli(['init', '--from', 'docusaurus'], dir);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('plugin ./plugins/blog-plugin wraps @docusaurus/plugin-content-blog: its options make the blog');
    const build = runCli(['build'], dir);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(page(dir, '/blog')).toContain('<title>Wrapped blog | Wrapped</title>');
    expect(existsSync(join(dir, 'out/blog/page/2/index.html'))).toBe(true);
    expect(page(dir, '/blog/2024/01/01/one')).not.toContain('min read');
  });
});

describe('docsgen init --blog', () => {
  it('scaffolds a site with a blog that builds: a first post, an author page, a navbar link', () => {
    mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
    const dir = mkdtempSync(join(repo, 'test/.tmp/init-blog-'));
    const init = runCli(['init', '--blog'], dir);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('created  blog/authors.yml');
    const build = runCli(['build'], dir);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const list = page(dir, '/blog');
    expect(list).toContain('<a class="blog-read-more"');
    expect(list).toContain('<a class="navbar-link" href="/blog">Blog');
    expect(existsSync(join(dir, 'out/blog/authors/team/index.html'))).toBe(true);
    expect(existsSync(join(dir, 'out/blog/tags/news/index.html'))).toBe(true);
    // Without --blog, no blog.
    const plain = mkdtempSync(join(repo, 'test/.tmp/init-plain-'));
    expect(runCli(['init'], plain).code).toBe(0);
    expect(existsSync(join(plain, 'blog'))).toBe(false);
    expect(readFileSync(join(plain, 'docsgen.config.ts'), 'utf8')).not.toContain('blog');
  });
});

describe('an island in a post', () => {
  it('hydrates on the post page and in the list page excerpt', () => {
    const dir = makeSite({
      'docsgen.config.ts': `import { defineConfig } from '${join(repo, 'generator/config/define-config.ts')}';\nexport default defineConfig({ title: 'T', url: 'https://t.example.com', blog: {} });\n`,
      'content/index.md': '# Home\n',
      'src/Counter.tsx':
        'import { useState } from \'react\';\nexport default function Counter({ start = 0 }: { start?: number }) { const [n, setN] = useState(start); return <button type="button" onClick={() => setN(n + 1)}>{n}</button>; }\n',
      'blog/2024-01-01-a.mdx':
        "import Counter from '@site/src/Counter';\n\nA counter: <Counter start={3} />\n\n{/* truncate */}\n\nMore.\n",
    });
    const r = runCli(['build'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    for (const route of ['/blog/2024/01/01/a', '/blog']) {
      const html = page(dir, route);
      expect(html, route).toContain('<docsgen-island');
      expect(html, route).toMatch(/<script type="module" src="\/assets\/islands\/[^"]+\.js"><\/script><\/head>/);
    }
  });
});

describe('blog writer errors', () => {
  it("an inline tag with onInlineTags: 'throw' fails the build at file:line:col", () => {
    const dir = makeSite({
      'docsgen.config.ts': `import { defineConfig } from '${join(repo, 'generator/config/define-config.ts')}';\nexport default defineConfig({ title: 'T', url: 'https://t.example.com', blog: { onInlineTags: 'throw' } });\n`,
      'content/index.md': '# Home\n',
      'blog/tags.yml': 'news:\n  label: News\n',
      'blog/2024-01-01-a.md': '---\ntags: [news, oops]\n---\n\nA.\n',
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('blog/2024-01-01-a.md:2:14  tag "oops" is not defined in the tags file');
    expect(r.stderr).not.toContain('crashed');
  });

  it('a blog list page on the route of a doc is an error, not an overwritten page', () => {
    const dir = makeSite({
      'docsgen.config.ts': `import { defineConfig } from '${join(repo, 'generator/config/define-config.ts')}';\nexport default defineConfig({ title: 'T', url: 'https://t.example.com', blog: { routeBasePath: '/' } });\n`,
      'content/index.md': '# Home\n',
      'blog/2024-01-01-a.md': 'A.\n',
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('blog page / has the route of content/index.md');
  });

  it('a site without a blog key builds no blog, even with a blog folder', () => {
    const dir = makeSite({ 'content/index.md': '# Home\n', 'blog/2024-01-01-a.md': 'A.\n' });
    expect(runCli(['build'], dir).code).toBe(0);
    expect(existsSync(join(dir, 'out/blog'))).toBe(false);
  });
});
