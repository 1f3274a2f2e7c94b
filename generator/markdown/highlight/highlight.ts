import { createHighlighterCore, type HighlighterCore, type ShikiTransformer, type ThemedToken } from 'shiki/core';
import { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Element, ElementContent } from 'hast';
import { escapeAttribute, preHast, tokensToCodeHtml, tokensToPreHast } from './tokens-to-html.js';
import { dualThemeCodeHtml, dualThemeTokens, withoutLexers } from './dual-theme-tokens.js';
import { LEXER_SWITCH, type Without } from '../../accelerators.js';
import { MAX_COLOURED_LINE } from './colour-limits.js';
import { ALIASES, PLAIN, shikiGrammar } from './languages.js';
import { blockKey } from './lines-ahead.js';
import { patternRegExp, type Twin } from './ascii-regex.js';
import { processMap, processSlot, processWeakMap } from '../../caches.js';

/** Both themes as CSS variables, and no per-line time limit: shiki's default (500 ms) includes
 *  compiling the grammar on a language's first line, so on a busy machine it cut tokens short and
 *  the colours of a page depended on the load. Long lines are bounded by length instead, the same
 *  on every machine (MAX_COLOURED_LINE). */
const THEMES = {
  themes: { light: 'github-light-default', dark: 'github-dark-default' },
  defaultColor: false,
  tokenizeTimeLimit: 0,
  tokenizeMaxLineLength: MAX_COLOURED_LINE,
} as const;

const highlighter = processSlot<Promise<HighlighterCore>>('highlighter');
/** Tokens of blocks met before, per highlighter (one without some line lexers tokenizes some long
 *  lines otherwise: colour-limits.ts). */
const tokenCaches = processWeakMap<HighlighterCore, Map<string, ThemedToken[][] | null>>('highlightTokens');
export { blockKey };

