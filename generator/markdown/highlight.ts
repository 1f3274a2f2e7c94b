import { createHighlighterCore, type HighlighterCore, type ShikiTransformer } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';

/** Fence names writers use, mapped to the grammar that colours them. */
const ALIASES: Record<string, string> = {
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'shellsession', 'shell-session': 'shellsession',
  docker: 'dockerfile', js: 'javascript', ts: 'typescript', py: 'python', yml: 'yaml', ps1: 'powershell', ps: 'powershell',
};
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', '']);

let highlighter: Promise<HighlighterCore> | undefined;
const cache = new Map<string, Root>();

const promqlGrammar = JSON.parse(readFileSync(new URL('./promql.tmLanguage.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** GitHub's themes with comments a little darker (light) or lighter (dark), so that every token
 *  keeps a 4.5:1 contrast, also on a highlighted line. */
async function readableTheme(name: 'github-light-default' | 'github-dark-default', comment: string) {
  const mod = name === 'github-light-default' ? await import('@shikijs/themes/github-light-default') : await import('@shikijs/themes/github-dark-default');
  const theme = mod.default;
  return {
    ...theme,
    tokenColors: theme.tokenColors?.map((c) => (JSON.stringify(c.scope ?? '').includes('"comment"') ? { ...c, settings: { ...c.settings, foreground: comment } } : c)),
  };
}

/** One highlighter per process: grammars load once (the JavaScript regex engine starts in ~6 ms). */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [readableTheme('github-light-default', '#57606a'), readableTheme('github-dark-default', '#9da5ae')],
    langs: [
      import('@shikijs/langs/bash'), import('@shikijs/langs/shellsession'), import('@shikijs/langs/json'),
      import('@shikijs/langs/jsonc'), import('@shikijs/langs/yaml'), import('@shikijs/langs/powershell'),
      import('@shikijs/langs/docker'), import('@shikijs/langs/go'), import('@shikijs/langs/typescript'),
      import('@shikijs/langs/tsx'), import('@shikijs/langs/javascript'), import('@shikijs/langs/python'),
      import('@shikijs/langs/toml'), import('@shikijs/langs/ini'), import('@shikijs/langs/diff'),
      // shiki ships no PromQL grammar: ours covers metrics, matchers, functions, aggregations, durations.
      { ...promqlGrammar, name: 'promql' } as never,
    ],
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  return highlighter;
}

export function resolveLanguage(hl: HighlighterCore, lang: string): string | undefined {
  const l = lang.toLowerCase();
  if (PLAIN.has(l)) return 'text';
  const name = ALIASES[l] ?? l;
  return hl.getLoadedLanguages().includes(name) ? name : undefined;
}

export interface HighlightRequest {
  code: string;
  lang: string;
  highlightLines: Set<number>;
}

/** Highlighted `<pre>` with light and dark colours as CSS variables (one pass, switched by CSS). */
export function highlightToHast(hl: HighlighterCore, req: HighlightRequest): Element {
  const key = createHash('sha1').update(`${req.lang}\0${[...req.highlightLines].join(',')}\0${req.code}`).digest('base64');
  let root = cache.get(key);
  if (!root) {
    const mark: ShikiTransformer = {
      line(node, line) {
        if (req.highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
      },
    };
    root = hl.codeToHast(req.code, {
      lang: req.lang,
      themes: { light: 'github-light-default', dark: 'github-dark-default' },
      defaultColor: false,
      transformers: [mark],
    });
    // Bounded: the cache is for blocks repeated across pages, not a copy of every block of the site.
    if (cache.size >= 2000) cache.delete(cache.keys().next().value!);
    cache.set(key, root);
  }
  return structuredClone(root.children[0] as Element);
}
