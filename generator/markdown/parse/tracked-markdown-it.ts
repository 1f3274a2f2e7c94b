// The fast path's markdown-it, with the source ranges mdast needs: markdown-it keeps only the lines
// a block spans, so every rule is wrapped here to record where what it made starts (blocks) or
// starts and ends (inline tokens) in the text it read. Its own instance: the shared one
// (markdown-it-parser.ts) stays as fast as it was.
import type { MarkdownIt, StateBlock, StateInline, Token } from 'markdown-it';
import { newMarkdownIt } from '../fast/markdown-it-parser.js';
import { processSlot, processWeakMap } from '../../caches.js';

/** [start, end) of an inline token in its inline token's content. */
export type Range = readonly [number, number];

const blockStarts = processWeakMap<Token, number>('blockStarts');

// An inline token's range is kept in its `map`, which markdown-it leaves null on inline tokens (a
// field of the token costs less than a WeakMap on every token of a page).
const setRange = (t: Token, start: number, end: number): void => {
  t.map = [start, end];
};

/** Where an inline token's source starts and ends in its block's content. */
export function inlineRange(t: Token): Range | undefined {
  return t.map ?? undefined;
}

/** The offset in the page of the first character of a block token's line (container markers
 *  and indentation skipped), as markdown-it saw it when the token was made. */
export function blockStart(t: Token): number | undefined {
  return blockStarts.get(t);
}

type InlineRule = (state: StateInline, silent: boolean) => boolean;
type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;
type Ruler<R> = { __rules__: { name: string; fn: R; alt: string[] }[]; at: (name: string, fn: R, options: { alt: string[] }) => void };

/** Pending text is flushed as one token: it ran from where the text started to pile up. */
interface TrackedState extends StateInline {
  pendingStart: number;
}

/** Several text tokens one rule pushed for one run of delimiters (`**`, `~~`): each its own
 *  characters, in order. */
function delimiterRun(state: StateInline, made: Token[], from: number): boolean {
  let length = 0;
  for (const t of made) {
    if (t.type !== 'text' || t.content === '') return false;
    length += t.content.length;
  }
  if (length !== state.pos - from) return false;
  for (const t of made) {
    setRange(t, from, from + t.content.length);
    from += t.content.length;
  }
  return true;
}

/** Records the range of the tokens `rule` made itself (nested rules have recorded theirs). */
function recordInline(state: StateInline, count: number, from: number): void {
  const tokens = state.tokens;
  // Most rules make one token, or flush pending text (ranged already) and make one.
  if (tokens.length === count + 1 || (tokens.length === count + 2 && tokens[count].map)) {
    const t = tokens[tokens.length - 1];
    if (!t.map) setRange(t, from, state.pos);
    return;
  }
  const made = tokens.slice(count).filter((t) => !t.map);
  if (made.length === 0) return;
  if (made.length > 1 && delimiterRun(state, made, from)) return;
  // An autolink literal starts at its scheme, before the position its rule runs at.
  const start = (made[0].meta as { pos?: number } | null)?.pos ?? from;
  for (const t of made) setRange(t, made[0].type === 'link_open' ? Math.min(start, from) : from, state.pos);
}

function wrapInline(rule: InlineRule): InlineRule {
  return (state, silent) => {
    if (silent) return rule(state, silent);
    const from = state.pos;
    const count = state.tokens.length;
    if (!rule(state, silent)) return false;
    recordInline(state, count, from);
    return true;
  };
}

/** `lines`: the rule makes tokens that start on lines of their own (list items, table rows). */
function wrapBlock(rule: BlockRule, lines: boolean): BlockRule {
  return (state, startLine, endLine, silent) => {
    if (silent) return rule(state, startLine, endLine, silent);
    const at = state.bMarks[startLine] + state.tShift[startLine];
    const count = state.tokens.length;
    if (!rule(state, startLine, endLine, silent)) return false;
    if (count < state.tokens.length) blockStarts.set(state.tokens[count], at);
    // Items and rows are read while their list or table is open, so their lines' marks are the
    // list's or the table's still.
    for (let i = count + 1; lines && i < state.tokens.length; i++) {
      const t = state.tokens[i];
      if ((t.type === 'list_item_open' || t.type === 'tr_open') && t.map && !blockStarts.has(t))
        blockStarts.set(t, state.bMarks[t.map[0]] + state.tShift[t.map[0]]);
    }
    return true;
  };
}

/** markdown-it's inline loop, with the start of the text that piles up as pending remembered. */
function tokenize(this: MarkdownIt['inline'], state: StateInline): void {
  const tracked = state as TrackedState;
  const rules = this.ruler.getRules('');
  const end = state.posMax;
  while (state.pos < end) {
    const from = state.pos;
    if (state.pending === '') tracked.pendingStart = from;
    let ok = false;
    if (state.level < state.md.options.maxNesting) {
      for (const rule of rules) if ((ok = rule(state, false))) break;
    }
    if (ok) {
      if (state.pos <= from) throw new Error('inline rule did not move on');
      if (state.pos >= end) break;
      continue;
    }
    state.pending += state.src[state.pos++];
  }
  if (state.pending) state.pushPending();
}

function trackPending(md: MarkdownIt): void {
  const Base = md.inline.State;
  md.inline.State = class extends Base {
    pendingStart = 0;
    override pushPending(): Token {
      const start = this.pendingStart;
      const t = super.pushPending();
      setRange(t, start, start + t.content.length);
      return t;
    }
  };
}

const tracked = processSlot<MarkdownIt>('trackedMarkdownIt');

/** The fast path's markdown-it with ranges recorded, and without the joining of adjacent text
 *  tokens (the walk joins them as mdast does, keeping each one's range). */
export function trackedMarkdownIt(): MarkdownIt {
  if (tracked.value) return tracked.value;
  const md = newMarkdownIt();
  md.inline.ruler2.disable('fragments_join');
  md.core.ruler.disable('text_join');
  trackPending(md);
  md.inline.tokenize = tokenize;
  const inlineRuler = md.inline.ruler as unknown as Ruler<InlineRule>;
  for (const r of [...inlineRuler.__rules__]) inlineRuler.at(r.name, wrapInline(r.fn), { alt: r.alt });
  // `at` without `alt` would forget which rules may end a paragraph.
  const blockRuler = md.block.ruler as unknown as Ruler<BlockRule>;
  for (const r of [...blockRuler.__rules__])
    blockRuler.at(r.name, wrapBlock(r.fn, r.name === 'list' || r.name === 'table'), { alt: r.alt });
  tracked.value = md;
  return md;
}
