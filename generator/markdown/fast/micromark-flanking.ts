// Whether a run of `*` or `_` can open or close emphasis, with the characters on either side
// classed as micromark classes them (micromark-util-classify-character): UTF-16 code units one at a
// time, so an emoji or any other astral character is neither punctuation nor whitespace there,
// where markdown-it takes the whole code point (🚀 is a symbol, so punctuation, to CommonMark);
// whitespace is JavaScript's `\s`; the character after a link's text is the `]`, not the end.
import type { StateInline } from 'markdown-it';

const WHITESPACE = 1;
const PUNCTUATION = 2;
const OTHER = 0;
const SPACE = /\s/;
const PUNCT = /\p{P}|\p{S}/u;

function classify(code: number): number {
  if (Number.isNaN(code)) return WHITESPACE;
  const char = String.fromCharCode(code);
  if (SPACE.test(char)) return WHITESPACE;
  // A lone surrogate (half of an astral character) is neither to the /u expression.
  return PUNCT.test(char) ? PUNCTUATION : OTHER;
}

/** micromark's attention tokenizer's flags (attention.js) for the run at `start`. */
export function micromarkDelims(src: string, start: number, max: number): { can_open: boolean; can_close: boolean; length: number } {
  const marker = src.charCodeAt(start);
  let pos = start;
  while (pos < max && src.charCodeAt(pos) === marker) pos++;
  const before = start === 0 ? WHITESPACE : classify(src.charCodeAt(start - 1));
  // charCodeAt past the end is NaN: whitespace, as micromark's end of input.
  const after = classify(src.charCodeAt(pos));
  const open = after === OTHER || (after === PUNCTUATION && before !== OTHER);
  const close = before === OTHER || (before === PUNCTUATION && after !== OTHER);
  if (marker === 0x2a) return { can_open: open, can_close: close, length: pos - start };
  return { can_open: open && (before !== OTHER || !close), can_close: close && (after !== OTHER || !open), length: pos - start };
}

/** markdown-it's inline state with micromark's flanking rules. */
export function micromarkFlanking(State: typeof StateInline): typeof StateInline {
  return class extends State {
    override scanDelims(start: number): ReturnType<StateInline['scanDelims']> {
      return micromarkDelims(this.src, start, this.posMax);
    }
  };
}
