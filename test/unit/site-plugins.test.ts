import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { compileMarkdown } from '../../generator/markdown/compile-doc.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { WriterError } from '../../generator/errors.js';
import { mdxComponents } from '../../theme/components/index.js';
import type { SitePlugins } from '../../generator/markdown/remark/site-plugins.js';
import type { CompiledDoc } from '../../generator/types.js';
import {
  admonitionSyntax,
  DEFAULT_ADMONITIONS,
  siteAdmonitionKeywords,
  type AdmonitionSyntax,
} from '../../generator/markdown/syntax/admonition-syntax.js';

// A site's remark/rehype plugins run where Docusaurus runs them, see the trees they are written
// for, and feed the page's headings and TOC; its admonition keywords work on every Markdown path.
interface Tree {
  type: string;
  tagName?: string;
  name?: string;
  children?: Tree[];
  properties?: Record<string, unknown>;
}

const find = (t: Tree, test: (n: Tree) => boolean): Tree | undefined => (test(t) ? t : t.children?.map((c) => find(c, test)).find(Boolean));

async function context(plugins?: SitePlugins, admonitions: AdmonitionSyntax = DEFAULT_ADMONITIONS): Promise<MarkdownContext> {
  return {
    highlighter: await getHighlighter(),
    routeOfFile: () => undefined,
    resolveImport: () => undefined,
    knownComponents: () => [],
    loadModule: async () => undefined,
    functions: {},
    admonitions,
    ...(plugins && { plugins }),
  };
}

const input = (body: string, format: 'md' | 'mdx' = 'md') => ({
  file: `docs/page.${format}`,
  abs: `/site/docs/page.${format}`,
  source: body,
  body,
  format,
});

function html(doc: CompiledDoc): string {
  if (doc.body.type === 'html') return doc.body.html;
  if (doc.body.type === 'component') return renderToString(createElement(doc.body.Component, { components: mdxComponents }));
  return '';
}

const PAGE = '# Title\n\n:::tip[Hint]\n\nText with a [link](https://example.org).\n\n:::\n';

/** Four plugins that log when they run and what they saw. */
function recorders(log: string[]): SitePlugins {
  const note = (name: string, saw: (t: Tree) => string) => (options?: { tag?: string }) => (tree: Tree) => {
    log.push(`${name}${options?.tag ? `(${options.tag})` : ''}: ${saw(tree)}`);
  };
  const sawAdmonition = (t: Tree) =>
    find(t, (n) => n.type === 'containerDirective') ? 'directive' : find(t, (n) => n.type === 'admonition') ? 'admonition' : 'none';
  const sawAside = (t: Tree) => (find(t, (n) => n.tagName === 'aside') ? 'aside' : 'no aside');
  return {
    beforeDefaultRemarkPlugins: [note('beforeDefaultRemark', sawAdmonition)],
    remarkPlugins: [[note('remark', sawAdmonition), { tag: 'with options' }]],
    beforeDefaultRehypePlugins: [note('beforeDefaultRehype', sawAside)],
    rehypePlugins: [note('rehype', sawAside)],
  };
}

