import { describe, expect, it } from 'vitest';
import { comparable, GIVEN, type CompareOptions } from '../compare-paths.js';
import { join } from 'node:path';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { markdownInput } from '../../generator/markdown/cache/compile-cached.js';
import { createPageCompiler } from '../../generator/markdown/page-compiler.js';
import { createPipelines } from '../../generator/markdown/remark/pipelines.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';
import { loadConfig } from '../../generator/config/load-config.js';
import { loadContent } from '../../generator/site/load-site.js';
import { mdxComponents } from '../../theme/components/index.js';
import type { SitePlugins } from '../../generator/markdown/remark/site-plugins.js';
import type { CompiledDoc, MarkdownPathTaken } from '../../generator/types.js';
import { makeMdxCorpus } from '../fixtures/make-mdx-corpus.js';
import { Intro, mdxCorpusContext, THEME } from '../fixtures/mdx-corpus-context.js';

// The MDX printer's fast lane (rehype-static-mdx.ts) earns its place only while its React elements
// print what the compiled MDX prints: every MDX page of a generated corpus and of the site, through
// the chain with and without a site plugin, printed both ways and compared.
const SAME: CompareOptions = { given: GIVEN, renderErrors: true };

/** A do-nothing site plugin: the page then takes the chain whatever the fast paths would do. */
const NOOP: SitePlugins = {
  beforeDefaultRemarkPlugins: [],
  remarkPlugins: [() => () => undefined],
  beforeDefaultRehypePlugins: [],
  rehypePlugins: [],
};

/** The page printed both ways (the same compile otherwise, no cache); the tree printer's share is
 *  counted. */
async function bothWays(
  input: Parameters<typeof compileMarkdown>[0],
  ctx: MarkdownContext,
  plugins: SitePlugins | undefined,
  path: 'auto' | 'remark',
  count: { tree: number },
  components?: Record<string, unknown>,
) {
  const tree = await compileMarkdown(input, { ...ctx, cache: undefined, plugins, pipelines: createPipelines(plugins) }, path);
  const compiled = await compileMarkdown(
    input,
    { ...ctx, cache: undefined, plugins, pipelines: createPipelines(plugins, { staticMdx: false }) },
    path,
  );
  const taken: MarkdownPathTaken = plugins ? 'mdx' : tree.markdownPath;
  expect(tree.markdownPath).toBe(taken);
  if (tree.mdxPrinter === 'tree') count.tree++;
  expect(compiled.mdxPrinter ?? 'compiler').toBe('compiler');
  expect(comparable(tree, { ...SAME, components }), input.file).toEqual(comparable(compiled, { ...SAME, components }));
}

describe('MDX trees printed as React elements without the compiler', () => {
  it('print what the compiler prints on a generated corpus, with and without a site plugin', async () => {
    const pages = makeMdxCorpus(120).filter((p) => p.file.endsWith('.mdx'));
    const { root, ctx } = await mdxCorpusContext(pages, 'static-mdx-');
    const count = { tree: 0 };
    for (const page of pages) {
      const input = { file: page.file, abs: join(root, page.file), source: page.body, body: page.body, format: 'mdx' as const };
      await bothWays(input, ctx, NOOP, 'auto', count);
      await bothWays(input, ctx, undefined, 'remark', count);
    }
    // Every corpus page is Markdown, imports and literal JSX: the tree printer takes them all.
    expect(count.tree).toBe(pages.length * 2);
  });

  it('leave to the compiler, code blocks and all, the trees they cannot print', async () => {
    const ctx: MarkdownContext = {
      highlighter: await getHighlighter(),
      routeOfFile: () => undefined,
      resolveImport: (_, spec) => THEME[spec],
      knownComponents: () => Object.keys(mdxComponents),
      loadModule: async (t) => (t.kind === 'component' ? (mdxComponents as Record<string, unknown>)[t.name] : Intro),
      functions: {},
      admonitions: DEFAULT_ADMONITIONS,
    };
    const fence = '```bash title="run.sh" {1}\nthv run fetch\n```\n\n```nonsense\nx < y\n```\n';
    const pages = {
      'an export': `export const port = 8080;\n\nRun it on {port}:\n\n${fence}`,
      'a spread prop': `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs {...{ groupId: 'os' }}>\n<TabItem value="a">\n\n${fence}\n</TabItem>\n</Tabs>\n`,
      'a call in an expression': `Now: {new Date(0).getUTCFullYear()}\n\n${fence}`,
    };
    const count = { tree: 0 };
    for (const [name, body] of Object.entries(pages)) {
      const input = { file: `docs/${name}.mdx`, abs: `/site/docs/${name}.mdx`, source: body, body, format: 'mdx' as const };
      await bothWays(input, ctx, NOOP, 'auto', count);
      await bothWays(input, ctx, undefined, 'remark', count);
    }
    expect(count.tree).toBe(0);
  });

  it('print what the compiler prints on every .mdx page of the site, with and without a site plugin', async () => {
    const loaded = await loadConfig(join(import.meta.dirname, '../../docsgen.config.ts'));
    const content = loadContent(loaded, { dev: false });
    const compiler = await createPageCompiler(content, await getHighlighter());
    const docs = content.fileDocs.filter((d) => d.format === 'mdx');
    const count = { tree: 0 };
    for (const doc of docs) {
      const input = markdownInput(content.root, doc, content.bodies.get(doc.id) ?? '', compiler.trustedHtml);
      await bothWays(input, compiler.ctx, NOOP, 'auto', count, compiler.components);
      await bothWays(input, compiler.ctx, undefined, 'remark', count, compiler.components);
    }
    expect(docs.length).toBeGreaterThan(20);
    expect(count.tree).toBeGreaterThanOrEqual(2 * docs.length - 4);
  });
});
