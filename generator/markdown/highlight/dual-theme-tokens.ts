import { flatTokenVariants, splitLines, type HighlighterCore, type ThemedToken } from 'shiki/core';
import { EncodedTokenMetadata, INITIAL, Theme } from 'shiki/textmate';
import { stateId } from './textmate-states.js';
import { reactSpanOpen, sharedStyle, spanOpen, styledLineHtml, type LineFlavor } from './tokens-to-html.js';
import { takeLinesAhead, type AheadLines } from './lines-ahead.js';
import { own } from '../../own-string.js';
import { largeSite } from '../../heap-growth.js';
import { LONG_LINE, MAX_COLOURED_LINE, MAX_LONG_LINES, MAX_STATE_DEPTH } from './colour-limits.js';
import { LINE_LEXERS } from './line-lexers.js';
import type { LexToken, LineLexer } from './line-lexer.js';
import { processMap, processWeakMap } from '../../caches.js';

// shiki colours a block for two themes by tokenizing it twice, once per theme, and then aligning the
// two token lists. Which grammar rules match does not depend on the theme, only the colour looked
// up for each scope path does. So each line is tokenized once, with scope names, and each token's
// packed attributes are computed for both themes the way vscode-textmate computes them (one theme
// match per scope, each level inheriting what its match leaves unset). Tokens then split and merge
// exactly where shiki's would, and a line already tokenized from an equal state is not tokenized
// again (JSON and YAML blocks repeat many lines); the HTML of such a line (dualThemeCodeHtml) is
// printed once too. test/unit/markdown-highlight.test.ts compares the result with shiki's own for
// every grammar. This relies on vscode-textmate internals of the pinned shiki version; anything
// unexpected makes `dualThemeTokens` and `dualThemeCodeHtml` return undefined, and the caller falls
// back to shiki.

interface ScopeToken {
  startIndex: number;
  endIndex: number;
  scopes: string[];
}
interface BasicAttributes {
  languageId: number;
  tokenType: number;
}
interface StyleAttributes {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}
/** The parts of vscode-textmate's Grammar used here (getMetadataForScope and the two fields are internal). */
interface TextmateGrammar {
  /** The name shiki gives the grammar it loads (a language's own, not an alias). */
  name?: string;
  tokenizeLine(line: string, state: unknown, timeLimit?: number): { tokens: ScopeToken[]; ruleStack: unknown };
  getMetadataForScope(scope: string): BasicAttributes;
  _basicScopeAttributesProvider?: { getDefaultAttributes(): BasicAttributes };
  balancedBracketSelectors?: { matchesAlways: boolean } | null;
  _tokenTypeMatchers?: unknown[];
}
interface TextmateTheme {
  match(path: ScopePath): StyleAttributes | null;
  getDefaults(): StyleAttributes;
  getColorMap(): string[];
}

interface ThemeInfo {
  theme: TextmateTheme;
  colors: string[];
}
/** A token colour pair: shiki's `htmlStyle`, the opening tag of its span in the HTML, and its key
 *  (colour and font style per theme), by which a worker's tokens name it (styleOfKey). */
interface TokenStyle {
  htmlStyle: Record<string, string>;
  open: string;
  reactOpen: string | undefined;
  key: string;
}
/** The packed attributes of a scope path for both themes, one object per distinct pair. */
interface Attributes {
  light: number;
  dark: number;
  style: TokenStyle;
}
interface ScopeTrie {
  attributes?: Attributes;
  next: Map<string, ScopeTrie>;
}
/** One tokenized line: its tokens relative to the line start, the state after it (and that state's
 *  number, once asked), and its spans as HTML, once printed: a repeated line costs one lookup. */
