// How deeply the writer nests lists, block quotes and admonitions, measured line by line as
// preprocess.ts reads the page. Past MAX_NESTING the page is refused with an error at the first
// line that goes deeper: markdown-it would drop everything after its own limit without a word,
// and micromark and the tree walkers after it recurse once per level (a thousand levels overflow
// the stack, five thousand run out of memory). 32 levels is far more than any page needs to read.

export const MAX_NESTING = 32;

const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;

/** Column (0-based, tabs to the next multiple of 4) after the whitespace from `i`, and its index. */
function skipSpace(line: string, i: number, col: number): { i: number; col: number } {
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) {
    col = line[i] === '\t' ? col + 4 - (col % 4) : col + 1;
    i++;
  }
  return { i, col };
}

/** Follows the list items still open (by the column their content starts at) from line to line.
 *  `depth(line, outer)` is the nesting the line reaches, with `outer` levels around it (open
 *  admonitions), and where it first goes past MAX_NESTING. Blank lines change nothing; a less
 *  indented line closes the items it is not inside (a lazy continuation line under-counts, which
 *  only matters when it then nests deeper, and those new markers are counted). */
export function nestingTracker(): (line: string, outer: number) => { depth: number; over?: number } {
  const items: number[] = [];
  return (line, outer) => {
    let at = skipSpace(line, 0, 0);
    if (at.i >= line.length) return { depth: outer };
    let quotes = 0;
    let over: number | undefined;
    const deeper = (i: number) => {
      if (over === undefined && outer + items.length + quotes > MAX_NESTING) over = i + 1;
    };
    // Quote markers first: the columns of list items include them.
    while (line[at.i] === '>') {
      quotes++;
      deeper(at.i);
      at = skipSpace(line, at.i + 1, at.col + 1);
    }
    while (items.length > 0 && items[items.length - 1] > at.col) items.pop();
    for (;;) {
      const m = LIST_MARKER.exec(line.slice(at.i, at.i + 11));
      if (m) {
        const after = skipSpace(line, at.i + m[0].length, at.col + m[0].length);
        const gap = after.col - (at.col + m[0].length);
        items.push(after.i >= line.length || gap > 4 ? at.col + m[0].length + 1 : after.col);
        deeper(at.i);
        at = after;
      } else if (line[at.i] === '>') {
        quotes++;
        deeper(at.i);
        at = skipSpace(line, at.i + 1, at.col + 1);
      } else {
        break;
      }
    }
    return { depth: outer + items.length + quotes, over };
  };
}

// `<Name`, `<>` and `</…` open and close JSX elements, `/>` closes one. Inline code is left out.
const JSX_TAG = /<\/?(?:[A-Za-z][\w.:-]*|(?=>))|\/>/g;

/** The JSX elements still open after each line of an MDX page, and where a line first opens more
 *  than MAX_NESTING (around `outer` other levels). Expressions that compare with `<` can only make
 *  it count more, never less. */
export function jsxTracker(): (line: string, outer: number) => { depth: number; over?: number } {
  let depth = 0;
  return (line, outer) => {
    if (!line.includes('<')) return { depth };
    const text = line.includes('`') ? line.replace(/`[^`]*`/g, (s) => ' '.repeat(s.length)) : line;
    let over: number | undefined;
    for (const m of text.matchAll(JSX_TAG)) {
      if (m[0] === '/>' || m[0].startsWith('</')) depth = Math.max(0, depth - 1);
      else if (++depth + outer > MAX_NESTING && over === undefined) over = m.index + 1;
    }
    return { depth, over };
  };
}

/** Inline emphasis is allowed deeper than blocks: a paragraph may well hold a few stray `*`. */
export const MAX_EMPHASIS = 100;

const WHITE = /\s/;
const PUNCT = /[\p{P}\p{S}]/u;
const DELIMITER_RUN = /\*+|_+|~+/g;

/** Emphasis (`*`, `_`, `~` runs) opened and not yet closed in the current paragraph, by
 *  CommonMark's flanking rules; a blank line ends the paragraph. micromark pairs delimiters in
 *  time that grows with the square of the open ones, and the tree walkers recurse per level:
 *  three thousand levels take 40 s and then overflow the stack. `over` is where a line first
 *  opens more than MAX_EMPHASIS. */
export function emphasisTracker(): (line: string) => number | undefined {
  let open = 0;
  return (line) => {
    if (line.trim() === '') {
      open = 0;
      return undefined;
    }
    if (!line.includes('*') && !line.includes('_') && !line.includes('~')) return undefined;
    const text = line.includes('`') ? line.replace(/`[^`]*`/g, (s) => ' '.repeat(s.length)) : line;
    let over: number | undefined;
    for (const m of text.matchAll(DELIMITER_RUN)) {
      const before = m.index > 0 ? text[m.index - 1] : ' ';
      const after = m.index + m[0].length < text.length ? text[m.index + m[0].length] : ' ';
      const left = !WHITE.test(after) && (!PUNCT.test(after) || WHITE.test(before) || PUNCT.test(before));
      const right = !WHITE.test(before) && (!PUNCT.test(before) || WHITE.test(after) || PUNCT.test(after));
      if (left && !right) {
        if (++open > MAX_EMPHASIS && over === undefined) over = m.index + 1;
      } else if (right && !left) {
        open = Math.max(0, open - 1);
      }
    }
    return over;
  };
}

/** Elements HTML closes by itself (void, or with an optional end tag): never counted as open. */
const SELF_CLOSING_HTML = new Set(
  'area base br col embed hr img input link meta source track wbr p li dt dd option optgroup tr td th thead tbody tfoot colgroup rb rt rtc rp caption html head body'.split(
    ' ',
  ),
);
const HTML_TAG = /<(\/?)([A-Za-z][\w:-]*)(?:[^<>]*?(\/)>)?/g;

/** Raw HTML is allowed deeper than Markdown containers: layouts nest tables in divs. */
export const MAX_HTML_NESTING = MAX_NESTING * 4;

/** Raw HTML elements still open in a Markdown page (parse5 and the tree walkers after it recurse
 *  per level: five thousand nested <div>s overflow the stack). Like jsxTracker, for HTML. */
export function htmlTracker(): (line: string) => number | undefined {
  let depth = 0;
  return (line) => {
    if (!line.includes('<')) return undefined;
    const text = line.includes('`') ? line.replace(/`[^`]*`/g, (s) => ' '.repeat(s.length)) : line;
    let over: number | undefined;
    for (const m of text.matchAll(HTML_TAG)) {
      if (m[3] || SELF_CLOSING_HTML.has(m[2].toLowerCase())) continue;
      if (m[1]) depth = Math.max(0, depth - 1);
      else if (++depth > MAX_HTML_NESTING && over === undefined) over = m.index + 1;
    }
    return over;
  };
}
