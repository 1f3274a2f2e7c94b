// The blog's rules, as Docusaurus's plugin-content-blog has them: dates and slugs from paths and
// frontmatter, truncation, tags and authors, pagination, and the writer errors for each mistake.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { parsePostPath } from '../../generator/blog/post-file-name.js';
import { excerptOf, readingMinutes } from '../../generator/blog/truncate.js';
import { kebabCase, postTags, type TagsFile } from '../../generator/blog/tags.js';
import { postAuthors } from '../../generator/blog/authors.js';
import { loadPosts } from '../../generator/blog/load-posts.js';
import { paginate, planBlog, neighbours } from '../../generator/blog/blog-model.js';
import { configSchema } from '../../generator/config/schema.js';
import { WriterErrors } from '../../generator/errors.js';
import type { Doc } from '../../generator/types.js';

describe('post paths', () => {
  it('take the date and slug from a dated file, folder or date path', () => {
    expect(parsePostPath('2024-05-01-launch.md')).toMatchObject({ slug: '/2024/05/01/launch', text: 'launch' });
    expect(parsePostPath('2024-05-01-launch/index.mdx')).toMatchObject({ slug: '/2024/05/01/launch', text: 'launch' });
    expect(parsePostPath('2024/05/01/launch.md')).toMatchObject({ slug: '/2024/05/01/launch' });
    expect(parsePostPath('2024-05-01-launch.md').date?.toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(parsePostPath('news/2024-05-01-launch.md').slug).toBe('/2024/05/01/news/launch');
  });
  it('without a date, the path is the slug', () => {
    expect(parsePostPath('notes/hello.md')).toEqual({ text: 'notes/hello', slug: '/notes/hello' });
    expect(parsePostPath('hello/index.md')).toEqual({ text: 'hello', slug: '/hello' });
  });
  it('a day that does not exist is an invalid date', () => {
    expect(Number.isNaN(parsePostPath('2024-02-31-x.md').date!.getTime())).toBe(true);
  });
});

describe('truncation and reading time', () => {
  it('cuts at <!-- truncate --> and {/* truncate */}, not at one inside a code block', () => {
    expect(excerptOf('one\n\n<!-- truncate -->\n\ntwo\n')).toBe('one\n');
    expect(excerptOf('one\n\n{/* truncate */}\n\ntwo\n')).toBe('one\n');
    expect(excerptOf('one\n\n```md\n<!-- truncate -->\n```\n\ntwo\n')).toBeUndefined();
    expect(excerptOf('no marker\n')).toBeUndefined();
  });
  it('reads 200 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
  });
});

describe('tags', () => {
  const file: TagsFile = new Map([['release', { label: 'Release', permalink: '/releases' }]]);
  it('makes permalinks as lodash kebabCase does', () => {
    expect(kebabCase('Hello World')).toBe('hello-world');
    expect(kebabCase('camelCase tag')).toBe('camel-case-tag');
    expect(kebabCase('Docusaurus v3')).toBe('docusaurus-v-3');
  });
  it('resolves tags.yml keys and inline tags, each once', () => {
    const r = postTags(
      ['release', 'Big News', { label: 'Custom', permalink: '/c' }, 'release'],
      undefined,
      'warn',
      '/blog/tags',
      'p.md',
      '',
    );
    expect(r.tags.map((t) => t.route)).toEqual(['/blog/tags/release', '/blog/tags/big-news', '/blog/tags/c']);
    const defined = postTags(['release'], file, 'throw', '/blog/tags', 'p.md', '');
    expect(defined.tags).toEqual([{ label: 'Release', route: '/blog/tags/releases' }]);
    expect(defined.errors).toEqual([]);
  });
  it("an inline tag is an error at its line with onInlineTags: 'throw', a warning with 'warn'", () => {
    const source = '---\ntitle: x\ntags:\n  - release\n  - unknown\n---\n';
    const thrown = postTags(['release', 'unknown'], file, 'throw', '/blog/tags', 'blog/p.md', source);
    expect(thrown.errors).toHaveLength(1);
    expect(thrown.errors[0].place).toEqual({ file: 'blog/p.md', line: 5, column: 5 });
    expect(thrown.errors[0].message).toContain('tag "unknown" is not defined in the tags file');
    expect(postTags(['unknown'], file, 'warn', '/blog/tags', 'p.md', source).warnings).toHaveLength(1);
    expect(postTags(['unknown'], file, 'ignore', '/blog/tags', 'p.md', source).warnings).toHaveLength(0);
  });
});

