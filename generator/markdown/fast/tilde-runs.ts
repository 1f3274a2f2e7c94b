// Where tildes meet emphasis markers in one paragraph, for fast-path-gate.ts. micromark resolves
// all strikethrough or all emphasis first (whichever construct the paragraph shows first), then the
// other, each also inside the spans the first made; markdown-it pairs every closer as it comes. The
// two agree whenever no strikethrough span can cross an emphasis span, and crossing takes an opener
// of one kind, an opener of the other, a closer of the first and a closer of the second in that
// order: four alternations between tilde runs and `*`/`_` runs. A paragraph whose runs alternate
// fewer times (`**bold**, _italic_, ~~struck~~`, or one kind inside the other) prints the same.

/** How many times the paragraph's tilde and emphasis runs have alternated so far (consecutive runs
 *  of one kind counting once); every `*`, `_` and `~` counts, escaped or not, which only errs
 *  towards refusing. The lines are only kept until a paragraph with two tildes asks: most never do,
 *  and the gate runs on every line of every page. `strip` takes a line's container markers off. */
export function tildeRuns(strip: (line: string) => string): {
  line: (text: string) => void;
  reset: () => void;
  readonly crossable: boolean;
} {
  let last: '~' | '*' | undefined;
  let kinds = 0;
  const pending: string[] = [];
  const count = (text: string): void => {
    for (const c of text) {
      const kind = c === '~' ? '~' : c === '*' || c === '_' ? '*' : undefined;
      if (kind && kind !== last) {
        kinds++;
        last = kind;
      }
    }
  };
  return {
    line(text) {
      pending.push(text);
    },
    reset() {
      last = undefined;
      kinds = 0;
      pending.length = 0;
    },
    get crossable() {
      for (const text of pending) count(strip(text));
      pending.length = 0;
      return kinds >= 4;
    },
  };
}