const promqlGrammar = JSON.parse(readFileSync(new URL('./promql.tmLanguage.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** GitHub's themes with comments a little darker (light) or lighter (dark), so that every token
 *  keeps a 4.5:1 contrast, also on a highlighted line. */
async function readableTheme(name: 'github-light-default' | 'github-dark-default', comment: string) {
  const mod =
    name === 'github-light-default'
      ? await import('@shikijs/themes/github-light-default')
      : await import('@shikijs/themes/github-dark-default');
  const theme = mod.default;
  return {
    ...theme,
    tokenColors: theme.tokenColors?.map((c) =>
      JSON.stringify(c.scope ?? '').includes('"comment"') ? { ...c, settings: { ...c.settings, foreground: comment } } : c,
    ),
  };
}

/** The grammars of the languages most sites use (scripts/compile.mjs translates their patterns into
 *  shiki-regex.json). Like the rarer ones (LAZY), each loads when a page first has a fence in its
 *  language (loadFenceLanguages): loading all of them up front was ~50 ms of CPU on every build's
 *  main thread and again on its Markdown worker, for sites whose pages use two or three languages. */
const COMMON: Record<string, () => Promise<{ default: unknown[] }>> = {
  bash: () => import('@shikijs/langs/bash'),
  shellsession: () => import('@shikijs/langs/shellsession'),
  json: () => import('@shikijs/langs/json'),
  jsonc: () => import('@shikijs/langs/jsonc'),
  yaml: () => import('@shikijs/langs/yaml'),
  powershell: () => import('@shikijs/langs/powershell'),
  docker: () => import('@shikijs/langs/docker'),
  go: () => import('@shikijs/langs/go'),
  typescript: () => import('@shikijs/langs/typescript'),
  tsx: () => import('@shikijs/langs/tsx'),
  javascript: () => import('@shikijs/langs/javascript'),
  python: () => import('@shikijs/langs/python'),
  toml: () => import('@shikijs/langs/toml'),
  ini: () => import('@shikijs/langs/ini'),
  diff: () => import('@shikijs/langs/diff'),
  // shiki ships no PromQL grammar: ours covers metrics, matchers, functions, aggregations, durations.
  promql: async () => ({ default: [{ ...promqlGrammar, name: 'promql' }] }),
};

/** The common grammars, all of them (scripts/shiki-regex-table.mjs translates their patterns). */
export function grammars(): Promise<unknown[]> {
  return Promise.all(Object.values(COMMON).map(async (m) => (await m()).default));
}

/** Rarer grammars, their patterns in a table of their own (shiki-regex-lazy.json): measured, each
 *  adds 10-65 ms to a highlighter (markdown the most). Keyed by their names (languages.ts lists the
 *  same names for `init --from docusaurus`). */
const LAZY: Record<string, () => Promise<{ default: unknown[] }>> = {
  html: () => import('@shikijs/langs/html'),
  css: () => import('@shikijs/langs/css'),
  jsx: () => import('@shikijs/langs/jsx'),
  markdown: () => import('@shikijs/langs/markdown'),
  graphql: () => import('@shikijs/langs/graphql'),
  handlebars: () => import('@shikijs/langs/handlebars'),
  viml: () => import('@shikijs/langs/viml'),
  scss: () => import('@shikijs/langs/scss'),
  less: () => import('@shikijs/langs/less'),
};

/** Every name and alias the grammars declare (and languages.ts's ALIASES) → its key in COMMON or
 *  LAZY: a fence name resolves exactly as when every common grammar was loaded up front. */
export const GRAMMAR_OF: Record<string, string> = {
  bash: 'bash',
  shellscript: 'bash',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  shellsession: 'shellsession',
  console: 'shellsession',
  'shell-session': 'shellsession',
  json: 'json',
  jsonc: 'jsonc',
  yaml: 'yaml',
  yml: 'yaml',
  powershell: 'powershell',
  ps: 'powershell',
  ps1: 'powershell',
  pwsh: 'powershell',
  docker: 'docker',
  dockerfile: 'docker',
  go: 'go',
  typescript: 'typescript',
  ts: 'typescript',
  cts: 'typescript',
  mts: 'typescript',
  tsx: 'tsx',
  javascript: 'javascript',
  js: 'javascript',
  cjs: 'javascript',
  mjs: 'javascript',
  python: 'python',
  py: 'python',
  toml: 'toml',
  ini: 'ini',
  properties: 'ini',
  diff: 'diff',
  promql: 'promql',
  html: 'html',
  css: 'css',
  jsx: 'jsx',
  markdown: 'markdown',
  md: 'markdown',
  graphql: 'graphql',
  gql: 'graphql',
  handlebars: 'handlebars',
  hbs: 'handlebars',
  viml: 'viml',
  vim: 'viml',
  vimscript: 'viml',
  scss: 'scss',
  less: 'less',
};

/** Grammars whose embedded code is coloured only by grammars already loaded (markdown's
 *  `embeddedLangsLazy`): they bring the common ones they name, loaded for every site until now,
 *  so that a fenced `md` block colours its own fences as it did. */
const BRINGS: Record<string, string[]> = {
  markdown: ['yaml', 'ini', 'diff', 'docker', 'go', 'javascript', 'json', 'jsonc', 'powershell', 'python', 'bash', 'typescript', 'tsx'],
};

/** Every grammar loaded on demand (scripts/compile.mjs translates their patterns too). */
export function lazyGrammars(): Promise<unknown[]> {
  return Promise.all(Object.values(LAZY).map(async (m) => (await m()).default));
}

// Anywhere in a line, not only at its start: a fence in a quote or a list item (`> ```go`) names
// its language too, and a false match only loads a grammar for nothing. Tried only where a run of
// backticks or tildes begins (the lookbehinds): from inside a run the greedy run leads to the same
// word, and trying every place in a run of 80,000 backticks took 7 s.
const FENCE_LANG = /(?:(?<!`)`{3,}|(?<!~)~{3,})[ \t]*([\w+#.-]+)/g;

/** The languages named by the fences of a Markdown body (a line scan: a fence it misreads only
 *  loads a grammar for nothing, or leaves a block uncoloured with the usual warning). */
export function fenceLanguages(body: string): string[] {
  const out = new Set<string>();
  for (const m of body.matchAll(FENCE_LANG)) out.add(m[1]);
  return [...out];
}

/** The languages `<CodeBlock language="x">` elements name (a literal string prop). */
export function codeBlockLanguages(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/<CodeBlock\b[^>]*?\blanguage=(?:"([\w+#-]+)"|'([\w+#-]+)'|\{\s*["'`]([\w+#-]+)["'`]\s*\})/g))
    out.add(m[1] ?? m[2] ?? m[3]);
  return [...out];
}

/** A site's own remark or rehype plugins may make code blocks that no fence names: their pages
 *  load every common grammar, as all pages once did. */
export const COMMON_LANGUAGES: readonly string[] = Object.keys(COMMON);

/** Patterns of the grammars, read the first time one of their table's grammars loads. */
const tables = processSlot<{ common?: RegexTable['patterns']; lazy?: RegexTable['patterns'] }>('regexTables');

/** Loads the grammars `langs` (fence names) need; those already loaded stay. */
export async function loadFenceLanguages(hl: HighlighterCore, langs: Iterable<string>): Promise<void> {
  const loaded = new Set(hl.getLoadedLanguages());
  const keys = new Set<string>();
  const add = (key: string | undefined): void => {
    if (!key || keys.has(key) || loaded.has(key)) return;
    // What it brings loads first: a page that finds markdown loaded finds its companions loaded too.
    for (const k of BRINGS[key] ?? []) add(k);
    keys.add(key);
  };
  for (const l of langs) add(GRAMMAR_OF[l.toLowerCase()] ?? shikiGrammar(l.toLowerCase()));
  if (keys.size === 0) return;
  for (const key of keys) {
    const load = COMMON[key] ?? LAZY[key] ?? (() => import(`@shikijs/langs/${key}`) as Promise<{ default: unknown[] }>);
    const t = (tables.value ??= {});
    if (COMMON[key]) t.common ??= translatedPatterns() ?? {};
    else t.lazy ??= translatedPatterns(LAZY_REGEX_TABLE) ?? {};
    // Another page's compile may have loaded it meanwhile (loadLanguage skips a loaded grammar).
    await hl.loadLanguage(...((await load()).default as never[]));
  }
}

/** Where docsgen's own compile step leaves the grammars' patterns already translated to
 *  JavaScript regular expressions (dist/shiki-regex.json): translating them (oniguruma-to-es) was
 *  ~175 ms of every cold build. Absent when running from the TypeScript sources. */
export const REGEX_TABLE = new URL('../../../shiki-regex.json', import.meta.url);
/** The same for the grammars loaded on demand (a file of its own: most builds never read it). */
export const LAZY_REGEX_TABLE = new URL('../../../shiki-regex-lazy.json', import.meta.url);

export interface RegexTable {
  /** The table is valid for the Node version that made it (the translation targets its RegExp)
   *  and for the translator's version. */
  node: string;
  converter: string;
  /** Options only for patterns that need oniguruma-to-es's emulation (atomic groups, …); the
   *  ASCII twin (source and flags) only for patterns that have one (ascii-regex.ts). */
  patterns: Record<string, [source: string, flags: string, options?: EmulatedRegExp['rawOptions'] | null, twin?: Twin]>;
}

/** The installed oniguruma-to-es (its package exports hide package.json from `import`). */
export function converterVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('oniguruma-to-es');
    let dir = dirname(entry);
    while (
      !existsSync(join(dir, 'package.json')) ||
      !readFileSync(join(dir, 'package.json'), 'utf8').includes('"name": "oniguruma-to-es"')
    ) {
      if (dirname(dir) === dir) return 'unknown';
      dir = dirname(dir);
    }
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function translatedPatterns(file: URL = REGEX_TABLE): RegexTable['patterns'] | undefined {
  try {
    const table = JSON.parse(readFileSync(file, 'utf8')) as RegexTable;
    return table.node === process.version && table.converter === converterVersion() ? table.patterns : undefined;
  } catch {
    return undefined;
  }
}

/** One highlighter per process, with no grammar until a page needs one (loadFenceLanguages); each
 *  loads once (the JavaScript regex engine starts in ~6 ms). A build without some line lexers
 *  (`without`) has a highlighter of its own. */
export function getHighlighter(without: Without = []): Promise<HighlighterCore> {
  const off = Object.keys(LEXER_SWITCH).filter((grammar) => without.includes(LEXER_SWITCH[grammar]!));
  if (off.length > 0) return createHighlighter().then((hl) => (withoutLexers(hl, off), hl));
  return (highlighter.value ??= createHighlighter());
}

/** A highlighter of its own (tests compare one that loads grammars on demand with a full one). */
export function createHighlighter(): Promise<HighlighterCore> {
  return createHighlighterCore({
    themes: [readableTheme('github-light-default', '#57606a'), readableTheme('github-dark-default', '#9da5ae')],
    langs: [],
    engine: createJavaScriptRegexEngine({
      forgiving: true,
      // Same result as the engine's own constructor (target 'auto'), from the tables when they can.
      regexConstructor: (pattern) => {
        const hit = tables.value?.common?.[pattern] ?? tables.value?.lazy?.[pattern];
        if (hit) return patternRegExp(hit[0], hit[1], hit[2], hit[3] ?? null);
        const re = defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });
        return patternRegExp(re.source, re.flags, re instanceof EmulatedRegExp ? re.rawOptions : undefined);
      },
    }),
  });
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
  const key = `${req.lang}\0${req.code}`;
  let tokenCache = tokenCaches.get(hl);
  if (!tokenCache) tokenCaches.set(hl, (tokenCache = new Map()));
  let tokens = tokenCache.get(key);
  if (!tokens) {
    tokens = dualThemeTokens(hl, req.code, req.lang) ?? null;
    // Bounded: the cache is for blocks repeated across pages, not a copy of every block of the site.
    if (tokenCache.size >= 2000) tokenCache.delete(tokenCache.keys().next().value!);
    tokenCache.set(key, tokens);
  }
  if (tokens) return tokensToPreHast(tokens, req.highlightLines, preAttributes(hl));
  // Plain text and grammars the one-tokenization path does not take: shiki itself.
  const mark: ShikiTransformer = {
    line(node, line) {
      if (req.highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
  return hl.codeToHast(req.code, { lang: req.lang, ...THEMES, transformers: [mark] }).children[0] as Element;
}

/** A `<code>` element already printed as React prints it: the MDX fast path inserts it as it is
 *  (mdx-fast/react-tree.ts) instead of making hundreds of span elements and printing them. */
export interface ReactCodeHtml {
  type: 'reactHtml';
  value: string;
}

/** `highlightToHast`'s `<pre>` with its `<code>` a ReactCodeHtml, for the MDX fast path; undefined
 *  where the tree must be built (grammars the one-tokenization path does not take, a style React
 *  would print otherwise). */
export function highlightToReactPre(hl: HighlighterCore, req: HighlightRequest): Element | undefined {
  const code = dualThemeCodeHtml(hl, req.code, req.lang, req.highlightLines, 'react');
  if (code === undefined) return undefined;
  const node: ReactCodeHtml = { type: 'reactHtml', value: code };
  return preHast(preAttributes(hl), node as unknown as ElementContent);
}

/** The `<code>` of a block: printed from the lines' own HTML, or (for grammars the
 *  one-tokenization path does not take) from shiki's tokens. */
function codeHtml(hl: HighlighterCore, req: HighlightRequest): string {
  const direct = dualThemeCodeHtml(hl, req.code, req.lang, req.highlightLines);
  return direct ?? tokensToCodeHtml(hl.codeToTokens(req.code, { lang: req.lang, ...THEMES }).tokens, req.highlightLines);
}

interface HighlightedHtml {
  rootStyle: string;
  className: string;
  code: string;
}
const preOf = processWeakMap<HighlighterCore, { rootStyle: string; className: string }>('preAttributes');

/** The `<pre>` colours and classes, the same for every block (they come from the themes). */
function preAttributes(hl: HighlighterCore): { rootStyle: string; className: string } {
  let p = preOf.get(hl);
  if (!p) {
    const r = hl.codeToTokens('', { lang: 'text', ...THEMES });
    preOf.set(hl, (p = { rootStyle: r.rootStyle || '', className: `shiki ${r.themeName ?? ''}`.trim() }));
  }
  return p;
}
const htmlCache = processMap<string, HighlightedHtml>('highlightHtml');
/** Whole blocks repeated across pages (install commands, config samples) are few; 500 of them
 *  cover those without keeping every block of a large site (2,000 held ~20 MB). */
const HTML_CACHE_BLOCKS = 500;

/** The same `<pre>` as `highlightToHast` printed the way the Markdown pipeline prints it
 *  (attributes style, tabindex, class; `extraClasses` appended to the class), as an HTML string:
 *  plain Markdown pages insert it as raw HTML, so the token spans never become syntax-tree nodes. */
export function highlightToHtml(hl: HighlighterCore, req: HighlightRequest, extraClasses: string[] = []): string {
  const hit = highlighted(hl, req);
  const className = [hit.className, ...extraClasses].join(' ');
  return `<pre style="${escapeAttribute(hit.rootStyle)}" tabindex="0" class="${escapeAttribute(className)}">${hit.code}</pre>`;
}

/** `highlightToHast`'s `<pre>` as hast-util-to-html prints that tree (its class first), without
 *  making the tree: for the reference pages, which print their blocks' frames themselves. */
export function highlightToTreeHtml(hl: HighlighterCore, req: HighlightRequest): string {
  const hit = highlighted(hl, req);
  return `<pre class="${escapeAttribute(hit.className)}" style="${escapeAttribute(hit.rootStyle)}" tabindex="0">${hit.code}</pre>`;
}

function highlighted(hl: HighlighterCore, req: HighlightRequest): HighlightedHtml {
  const key = `${req.lang}\0${[...req.highlightLines].join(',')}\0${req.code}`;
  let hit = htmlCache.get(key);
  if (!hit) {
    hit = { ...preAttributes(hl), code: codeHtml(hl, req) };
    // Bounded like the hast cache: for blocks repeated across pages, not every block of the site.
    if (htmlCache.size >= HTML_CACHE_BLOCKS) htmlCache.delete(htmlCache.keys().next().value!);
    htmlCache.set(key, hit);
  }
  return hit;
}
