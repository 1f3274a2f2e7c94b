// Emphasis pairing as micromark (the remark path) does it. markdown-it and micromark both follow
// CommonMark's delimiter algorithm but part from each other on its "rule of three": markdown-it
// checks it against the delimiter runs' lengths as written, micromark against what is left of them
// after earlier matches took some markers (`*( *(***(`: micromark leaves `**(` as text, markdown-it
// wraps it all in a second <em>). The rule only applies where a run can both open and close, so
// markdown-it's own pairing stands everywhere else; for the few lists of delimiters with such a
// run, the `*` and `_` pairs are redone here the micromark way.
import type { Delimiter, StateInline } from 'markdown-it';

const STAR = 0x2a;
const UNDERSCORE = 0x5f;

/** One run of `*` or `_` (markdown-it keeps a delimiter per marker, one token each): `from` and
 *  `to` bound the markers not yet used, as micromark moves a sequence's start and end. */
interface Run {
  marker: number;
  open: boolean;
  close: boolean;
  from: number;
  to: number;
  gone: boolean;
}

const emphasisMarker = (d: Delimiter): boolean => d.marker === STAR || d.marker === UNDERSCORE;

/** Whether the rule of three can apply anywhere in the list (a run that both opens and closes). */
export function needsMicromarkPairs(delimiters: readonly Delimiter[]): boolean {
  for (const d of delimiters) if (d.open && d.close && emphasisMarker(d)) return true;
  return false;
}

function runsOf(delimiters: readonly Delimiter[]): Run[] {
  const runs: Run[] = [];
  let last: Run | undefined;
  for (let i = 0; i < delimiters.length; i++) {
    const d = delimiters[i];
    if (!emphasisMarker(d)) {
      last = undefined;
      continue;
    }
    // Markers of one run sit in consecutive tokens (scanDelims makes a run maximal).
    if (last && last.marker === d.marker && last.to === i && delimiters[i - 1].token === d.token - 1) last.to = i + 1;
    else runs.push((last = { marker: d.marker, open: d.open, close: d.close, from: i, to: i + 1, gone: false }));
  }
  return runs;
}

/** micromark's resolveAllAttention over runs `lo` to `hi`: for each closer, the nearest opener it
 *  may match; two markers each when both have two left, else one. The runs in between are
 *  resolved again on their own first (sizes may have changed since they were looked at: `**!****`
 *  inside `___` … `____`), then become text. Records the closer delimiter's index for each opener
 *  delimiter's index in `pairs`. */
function resolve(runs: Run[], lo: number, hi: number, pairs: Map<number, number>): void {
  for (let c = lo; c < hi; c++) {
    const closer = runs[c];
    if (closer.gone || !closer.close) continue;
    while (closer.to > closer.from) {
      let o = c - 1;
      for (; o >= lo; o--) {
        const opener = runs[o];
        if (opener.gone || !opener.open || opener.marker !== closer.marker || opener.to === opener.from) continue;
        const openSize = opener.to - opener.from;
        const closeSize = closer.to - closer.from;
        // The rule of three, with the sizes left now (micromark's attention.js).
        if ((opener.close || closer.open) && closeSize % 3 !== 0 && (openSize + closeSize) % 3 === 0) continue;
        const use = openSize > 1 && closeSize > 1 ? 2 : 1;
        for (let k = 0; k < use; k++) pairs.set(opener.to - 1 - k, closer.from + k);
        opener.to -= use;
        closer.from += use;
        resolve(runs, o + 1, c, pairs);
        for (let between = o + 1; between < c; between++) runs[between].gone = true;
        break;
      }
      if (o < lo) break;
    }
  }
}

/** The closer delimiter's index for each opener delimiter's index, as micromark pairs them. */
export function micromarkPairs(delimiters: readonly Delimiter[]): Map<number, number> {
  const runs = runsOf(delimiters);
  const pairs = new Map<number, number>();
  resolve(runs, 0, runs.length, pairs);
  return pairs;
}

/** markdown-it's balance_pairs, then micromark's pairs of `*` and `_` where the two can differ. */
export function micromarkBalancePairs(original: (state: StateInline) => boolean | void) {
  return (state: StateInline): boolean => {
    const redo: [Delimiter[], Map<number, number>][] = [];
    // Worked out before markdown-it's pass, which clears the open and close flags it matches.
    const lists = [state.delimiters, ...state.tokens_meta.map((m) => m?.delimiters)];
    for (const list of lists) if (list && needsMicromarkPairs(list)) redo.push([list, micromarkPairs(list)]);
    original(state);
    for (const [list, pairs] of redo) {
      for (let i = 0; i < list.length; i++) if (emphasisMarker(list[i])) list[i].end = pairs.get(i) ?? -1;
    }
    return true;
  };
}