interface LineResult {
  tokens: [content: string, start: number, style: TokenStyle][];
  end: unknown;
  endId?: number | null;
  html?: string;
  reactHtml?: string | null;
}
type LineMap = Map<number, Map<string, LineResult>>;
interface GrammarInfo {
  grammar: TextmateGrammar;
  defaultAttributes: BasicAttributes;
  /** Packed (light, dark) attributes per scope path, as a trie keyed by scope name. */
  metadata: ScopeTrie;
  pairs: Map<string, Attributes>;
  /** Tokenized lines by the number of the state they start from, then by text: the lines used
   *  since `lines` was last full, and those used before (`older`, the previous `lines`). */
  lines: LineMap;
  older: LineMap;
  lineCount: number;
  /** The grammar's hand-written tokenizer (line-lexer.ts), if it has one. */
  lexer: LineLexer<unknown> | undefined;
  /** The lexer's states by key, numbered below zero so that they share the line cache with the
   *  grammar's states (stateId) without meeting them. */
  lexIds: Map<string, number>;
  /** Attributes by the lexer's scope arrays, which it shares between tokens (so, by identity). */
  lexAttributes: Map<readonly string[], Attributes>;
}

const THEMES = ['github-light-default', 'github-dark-default'] as const;
// No time limit per line (shiki's default is 500 ms): the first line of a language also compiles
// the grammar's expressions, which on a busy machine ran past the limit and cut the line's tokens
// short, so a block's colours depended on the load (see THEMES in highlight.ts).
const TIME_LIMIT = 0;
/** The balanced-bracket bit that vscode-textmate sets on every binary token when the grammar's
 *  bracket selectors match always (shiki's default, `['*']`). */
const BALANCED = (m: number) => EncodedTokenMetadata.set(m, 0, 8, true, -1, 0, 0);

const themesOf = processWeakMap<HighlighterCore, ThemeInfo[] | null>('dualThemes');
const grammarsOf = processWeakMap<HighlighterCore, Map<string, GrammarInfo | null>>('dualGrammars');
/** Grammars whose line lexer a highlighter does without (`docsgen build --without shell-lexer`),
 *  kept with its other state: shiki's grammar tokenizes them instead. */
const lexersOffOf = processWeakMap<HighlighterCore, ReadonlySet<string>>('lexersOff');

/** `hl` tokenizes these grammars (`hl.getLanguage(lang).name`) with shiki's grammar, not a lexer. */
export function withoutLexers(hl: HighlighterCore, grammars: readonly string[]): void {
  lexersOffOf.set(hl, new Set(grammars));
}
const styles = processMap<string, TokenStyle>('tokenStyles');
/** Lines per generation of a grammar's line cache: when one is full it becomes the older one
 *  and the one before goes, except the lines used since, which moved on. Each entry holds its
 *  tokens, its HTML and the grammar state after the line, so at most twice this many bound memory
 *  (the same 10,000 as the single map emptied when full that it replaced; measured on the
 *  3,000-page corpus, 148,800 lines tokenized instead of 156,200). */
const MAX_LINES = 5_000;

function themes(hl: HighlighterCore): ThemeInfo[] | null {
  let t = themesOf.get(hl);
  if (t === undefined) {
    const raws = THEMES.map((name) => hl.getTheme(name));
    // shiki builds its textmate themes from these same objects, so colour ids agree.
    t = raws.some((raw) => raw.colorReplacements && Object.keys(raw.colorReplacements).length > 0)
      ? null
      : raws.map((raw) => {
          const theme = Theme.createFromRawTheme(raw as never) as unknown as TextmateTheme;
          return { theme, colors: theme.getColorMap() };
        });
    themesOf.set(hl, t);
  }
  return t;
}

