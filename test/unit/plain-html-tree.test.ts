import { describe, expect, it } from 'vitest';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { onlyPlainHtml } from '../../generator/markdown/remark/plain-html-tree.js';
import { parseFast } from '../../generator/markdown/parse/markdown-it-mdast.js';
import { preprocess } from '../../generator/markdown/syntax/preprocess.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';
import type { SitePlugins } from '../../generator/markdown/remark/site-plugins.js';

// The one chain leaves a page's raw HTML as written when it is only plain tags (plain-html-tree.ts),
// instead of parsing it with rehype-raw: it must print what parsing prints. A site rehype plugin
// makes the chain parse it whatever it is, which gives the reference.
const noop = () => () => undefined;
const KEPT: SitePlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [noop], beforeDefaultRehypePlugins: [], rehypePlugins: [] };
const PARSED: SitePlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [noop] };

const PLAIN: Record<string, string> = {
  'details around Markdown': '<details>\n<summary>Why *this*?</summary>\n\n- one\n- two\n\n</details>\n\nAfter.\n',
  'keys and marks in prose': 'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, x<sub>i</sub> and <b>bold **strong** text</b>.\n',
  'a line break tag': 'One<br>two <small>small</small>\n',
  'tags in a table and a heading': '## Title <sup>new</sup>\n\n| a | b |\n|---|---|\n| <kbd>x</kbd> | <em>y</em> |\n',
};
const NOT_PLAIN: Record<string, string> = {
  'an attribute': 'A <span class="x">styled</span> word.\n',
  'an entity in HTML': '<details>\n<summary>A &amp; B</summary>\n\nx\n\n</details>\n',
  'a tag closed inside emphasis': 'A <b>bold *mix</b> of* tags.\n',
  'a closing tag with no opening one': 'Text </b> here.\n',
  'an element left open': 'Text <b>open.\n',
  'a comment': 'Text <!-- note --> here.\n',
  'a footnote beside a tag': 'Press <kbd>x</kbd>.[^1]\n\n[^1]: Note.\n',
};

async function context(plugins: SitePlugins): Promise<MarkdownContext> {
  return { highlighter: await getHighlighter(), routeOfFile: () => undefined, resolveImport: () => undefined, knownComponents: () => [], loadModule: async () => undefined, functions: {}, admonitions: DEFAULT_ADMONITIONS, plugins };
}
const html = async (body: string, plugins: SitePlugins) => {
  const doc = await compileMarkdown({ file: 'docs/page.md', abs: '/site/docs/page.md', source: body, body, format: 'md' }, await context(plugins));
  return doc.body.type === 'html' ? doc.body.html : '';
};

describe('raw HTML of plain tags, kept as written', () => {
  it('is told from HTML that parsing would change', () => {
    for (const [name, body] of Object.entries(PLAIN)) expect(onlyPlainHtml(parseFast(preprocess('p.md', body, 'md'))), name).toBe(true);
    for (const [name, body] of Object.entries(NOT_PLAIN)) expect(onlyPlainHtml(parseFast(preprocess('p.md', body, 'md'))), name).toBe(false);
  });

  it('prints what parsing it prints', async () => {
    for (const [name, body] of Object.entries({ ...PLAIN, ...NOT_PLAIN })) expect(await html(body, KEPT), name).toBe(await html(body, PARSED));
  });
});
