// List items that markdown-it and micromark start in different places (fast-path-gate.ts refuses
// the page): empty items after a line that could go on, and items indented as code under an item
// whose text starts further right. Fed every line outside fenced code, in order.

/** A line ending in an empty list item (`-`, `- -`, `1. -`, `> - *`). micromark does not start an
 *  empty item after indented code (across blank lines), nor one nested in a list item or quote
 *  that the line opens after a line of text (`- a` then `  - -`: `<li>-</li>`); markdown-it does. */
const EMPTY_ITEM = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+[ \t>]*)*(?:[-*+]|\d{1,9}[.)])[ \t]*$/;
/** List markers at the start of a line, one or more (`   - - a`), to where the item's text starts. */
const ITEM_MARKERS = /^ *(?:(?:[-*+]|\d{1,9}[.)])(?: +|$))+/;

/** `-`, `*`, `+`, a digit or `>`: what a line holding a list item starts with. */
const itemStart = (c: number): boolean => c === 0x2d || c === 0x2a || c === 0x2b || c === 0x3e || (c >= 0x30 && c <= 0x39);

export function listItemLines(): { line: (raw: string, blank: boolean, previous: string) => string | undefined } {
  /** Whether the last line that is not blank is indented as code. */
  let codeBefore = false;
  /** Whether an empty item came last, but for lines indented as code. */
  let afterEmpty = false;
  /** Where the text of the last line with list markers starts. */
  let itemText = 0;
  return {
    line(raw, blank, previous) {
      let indent = 0;
      while (raw.charCodeAt(indent) === 0x20) indent++;
      // The expressions only for lines that may hold an item: this runs on every line of a page.
      const maybeItem = itemStart(raw.charCodeAt(indent));
      const empty = maybeItem && EMPTY_ITEM.test(raw);
      // Or indented as code itself: micromark then ends the code block at the next line.
      if (empty && (codeBefore || indent >= 4 || (previous !== '' && /[ \t>]/.test(raw.trim())))) return 'empty list item after a line of text';
      if (blank) return undefined;
      codeBefore = indent >= 4;
      // micromark parts indented code after an empty item at its blank lines.
      if (codeBefore && afterEmpty) return 'indented code after an empty list item';
      afterEmpty = empty || (afterEmpty && codeBefore);
      // A line indented four spaces or more, less than the text of the last item: micromark takes
      // it for a lazy line of that item's paragraph where markdown-it may start an item or code
      // (after nested items: `   - - a` then `    - b`); after a blank line it is code, which
      // micromark parts at its blank lines.
      if (codeBefore && indent < itemText) return 'line indented as code under a list item';
      const markers = maybeItem ? ITEM_MARKERS.exec(raw) : null;
      if (markers) itemText = markers[0].length;
      return undefined;
    },
  };
}