function grammar(hl: HighlighterCore, lang: string): GrammarInfo | null {
  let byLang = grammarsOf.get(hl);
  if (!byLang) grammarsOf.set(hl, (byLang = new Map()));
  let g = byLang.get(lang);
  if (g === undefined) {
    const gr = hl.getLanguage(lang) as unknown as TextmateGrammar;
    const defaults = gr._basicScopeAttributesProvider?.getDefaultAttributes();
    const usable =
      typeof gr.tokenizeLine === 'function' &&
      typeof gr.getMetadataForScope === 'function' &&
      defaults &&
      gr.balancedBracketSelectors?.matchesAlways === true &&
      (gr._tokenTypeMatchers?.length ?? 0) === 0;
    g = usable
      ? {
          grammar: gr,
          defaultAttributes: defaults,
          metadata: { next: new Map() },
          pairs: new Map(),
          lines: new Map(),
          older: new Map(),
          lineCount: 0,
          lexer: lexersOffOf.get(hl)?.has(gr.name ?? '') ? undefined : LINE_LEXERS[gr.name ?? ''],
          lexIds: new Map(),
          lexAttributes: new Map(),
        }
      : null;
    byLang.set(lang, g);
  }
  return g;
}

/** Packed attributes of a scope path for one theme, as vscode-textmate's AttributedScopeStack
 *  computes them: the theme's defaults, then for each scope its basic attributes and theme match. */
function attributesFor(g: GrammarInfo, t: ThemeInfo, scopes: readonly string[]): number {
  const d = t.theme.getDefaults();
  let m = EncodedTokenMetadata.set(
    0,
    g.defaultAttributes.languageId,
    g.defaultAttributes.tokenType,
    null,
    d.fontStyle,
    d.foregroundId,
    d.backgroundId,
  );
  let path: ScopePath | null = null;
  for (const scope of scopes) {
    path = { parent: path, scopeName: scope };
    const basic = g.grammar.getMetadataForScope(scope);
    const style = t.theme.match(path);
    m = EncodedTokenMetadata.set(
      m,
      basic.languageId,
      basic.tokenType,
      null,
      style ? style.fontStyle : -1,
      style ? style.foregroundId : 0,
      style ? style.backgroundId : 0,
    );
  }
  return BALANCED(m);
}

/** shiki's `htmlStyle` for a light/dark colour pair (`defaultColor: false`, CSS variables), one
 *  object per distinct style. */
function tokenStyle(light: number, dark: number, t: ThemeInfo[]): TokenStyle {
  const lc = t[0].colors[EncodedTokenMetadata.getForeground(light)];
  const dc = t[1].colors[EncodedTokenMetadata.getForeground(dark)];
  return styleOf(lc, EncodedTokenMetadata.getFontStyle(light), dc, EncodedTokenMetadata.getFontStyle(dark));
}

function styleOf(lc: string | undefined, lf: number, dc: string | undefined, df: number): TokenStyle {
  const key = `${lc}|${lf}|${dc}|${df}`;
  let s = styles.get(key);
  if (!s) {
    const merged = { content: '', offset: 0, variants: { light: { color: lc, fontStyle: lf }, dark: { color: dc, fontStyle: df } } };
    const htmlStyle = flatTokenVariants(merged as never, ['light', 'dark'], '--shiki-', false).htmlStyle ?? {};
    // What tokensToCodeHtml prints for a token with this style.
    const style = sharedStyle(htmlStyle);
    s = { htmlStyle, open: spanOpen(style), reactOpen: reactSpanOpen(style), key };
    styles.set(key, s);
  }
  return s;
}

/** The style a worker's token names by its key (the same key tokenStyle makes). */
function styleOfKey(key: string): TokenStyle {
  const known = styles.get(key);
  if (known) return known;
  const [lc, lf, dc, df] = key.split('|');
  const color = (c: string) => (c === 'undefined' ? undefined : c);
  return styleOf(color(lc), Number(lf), color(dc), Number(df));
}

/** The grammar and themes of the one-tokenization path, or null when it does not apply. */
function usableGrammar(hl: HighlighterCore, lang: string): [GrammarInfo, ThemeInfo[]] | null {
  const t = themes(hl);
  const g = t && lang !== 'text' ? grammar(hl, lang) : null;
  return t && g ? [g, t] : null;
}

