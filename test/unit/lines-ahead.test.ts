import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { HighlighterCore } from 'shiki/core';
import { COMMON_LANGUAGES, getHighlighter, loadFenceLanguages } from '../../generator/markdown/highlight/highlight.js';
import { blockLinesAhead, dualThemeCodeHtml, dualThemeTokens } from '../../generator/markdown/highlight/dual-theme-tokens.js';
import { acceptLinesAhead, blockKey, dropLinesAhead, takeLinesAhead } from '../../generator/markdown/highlight/lines-ahead.js';
import { linesOfPage } from '../../generator/markdown/highlight/blocks-ahead.js';
import { SAMPLES } from './highlight-samples.js';

// A Markdown worker (compile-ahead.ts, for MDX pages) sends a block's lines as tokens naming their
// colours by key; the main
// thread prints them. Whatever it prints from them must be what it prints from its own tokenizing:
// the HTML of Markdown pages, the HTML React prints for MDX fast-path pages, the tokens of the
// syntax-tree path.

async function highlighter(): Promise<HighlighterCore> {
  const hl = await getHighlighter();
  await loadFenceLanguages(hl, [...COMMON_LANGUAGES, 'html', 'css', 'jsx', 'graphql', 'scss']);
  return hl;
}

/** What the main thread makes of a block, all three ways, with or without the worker's lines. */
function outputs(hl: HighlighterCore, code: string, lang: string, marked: Set<number>, ahead: boolean) {
  const give = () => ahead && acceptLinesAhead([[blockKey(lang, code), structuredClone(blockLinesAhead(hl, code, lang)!)]]);
  const shape = (lines: { content: string; offset: number; htmlStyle?: unknown }[][] | undefined) =>
    lines?.map((l) => l.map((t) => [t.content, t.offset, t.htmlStyle]));
  give();
  const html = dualThemeCodeHtml(hl, code, lang, marked);
  give();
  const react = dualThemeCodeHtml(hl, code, lang, marked, 'react');
  give();
  const tokens = shape(dualThemeTokens(hl, code, lang));
  return { html, react, tokens };
}

describe('code blocks coloured on a Markdown worker', () => {
  it('print exactly as blocks coloured on the main thread, for every grammar, sample and marked lines', async () => {
    const hl = await highlighter();
    for (const lang of hl.getLoadedLanguages()) {
      for (const code of SAMPLES) {
        for (const marked of [new Set<number>(), new Set([1, 3])]) {
          const direct = outputs(hl, code, lang, marked, false);
          expect(direct.html, `${lang} takes the one-tokenization path`).toBeDefined();
          expect(outputs(hl, code, lang, marked, true), `${lang}: ${JSON.stringify(code.slice(0, 30))}`).toEqual(direct);
        }
      }
    }
    // Every block given was taken, once.
    expect(takeLinesAhead('bash', SAMPLES[3])).toBeUndefined();
  });

  it('print exactly as blocks coloured here for any mix of code fragments (property)', async () => {
    const hl = await highlighter();
    const fragments = [
      'a',
      'echo',
      ' ',
      '  ',
      '\t',
      '\n',
      '\r\n',
      '"',
      "'",
      '#',
      '//',
      '/*',
      '*/',
      '<',
      '&',
      '>',
      '{',
      '}',
      ':',
      '-',
      '$x',
      '${',
      '1',
      '\u00a0',
      '日本',
      '\\',
      '|',
      '`',
    ];
    const code = fc.array(fc.constantFrom(...fragments), { maxLength: 40 }).map((parts) => parts.join(''));
    for (const lang of ['bash', 'json', 'yaml', 'typescript', 'python', 'html']) {
      fc.assert(
        fc.property(code, fc.subarray([1, 2, 3, 5]), (text, marked) => {
          const lines = new Set(marked);
          expect(outputs(hl, text, lang, lines, true)).toEqual(outputs(hl, text, lang, lines, false));
        }),
        { numRuns: 120, seed: 11 },
      );
    }
  });

  it('finds the blocks a page compiles, keyed as highlighting looks them up, markdown left to the page', async () => {
    const hl = await highlighter();
    await loadFenceLanguages(hl, ['markdown']);
    const body = [
      '# Title',
      '',
      '```yaml title="a.yaml" {2}',
      'a: 1',
      'b: 2',
      '```',
      '',
      '- item',
      '',
      '  ```bash',
      '  thv run x',
      '  ```',
      '',
      '```md',
      '# not here',
      '```',
      '',
      '```mermaid',
      'graph TD',
      '```',
      '',
      '```text',
      'plain',
      '```',
      '',
      '```nosuchlang',
      'x',
      '```',
    ].join('\n');
    const keys = linesOfPage(hl, body).map(([key]) => key);
    expect(keys).toEqual([blockKey('yaml', 'a: 1\nb: 2'), blockKey('bash', 'thv run x')]);
    dropLinesAhead();
  });
});
