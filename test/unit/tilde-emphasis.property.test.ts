import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { fastPathRefusal } from '../../generator/markdown/fast/fast-path-gate.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { mdxComponents } from '../../theme/components/index.js';
import type { CompiledDoc } from '../../generator/types.js';

// Strikethrough beside emphasis and plain URLs in one paragraph (tilde-runs.ts, fast-path-gate.ts):
// runs of tildes, `*` and `_` of one to three and whole spans, URLs with tildes in, before and after them, words,
// punctuation, code and links, over one or two lines. Whatever the gate lets through must come out
// of the fast paths exactly as out of remark or the MDX compiler.
const MARKERS = ['~', '~~', '~~', '~~~', '*', '**', '_', '__', '\\~', '\\*'];
const WORDS = ['a', 'word', 'x', ' ', ' ', ' ', '.', ',', '(', ')', '!', '`c`', '[l](#x)', '\n', 'é', '{props.x}', '{/* c */}'];
/** Whole spans, so that many pages have strikethrough and emphasis both. */
const SPANS = [' ~~s~~ ', ' ~t~ ', '~~s t~~', ' **b** ', ' _i_ ', '*e*', '__u__'];
const URLS = [' https://example.com ', ' https://example.com/a', 'https://x.com/a~b', ' www.example.com ', 'https://example.com.'];
const prose = fc.array(fc.oneof(
  { arbitrary: fc.constantFrom(...MARKERS), weight: 4 }, { arbitrary: fc.constantFrom(...SPANS), weight: 4 },
  { arbitrary: fc.constantFrom(...WORDS), weight: 8 }, { arbitrary: fc.constantFrom(...URLS), weight: 1 },
), { minLength: 1, maxLength: 16 }).map((xs) => xs.join(''));
const page = fc.tuple(prose, fc.constantFrom('p', 'p', 'p', 'li', 'quote', 'h2', 'table')).map(([text, where]) => {
  const line = text.replace(/\n/g, ' ');
  if (where === 'li') return `- ${text}\n`;
  if (where === 'quote') return `> ${text.replace(/\n/g, '\n> ')}\n`;
  if (where === 'h2') return `## ${line}\n`;
  if (where === 'table') return `| a | b |\n|---|---|\n| ${line} | c |\n`;
  return `${text}\n`;
});
/** Hand-picked pages: the theme preview's line, and crossings the gate must refuse. */
const SAMPLES = [
  'Plain text with **bold**, _italic_, ~~strikethrough~~, `inline code`, a [link](/x),\nan autolink https://github.com/stacklok/toolhive and a footnote.\n',
  '*a ~~b* c~~\n', '~~x~~ *a ~~b* c~~\n', '~~a *b~~ c*\n', '**a ~~b~~ c**\n', '~~a *b* c~~ https://example.com.\n',
  '_a_ ~b~ _c_ and https://example.com, ~~d~~\n',
];

function html(doc: CompiledDoc): string {
  if (doc.body.type === 'html') return doc.body.html;
  if (doc.body.type !== 'component') return `<${doc.body.type}>`;
  return renderToString(createElement(doc.body.Component, { components: mdxComponents }));
}
const comparable = (doc: CompiledDoc) => ({ html: html(doc), toc: doc.toc, links: doc.links, warnings: doc.warnings, assets: doc.assets });

async function context(): Promise<MarkdownContext> {
  return {
    highlighter: await getHighlighter(), routeOfFile: () => undefined, resolveImport: () => undefined,
    knownComponents: () => Object.keys(mdxComponents), loadModule: async () => undefined, functions: {},
  };
}

/** The page compiled by the full pipeline and by the automatic choice; undefined when the full
 *  pipeline rejects it (not MDX: the compiler's error is the page's on either path). */
async function bothWays(ctx: MarkdownContext, body: string, format: 'md' | 'mdx'): Promise<{ full: CompiledDoc; auto: CompiledDoc } | undefined> {
  const input = { file: `docs/page.${format}`, abs: `/site/docs/page.${format}`, source: body, body, format };
  const full = await compileMarkdown(input, ctx, 'remark').catch(() => undefined);
  if (!full) return undefined;
  return { full, auto: await compileMarkdown(input, ctx) };
}

describe('strikethrough beside emphasis and URLs on the fast paths', () => {
  it('takes prose whose strikethrough cannot cross its emphasis, refuses crossings', () => {
    expect(fastPathRefusal(SAMPLES[0])).toBeUndefined();
    expect(fastPathRefusal(SAMPLES[4])).toBeUndefined();
    for (const crossing of SAMPLES.slice(1, 4)) expect(fastPathRefusal(crossing)).toBe('tildes');
  });

  for (const format of ['md', 'mdx'] as const) {
    it(`prints as the full pipeline prints it (${format})`, async () => {
      const ctx = await context();
      for (const body of SAMPLES) {
        const both = await bothWays(ctx, body, format);
        expect(both, body).toBeDefined();
        expect(comparable(both!.auto), body).toEqual(comparable(both!.full));
      }
      let runs = 0;
      let mixed = 0;
      // Three or more `*` or `_` in a run between punctuation: a known gap of the gates with or
      // without tildes (mdx-expression-prose.property.test.ts), left out here.
      await fc.assert(fc.asyncProperty(page.filter((body) => !/[*_]{3}/.test(body)), async (body) => {
        const both = await bothWays(ctx, body, format);
        if (!both) return;
        runs++;
        const out = html(both.auto);
        if (both.auto.markdownPath !== 'remark' && both.auto.markdownPath !== 'mdx' && out.includes('<del>') && /<em>|<strong>|<a href="http/.test(out)) mixed++;
        expect(comparable(both.auto), body).toEqual(comparable(both.full));
      }), { numRuns: 700, seed: format === 'md' ? 20261201 : 20261202 });
      // The property means something only when many pages mix the two and take a fast path.
      expect(mixed, `${mixed} of ${runs} with strikethrough beside emphasis or a URL on the fast path`).toBeGreaterThan(runs / 15);
    });
  }
});
