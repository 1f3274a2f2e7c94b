import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { splitLines } from 'shiki/core';
import { INITIAL } from 'shiki/textmate';
import { createHighlighter, getHighlighter, loadFenceLanguages } from '../../generator/markdown/highlight/highlight.js';
import { LINE_LEXERS, type LineLexer } from '../../generator/markdown/highlight/line-lexer.js';
import { dualThemeCodeHtml } from '../../generator/markdown/highlight/dual-theme-tokens.js';
import { SAMPLES } from './highlight-samples.js';

// A hand-written lexer stands in for its grammar, so it must give the grammar's scopes: for every
// line of a block it takes, the same scope path on every character, and after every line the
// scopes the grammar's state holds. Whatever it declines goes to the grammar.

interface Grammar {
  tokenizeLine(line: string, state: unknown, limit?: number): { tokens: { startIndex: number; endIndex: number; scopes: string[] }[]; ruleStack: StateLike };
}
interface StateLike { contentNameScopesList: { getScopeNames(): string[] } }

const CONTENT = join(import.meta.dirname, '../../content');

/** The code of every fence in `lang` on the ToolHive site. */
function siteBlocks(lang: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.mdx?$/.test(name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/^( *)```(\w+)[^\n]*\n([\s\S]*?)^ *```/gm)) {
          if (m[2] === lang) out.push(m[3].split('\n').map((l) => l.slice(m[1].length)).join('\n').replace(/\n$/, ''));
        }
      }
    }
  };
  walk(CONTENT);
  return out;
}

/** Each character's scope path, as one string per character. */
function perCharacter(line: string, tokens: readonly { startIndex: number; scopes: readonly string[] }[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const end = Math.min(k + 1 < tokens.length ? tokens[k + 1].startIndex : line.length, line.length);
    for (let c = tokens[k].startIndex; c < end; c++) out[c] = tokens[k].scopes.join(' ');
  }
  return out;
}

/** The lexer's verdict on a block: the lines lexed like the grammar, or 'declined'. Fails the
 *  test at the first line where they differ. */
function compareBlock(grammar: Grammar, lexer: LineLexer<unknown>, code: string, frameScopes: (s: unknown) => readonly string[]): 'same' | 'declined' {
  let gState: unknown = INITIAL;
  let lState = lexer.initial;
  for (const [line] of splitLines(code)) {
    if (line === '') continue;
    const lexed = lexer.line(line, lState);
    if (!lexed) return 'declined';
    const g = grammar.tokenizeLine(line, gState, 0);
    expect(perCharacter(line, lexed.tokens), `${JSON.stringify(line)} in ${JSON.stringify(code.slice(0, 80))}`).toEqual(perCharacter(line, g.tokens));
    expect(frameScopes(lexed.end), `state after ${JSON.stringify(line)}`).toEqual(g.ruleStack.contentNameScopesList.getScopeNames());
    gState = g.ruleStack;
    lState = lexed.end;
  }
  return 'same';
}

const jsonScopes = (s: unknown) => (s as { scopes: readonly string[] }).scopes;
const FRAGMENTS = ['{', '}', '[', ']', ':', ',', '"', '\\', '\\"', '\\u00e9', '\\uZZ', '\\n', '\\q', 'true', 'false', 'null', 'nullx', 'xtrue', '-', '0', '01', '12', '-3.5', '1e', '2E+7', '.5', ' ', '  ', '\t', '\n', 'a', '_', '/', '//', '/*', '*/', '#', '日'];

describe('the JSON lexer', () => {
  it('gives the grammar\'s scopes on every JSON block of the site and the highlight samples', async () => {
    const hl = await getHighlighter();
    await loadFenceLanguages(hl, ['json']);
    const grammar = hl.getLanguage('json') as unknown as Grammar;
    const blocks = [...siteBlocks('json'), ...SAMPLES];
    const verdicts = blocks.map((code) => compareBlock(grammar, LINE_LEXERS.json, code, jsonScopes));
    // The site's JSON blocks are all lexed but those with a comment (a Docusaurus magic comment,
    // which the build takes out before colouring); of the samples, those with comments or
    // non-ASCII text are not.
    const site = blocks.slice(0, -SAMPLES.length);
    expect(site.length).toBeGreaterThan(10);
    site.forEach((code, i) => expect(verdicts[i], code).toBe(/^\s*\/[/*]/m.test(code) ? 'declined' : 'same'));
    expect(verdicts.filter((v) => v === 'same').length).toBeGreaterThan(10);
  });

  it('gives the grammar\'s scopes on any JSON document, pretty or compact (property)', async () => {
    const hl = await getHighlighter();
    await loadFenceLanguages(hl, ['json']);
    const grammar = hl.getLanguage('json') as unknown as Grammar;
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 2, '\t'), (value, indent) => {
      const code = JSON.stringify(value, null, indent);
      const verdict = compareBlock(grammar, LINE_LEXERS.json, code, jsonScopes);
      if (!/[^\t\x20-\x7e\n]/.test(code)) expect(verdict).toBe('same');
    }), { numRuns: 400, seed: 20 });
  });

  it('gives the grammar\'s scopes on any mix of JSON fragments, invalid ones too, or declines (property)', async () => {
    const hl = await getHighlighter();
    await loadFenceLanguages(hl, ['json']);
    const grammar = hl.getLanguage('json') as unknown as Grammar;
    let same = 0;
    fc.assert(fc.property(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }), (parts) => {
      if (compareBlock(grammar, LINE_LEXERS.json, parts.join(''), jsonScopes) === 'same') same++;
    }), { numRuns: 1500, seed: 21 });
    // Most mixes hold no comment or non-ASCII text, so most are compared, not declined.
    expect(same).toBeGreaterThan(300);
  });

  it('prints every block as the grammar path does, the ones it declines too', async () => {
    const code = ['{\n  "a": 1, // one\n  "b": "ü"\n}', ...siteBlocks('json'), ...SAMPLES];
    expect(LINE_LEXERS.json.line('  "a": 1, // one', LINE_LEXERS.json.initial)).toBeUndefined();
    const withLexer = await printed(code, 'json');
    const grammarOnly = await withoutLexers(() => printed(code, 'json'));
    expect(withLexer).toEqual(grammarOnly);
    expect(withLexer[0].hast).toContain('// one');
  });
});

/** Each block's HTML, as Markdown pages and MDX pages print it, from a highlighter of its own. */
async function printed(blocks: string[], lang: string) {
  const hl = await createHighlighter();
  await loadFenceLanguages(hl, [lang]);
  return blocks.map((code) => ({ hast: dualThemeCodeHtml(hl, code, lang, new Set([2])), react: dualThemeCodeHtml(hl, code, lang, new Set(), 'react') }));
}

/** `fn` with no lexer registered (a highlighter made meanwhile keeps to its grammars). */
async function withoutLexers<T>(fn: () => Promise<T>): Promise<T> {
  const lexers = LINE_LEXERS as Record<string, LineLexer<unknown>>;
  const saved = { ...lexers };
  for (const k of Object.keys(saved)) delete lexers[k];
  try {
    return await fn();
  } finally {
    Object.assign(lexers, saved);
  }
}
