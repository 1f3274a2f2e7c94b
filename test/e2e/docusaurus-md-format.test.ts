// Docusaurus 3 reads every .md page as MDX unless markdown.format says otherwise ('detect': .md is
// CommonMark; frontmatter `mdx: { format: md }` for one page); docsgen's own sites keep 'detect'.
// A .md page read as CommonMark that has an MDX import or component tag is warned about at its
// place. Old versions' sidebars in Docusaurus's own forms (the object shorthand) are read as
// sidebars.ts is, and a sidebar file docsgen cannot read is an error at that file, not a crash.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfig, makeSite, runCli } from '../helpers.js';
import { copyFixture } from '../docusaurus-fixture.js';
import { docFormat, plainMarkdown } from '../../generator/content/doc-format.js';
import { mdxInCommonMark } from '../../generator/markdown/syntax/mdx-in-commonmark.js';
import { preprocess } from '../../generator/markdown/syntax/preprocess.js';

const TABS_PAGE = `---
title: Install
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Install

<!-- a note for the other writers -->

Two and two make {2 + 2}.

<Tabs>
  <TabItem value="npm" label="npm">

Run npm.

  </TabItem>
  <TabItem value="yarn" label="yarn">

Run yarn.

  </TabItem>
</Tabs>
`;

const FORCED_MD = `---
title: Literal
mdx:
  format: md
---

import Tabs from '@theme/Tabs';

A page that shows its import as text on purpose.
`;

const PLAIN = '---\ntitle: Plain\n---\n\n# Plain\n\nNothing but *Markdown* and `<code>` here.\n';

const page = (dir: string, route: string) => readFileSync(join(dir, 'out', route, 'index.html'), 'utf8');

function site(format?: string) {
  return makeSite({
    'docsgen.config.ts': baseConfig(format ? `markdown: { format: '${format}' },` : ''),
    'content/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
    'content/install.md': TABS_PAGE,
    'content/literal.md': FORCED_MD,
    'content/plain.md': PLAIN,
    'content/tabs.md': TABS_PAGE.replace('Two and two make {2 + 2}.\n\n', ''),
  });
}

describe("markdown.format: 'mdx' (Docusaurus 3's default)", () => {
  it('reads .md pages as MDX: imports, components, expressions and HTML comments, and keeps plain pages on the fast path', () => {
    const dir = site('mdx');
    const b = runCli(['build', '--debug'], dir);
    expect(b.code, b.stderr).toBe(0);
    const html = page(dir, 'install');
    expect(html).toContain('class="tabs-container"');
    expect(html).toContain('Run yarn.');
    expect(html).toMatch(/Two and two make (<!-- -->)?4/);
    expect(html).not.toContain('@theme/Tabs');
    expect(html).not.toContain('a note for the other writers');
    expect(b.stdout + b.stderr).not.toContain('read as CommonMark');
    // `mdx: { format: md }` keeps one page CommonMark, as in Docusaurus.
    expect(page(dir, 'literal')).toContain('import Tabs from');
    expect(page(dir, 'plain')).toContain('<em>Markdown</em>');
    expect(page(dir, 'tabs')).toContain('class="tabs-container"');
    // The plain pages (home, plain) take the CommonMark fast path, the forced one remark (its `@`);
    // both pages with Tabs the MDX fast path, the HTML comment and `{2 + 2}` (which reads no name)
    // included.
    expect(b.stdout).toMatch(/markdown: 2 fast path · 1 remark · 2 MDX fast path · 0 MDX \(left the fast path: 1 autolink literal\)/);
  });
});