/** The number of the state after a line (undefined: a state this module cannot compare). */
function endId(r: LineResult): number | undefined {
  if (r.endId === undefined) r.endId = stateId(r.end) ?? null;
  return r.endId ?? undefined;
}

/** One non-empty line tokenized from `state` (numbered `id`). Tokenizing depends only on the
 *  state and the line, so a line met before in an equal state (JSON and YAML blocks repeat many)
 *  is not tokenized again. */
function lineFrom(g: GrammarInfo, t: ThemeInfo[], line: string, state: unknown, id: number | undefined): LineResult {
  if (id === undefined) return tokenizeLine(g, t, line, state);
  return cachedLine(g, id, line) ?? remember(g, id, line, tokenizeLine(g, t, line, state));
}

/** A line met before from the state numbered `id`: in the current generation, or moved on to it
 *  from the older one. */
function cachedLine(g: GrammarInfo, id: number, line: string): LineResult | undefined {
  const r = g.lines.get(id)?.get(line);
  if (r) return r;
  const old = g.older.get(id)?.get(line);
  return old && remember(g, id, line, old);
}

function remember(g: GrammarInfo, id: number, line: string, r: LineResult): LineResult {
  if (g.lineCount >= MAX_LINES) {
    g.older = g.lines;
    g.lines = new Map();
    g.lineCount = 0;
  }
  let byLine = g.lines.get(id);
  if (!byLine) g.lines.set(id, (byLine = new Map()));
  byLine.set(line, r);
  g.lineCount++;
  return r;
}

/** Each line's result, an empty line as null (shiki skips it without advancing the state): from
 *  the grammar's lexer when it takes every line of the block, else from the grammar. */
function blockResults(g: GrammarInfo, t: ThemeInfo[], lines: readonly string[]): (LineResult | null)[] {
  return (g.lexer && lexedBlock(g, g.lexer, t, lines)) || grammarBlock(g, t, lines);
}

function grammarBlock(g: GrammarInfo, t: ThemeInfo[], lines: readonly string[]): (LineResult | null)[] {
  let state: unknown = INITIAL;
  let id = stateId(INITIAL);
  let tooDeep = false;
  let longLines = 0;
  return lines.map((line) => {
    if (line === '') return null;
    if (tooDeep || line.length >= MAX_COLOURED_LINE) return plainLine(line, state, id);
    if (line.length >= LONG_LINE && ++longLines > MAX_LONG_LINES) return plainLine(line, state, id);
    const r = lineFrom(g, t, line, state, id);
    state = r.end;
    id = endId(r);
    tooDeep = ((r.end as { depth?: number }).depth ?? 0) > MAX_STATE_DEPTH;
    return r;
  });
}

/** The block's lines from the lexer, cached like the grammar's by state and text; undefined when
 *  it declines a line (the lines before it stay cached: their tokens are the grammar's). */
function lexedBlock(
  g: GrammarInfo,
  lexer: LineLexer<unknown>,
  t: ThemeInfo[],
  lines: readonly string[],
): (LineResult | null)[] | undefined {
  const out: (LineResult | null)[] = [];
  let state = lexer.initial;
  let id = lexId(g, lexer, state);
  for (const line of lines) {
    if (line === '') {
      out.push(null);
      continue;
    }
    let r = cachedLine(g, id, line);
    if (!r) {
      const lexed = lexer.line(line, state);
      if (!lexed) return undefined;
      r = remember(g, id, line, {
        tokens: styledTokens(g, t, line, lexed.tokens, g.lexAttributes),
        end: lexed.end,
        endId: lexId(g, lexer, lexed.end),
      });
    }
    state = r.end;
    id = r.endId!;
    out.push(r);
  }
  return out;
}

/** A line not coloured (colour-limits.ts): shiki's one token without colours for a line too long,
 *  and the state it started from. */
