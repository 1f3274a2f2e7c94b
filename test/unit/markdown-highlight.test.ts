import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import {
  COMMON_LANGUAGES,
  getHighlighter,
  highlightToHast,
  highlightToHtml,
  highlightToTreeHtml,
  loadFenceLanguages,
} from '../../generator/markdown/highlight/highlight.js';
import fc from 'fast-check';
import { dualThemeCodeHtml, dualThemeTokens } from '../../generator/markdown/highlight/dual-theme-tokens.js';
import { tokensToCodeHtml } from '../../generator/markdown/highlight/tokens-to-html.js';
import { SAMPLES } from './highlight-samples.js';

// No per-line time limit: under load shiki's default cuts a language's first line short.
const THEMES = {
  themes: { light: 'github-light-default', dark: 'github-dark-default' },
  defaultColor: false,
  tokenizeTimeLimit: 0,
} as const;

/** The highlighter with every common grammar (a build loads those its pages' fences name). */
async function highlighter(): Promise<HighlighterCore> {
  const hl = await getHighlighter();
  await loadFenceLanguages(hl, COMMON_LANGUAGES);
  return hl;
}

describe('code highlighting without syntax trees', () => {
  it('prints shiki tokens exactly as shiki’s hast printed by hast-util-to-html', async () => {
    const hl = await highlighter();
    for (const lang of [...hl.getLoadedLanguages(), 'text']) {
      for (const code of SAMPLES) {
        const mark = {
          line(this: { addClassToHast: (n: Element, c: string) => void }, node: Element, line: number) {
            if (line === 2) this.addClassToHast(node, 'highlighted');
          },
        };
        const hast = hl.codeToHast(code, { lang, ...THEMES, transformers: [mark as never] });
        const pre = hast.children[0] as Element;
        const expected = toHtml(pre.children[0] as Element);
        const tokens = hl.codeToTokens(code, { lang, ...THEMES }).tokens;
        expect(tokensToCodeHtml(tokens, new Set([2])), `${lang}: ${code.slice(0, 30)}`).toBe(expected);
      }
    }
  });

  it('tokenizes once for both themes and gets shiki’s tokens for every grammar', async () => {
    const hl = await highlighter();
    for (const lang of hl.getLoadedLanguages()) {
      for (const code of SAMPLES) {
        const mine = dualThemeTokens(hl, code, lang);
        expect(mine, `${lang} should take the one-tokenization path`).toBeDefined();
        const ref = hl.codeToTokens(code, { lang, ...THEMES }).tokens;
        const shape = (lines: { content: string; offset: number; htmlStyle?: unknown }[][]) =>
          lines.map((l) => l.map((t) => [t.content, t.offset, t.htmlStyle]));
        expect(shape(mine!), `${lang}: ${code.slice(0, 30)}`).toEqual(shape(ref));
      }
    }
  });

  it('prints each line’s HTML directly exactly as tokensToCodeHtml prints shiki’s tokens', async () => {
    const hl = await highlighter();
    for (const lang of hl.getLoadedLanguages()) {
      // twice: the second pass prints from the lines already tokenized and printed
      for (let pass = 0; pass < 2; pass++) {
        for (const code of SAMPLES) {
          for (const marked of [[], [1, 3], [2]]) {
            const lines = new Set(marked);
            const expected = tokensToCodeHtml(hl.codeToTokens(code, { lang, ...THEMES }).tokens, lines);
            expect(dualThemeCodeHtml(hl, code, lang, lines), `${lang} {${marked}} pass ${pass}: ${code.slice(0, 30)}`).toBe(expected);
          }
        }
      }
    }
  });

  it('prints the same HTML directly as from shiki’s tokens for any mix of code fragments (property)', async () => {
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
      '[',
      ']',
      ':',
      ',',
      '-',
      '$x',
      '${',
      '1',
      'true',
      '\u00a0',
      '日本',
      '\\',
      '|',
      '=',
      '`',
    ];
    const code = fc.array(fc.constantFrom(...fragments), { maxLength: 40 }).map((parts) => parts.join(''));
    for (const lang of ['bash', 'json', 'yaml', 'typescript', 'python']) {
      fc.assert(
        fc.property(code, fc.subarray([1, 2, 3, 5]), (text, marked) => {
          const lines = new Set(marked);
          const expected = tokensToCodeHtml(hl.codeToTokens(text, { lang, ...THEMES }).tokens, lines);
          expect(dualThemeCodeHtml(hl, text, lang, lines)).toBe(expected);
        }),
        { numRuns: 150, seed: 7 },
      );
    }
  });

  it('prints the same HTML for lines dropped from, kept in or moved on in the line cache', async () => {
    const hl = await highlighter();
    // more distinct lines than the cache's two generations hold, then lines from its start
    // (dropped), middle (older generation) and end (newest), each after a multi-line string too
    const many = Array.from({ length: 12_000 }, (_, i) => `echo "${i}" # n${i}`);
    dualThemeCodeHtml(hl, many.join('\n'), 'bash', new Set());
    for (const picked of [
      [0, 1, 6_000, 11_999],
      [11_999, 6_001, 2],
    ]) {
      const code = picked.map((i) => `${many[i]}\necho "\n${many[i]}\n"`).join('\n');
      const expected = tokensToCodeHtml(hl.codeToTokens(code, { lang: 'bash', ...THEMES }).tokens, new Set([1]));
      expect(dualThemeCodeHtml(hl, code, 'bash', new Set([1]))).toBe(expected);
    }
  });

  it('reuses a tokenized line only from an equal state', async () => {
    const hl = await highlighter();
    const cases: [string, string][] = [
      ['bash', 'x=1 # note\ncat <<EOF\nx=1 # note\nEOF\nx=1 # note\necho "\nx=1 # note\n"'],
      ['yaml', 'a: b\nc: |\n  a: b\nd:\n  - a: b\n# a: b'],
      ['json', '{"a": "b",\n"a": "b",\n"c": ["a", "b",\n"a", "b"]}'],
      ['typescript', 'const a = 1;\n/*\nconst a = 1;\n*/\n`\nconst a = 1;\n${a}`'],
    ];
    for (const [lang, code] of cases) {
      // twice, so that the second pass is served from the line cache
      for (let pass = 0; pass < 2; pass++) {
        const shape = (lines: { content: string; htmlStyle?: unknown }[][]) => lines.map((l) => l.map((t) => [t.content, t.htmlStyle]));
        expect(shape(dualThemeTokens(hl, code, lang)!), `${lang} pass ${pass}`).toEqual(
          shape(hl.codeToTokens(code, { lang, ...THEMES }).tokens),
        );
      }
    }
  });

  it('builds the same <pre> tree as shiki’s codeToHast for the MDX pipeline', async () => {
    const hl = await highlighter();
    for (const lang of [...hl.getLoadedLanguages(), 'text']) {
      for (const code of SAMPLES) {
        const mark = {
          line(this: { addClassToHast: (n: Element, c: string) => void }, node: Element, line: number) {
            if (line === 2 || line === 3) this.addClassToHast(node, 'highlighted');
          },
        };
        const expected = hl.codeToHast(code, { lang, ...THEMES, transformers: [mark as never] }).children[0];
        expect(highlightToHast(hl, { code, lang, highlightLines: new Set([2, 3]) }), `${lang}: ${code.slice(0, 30)}`).toEqual(expected);
      }
    }
  });

  it('gives the same <pre> as the syntax-tree path, line numbers and highlighted lines included', async () => {
    const hl = await highlighter();
    for (const [lang, extra] of [
      ['json', []],
      ['bash', ['line-numbers']],
      ['text', []],
      ['yaml', ['line-numbers']],
    ] as const) {
      const req = { code: SAMPLES[1], lang, highlightLines: new Set([1, 3]) };
      const pre = highlightToHast(hl, req);
      const cls = pre.properties.className ?? pre.properties.class;
      // what remark-code does to the hast `<pre>` (and so the attribute order of the page's HTML)
      pre.properties = { ...pre.properties, class: undefined, className: [...String(cls).split(/\s+/).filter(Boolean), ...extra] };
      expect(highlightToHtml(hl, req, [...extra])).toBe(toHtml(pre));
    }
  });

  it('prints the syntax-tree path’s <pre> as hast-util-to-html prints it, for the reference pages', async () => {
    const hl = await highlighter();
    for (const lang of [...hl.getLoadedLanguages(), 'text']) {
      for (const code of SAMPLES) {
        const req = { code, lang, highlightLines: new Set<number>() };
        expect(highlightToTreeHtml(hl, req), `${lang}: ${code.slice(0, 30)}`).toBe(toHtml(highlightToHast(hl, req)));
      }
    }
  });
});