describe("markdown.format: 'detect' (docsgen's default)", () => {
  it('reads .md as CommonMark and warns at each MDX import and component tag, but not on a page that asks for CommonMark', () => {
    const dir = site();
    const b = runCli(['build'], dir);
    expect(b.code, b.stderr).toBe(0);
    const out = b.stdout + b.stderr;
    expect(out).toContain(
      "content/install.md:5:1  this .md page is read as CommonMark: the import shows as text; rename it .mdx or set markdown.format: 'mdx'",
    );
    expect(out).toContain(
      'content/install.md:14:1  this .md page is read as CommonMark: <Tabs> is an unknown HTML tag here, not the Tabs component',
    );
    expect(out).toContain('content/install.md:15:3  this .md page is read as CommonMark: <TabItem> is an unknown HTML tag here');
    expect(out).not.toContain('content/install.md:6:1');
    expect(out).not.toContain('literal.md');
    expect(page(dir, 'install')).toContain('import Tabs from');
  });

  it('names each component once, leaves code alone, and counts a multi-line import once', () => {
    const body =
      "import {\n  A,\n  B as Bee,\n} from './x';\n\n```jsx\nimport C from 'c';\n<Tabs />\n```\n\nUse `<Tabs>` in MDX. <Bee /> <Tabs> <Tabs> <Unknown>\n";
    expect(mdxInCommonMark('p.md', body, ['Tabs'])).toEqual([
      "p.md:1:1  this .md page is read as CommonMark: the import shows as text; rename it .mdx or set markdown.format: 'mdx' (or give the page `mdx: { format: md }` to keep it CommonMark)",
      "p.md:11:22  this .md page is read as CommonMark: <Bee> is an unknown HTML tag here, not the Bee component; rename it .mdx or set markdown.format: 'mdx' (or give the page `mdx: { format: md }` to keep it CommonMark)",
      "p.md:11:30  this .md page is read as CommonMark: <Tabs> is an unknown HTML tag here, not the Tabs component; rename it .mdx or set markdown.format: 'mdx' (or give the page `mdx: { format: md }` to keep it CommonMark)",
    ]);
    expect(mdxInCommonMark('p.md', 'Plain text with a <b>tag</b>.\n', ['Tabs'])).toEqual([]);
  });
});

describe('HTML comments in MDX (Docusaurus 3 accepts them)', () => {
  it('blanks comments on lines of their own, makes one inside a line an MDX comment, and leaves code alone', () => {
    const body = 'Text <!-- a */ b --> more `<!-- code -->`\n<!--\n```\n-->\n  <!-- x --> <!-- y -->\n```\n<!-- in code -->\n```\n';
    expect(preprocess('p.mdx', body, 'mdx').split('\n')).toEqual([
      'Text {/*  a *_ b */} more `<!-- code -->`',
      '    ',
      '   ',
      '   ',
      ' '.repeat(23),
      '```',
      '<!-- in code -->',
      '```',
      '',
    ]);
  });
});

describe('which parser a page takes', () => {
  it('follows Docusaurus: frontmatter mdx.format, then markdown.format, then the extension', () => {
    expect(docFormat('a.md', undefined, 'detect')).toBe('md');
    expect(docFormat('a.mdx', undefined, 'detect')).toBe('mdx');
    expect(docFormat('a.md', undefined, 'mdx')).toBe('mdx');
    expect(docFormat('a.mdx', undefined, 'md')).toBe('md');
    expect(docFormat('a.md', 'md', 'mdx')).toBe('md');
    expect(docFormat('a.md', 'mdx', 'detect')).toBe('mdx');
    expect(docFormat('a.mdx', 'detect', 'md')).toBe('mdx');
    expect(docFormat('a.md', undefined, 'mdx', 'Just *text*.\n')).toBe('md');
    expect(docFormat('a.md', 'mdx', 'mdx', 'Just *text*.\n')).toBe('mdx');
  });

  it('keeps a page on the CommonMark paths only when MDX would read it alike', () => {
    expect(plainMarkdown('# T\n\nText with `a < b` and:\n\n```js\nif (a < b) { x() }\n\n    indented in code\n```\n')).toBe(true);
    expect(plainMarkdown('Text <b>bold</b>\n')).toBe(false);
    expect(plainMarkdown('Sum {1 + 1}\n')).toBe(false);
    expect(plainMarkdown("import X from './x'\n")).toBe(false);
    expect(plainMarkdown('Para\n\n    indented code\n')).toBe(false);
    expect(plainMarkdown('- item\n    continued\n')).toBe(true);
  });
});

