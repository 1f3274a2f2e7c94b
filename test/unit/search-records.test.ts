// Record extraction (generator/search/records.ts) and the files the build writes for search (the
// ToolHive site's own are checked in test/e2e/toolhive-search-files.test.ts).
import { describe, expect, it } from 'vitest';
import { extractRecords } from '../../generator/search/records.js';
import { collectRecords, hostedRecords } from '../../generator/search/build-search.js';
import { missingResultsUrl } from '../../generator/search/missing-results.js';
import { decodeIndex, encodeIndex } from '../../theme/shared/search-index.js';
import type { LocalIndexFile, SearchRecord } from '../../theme/shared/search-protocol.js';
import type { Doc, RenderedRoute } from '../../generator/types.js';

function doc(route: string, title: string, extra: Partial<Doc> = {}): Doc {
  return {
    id: route.slice(1),
    dirId: '',
    isIndex: false,
    file: `content${route}.md`,
    source: '',
    format: 'md',
    route,
    title,
    frontmatter: {},
    standalone: false,
    ...extra,
  } as Doc;
}

function page(route: string, title: string, body: string, extra: Partial<Doc> = {}): RenderedRoute {
  const html = `<!DOCTYPE html><html><body><nav class="navbar">Nav text</nav><main><article class="doc-article">
<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/guides">Guides &amp; more</a></li><li><span>${title}</span></li></ol></nav>
<div class="markdown"><header><h1 class="doc-title">${title}</h1></header>${body}</div>
<nav class="pagination-nav"><a href="/next">Next page</a></nav></article></main><footer>Footer text</footer></body></html>`;
  return { route, file: `content${route}.md`, html, ids: new Set(), links: [], doc: doc(route, title, extra) };
}

const BODY = `<p>Intro with <code>thv</code> and <strong>bold</strong>text &lt;endpoint&gt; &#x3C;tag&#x3E;.</p>
<h2 id="install">Install <a class="hash-link" href="#install" aria-label="Direct link">#</a></h2>
<p>Run it.</p><div class="code-block"><pre><code><span class="line"><span>thv</span><span> run fetch</span></span><span class="line"><span>thv list</span></span></code></pre><button class="copy-button">Copy</button></div>
<h3 id="on-windows">On Windows</h3><p>Use <em>winget</em>.</p>
<div role="tabpanel" id="panel-_R_abc_-mac"><p>Tab text</p></div>
<ul class="doc-card-list"><li><a href="/other">Other page card</a></li></ul>
<table><thead><tr><th>Flag</th><th>Description</th></tr></thead><tbody><tr id="flag-name"><td><code>--name</code></td><td>The name</td></tr></tbody></table>
<section class="api-schema" id="schema-thing"><h3><code>Thing</code></h3><div class="schema"><span class="schema-name">name</span><span class="schema-type">string</span></div></section>
<h2 id="empty">Empty section</h2>`;