function plainLine(line: string, state: unknown, id: number | undefined): LineResult {
  return { tokens: [[line, 0, styleOf(undefined, 0, undefined, 0)]], end: state, endId: id ?? null };
}

function lexId(g: GrammarInfo, lexer: LineLexer<unknown>, state: unknown): number {
  const key = lexer.key(state);
  let id = g.lexIds.get(key);
  if (id === undefined) g.lexIds.set(key, (id = -1 - g.lexIds.size));
  return id;
}

/** The tokens `hl.codeToTokens(code, { lang, themes: { light, dark }, defaultColor: false })`
 *  returns, from one tokenization; undefined when this shortcut does not apply. */
export function dualThemeTokens(hl: HighlighterCore, code: string, lang: string): ThemedToken[][] | undefined {
  const gt = usableGrammar(hl, lang);
  if (!gt) return undefined;
  const ahead = takeLinesAhead(lang, code);
  if (ahead) return aheadTokens(ahead, code);
  const split = splitLines(code);
  const results = blockResults(
    gt[0],
    gt[1],
    split.map(([line]) => line),
  );
  return results.map((r, i) =>
    r
      ? r.tokens.map(([content, start, style]) => ({ content, offset: split[i][1] + start, htmlStyle: style.htmlStyle }) as ThemedToken)
      : [],
  );
}

const NEWLINE = /\r?\n/;
const LINE_OPEN = '<span class="line">';
const HIGHLIGHTED_OPEN = '<span class="line highlighted">';

/** `tokensToCodeHtml(dualThemeTokens(hl, code, lang), highlightLines)` without the tokens: each
 *  line's spans are printed once per (state, line) and kept with the line. `react`: the same
 *  `<code>` as React prints it for the MDX fast path. Undefined when the one-tokenization path does
 *  not apply (or React would print a span otherwise). */
export function dualThemeCodeHtml(
  hl: HighlighterCore,
  code: string,
  lang: string,
  highlightLines: ReadonlySet<number>,
  flavor: LineFlavor = 'hast',
): string | undefined {
  const gt = usableGrammar(hl, lang);
  if (!gt) return undefined;
  const ahead = takeLinesAhead(lang, code);
  if (ahead) return aheadCodeHtml(ahead, highlightLines, flavor);
  let html = '<code>';
  // The same lines as shiki's splitLines (it splits at the same line ends).
  const results = blockResults(gt[0], gt[1], code.split(NEWLINE));
  for (let i = 0; i < results.length; i++) {
    if (i > 0) html += '\n';
    html += highlightLines.has(i + 1) ? HIGHLIGHTED_OPEN : LINE_OPEN;
    const r = results[i];
    if (r) {
      const spans = flavor === 'hast' ? (r.html ??= kept(styledLineHtml(r.tokens)!)) : reactLine(r);
      if (spans === undefined) return undefined;
      html += spans;
    }
    html += '</span>';
  }
  return `${html}</code>`;
}

/** A line's spans as React prints them, kept with the line like its HTML (null: a style React
 *  would print otherwise, see reactSpanOpen). */
function reactLine(r: LineResult): string | undefined {
  if (r.reactHtml === undefined) {
    const html = styledLineHtml(r.tokens, 'react');
    r.reactHtml = html === undefined ? null : kept(html);
  }
  return r.reactHtml ?? undefined;
}

/** A line's HTML as the cache keeps it: on a large site one copy (`own`), not the tree of pieces
 *  its printing joined (the cached lines' HTML held ~460,000 such pieces, 15 MB of a 3,000-page
 *  build's heap, from the first pages to the end); elsewhere the copy is not worth its time. */
function kept(html: string): string {
  return largeSite() ? own(html) : html;
}

/** The tokens of every line of a block, as a Markdown worker sends them (md-worker.ts `blocks`):
 *  the lines dualThemeTokens tokenizes, each token's style by its key. Undefined when the
 *  one-tokenization path does not apply. */
