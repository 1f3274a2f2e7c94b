// bench/docusaurus-trial.mjs: the route comparison of a Docusaurus build and docsgen's output.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { dropElements, headingIds, mainWords, readSite, routeOf, similarity } from '../../bench/docusaurus-trial.mjs';

function write(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
}

const page = (main: string) => `<html><body><nav class="navbar">Docs Blog</nav><main>${main}</main><footer>Footer</footer></body></html>`;

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docusaurus-trial-'));
  write(join(dir, 'build'), {
    'index.html': page('<h1 id="home">Home</h1><p>Welcome to the site</p>'),
    'docs/intro/index.html': page(
      '<article><h1 id="intro">Intro</h1><p>one two three four</p><h2 id="setup">Setup</h2></article><div class="theme-doc-toc-desktop"><ul class="table-of-contents"><li><a href="#setup">Setup</a><ul><li>Nested</li></ul></li></ul></div>',
    ),
    'blog/index.html': page('<p>Posts</p>'),
    'blog/first.html': page('<p>First post</p>'),
    'old/index.html': '<html><head><meta http-equiv="refresh" content="0; url=/docs/intro/"></head></html>',
    '404.html': page('<p>Not found</p>'),
    'api/v1/index.html': '<p>typedoc</p>',
  });
  write(join(dir, 'out'), {
    'index.html': page('<h1 id="home">Home</h1><p>Welcome to the site</p>'),
    'docs/intro/index.html': page(
      '<article><h1 id="intro">Intro</h1><p>one two three</p><h2 id="set-up">Setup</h2></article><nav class="toc"><a href="#set-up">Setup</a></nav>',
    ),
    'docs/extra/index.html': page('<p>Only docsgen</p>'),
    '404.html': page('<p>Not found</p>'),
    'api/v1/index.html': '<p>typedoc</p>',
  });
  write(join(dir, 'static'), { 'api/v1/index.html': '<p>typedoc</p>' });
  return dir;
}

describe('docusaurus-trial routes', () => {
  it('makes /a/, /a/index.html and /a.html one route', () => {
    expect(routeOf('/s/build/docs/intro/index.html', '/s/build')).toBe('/docs/intro');
    expect(routeOf('/s/build/blog/first.html', '/s/build')).toBe('/blog/first');
    expect(routeOf('/s/build/index.html', '/s/build')).toBe('/');
    expect(routeOf('/s/build/docs/caf%C3%A9/index.html', '/s/build')).toBe('/docs/café');
  });

  it('counts redirect pages, 404 pages and static/ copies apart from pages', () => {
    const dir = site();
    const d = readSite(join(dir, 'build'), [], join(dir, 'static'));
    expect([...d.pages.keys()].sort()).toEqual(['/', '/blog', '/blog/first', '/docs/intro']);
    expect([...d.redirects.entries()]).toEqual([['/old', '/docs/intro/']]);
    expect(d.notFound).toEqual(['/404']);
    expect(d.statics).toEqual(['/api/v1']);
    expect([...readSite(join(dir, 'build'), ['/blog']).pages.keys()]).not.toContain('/blog/first');
  });

  it('prints the routes docsgen misses and the ones only it has, and writes them as JSON', () => {
    const dir = site();
    const json = join(dir, 'report.json');
    const run = spawnSync(process.execPath, ['bench/docusaurus-trial.mjs', dir, '--text', '5', '--anchors', '--json', json], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Docusaurus pages docsgen also publishes: 2 / 4');
    expect(run.stdout).toContain('Missing (Docusaurus publishes, docsgen does not): 2');
    expect(run.stdout).toMatch(/\/blog: 2 {2}e\.g\. \/blog\/first \/blog\n/);
    expect(run.stdout).toContain('Redirect pages docsgen lacks: 1');
    expect(run.stdout).toMatch(/\/docs: 1 {2}e\.g\. \/docs\/extra/);
    expect(run.stdout).toContain('Heading ids Docusaurus gives that docsgen lacks: 1 of 3  e.g. /docs/intro#setup');
  });
});

describe('docusaurus-trial page text', () => {
  it('reads the words of <main> without navigation, tables of contents, scripts and tags', () => {
    const html = page(
      '<h1>Title &amp; more</h1><script>var x = 1</script><ul class="table-of-contents"><li>TOC<ul><li>deep</li></ul></li></ul><p>Body&#39;s text</p>',
    );
    expect(mainWords(html)).toEqual(['title', 'more', 'body', 's', 'text']);
  });

  it('drops nested elements of the same name whole', () => {
    expect(dropElements('a<div class="doc-toc">b<div>c</div>d</div>e', /<div\b[^>]*class="doc-toc"[^>]*>/gi)).toBe('a e');
  });

  it('scores the shared words over the longer page', () => {
    expect(similarity(['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd'])).toBe(1);
    expect(similarity(['a', 'b', 'c', 'd'], ['a', 'b'])).toBe(0.5);
    expect(similarity(['a', 'a'], ['a'])).toBe(0.5);
    expect(similarity([], [])).toBe(1);
  });

  it('lists the heading ids of the main content', () => {
    expect(headingIds(page('<h2 id="one">One</h2><h3 class="x" id="two">Two</h3><p id="no">p</p>'))).toEqual(['one', 'two']);
  });
});
