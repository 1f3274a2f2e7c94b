// GFM strikethrough as micromark-extension-gfm-strikethrough reads it (remark-gfm's default, single
// tildes on), in place of markdown-it's own rule, which takes only `~~` and splits longer runs into
// pairs. micromark's rules: a run of one or two tildes is a sequence (longer runs are text); it may
// open when the character after it is not whitespace or punctuation, or is punctuation with
// whitespace or punctuation before it, and close the other way round (classifyCharacter on the UTF-16
// units either side); a closer takes the nearest opener of the same length, and nothing inside a
// finished pair pairs with anything outside it. markdown-it's balance_pairs does that last part
// when each length has a marker of its own; the delimiters then become `s_open`/`s_close` here.
// fast-path-gate.ts keeps out the paragraphs where a tilde touches an emphasis marker or where
// strikethrough could cross emphasis (tilde-runs.ts), whose resolution order micromark and
// markdown-it do not share.
import type { StateInline } from 'markdown-it';

const TILDE = 0x7e;
/** The delimiter marker of a single tilde (`~~` keeps the tilde's own code): any number no other
 *  rule uses, so balance_pairs only pairs runs of one length. */
const SINGLE = 0x7e01;

/** micromark-util-classify-character (a package of micromark's, not one of ours): 1 whitespace, 2
 *  punctuation or symbol, undefined otherwise; on one UTF-16 unit, as micromark's codes are. */
function classifyCharacter(code: number | null): 1 | 2 | undefined {
  if (code === null) return 1;
  const c = String.fromCharCode(code);
  if (/\s/.test(c)) return 1;
  return /\p{P}|\p{S}/u.test(c) ? 2 : undefined;
}

const codeAt = (src: string, i: number): number | null => (i < 0 || i >= src.length ? null : src.charCodeAt(i));

function tokenize(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  const src = state.src;
  if (src.charCodeAt(start) !== TILDE) return false;
  let end = start;
  while (src.charCodeAt(end) === TILDE) end++;
  const size = end - start;
  if (!silent) {
    const token = state.push('text', '', 0);
    token.content = src.slice(start, end);
    if (size <= 2) {
      // micromark looks past the span it is in (a link's text) to the characters either side.
      const before = classifyCharacter(codeAt(src, start - 1));
      const after = classifyCharacter(codeAt(src, end));
      state.delimiters.push({
        marker: size === 2 ? TILDE : SINGLE,
        length: 0,
        token: state.tokens.length - 1,
        end: -1,
        open: !after || (after === 2 && Boolean(before)),
        close: !before || (before === 2 && Boolean(after)),
      });
    }
  }
  state.pos = end;
  return true;
}

function pairs(state: StateInline, delimiters: StateInline['delimiters']): void {
  for (const d of delimiters) {
    if ((d.marker !== TILDE && d.marker !== SINGLE) || d.end === -1) continue;
    const open = state.tokens[d.token];
    const close = state.tokens[delimiters[d.end].token];
    const markup = open.content;
    Object.assign(open, { type: 's_open', tag: 's', nesting: 1, markup, content: '' });
    Object.assign(close, { type: 's_close', tag: 's', nesting: -1, markup, content: '' });
  }
}

function postProcess(state: StateInline): boolean {
  pairs(state, state.delimiters);
  for (const meta of state.tokens_meta) if (meta?.delimiters) pairs(state, meta.delimiters);
  return false;
}

export const gfmStrikethrough = { tokenize, postProcess };