describe('authors', () => {
  const map = new Map([['ada', { key: 'ada', name: 'Ada', page: '/blog/authors/ada' }]]);
  it('takes keys, inline authors and the legacy author keys', () => {
    const r = postAuthors(
      { authors: ['ada', { name: 'Guest', title: 'Visitor' }], author: 'Old Style', author_url: 'https://x' },
      map,
      'p.md',
      '',
      'authors.yml',
    );
    expect(r).toEqual([
      { key: 'ada', name: 'Ada', page: '/blog/authors/ada' },
      { name: 'Guest', title: 'Visitor' },
      { name: 'Old Style', url: 'https://x' },
    ]);
  });
  it('an unknown key is an error at the key', () => {
    const source = '---\nauthors: [ada, bob]\n---\n';
    const r = postAuthors({ authors: ['ada', 'bob'] }, map, 'blog/p.md', source, 'authors.yml');
    expect(r).toHaveLength(1);
    const e = r[0] as { place: unknown; message: string };
    expect(e.place).toEqual({ file: 'blog/p.md', line: 2, column: 16 });
    expect(e.message).toBe('unknown author key "bob": authors.yml does not define it');
  });
});

const post = (route: string, unlisted = false) =>
  ({ route, title: route, frontmatter: { unlisted }, blog: { date: new Date(0), authors: [], tags: [] } }) as unknown as Doc;

describe('pagination', () => {
  it('cuts a list into /page/N pages with newer and older links', () => {
    const pages = paginate('/blog', [post('/a'), post('/b'), post('/c')], 2, 'page', 'blog');
    expect(pages.map((p) => [p.route, p.posts.length, p.newer, p.older])).toEqual([
      ['/blog', 2, undefined, '/blog/page/2'],
      ['/blog/page/2', 1, '/blog', undefined],
    ]);
    expect(paginate('/blog', [post('/a'), post('/b'), post('/c')], 'ALL', 'page', 'blog')).toHaveLength(1);
    expect(paginate('/blog', [], 10, 'page', 'blog')).toHaveLength(1);
  });
  it('lists and links listed posts only', () => {
    const listed = [post('/a'), post('/b')];
    expect(neighbours(listed, '/a')).toEqual({ older: listed[1] });
    expect(neighbours(listed, '/hidden')).toEqual({});
  });
});

function blogDir(files: Record<string, string>, blog: Record<string, unknown> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'blog-'));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  const config = configSchema.parse({ title: 'T', url: 'https://t.example.com', blog });
  return { root, config };
}

function errorsOf(fn: () => unknown): { place: unknown; message: string }[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof WriterErrors) return e.errors.map((x) => ({ place: x.place, message: x.message }));
    throw e;
  }
  return [];
}

