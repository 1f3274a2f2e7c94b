import { describe, expect, it } from 'vitest';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { onlyPlainHtml } from '../../generator/markdown/remark/plain-html-tree.js';
import { parseFast } from '../../generator/markdown/parse/markdown-it-mdast.js';
import { preprocess } from '../../generator/markdown/syntax/preprocess.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';
import type { SitePlugins } from '../../generator/markdown/remark/site-plugins.js';
import { createPipelines } from '../../generator/markdown/remark/pipelines.js';

// The one chain leaves a page's raw HTML as written when it is only plain tags (plain-html-tree.ts),
// or, for a site with rehype plugins, makes its elements without parse5 (rehype-plain-raw.ts),
// instead of parsing it with rehype-raw: it must print what parsing prints, and give the rehype
// plugins the elements parsing gives them. Pipelines with plainRaw off parse every page's HTML:
// the reference.
interface Tree {
  type: string;
  tagName?: string;
  children?: Tree[];
}
/** The elements a rehype plugin sees, as `tag(children…)`. */
const shape = (t: Tree): string =>
  t.type === 'element'
    ? `${t.tagName}(${(t.children ?? []).map(shape).filter(Boolean).join(',')})`
    : t.type === 'root'
      ? (t.children ?? []).map(shape).filter(Boolean).join(',')
      : '';
const seen: string[] = [];
const noop = () => () => undefined;
const record = () => (tree: Tree) => {
  seen.push(shape(tree));
};
const KEPT: SitePlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [noop], beforeDefaultRehypePlugins: [], rehypePlugins: [] };
const REHYPE: SitePlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [record], rehypePlugins: [] };

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

async function context(plugins: SitePlugins, plainRaw = true): Promise<MarkdownContext> {
  return {
    highlighter: await getHighlighter(),
    routeOfFile: () => undefined,
    resolveImport: () => undefined,
    knownComponents: () => [],
    loadModule: async () => undefined,
    functions: {},
    admonitions: DEFAULT_ADMONITIONS,
    plugins,
    pipelines: createPipelines(plugins, { plainRaw }),
  };
}
const html = async (body: string, plugins: SitePlugins, plainRaw = true) => {
  const doc = await compileMarkdown(
    { file: 'docs/page.md', abs: '/site/docs/page.md', source: body, body, format: 'md' },
    await context(plugins, plainRaw),
  );
  return doc.body.type === 'html' ? doc.body.html : '';
};

describe('raw HTML of plain tags, kept as written', () => {
  it('is told from HTML that parsing would change', () => {
    for (const [name, body] of Object.entries(PLAIN)) expect(onlyPlainHtml(parseFast(preprocess('p.md', body, 'md'))), name).toBe(true);
    for (const [name, body] of Object.entries(NOT_PLAIN))
      expect(onlyPlainHtml(parseFast(preprocess('p.md', body, 'md'))), name).toBe(false);
  });

  it('prints what parsing it prints, and gives rehype plugins the elements parsing gives them', async () => {
    for (const [name, body] of Object.entries({ ...PLAIN, ...NOT_PLAIN })) {
      seen.length = 0;
      const parsed = await html(body, REHYPE, false);
      expect(await html(body, KEPT), name).toBe(parsed);
      expect(await html(body, REHYPE), name).toBe(parsed);
      expect(seen[1], name).toBe(seen[0]);
    }
  });
});