describe('init --from docusaurus', () => {
  it("writes the site's markdown.format, or Docusaurus's default 'mdx' when it has none", () => {
    const unset = copyFixture();
    const a = runCli(['init', '--from', 'docusaurus'], unset);
    expect(a.code, a.stderr).toBe(0);
    expect(readFileSync(join(unset, 'docsgen.config.ts'), 'utf8')).toMatch(/\n {2}markdown: \{[\s\S]*\n {4}format: 'mdx',\n/);
    expect(a.stdout).toContain("markdown.format: 'mdx' (Docusaurus 3's default: .md pages are MDX too)");
    const detect = copyFixture();
    const cfg = join(detect, 'docusaurus.config.ts');
    writeFileSync(cfg, readFileSync(cfg, 'utf8').replace('markdown: { hooks:', "markdown: { format: 'detect', hooks:"));
    const b = runCli(['init', '--from', 'docusaurus'], detect);
    expect(b.code, b.stderr).toBe(0);
    expect(readFileSync(join(detect, 'docsgen.config.ts'), 'utf8')).toMatch(/\n {2}markdown: \{[\s\S]*\n {4}format: 'detect',\n/);
  });
});

const versioned = (sidebar: string) =>
  makeSite({
    'docsgen.config.ts': baseConfig("navbar: { items: [{ type: 'docsVersionDropdown' }] },"),
    'content/index.md': '---\ntitle: Home\n---\n\nLatest.\n',
    'content/guide.md': '---\ntitle: Guide\n---\n\nThe 2.0 guide.\n',
    'versions.json': '["1.0"]\n',
    'versioned_docs/version-1.0/index.md': '---\ntitle: Home\n---\n\nVersion one.\n',
    'versioned_docs/version-1.0/guide.md': '---\ntitle: Guide\n---\n\nThe 1.0 guide.\n',
    'versioned_docs/version-1.0/faq.md': '---\ntitle: FAQ\n---\n\nQuestions.\n',
    'versioned_sidebars/version-1.0-sidebars.json': sidebar,
  });

describe("versioned_sidebars in Docusaurus's forms", () => {
  it('reads the object shorthand { "Category label": [ids] } as sidebars.ts is read', () => {
    const dir = versioned(
      JSON.stringify(
        { docs: { About: ['index', 'faq'], Usage: ['guide', { type: 'link', label: 'Site', href: 'https://example.com' }] } },
        null,
        2,
      ),
    );
    const b = runCli(['build'], dir);
    expect(b.code, b.stderr).toBe(0);
    const html = page(dir, '1.0/guide');
    expect(html).toContain('The 1.0 guide.');
    expect(html).toMatch(/About[\s\S]*href="\/1\.0\/faq"[\s\S]*Usage[\s\S]*href="\/1\.0\/guide"/);
    expect(html).toContain('href="https://example.com"');
  });

  it('reads arrays of typed items with a generated index page', () => {
    const dir = versioned(
      JSON.stringify({
        docs: [
          { type: 'category', label: 'Usage', link: { type: 'generated-index', title: 'All about usage' }, items: ['guide', 'faq'] },
          'index',
        ],
      }),
    );
    const b = runCli(['build'], dir);
    expect(b.code, b.stderr).toBe(0);
    expect(page(dir, '1.0/category/usage')).toContain('All about usage');
    expect(page(dir, '1.0/guide')).toContain('href="/1.0/category/usage"');
  });

  it('makes a sidebar it cannot read an error at its file, without a stack', () => {
    const bad = versioned(JSON.stringify({ docs: { About: 5 } }));
    const r = runCli(['build'], bad);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('versioned_sidebars/version-1.0-sidebars.json');
    expect(r.stderr).toContain('category "About": expected a list of items, found 5');
    expect(r.stderr).not.toMatch(/^\s+at /m);
    const missing = versioned(JSON.stringify({ docs: { About: ['index', 'nope'] } }));
    const m = runCli(['build'], missing);
    expect(m.code).toBe(1);
    expect(m.stderr).toMatch(/versioned_sidebars\/version-1\.0-sidebars\.json:1:\d+ {2}the sidebar names doc "nope", which does not exist/);
    const broken = versioned('{\n  "docs": [\n    "index",\n  ]\n}\n');
    const j = runCli(['build'], broken);
    expect(j.code).toBe(1);
    expect(j.stderr).toMatch(/versioned_sidebars\/version-1\.0-sidebars\.json:\d+:\d+ {2}not valid JSON/);
    expect(j.stderr).not.toMatch(/^\s+at /m);
  });
});
