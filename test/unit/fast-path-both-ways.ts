// Compiling a page both ways, for the property tests of the fast paths: the full pipeline (remark
// or the MDX compiler) and the automatic choice of path, in a form to compare.
import fc from 'fast-check';
import { expect } from 'vitest';
import { comparable } from '../compare-paths.js';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { createPipelines } from '../../generator/markdown/remark/pipelines.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { mdxComponents } from '../../theme/components/index.js';
import type { CompiledDoc } from '../../generator/types.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';

/** The MDX compiler forced: no React tree made from the chain's tree (rehype-static-mdx.ts). */
const compilerOnly = () => createPipelines(undefined, { staticMdx: false });

export { comparable, bodyHtml as html } from '../compare-paths.js';

/** A context with the theme's components known (`mdx`) or none. */
export async function context(mdx = true): Promise<MarkdownContext> {
  return {
    highlighter: await getHighlighter(),
    routeOfFile: () => undefined,
    resolveImport: () => undefined,
    knownComponents: () => (mdx ? Object.keys(mdxComponents) : []),
    loadModule: async () => undefined,
    functions: {},
    admonitions: DEFAULT_ADMONITIONS,
    pipelines: compilerOnly(),
  };
}

/** `body` compiled by the full pipeline and by the automatic choice of path; undefined when the
 *  full pipeline rejects it (not MDX at all: the compiler's error is the page's, on either path). */
export async function bothWays(
  ctx: MarkdownContext,
  body: string,
  format: 'md' | 'mdx',
): Promise<{ full: CompiledDoc; auto: CompiledDoc } | undefined> {
  const input = { file: `docs/page.${format}`, abs: `/site/docs/page.${format}`, source: body, body, format };
  const full = await compileMarkdown(input, ctx, 'remark').catch(() => undefined);
  if (!full) return undefined;
  return { full, auto: await compileMarkdown(input, ctx) };
}

/** The property the fast paths' tests share: every generated page the full pipeline accepts comes
 *  out of the automatic choice exactly as out of the full pipeline. `seen` gets each compared page;
 *  the counts say how many were compared and how many took a fast path. */
export async function sameBothWays(
  ctx: MarkdownContext,
  pages: fc.Arbitrary<string>,
  format: 'md' | 'mdx',
  params: fc.Parameters<[string]>,
  seen?: (auto: CompiledDoc, body: string) => void,
): Promise<{ runs: number; fast: number }> {
  let runs = 0;
  let fast = 0;
  await fc.assert(
    fc.asyncProperty(pages, async (body) => {
      const both = await bothWays(ctx, body, format);
      if (!both) return;
      const { full, auto } = both;
      runs++;
      if (auto.markdownPath === 'fast' || auto.markdownPath === 'mdx-fast') fast++;
      seen?.(auto, body);
      expect(comparable(auto), body).toEqual(comparable(full));
    }),
    params,
  );
  return { runs, fast };
}
