// GFM's footnote extension, at every `]` of a paragraph, walks back over the paragraph's tokens to
// the nearest image opening (`![`, which with `^` may start a footnote call), stopping at a link or
// label. A paragraph of thousands of `]` made that quadratic: 50,000 of them took 23 s. The walk is
// bounded here to the last WALK_CHARS characters: an opening further back cannot start a call (the
// label, from the opening to the `]`, would be longer than a footnote label's 999 characters), so
// such a `]` is left to the other constructs at once. The one difference: `![^a`, then over a
// thousand spaces and single line breaks, then `]` stays text (GFM would read a call to `[^a]`).
const WALK_CHARS = 1_100;
const STOPS = new Set(['labelImage', 'gfmFootnoteCall', 'labelLink', 'label', 'image', 'link']);

interface TokenizeThis {
  events: [string, { type: string; start: { offset: number } }][];
  now(): { offset: number };
}
export type Tokenize = (this: TokenizeThis, effects: unknown, ok: unknown, nok: (code: unknown) => unknown) => unknown;

/** The potential footnote call construct with its walk bounded (the original runs when an opening
 *  or a stop is near, or the paragraph is short). */
export function boundedFootnoteCall<C extends { tokenize?: Tokenize }>(construct: C): C {
  const tokenize = construct.tokenize!;
  return {
    ...construct,
    tokenize(this: TokenizeThis, effects: unknown, ok: unknown, nok: (code: unknown) => unknown) {
      const events = this.events;
      const from = this.now().offset - WALK_CHARS;
      for (let i = events.length - 1; i >= 0; i--) {
        const token = events[i][1];
        if (STOPS.has(token.type)) break;
        if (token.start.offset < from) return (code: unknown) => nok(code);
      }
      return tokenize.call(this, effects, ok, nok);
    },
  };
}
