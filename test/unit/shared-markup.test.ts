import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { createRenderHelpers } from '../../generator/markdown/reference/render-helpers.js';
import { Admonition } from '../../theme/components/Admonition.js';
import { CodeBlock } from '../../theme/components/misc.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';

// The theme's components and the Markdown syntax build admonitions, code-block frames and heading
// anchors with the same builders (theme/shared/): the markup they print must be the same.
async function markdownHtml(body: string): Promise<string> {
  const ctx: MarkdownContext = {
    highlighter: await getHighlighter(),
    routeOfFile: () => undefined,
    resolveImport: () => undefined,
    knownComponents: () => [],
    loadModule: async () => undefined,
    functions: {},
    admonitions: DEFAULT_ADMONITIONS,
  };
  const doc = await compileMarkdown({ file: 'docs/page.md', abs: '/site/docs/page.md', source: body, body, format: 'md' }, ctx);
  return doc.body.type === 'html' ? doc.body.html : '';
}

// Markdown puts line breaks between blocks; React does not.
const flat = (html: string) => html.replace(/\n/g, '');

describe('markup shared by the theme and the Markdown syntax', () => {
  it('admonitions: the component prints what :::type prints, named by the visible title', async () => {
    for (const [md, props] of [
      [':::tip[Custom title]\nBody.\n:::', { type: 'tip', title: 'Custom title' }],
      [':::caution\nBody.\n:::', { type: 'caution' }],
      [':::note\nBody.\n:::', {}],
    ] as const) {
      const component = renderToStaticMarkup(createElement(Admonition, props, createElement('p', null, 'Body.')));
      expect(flat(await markdownHtml(md))).toBe(component);
    }
    expect(await markdownHtml(':::tip[Use *this*  one]\nBody.\n:::')).toContain(
      '<aside class="admonition admonition-tip" role="note" aria-label="Use this one">',
    );
    const markup = renderToStaticMarkup(createElement(Admonition, { type: 'info', title: createElement('em', null, 'Marked up') }, 'x'));
    expect(markup).toContain('aria-label="Marked up"');
  });

  it("admonitions: Docusaurus 3's other default keywords are admonitions, shown as the type its theme shows them as", async () => {
    for (const [keyword, type, label] of [
      ['important', 'info', 'Info'],
      ['success', 'tip', 'Tip'],
      ['secondary', 'note', 'Note'],
    ]) {
      const html = await markdownHtml(`:::${keyword}\nBody.\n:::`);
      expect(html).toContain(`<aside class="admonition admonition-${type}" role="note" aria-label="${label}">`);
      expect(flat(html)).toBe(renderToStaticMarkup(createElement(Admonition, { type: keyword }, createElement('p', null, 'Body.'))));
    }
  });

  it('code blocks: the component and the data renderers frame a block as a fence does', async () => {
    const fence = await markdownHtml('```text title="t.txt"\nplain\n```');
    const component = renderToStaticMarkup(createElement(CodeBlock, { language: 'text', title: 't.txt' }, 'plain'));
    const frame = (html: string) => html.replace(/<pre[\s\S]*<\/pre>/, '<pre/>');
    expect(frame(component)).toBe(frame(fence));
    const data = createRenderHelpers(await getHighlighter()).code('plain', 'text');
    expect(frame(data)).toBe(frame(await markdownHtml('```text\nplain\n```')));
  });
});
