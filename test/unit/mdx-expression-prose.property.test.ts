import { describe, expect, it } from 'vitest';
import { comparable, type CompareOptions } from '../compare-paths.js';
import fc from 'fast-check';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { createPipelines } from '../../generator/markdown/remark/pipelines.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { mdxComponents } from '../../theme/components/index.js';
import type { CompiledDoc } from '../../generator/types.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';

/** The MDX compiler forced: no React tree made from the chain's tree (rehype-static-mdx.ts). */
const compilerOnly = () => createPipelines(undefined, { staticMdx: false });

// MDX comments and `{props.…}` expressions in prose reach markdown-it as placeholder tags of the
// same length (prose-expressions.ts): emphasis, code spans, escapes, links and inline tags around
// them must come out as the MDX compiler makes them, the texts on either side of a comment kept
// apart, each expression where compiled MDX puts it. Pages are rendered alone and given props.
const PIECES = [
  '{/* c */}',
  '{/* c */}',
  '{props.greeting}',
  "{props.count ?? 'none'}",
  '{props.user?.name}',
  '<!-- h -->',
  '*',
  '**',
  '_',
  '__',
  ' ',
  ' ',
  'x',
  'Text',
  '`',
  '\\',
  '[l](#a)',
  '[',
  ']',
  '<sup>',
  '</sup>',
  '\n',
  '.',
  ',',
  '(',
  ')',
  '"',
  'é',
  '!',
  '  \n',
];
const prose = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 16 }).map((xs) => xs.join(''));
/** A line of prose, alone, in a list item, a quote, a heading, a table cell, after a tag or inside
 *  an element. */
const page = fc.tuple(prose, fc.constantFrom('p', 'p', 'li', 'quote', 'h2', 'table', 'element')).map(([text, where]) => {
  const line = text.replace(/\n/g, ' ');
  if (where === 'li') return `- ${text}\n`;
  if (where === 'quote') return `> ${text}\n`;
  if (where === 'h2') return `## ${line}\n`;
  if (where === 'table') return `| a | b |\n|---|---|\n| ${line} | c |\n`;
  if (where === 'element') return `<details>\n\n${text}\n\n</details>\n`;
  return `${text}\n`;
});

// Props with Markdown in them, which must stay text.
const SAME: CompareOptions = { given: { greeting: 'hi *there*', count: 0, user: { name: 'Ada' } } };

describe('MDX comments and props expressions in prose', () => {
  it('print as the MDX compiler prints them', async () => {
    const ctx: MarkdownContext = {
      highlighter: await getHighlighter(),
      routeOfFile: () => undefined,
      resolveImport: () => undefined,
      knownComponents: () => Object.keys(mdxComponents),
      loadModule: async () => undefined,
      functions: {},
      admonitions: DEFAULT_ADMONITIONS,
      pipelines: compilerOnly(),
    };
    let fast = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(page, async (body) => {
        const input = { file: 'docs/page.mdx', abs: '/site/docs/page.mdx', source: body, body, format: 'mdx' as const };
        const full = await compileMarkdown(input, ctx, 'remark').catch(() => undefined);
        // Not MDX at all (a stray `<sup>`): the compiler's error is the page's, on either path.
        if (!full) return;
        runs++;
        const auto = await compileMarkdown(input, ctx);
        if (auto.markdownPath === 'mdx-fast' && body.includes('{')) fast++;
        expect(comparable(auto, SAME), body).toEqual(comparable(full, SAME));
      }),
      { numRuns: 500, seed: 20261129 },
    );
    // The property means something only when many pages with expressions take the fast path.
    expect(fast, `${fast} of ${runs} with expressions on the fast path`).toBeGreaterThan(runs / 4);
  });
});