describe('loading posts', () => {
  it('dates, slugs, titles, excerpts; drafts only in dev; unlisted kept but not listed', () => {
    const { root, config } = blogDir({
      'blog/2024-01-02-first.md': '---\ntags: [a]\n---\n\n# First post\n\nIntro.\n\n<!-- truncate -->\n\nMore.\n',
      'blog/second.md': '---\ndate: 2024-03-04\nslug: /custom\ntitle: Second\n---\n\nText.\n',
      'blog/2024-05-06-draft.md': '---\ndraft: true\n---\n\nDraft.\n',
      'blog/2024-02-01-hidden.md': '---\nunlisted: true\n---\n\nHidden.\n',
      'blog/_partial.md': 'Not a post.\n',
    });
    const loaded = loadPosts(config, root, { dev: false })!;
    expect(loaded.blog.posts.map((p) => [p.route, p.title])).toEqual([
      ['/blog/custom', 'Second'],
      ['/blog/2024/02/01/hidden', 'hidden'],
      ['/blog/2024/01/02/first', 'First post'],
    ]);
    const first = loaded.blog.posts[2];
    expect(first.blog!.excerpt?.trim()).toBe('Intro.');
    expect(first.description).toBe('Intro.');
    // The title heading leaves the body (the post header shows it), lines kept.
    expect(loaded.bodies.get(first.id)!.split('\n')[4]).toBe('');
    expect(loadPosts(config, root, { dev: true })!.blog.posts).toHaveLength(4);
    const plan = planBlog(loaded.blog);
    expect(plan.listed.map((p) => p.route)).toEqual(['/blog/custom', '/blog/2024/01/02/first']);
    expect(plan.lists.map((l) => l.route)).toEqual(['/blog', '/blog/tags/a']);
  });

  it('a bad date, an unknown author and a duplicate slug are errors at file:line:col', () => {
    const { root, config } = blogDir({
      'blog/a.md': '---\ndate: 2024-13-45\n---\n\nA.\n',
      'blog/b.md': '---\ndate: 2024-01-01\nauthors: [nobody]\n---\n\nB.\n',
      'blog/c.md': '---\ndate: 2024-01-01\nslug: /same\n---\n\nC.\n',
      'blog/d.md': '---\ndate: 2024-01-02\nslug: /same\n---\n\nD.\n',
      'blog/2024-02-30-e.md': 'E.\n',
    });
    const errors = errorsOf(() => loadPosts(config, root, { dev: false }));
    expect(errors).toEqual([
      { place: { file: 'blog/2024-02-30-e.md', line: 1, column: 1 }, message: "the file name's date 2024-02-30 is not a date" },
      { place: { file: 'blog/a.md', line: 2, column: 7 }, message: 'date "2024-13-45" is not a date' },
      { place: { file: 'blog/b.md', line: 3, column: 11 }, message: 'unknown author key "nobody": authors.yml does not define it' },
      { place: { file: 'blog/d.md', line: 3, column: 1 }, message: 'duplicate blog post route /blog/same: blog/c.md has it too' },
    ]);
  });

  it('the older author keys are read, not warned about', () => {
    const { root, config } = blogDir({
      'blog/2019-01-01-old.md': '---\nauthor: Old Style\nauthor_title: Founder\nauthorURL: https://x.example\n---\n\nOld.\n',
    });
    const loaded = loadPosts(config, root, { dev: false })!;
    expect(loaded.warnings).toEqual([]);
    expect(loaded.blog.posts[0].blog!.authors).toEqual([{ name: 'Old Style', title: 'Founder', url: 'https://x.example' }]);
  });

  it('authors with page: true get author pages; tags.yml names tag pages', () => {
    const { root, config } = blogDir(
      {
        'blog/authors.yml': 'ada:\n  name: Ada\n  page: true\nbob:\n  name: Bob\n',
        'blog/tags.yml': 'news:\n  label: News\n  permalink: /announcements\n',
        'blog/2024-01-01-x.md': '---\nauthors: [ada, bob]\ntags: [news]\n---\n\nX.\n',
      },
      { postsPerPage: 1 },
    );
    const loaded = loadPosts(config, root, { dev: false })!;
    const plan = planBlog(loaded.blog);
    expect(plan.authors.map((a) => [a.page, a.count])).toEqual([['/blog/authors/ada', 1]]);
    expect(plan.tags.map((t) => [t.route, t.label])).toEqual([['/blog/tags/announcements', 'News']]);
  });
});
