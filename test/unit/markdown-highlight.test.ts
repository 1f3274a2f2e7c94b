import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { COMMON_LANGUAGES, getHighlighter, highlightToHast, highlightToHtml, loadFenceLanguages } from '../../generator/markdown/highlight/highlight.js';
import { dualThemeTokens } from '../../generator/markdown/highlight/dual-theme-tokens.js';
import { tokensToCodeHtml } from '../../generator/markdown/highlight/tokens-to-html.js';
import { SAMPLES } from './highlight-samples.js';

// No per-line time limit: under load shiki's default cuts a language's first line short.
const THEMES = { themes: { light: 'github-light-default', dark: 'github-dark-default' }, defaultColor: false, tokenizeTimeLimit: 0 } as const;


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
        const mark = { line(this: { addClassToHast: (n: Element, c: string) => void }, node: Element, line: number) { if (line === 2) this.addClassToHast(node, 'highlighted'); } };
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
        const shape = (lines: { content: string; offset: number; htmlStyle?: unknown }[][]) => lines.map((l) => l.map((t) => [t.content, t.offset, t.htmlStyle]));
        expect(shape(mine!), `${lang}: ${code.slice(0, 30)}`).toEqual(shape(ref));
      }
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
        expect(shape(dualThemeTokens(hl, code, lang)!), `${lang} pass ${pass}`).toEqual(shape(hl.codeToTokens(code, { lang, ...THEMES }).tokens));
      }
    }
  });

  it('builds the same <pre> tree as shiki’s codeToHast for the MDX pipeline', async () => {
    const hl = await highlighter();
    for (const lang of [...hl.getLoadedLanguages(), 'text']) {
      for (const code of SAMPLES) {
        const mark = { line(this: { addClassToHast: (n: Element, c: string) => void }, node: Element, line: number) { if (line === 2 || line === 3) this.addClassToHast(node, 'highlighted'); } };
        const expected = hl.codeToHast(code, { lang, ...THEMES, transformers: [mark as never] }).children[0];
        expect(highlightToHast(hl, { code, lang, highlightLines: new Set([2, 3]) }), `${lang}: ${code.slice(0, 30)}`).toEqual(expected);
      }
    }
  });

  it('gives the same <pre> as the syntax-tree path, line numbers and highlighted lines included', async () => {
    const hl = await highlighter();
    for (const [lang, extra] of [['json', []], ['bash', ['line-numbers']], ['text', []], ['yaml', ['line-numbers']]] as const) {
      const req = { code: SAMPLES[1], lang, highlightLines: new Set([1, 3]) };
      const pre = highlightToHast(hl, req);
      const cls = pre.properties.className ?? pre.properties.class;
      // what remark-code does to the hast `<pre>` (and so the attribute order of the page's HTML)
      pre.properties = { ...pre.properties, class: undefined, className: [...String(cls).split(/\s+/).filter(Boolean), ...extra] };
      expect(highlightToHtml(hl, req, [...extra])).toBe(toHtml(pre));
    }
  });
});
