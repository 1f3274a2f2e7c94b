import { describe, expect, it } from 'vitest';
import { unified, type PluggableList } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { preprocess } from '../../generator/markdown/syntax/preprocess.js';
import { admonitionHandler, remarkAdmonitions } from '../../generator/markdown/remark/remark-admonitions.js';
import { fenceHandler, rehypeCode } from '../../generator/markdown/rehype/rehype-code.js';
import { remarkLinks } from '../../generator/markdown/remark/remark-links.js';
import { rehypeDropComments, rehypeHeadings } from '../../generator/markdown/remark/rehype-headings.js';
import { rehypeA11y } from '../../generator/markdown/remark/rehype-a11y.js';
import { remarkGfmTrimmed, unusableAutolinks } from '../../generator/markdown/remark/remark-gfm-trimmed.js';
import type { LinkRef } from '../../generator/types.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';

// The Markdown pipeline as it was before the speed work (a tree of spans per code block, full GFM,
// one walk per plugin): the fast pipeline must print the same pages.
const REFERENCE: PluggableList = [remarkGfm, remarkDirective, remarkAdmonitions, remarkLinks];
// remark-admonitions' nodes need its remark-rehype handler (the admonition markup is built there);
// fences are marked by theirs and highlighted as span trees, before the raw HTML is parsed.
const handlers = { admonition: admonitionHandler, code: fenceHandler };
const referencePlain = unified()
  .use(remarkParse)
  .use(REFERENCE)
  .use(remarkRehype, { handlers })
  .use(rehypeCode)
  .use(rehypeHeadings)
  .use(rehypeA11y)
  .use(rehypeStringify)
  .freeze();
const referenceHtml = unified()
  .use(remarkParse)
  .use(REFERENCE)
  .use(remarkRehype, { allowDangerousHtml: true, handlers })
  .use(rehypeCode)
  .use(rehypeRaw)
  .use(rehypeDropComments)
  .use(rehypeHeadings)
  .use(rehypeA11y)
  .use(rehypeStringify)
  .freeze();

const routes = new Map([['/site/docs/other.md', '/other']]);

async function reference(body: string) {
  const text = preprocess('docs/page.md', body, 'md');
  const out = { links: [] as LinkRef[], assets: [] as { from: string; to: string }[], warnings: [] as string[] };
  const file = new VFile({ path: '/site/docs/page.md', value: text });
  file.data.docsgen = {
    highlighter: await getHighlighter(),
    file: 'docs/page.md',
    abs: '/site/docs/page.md',
    source: body,
    warn: (m: string) => out.warnings.push(m),
    routeOfFile: (a: string) => routes.get(a),
    ...out,
  };
  const html = String(await (/<[a-zA-Z!/]/.test(text) ? referenceHtml : referencePlain).process(file));
  return { html, toc: file.data.toc, ...out };
}

async function fast(body: string) {
  const ctx: MarkdownContext = {
    highlighter: await getHighlighter(),
    routeOfFile: (a) => routes.get(a),
    resolveImport: () => undefined,
    knownComponents: () => [],
    loadModule: async () => undefined,
    functions: {},
    admonitions: DEFAULT_ADMONITIONS,
  };
  const doc = await compileMarkdown({ file: 'docs/page.md', abs: '/site/docs/page.md', source: body, body, format: 'md' }, ctx);
  return {
    html: doc.body.type === 'html' ? doc.body.html : '',
    toc: doc.toc,
    links: doc.links,
    assets: doc.assets,
    warnings: doc.warnings,
  };
}

const PAGES: Record<string, string> = {
  'prose, headings, links and a table': [
    '# Title',
    '',
    'Some *emphasis*, `code`, a [link](./other.md#part) and [another](/abs) plus image:latest at 10:30.',
    '',
    '## Second {#custom}',
    '',
    '| a | b |',
    '|---|---|',
    '| `x` | y |',
    '',
    '- [ ] todo',
    '- [x] done',
    '',
    '## Second',
    '',
    'Text~~gone~~ and a footnote[^1].',
    '',
    '[^1]: Note.',
  ].join('\n'),
  'code blocks of every kind': [
    '```bash title="install.sh" {2}',
    'thv run fetch',
    '# highlight-next-line',
    'thv list',
    '```',
    '',
    '```json showLineNumbers',
    '{"a": "<b> & c"}',
    '```',
    '',
    '```mermaid',
    'graph TD; A-->B',
    '```',
    '',
    '```nonsense',
    'x < y',
    '```',
    '',
    '    indented code',
    '',
    '~~~yaml',
    'a: 1',
    '~~~',
  ].join('\n'),
  'admonitions and stray directives': [
    ':::tip[Custom *title*]',
    'Inside with `code` and [a link](./other.md).',
    '',
    '```yaml',
    'k: v',
    '```',
    ':::',
    '',
    ':::note',
    'Plain note.',
    ':::',
    '',
    ':::warning Old style title',
    'Body.',
    ':::',
    '',
    'A :textdirective[label]{a="b"} in prose.',
    '',
    '::leaf[x]',
    '',
    ':::custom',
    'kept text',
    ':::',
  ].join('\n'),
  'raw HTML next to highlighted code': [
    '<details>',
    '<summary>More</summary>',
    '',
    '```bash',
    'echo "<b>" && cat <file>',
    '```',
    '',
    '</details>',
    '',
    '<!-- a note for writers -->',
    '',
    'Text with <kbd>Ctrl</kbd>.',
  ].join('\n'),
  'autolink literals': [
    'Mail me@example.com, see www.example.com or https://example.com/a?b=c.',
    '',
    'Spelled: me&#64;example.com and http&#58;//x.org.',
    '',
    '```json',
    '{"at": "no@link.here"}',
    '```',
  ].join('\n'),
};

describe('the Markdown pipeline', () => {
  for (const [name, body] of Object.entries(PAGES)) {
    it(`prints the same page as the reference pipeline: ${name}`, async () => {
      expect(await fast(body)).toEqual(await reference(body));
    });
  }

  it('leaves out only the autolink steps a text cannot use', () => {
    expect(unusableAutolinks('plain words')).toEqual(['emailAutolink', 'wwwAutolink', 'protocolAutolink', 'literalTransform']);
    expect(unusableAutolinks('plain &amp; words')).toEqual(['emailAutolink', 'wwwAutolink', 'protocolAutolink']);
    expect(unusableAutolinks('a@b.c WWW.x HTTPS://y')).toEqual([]);
  });

  it('parses the same tree, positions included, without the unusable autolink constructs', () => {
    const text = PAGES['prose, headings, links and a table'] + '\n\n' + PAGES['admonitions and stray directives'];
    const full = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
    const trimmed = unified()
      .use(remarkParse)
      .use(remarkGfmTrimmed, { drop: unusableAutolinks(text) })
      .use(remarkDirective);
    expect(unusableAutolinks(text)).toContain('emailAutolink');
    expect(trimmed.runSync(trimmed.parse(text))).toEqual(full.runSync(full.parse(text)));
  });
});
