import { describe, expect, it } from 'vitest';
import { getHighlighter, loadFenceLanguages } from '../../generator/markdown/highlight/highlight.js';
import { dualThemeCodeHtml } from '../../generator/markdown/highlight/dual-theme-tokens.js';
import { tokensToCodeHtml } from '../../generator/markdown/highlight/tokens-to-html.js';
import { LONG_LINE, MAX_COLOURED_LINE, MAX_LONG_LINES, MAX_STATE_DEPTH } from '../../generator/markdown/highlight/colour-limits.js';
import { stateId } from '../../generator/markdown/highlight/textmate-states.js';
import { LINE_LEXERS } from '../../generator/markdown/highlight/line-lexers.js';

// Code a writer pastes (a minified bundle, a base64 blob) or a hostile page makes (thousands of
// brackets) must not hold a build for minutes or end it: before these limits, one 20,000-character
// word took the JavaScript grammar 35 s, 2,000 lines of ten brackets ran the JSX grammar out of
// memory, and a line of 5,000 brackets overflowed the stack numbering grammar states.

const THEMES = {
  themes: { light: 'github-light-default', dark: 'github-dark-default' },
  defaultColor: false,
  tokenizeTimeLimit: 0,
} as const;

async function highlighter(langs: string[]) {
  const hl = await getHighlighter();
  await loadFenceLanguages(hl, langs);
  return hl;
}

/** The lines of a printed `<code>` element. */
const linesOf = (html: string) => html.replace(/^<code>|<\/code>$/g, '').split('\n');

describe('colouring limits', () => {
  it('shows a line too long to colour as shiki does with tokenizeMaxLineLength, and colours the lines around it', async () => {
    const hl = await highlighter(['js']);
    const long = `const blob = "${'QUJD'.repeat(5000)}";`;
    const code = `const a = 1;\n${long}\nlet b = a + 2;`;
    const html = dualThemeCodeHtml(hl, code, 'js', new Set())!;
    // shiki's own option, on the grammars this path does not take, gives the same HTML.
    expect(html).toBe(
      tokensToCodeHtml(hl.codeToTokens(code, { lang: 'js', ...THEMES, tokenizeMaxLineLength: MAX_COLOURED_LINE }).tokens, new Set()),
    );
    const [first, second, third] = linesOf(html);
    expect(second).toBe(`<span class="line"><span>${long}</span></span>`);
    expect(first).toContain('style="--shiki-light');
    // The next line starts from the state before the long one: coloured as if it came first.
    expect(third).toBe(linesOf(dualThemeCodeHtml(hl, 'const a = 1;\nlet b = a + 2;', 'js', new Set())!)[1]);
    // One character shorter, the line is coloured.
    const justShort = `x${'a'.repeat(MAX_COLOURED_LINE - 2)}`;
    expect(linesOf(dualThemeCodeHtml(hl, justShort, 'js', new Set())!)[0]).toContain('style=');
  });

  it('stops colouring a block whose grammar state gets too deep, and keeps every character', async () => {
    const hl = await highlighter(['jsx']);
    const code = Array.from({ length: 3000 }, (_, i) => (i % 10 === 0 ? `[[[[[[[[[[ x${i}` : '[[[[[[[[[[')).join('\n');
    const html = dualThemeCodeHtml(hl, code, 'jsx', new Set())!;
    const lines = linesOf(html);
    expect(lines).toHaveLength(3000);
    expect(lines[0]).toContain('style=');
    // The grammar's root rule and 20 lines of ten brackets are 201 rules: the 21st line is plain.
    const firstPlain = lines.findIndex((l) => l.startsWith('<span class="line"><span>'));
    expect(firstPlain).toBe(MAX_STATE_DEPTH / 10);
    expect(lines.slice(firstPlain).every((l) => !l.includes('style='))).toBe(true);
    expect(lines[2990]).toBe('<span class="line"><span>[[[[[[[[[[ x2990</span></span>');
  });

  it('colours only the first long lines of a block (each costs a grammar time in the square of its length), and every short one', async () => {
    const hl = await highlighter(['ts']);
    // A 994-letter word took the TypeScript grammar ~14 ms, 300 of them in a block 4.1 s.
    const long = (i: number) => `${'a'.repeat(LONG_LINE + 90)}${i}`;
    const code = Array.from({ length: 40 }, (_, i) => (i % 2 ? long(i) : `let x${i} = ${i};`)).join('\n');
    const lines = linesOf(dualThemeCodeHtml(hl, code, 'ts', new Set())!);
    const longOnes = lines.filter((_, i) => i % 2);
    expect(longOnes.slice(0, MAX_LONG_LINES).every((l) => l.includes('style='))).toBe(true);
    expect(longOnes.slice(MAX_LONG_LINES)).toEqual(
      Array.from({ length: 20 - MAX_LONG_LINES }, (_, k) => `<span class="line"><span>${long(2 * (MAX_LONG_LINES + k) + 1)}</span></span>`),
    );
    // Short lines are coloured to the end, as if the plain ones were not there.
    expect(lines[38]).toBe(linesOf(dualThemeCodeHtml(hl, 'let x38 = 38;', 'ts', new Set())!)[0]);
    // A line one character shorter is not long.
    const short = Array.from({ length: 40 }, () => `${'a'.repeat(LONG_LINE - 1)}`).join('\n');
    expect(linesOf(dualThemeCodeHtml(hl, short, 'ts', new Set())!).every((l) => l.includes('style='))).toBe(true);
  });

  it('gives deep JSON to the grammar, which stops colouring it at the same line', async () => {
    const hl = await highlighter(['json']);
    const code = Array.from({ length: MAX_STATE_DEPTH + 50 }, () => '[').join('\n');
    expect(LINE_LEXERS.json.line('[', LINE_LEXERS.json.initial)).toBeDefined();
    const lines = linesOf(dualThemeCodeHtml(hl, code, 'json', new Set())!);
    // The JSON grammar's state is one rule deep at the start, one more per bracket.
    expect(lines[MAX_STATE_DEPTH - 2]).toContain('style=');
    expect(lines[MAX_STATE_DEPTH]).toBe('<span class="line"><span>[</span></span>');
  });

  it('numbers a state 8,000 rules deep without running out of stack', () => {
    const scopes = { getScopeNames: () => ['source.x'] };
    let state: object | null = null;
    for (let i = 0; i < 8_000; i++)
      state = {
        parent: state,
        ruleId: i % 7,
        beginRuleCapturedEOL: false,
        endRule: null,
        nameScopesList: scopes,
        contentNameScopesList: scopes,
      };
    expect(stateId(state)).toEqual(expect.any(Number));
    // Equal frames all the way up: the same number again, from a chain of its own.
    let copy: object | null = null;
    for (let i = 0; i < 8_000; i++)
      copy = {
        parent: copy,
        ruleId: i % 7,
        beginRuleCapturedEOL: false,
        endRule: null,
        nameScopesList: scopes,
        contentNameScopesList: scopes,
      };
    expect(stateId(copy)).toBe(stateId(state));
  });
});