describe('site remark and rehype plugins', () => {
  for (const format of ['md', 'mdx'] as const) {
    it(`run in Docusaurus's order, with their options, around docsgen's own (${format})`, async () => {
      const log: string[] = [];
      const doc = await compileMarkdown(input(PAGE, format), await context(recorders(log)));
      // The before-default plugin sees the directive the admonition plugin then turns into an admonition.
      expect(log).toEqual([
        'beforeDefaultRemark: directive',
        'remark(with options): admonition',
        'beforeDefaultRehype: aside',
        'rehype: aside',
      ]);
      expect(doc.markdownPath).toBe(format === 'md' ? 'remark' : 'mdx');
    });
  }

  it('send every page through the compiler that runs them, even a page the fast path would take', async () => {
    const none = await compileMarkdown(input('Plain text.\n'), await context());
    expect(none.markdownPath).toBe('fast');
    const withPlugins = await compileMarkdown(input('Plain text.\n'), await context(recorders([])));
    expect(withPlugins.markdownPath).toBe('remark');
  });

  it('give a heading a plugin adds an anchor id and a TOC entry (remark and rehype plugins, both paths)', async () => {
    const remarkHeading = () => (tree: Tree) => {
      tree.children?.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Added by remark' } as Tree] } as Tree);
    };
    const rehypeHeading = () => (tree: Tree) => {
      tree.children?.push({
        type: 'element',
        tagName: 'h3',
        properties: {},
        children: [{ type: 'text', value: 'Added by rehype' } as Tree],
      });
    };
    const plugins: SitePlugins = {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [remarkHeading],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [rehypeHeading],
    };
    for (const format of ['md', 'mdx'] as const) {
      const doc = await compileMarkdown(input('## Written\n', format), await context(plugins));
      expect(doc.toc).toEqual([
        { depth: 2, id: 'written', text: 'Written' },
        { depth: 2, id: 'added-by-remark', text: 'Added by remark' },
        { depth: 3, id: 'added-by-rehype', text: 'Added by rehype' },
      ]);
      expect(html(doc)).toMatch(/<h2 id="added-by-remark">Added by remark<a class="hash-link" href="#added-by-remark"/);
    }
  });

  it("may add raw HTML to a page that has none, which is parsed (and made safe) as the writer's is", async () => {
    const remarkBanner = () => (tree: Tree) => {
      tree.children?.unshift({ type: 'html', value: '<div class="banner" onclick="steal()">Beta</div>' } as Tree);
    };
    const plugins: SitePlugins = {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [remarkBanner],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
    };
    const doc = await compileMarkdown(input('Plain text.\n'), await context(plugins));
    expect(html(doc)).toContain('<div class="banner">Beta</div>');
  });

  it('find heading ids set, as in Docusaurus; a heading they add with the same text gets its own id', async () => {
    const seen: unknown[] = [];
    const rehypeSeeIds = () => (tree: Tree) => {
      seen.push(find(tree, (n) => n.tagName === 'h2')?.properties?.id);
      tree.children?.push({ type: 'element', tagName: 'h2', properties: {}, children: [{ type: 'text', value: 'Setup' } as Tree] });
    };
    const plugins: SitePlugins = {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [rehypeSeeIds],
    };
    for (const format of ['md', 'mdx'] as const) {
      const doc = await compileMarkdown(input('## Setup {#setup}\n\n## Setup\n', format), await context(plugins));
      expect(doc.toc.map((t) => t.id)).toEqual(['setup', 'setup-1', 'setup-2']);
    }
    expect(seen).toEqual(['setup', 'setup']);
  });

  it('see every fence as a code node (lang, meta, place), then the unhighlighted <pre><code>, then the highlighted block', async () => {
    const saw: string[] = [];
    const remarkCodes = () => (tree: Tree) => {
      const codes: Tree[] = [];
      const walk = (n: Tree) => (n.type === 'code' ? codes.push(n) : n.children?.forEach(walk));
      walk(tree);
      for (const c of codes as unknown as { lang: string; meta: string | null; value: string; position: { start: { line: number } } }[])
        saw.push(`remark ${c.lang} ${c.meta} ${c.position.start.line} ${c.value}`);
    };
    const rehypeBefore = () => (tree: Tree) => {
      const code = find(tree, (n) => n.tagName === 'code');
      saw.push(`before ${String(code?.properties?.className)} ${(code as { data?: { meta?: string } } | undefined)?.data?.meta}`);
    };
    const rehypeAfter = () => (tree: Tree) => {
      saw.push(`after ${find(tree, (n) => n.tagName === 'pre')?.properties?.className}`);
    };
    const plugins: SitePlugins = {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [remarkCodes],
      beforeDefaultRehypePlugins: [rehypeBefore],
      rehypePlugins: [rehypeAfter],
    };
    const page = '# Code\n\n```bash title="run.sh" {1}\nthv run fetch\n```\n\n- item\n\n  ```yaml\n  a: 1\n  ```\n';
    for (const format of ['md', 'mdx'] as const) {
      saw.length = 0;
      const doc = await compileMarkdown(input(page, format), await context(plugins));
      expect(saw).toEqual([
        'remark bash title="run.sh" {1} 3 thv run fetch',
        'remark yaml null 9 a: 1',
        'before language-bash title="run.sh" {1}',
        'after shiki,shiki-themes,github-light-default,github-dark-default',
      ]);
      expect(html(doc)).toContain('run.sh');
    }
  });

  it('may add a fence in a language the page never names, which is highlighted', async () => {
    const remarkAddScss = () => (tree: Tree) => {
      tree.children?.push({
        type: 'code',
        lang: 'scss',
        meta: null,
        value: '$accent: #0a3069;\n.a { color: $accent; }',
      } as unknown as Tree);
    };
    const plugins: SitePlugins = {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [remarkAddScss],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
    };
    for (const format of ['md', 'mdx'] as const) {
      const doc = await compileMarkdown(input('Plain text.\n', format), await context(plugins));
      expect(doc.warnings).toEqual([]);
      // scss is a grammar loaded on demand: coloured tokens, not plain text.
      expect(html(doc)).toMatch(/<span style="--shiki-light:[^"]*"[^>]*>\$accent<\/span>/);
    }
  });

  it('name the plugin and the page when a plugin throws, as a writer error', async () => {
    const remarkBroken = () => () => {
      throw new Error('cannot read properties of undefined');
    };
    const plugins: SitePlugins = {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [remarkBroken],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
    };
    for (const format of ['md', 'mdx'] as const) {
      const err = await compileMarkdown(input('Text.\n', format), await context(plugins)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(WriterError);
      expect((err as WriterError).place.file).toBe(`docs/page.${format}`);
      expect((err as WriterError).message).toBe(
        'the site plugin remarkPlugins[0] (remarkBroken) failed on this page: cannot read properties of undefined',
      );
    }
  });
});

describe('custom admonition keywords', () => {
  const SECURITY = ':::security[Keep keys safe]\n\nNever commit them.\n\n:::\n';
  const ASIDE = '<aside class="admonition admonition-note theme-admonition-security" role="note" aria-label="Keep keys safe">';

  it('render as admonitions on every path: fast, remark, MDX fast and MDX', async () => {
    const ctx = await context(undefined, admonitionSyntax(siteAdmonitionKeywords(['security'], true)));
    const paths = [
      await compileMarkdown(input(SECURITY), ctx, 'fast'),
      await compileMarkdown(input(SECURITY), ctx, 'remark'),
      await compileMarkdown(input(SECURITY, 'mdx'), ctx, 'fast'),
      await compileMarkdown(input(SECURITY, 'mdx'), ctx, 'remark'),
    ];
    expect(paths.map((d) => d.markdownPath)).toEqual(['fast', 'remark', 'mdx-fast', 'mdx']);
    for (const d of paths) {
      expect(html(d)).toContain(ASIDE);
      expect(html(d)).toContain('<p>Never commit them.</p>');
    }
    // Without a title, the label is the keyword.
    expect(html(await compileMarkdown(input(':::security\n\nx\n\n:::\n'), ctx))).toContain('aria-label="Security">');
    // The defaults stay (extendDefaults: true).
    expect(html(await compileMarkdown(input(':::tip\n\nx\n\n:::\n'), ctx))).toContain('<aside class="admonition admonition-tip"');
  });

  it('replace the defaults with extendDefaults: false; a word that is no keyword stays text', async () => {
    const ctx = await context(undefined, admonitionSyntax(siteAdmonitionKeywords(['security'], false)));
    for (const path of ['fast', 'remark'] as const) {
      const out = html(await compileMarkdown(input(':::tip\n\nx\n\n:::\n\n:::security\n\ny\n\n:::\n'), ctx, path));
      expect(out).not.toContain('admonition-tip');
      expect(out).toContain('<p>:::tip</p>');
      expect(out).toContain('theme-admonition-security');
    }
  });
});