describe('extractRecords', () => {
  const records = extractRecords(page('/guides/install', 'Install the CLI', BODY, { description: 'Install `thv` on any OS.' }));
  const byUrl = (url: string) => records.filter((r) => r.url === url);

  it('indexes code lines as words apart, highlighted or not, with entities decoded, and skips diagram sources', () => {
    const body =
      '<h2 id="code">Code</h2><div class="code-block"><pre style="--x:#fff" tabindex="0" class="shiki"><code>' +
      '<span class="line"><span style="color:red">echo</span><span> &quot;&lt;b&gt; &amp; c&quot;</span></span>\n' +
      '<span class="line highlighted"><span>second</span><span>line</span></span></code></pre></div>' +
      '<pre>plain\npre text</pre><div class="mermaid-diagram"><pre class="mermaid-source">graph TD; A--&gt;B</pre></div>';
    const records = extractRecords(page('/guides/code', 'Code', body));
    const content = records
      .filter((r) => r.type === 'content')
      .map((r) => r.content)
      .join(' | ');
    expect(content).toBe('echo "<b> & c" secondline plain pre text');
  });

  it('makes a lvl1 record for the page, with the description as its text', () => {
    expect(records[0]).toMatchObject({
      objectID: '/guides/install#-0',
      url: '/guides/install',
      url_without_anchor: '/guides/install',
      anchor: null,
      type: 'lvl1',
      hierarchy: { lvl0: 'Guides & more', lvl1: 'Install the CLI', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: 'Install thv on any OS.',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: { pageRank: 0, level: 100, position: 0 },
    });
  });

  it('makes a record per heading and per chunk of text under it, with anchors', () => {
    expect(records.map((r) => `${r.type} ${r.url}`)).toEqual([
      'lvl1 /guides/install',
      'content /guides/install',
      'lvl2 /guides/install#install',
      'content /guides/install#install',
      'lvl3 /guides/install#on-windows',
      'content /guides/install#on-windows',
      'content /guides/install#flag-name',
      'lvl3 /guides/install#schema-thing',
      'content /guides/install#schema-thing',
      'lvl2 /guides/install#empty',
    ]);
    expect(byUrl('/guides/install#on-windows').map((r) => r.hierarchy)).toEqual([
      { lvl0: 'Guides & more', lvl1: 'Install the CLI', lvl2: 'Install', lvl3: 'On Windows', lvl4: null, lvl5: null, lvl6: null },
      { lvl0: 'Guides & more', lvl1: 'Install the CLI', lvl2: 'Install', lvl3: 'On Windows', lvl4: null, lvl5: null, lvl6: null },
    ]);
    expect(records.map((r) => r.weight.position)).toEqual(records.map((_, i) => i));
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('reads text as a reader sees it: entities decoded, inline tags joined, blocks and code lines apart', () => {
    expect(byUrl('/guides/install')[1].content).toBe('Intro with thv and boldtext <endpoint> <tag>.');
    expect(byUrl('/guides/install#install')[1].content).toBe('Run it. thv run fetch thv list');
    expect(byUrl('/guides/install#schema-thing')[1].content).toBe('name string');
  });

  it('leaves out chrome and echoes: hash links, copy buttons, card lists, table headers, nav, footer', () => {
    const all = JSON.stringify(records);
    for (const text of ['Direct link', 'Copy', 'Other page card', 'Flag', 'Nav text', 'Footer text', 'Next page', '#']) {
      expect(
        records.some((r) => r.content?.includes(text) || Object.values(r.hierarchy).includes(text)),
        text,
      ).toBe(false);
    }
    expect(all).not.toContain('hash-link');
  });

  it('never links to React-generated tab panel ids', () => {
    expect(records.some((r) => r.url.includes('panel-'))).toBe(false);
    expect(byUrl('/guides/install#on-windows')[1].content).toContain('Tab text');
  });

  it('cuts long sections into chunks at block boundaries', () => {
    const paras = Array.from({ length: 12 }, (_, i) => `<p>${`Paragraph ${i} `.repeat(12)}</p>`).join('');
    const recs = extractRecords(page('/long', 'Long', `<h2 id="a">A</h2>${paras}`), { chunkChars: 400 });
    const chunks = recs.filter((r) => r.type === 'content');
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(c.content!.length).toBeLessThanOrEqual(600);
    expect(chunks.map((c) => c.content).join(' ')).toBe(
      Array.from({ length: 12 }, (_, i) => `Paragraph ${i} `.repeat(12).trim()).join(' '),
    );
  });

  it('uses "Docs" as lvl0 for a page at the top of the sidebar', () => {
    const r = page('/intro', 'Intro', '<p>x</p>');
    r.html = r.html.replace(/<li><a href="\/guides">Guides &amp; more<\/a><\/li>/, '');
    expect(extractRecords(r)[0].hierarchy.lvl0).toBe('Docs');
  });
});

describe('search files', () => {
  it('indexes listed pages only: no drafts, no unlisted pages, no pages without a doc', () => {
    const routes = [
      page('/a', 'A', '<p>a</p>'),
      page('/draft', 'Draft', '<p>d</p>', { frontmatter: { draft: true } }),
      page('/hidden', 'Hidden', '<p>h</p>', { frontmatter: { unlisted: true } }),
      { ...page('/search', 'Search', ''), doc: undefined },
    ];
    const listed = routes.flatMap((r) => (r.doc ? [r.doc] : []));
    expect([...new Set(collectRecords(routes, listed).map((r) => r.url_without_anchor))]).toEqual(['/a']);
  });

  it('gives hosted records absolute URLs', () => {
    const [r] = hostedRecords(extractRecords(page('/a', 'A', '<h2 id="x">X</h2>')).slice(1, 2), 'https://docs.example.com/');
    expect(r.url).toBe('https://docs.example.com/a#x');
    expect(r.url_without_anchor).toBe('https://docs.example.com/a');
  });

  it('round-trips records through the compact index format', () => {
    const records = extractRecords(page('/guides/install', 'Install the CLI', BODY));
    const decoded = decodeIndex(JSON.parse(JSON.stringify(encodeIndex(records))) as LocalIndexFile);
    expect(
      decoded.map((d) => ({ url: d.url, type: d.type, hierarchy: d.hierarchy, content: d.content, level: d.level, position: d.position })),
    ).toEqual(
      records.map((r: SearchRecord) => ({
        url: r.url,
        type: r.type,
        hierarchy: r.hierarchy,
        content: r.content,
        level: r.weight.level,
        position: r.weight.position,
      })),
    );
  });

  it('points "Let us know." at new issues of the GitHub repository of the edit links', () => {
    expect(missingResultsUrl('https://github.com/stacklok/docsgen/edit/main')).toBe(
      'https://github.com/stacklok/docsgen/issues/new?title=Search%3A%20no%20results%20for%20%22{query}%22',
    );
    expect(missingResultsUrl('https://gitlab.com/x/y/-/edit/main')).toBeUndefined();
    expect(missingResultsUrl(undefined)).toBeUndefined();
  });
});
