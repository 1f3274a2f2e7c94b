// List items that markdown-it and micromark start in different places (fast-path-gate.ts refuses
// the page): empty items after a line that could go on, and lines indented as code under an item
// whose text starts further right. Fed every line outside fenced code, in order.

/** A line ending in an empty list item (`-`, `- -`, `1. -`, `> - *`). micromark does not start an
 *  empty item after indented code (across blank lines), nor one nested in a list item or quote
 *  that the line opens after a line of text (`- a` then `  - -`: `<li>-</li>`); markdown-it does. */
const EMPTY_ITEM = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+[ \t>]*)*(?:[-*+]|\d{1,9}[.)])[ \t]*$/;
/** List markers at the start of a line, one or more (`   - - a`). */
const ITEM_MARKERS = /^ *(?:(?:[-*+]|\d{1,9}[.)])(?: +|$))+/;
const ONE_MARKER = /([-*+]|\d{1,9}[.)])( *)/g;

/** An open list item: the column its text starts at. */
interface Item {
  text: number;
}

/** A line indented four spaces or more past the text of the item that holds it, and less than the
 *  text of the innermost item: micromark takes it for a lazy line of that item's paragraph where
 *  markdown-it may start an item or code (after nested items: `   - - a` then `    - b`); after a
 *  blank line it is code, which micromark parts at its blank lines. */
function codeUnderItem(open: readonly Item[], indent: number, lazy: boolean): boolean {
  const inner = open[open.length - 1];
  if (indent < 4 || !inner || indent >= inner.text) return false;
  let base = 0;
  // After a line less indented than an item's text, items below may have ended there (it was no
  // lazy line): counted from the margin then.
  for (let k = lazy ? -1 : open.length - 1; k >= 0; k--) {
    if (open[k].text <= indent) {
      base = open[k].text;
      break;
    }
  }
  return indent - base >= 4;
}

/** A thematic break (`- - -`, `* * *`): no list items, though it reads as markers. */
const THEMATIC_BREAK = /^([-*])(?: *\1){2,} *$/;

/** The items a line of markers opens, after those it closes. */
function openItems(open: Item[], raw: string, markers: string, indent: number): void {
  while (open.length > 0 && open[open.length - 1].text > indent) open.pop();
  let last = raw.length - 1;
  while (raw.charCodeAt(last) === 0x20) last--;
  // Only a line ending in `-` or `*` may be a break.
  const mayBreak = raw.charCodeAt(last) === 0x2d || raw.charCodeAt(last) === 0x2a;
  ONE_MARKER.lastIndex = indent;
  for (let m = ONE_MARKER.exec(markers); m; m = ONE_MARKER.exec(markers)) {
    if (mayBreak && THEMATIC_BREAK.test(raw.slice(m.index))) break;
    const end = m.index + m[1].length;
    // Text starts after one space when there are none or more than four (then indented code).
    const spaces = m[2].length;
    open.push({ text: end + (spaces === 0 || spaces > 4 ? 1 : spaces) });
  }
}

/** `-`, `*`, `+`, a digit or `>`: what a line holding a list item starts with. */
const itemStart = (c: number): boolean => c === 0x2d || c === 0x2a || c === 0x2b || c === 0x3e || (c >= 0x30 && c <= 0x39);

export function listItemLines(): { line: (raw: string, blank: boolean, previous: string) => string | undefined } {
  /** Whether the last line that is not blank is indented as code. */
  let codeBefore = false;
  /** Whether an empty item came last, but for lines indented as code. */
  let afterEmpty = false;
  const open: Item[] = [];
  /** A line less indented than the innermost item's text came after text, not a blank line. */
  let lazy = false;
  return {
    line(raw, blank, previous) {
      let indent = 0;
      // Reads stay inside the line: a read past its end (NaN) makes V8 drop the optimized code of
      // fastPathRefusal, which holds this function, and compile it again.
      while (indent < raw.length && raw.charCodeAt(indent) === 0x20) indent++;
      // The expressions only for lines that may hold an item: this runs on every line of a page.
      const maybeItem = indent < raw.length && itemStart(raw.charCodeAt(indent));
      const empty = maybeItem && EMPTY_ITEM.test(raw);
      // Or indented as code itself: micromark then ends the code block at the next line.
      if (empty && (codeBefore || indent >= 4 || (previous !== '' && /[ \t>]/.test(raw.trim()))))
        return 'empty list item after a line of text';
      if (blank) return undefined;
      codeBefore = indent >= 4;
      // micromark parts indented code after an empty item at its blank lines.
      if (codeBefore && afterEmpty) return 'indented code after an empty list item';
      afterEmpty = empty || (afterEmpty && codeBefore);
      if (codeUnderItem(open, indent, lazy)) return 'line indented as code under a list item';
      const markers = maybeItem ? ITEM_MARKERS.exec(raw) : null;
      // An empty item after text may be text itself (it cannot interrupt a paragraph).
      if (markers && empty && previous !== '') lazy = true;
      else if (markers) openItems(open, raw, markers[0], indent);
      // A paragraph after a blank line ends the items it is not indented into.
      else if (previous === '') while (open.length > 0 && open[open.length - 1].text > indent) open.pop();
      else if (open.length > 0 && indent < open[open.length - 1].text) lazy = true;
      if (open.length === 0) lazy = false;
      return undefined;
    },
  };
}
