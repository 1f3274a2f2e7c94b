// List items that markdown-it and micromark start in different places (fast-path-gate.ts refuses
// the page): empty items after a line that could go on, and items indented as code under an item
// whose text starts further right. Fed every line outside fenced code, in order.

/** A line ending in an empty list item (`-`, `- -`, `1. -`, `> - *`). micromark does not start an
 *  empty item on a line that could go on with the text or indented code before (across blank
 *  lines for code), even nested in a list item or quote that line opens (`- a` then `  - -`:
 *  `<li>-</li>`); markdown-it does. */
const EMPTY_ITEM = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+[ \t>]*)*(?:[-*+]|\d{1,9}[.)])[ \t]*$/;
/** List markers at the start of a line, one or more (`   - - a`), to where the item's text starts. */
const ITEM_MARKERS = /^ *(?:(?:[-*+]|\d{1,9}[.)])(?: +|$))+/;

export function listItemLines(): { line: (raw: string, previous: string) => string | undefined } {
  /** Whether the last line that is not blank is indented as code. */
  let codeBefore = false;
  /** Where the text of the last line with list markers starts. */
  let itemText = 0;
  return {
    line(raw, previous) {
      // Or indented as code itself: micromark then ends the code block at the next line.
      if ((previous !== '' || codeBefore || raw.startsWith('    ')) && EMPTY_ITEM.test(raw)) return 'empty list item after a line of text';
      if (raw.trim() !== '') codeBefore = raw.startsWith('    ');
      const markers = ITEM_MARKERS.exec(raw);
      if (!markers) return undefined;
      // An item indented four spaces or more, less than the text of the item before: micromark
      // takes it for a lazy line of that item's paragraph, markdown-it for an item (after nested
      // ones: `   - - a` then `    - b`).
      const indent = raw.length - raw.trimStart().length;
      if (indent >= 4 && previous !== '' && indent < itemText) return 'list item indented as code';
      itemText = markers[0].length;
      return undefined;
    },
  };
}
