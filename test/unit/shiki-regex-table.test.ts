// docsgen's compile step translates the grammars' patterns to JavaScript once (dist/shiki-regex.json);
// the highlighter built from it must colour code exactly as shiki's own engine does.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { SAMPLES } from './highlight-samples.js';

const dist = join(import.meta.dirname, '../../dist/generator/markdown/highlight/highlight.js');
const mod = (await import(dist)) as typeof import('../../generator/markdown/highlight/highlight.js');
const THEMES = {
  themes: { light: 'github-light-default', dark: 'github-dark-default' },
  defaultColor: false,
  tokenizeTimeLimit: 0,
} as const;

describe('grammar patterns translated at compile time', () => {
  it('exist for this Node and translator, and cover most patterns', () => {
    const file = fileURLToPath(mod.REGEX_TABLE);
    expect(existsSync(file)).toBe(true);
    const table = JSON.parse(readFileSync(file, 'utf8')) as import('../../generator/markdown/highlight/highlight.js').RegexTable;
    expect(table.node).toBe(process.version);
    expect(table.converter).toBe(mod.converterVersion());
    expect(Object.keys(table.patterns).length).toBeGreaterThan(800);
  });

  it('colour every sample in every language exactly as the engine translating at run time', async () => {
    // A highlighter of its own: the process's may hold rarer grammars another test file loaded
    // (the unit tier shares one process), which the reference below does not have.
    const fast = await mod.createHighlighter();
    await mod.loadFenceLanguages(fast, mod.COMMON_LANGUAGES);
    const reference = await createHighlighterCore({
      themes: [import('@shikijs/themes/github-light-default'), import('@shikijs/themes/github-dark-default')],
      langs: (await mod.grammars()).flat() as never,
      engine: createJavaScriptRegexEngine({ forgiving: true }),
    });
    // The same tokens with the same scopes (docsgen's themes adjust comment colours, so colours
    // are compared by scope, not by value).
    for (const lang of fast.getLoadedLanguages()) {
      for (const code of SAMPLES) {
        const a = fast.codeToTokens(code, { lang, ...THEMES }).tokens.map((line) => line.map((t) => t.content));
        const b = reference.codeToTokens(code, { lang, ...THEMES }).tokens.map((line) => line.map((t) => t.content));
        expect(a, `${lang}: ${code.slice(0, 30)}`).toEqual(b);
        const sa = fast
          .codeToTokens(code, { lang, ...THEMES, includeExplanation: 'scopeName' })
          .tokens.map((line) => line.map((t) => t.explanation?.map((e) => e.scopes.map((x) => x.scopeName).join(' ')).join('|')));
        const sb = reference
          .codeToTokens(code, { lang, ...THEMES, includeExplanation: 'scopeName' })
          .tokens.map((line) => line.map((t) => t.explanation?.map((e) => e.scopes.map((x) => x.scopeName).join(' ')).join('|')));
        expect(sa, `${lang} scopes: ${code.slice(0, 30)}`).toEqual(sb);
      }
    }
  });
});