export function blockLinesAhead(hl: HighlighterCore, code: string, lang: string): AheadLines | undefined {
  const gt = usableGrammar(hl, lang);
  if (!gt) return undefined;
  return blockResults(
    gt[0],
    gt[1],
    splitLines(code).map(([line]) => line),
  ).map((r) => (r ? r.tokens.map(([content, start, style]) => [content, start, style.key]) : []));
}

/** dualThemeTokens for a block the worker tokenized. */
function aheadTokens(ahead: AheadLines, code: string): ThemedToken[][] {
  const offsets = splitLines(code).map(([, offset]) => offset);
  return ahead.map((line, i) =>
    line.map(([content, start, key]) => ({ content, offset: offsets[i] + start, htmlStyle: styleOfKey(key).htmlStyle }) as ThemedToken),
  );
}

/** dualThemeCodeHtml for a block the worker tokenized. */
function aheadCodeHtml(ahead: AheadLines, highlightLines: ReadonlySet<number>, flavor: LineFlavor): string | undefined {
  let html = '<code>';
  for (let i = 0; i < ahead.length; i++) {
    if (i > 0) html += '\n';
    html += highlightLines.has(i + 1) ? HIGHLIGHTED_OPEN : LINE_OPEN;
    if (ahead[i].length > 0) {
      const spans = styledLineHtml(
        ahead[i].map(([content, start, key]) => [content, start, styleOfKey(key)] as const),
        flavor,
      );
      if (spans === undefined) return undefined;
      html += spans;
    }
    html += '</span>';
  }
  return `${html}</code>`;
}

function tokenizeLine(g: GrammarInfo, t: ThemeInfo[], line: string, state: unknown): LineResult {
  const r = g.grammar.tokenizeLine(line, state, TIME_LIMIT);
  return { tokens: styledTokens(g, t, line, r.tokens), end: r.ruleStack };
}

/** A line's tokens by colour pair. A theme's binary tokens start wherever its attributes change;
 *  shiki splits at the starts of either theme, so a token ends wherever the (light, dark) pair
 *  changes. */
function styledTokens(
  g: GrammarInfo,
  t: ThemeInfo[],
  line: string,
  scoped: readonly LexToken[],
  byArray?: Map<readonly string[], Attributes>,
): LineResult['tokens'] {
  const tokens: LineResult['tokens'] = [];
  let prev: Attributes | undefined;
  let start = 0;
  for (const tok of scoped) {
    let attributes = byArray?.get(tok.scopes);
    if (!attributes) {
      attributes = attributesOfPath(g, t, tok.scopes);
      byArray?.set(tok.scopes, attributes);
    }
    if (attributes === prev) continue;
    const end = Math.min(tok.startIndex, line.length);
    if (prev && end > start) tokens.push([line.slice(start, end), start, prev.style]);
    start = tok.startIndex;
    prev = attributes;
  }
  if (prev && line.length > start) tokens.push([line.slice(start), start, prev.style]);
  return tokens;
}

/** The attributes of a scope path, from the trie (computed on a path's first visit). */
function attributesOfPath(g: GrammarInfo, t: ThemeInfo[], scopes: readonly string[]): Attributes {
  let node = g.metadata;
  for (const scope of scopes) {
    let child = node.next.get(scope);
    if (!child) node.next.set(scope, (child = { next: new Map() }));
    node = child;
  }
  return (node.attributes ??= attributePair(g, t, scopes));
}

function attributePair(g: GrammarInfo, t: ThemeInfo[], scopes: readonly string[]): Attributes {
  const light = attributesFor(g, t[0], scopes);
  const dark = attributesFor(g, t[1], scopes);
  const key = `${light},${dark}`;
  let a = g.pairs.get(key);
  if (!a) g.pairs.set(key, (a = { light, dark, style: tokenStyle(light, dark, t) }));
  return a;
}
