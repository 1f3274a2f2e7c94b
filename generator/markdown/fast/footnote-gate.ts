// The footnotes the fast path prints as remark does (footnotes.ts), line by line for
// fast-path-gate.ts: definitions `[^label]: text` at the left margin, one line of plain text each
// (no links or HTML, whose warnings remark reports from the footer, at the page's end; no
// reference, which remark would number after the page's own), each label defined once; references
// `[^label]` with labels of letters, digits, `_` and `-`, next to no bracket, parenthesis or colon
// that could make them something else (another reference may follow).
const DEFINITION = /^\[\^([A-Za-z0-9_-]+)\]: (?=[\p{L}\p{N}(])/u;
const DEFINITION_LIKE = /^ {0,3}\[\^[^\]]*\]:/;
const REFERENCE = /^\[\^[A-Za-z0-9_-]+\](?![(:]|\[(?!\^))/;

export function footnoteLines(): {
  line: (raw: string, prose: string) => { refused?: string; prose: string };
  follows: (raw: string) => string | undefined;
} {
  const labels = new Set<string>();
  /** After a definition: 'line' right after it, 'blank' after a blank line, else undefined. */
  let after: 'line' | 'blank' | undefined;
  /** The line before (blank lines blank; the page starts after one). */
  let last = '';
  return {
    /** For every line, code and admonition lines too: nothing may continue a definition. */
    follows(raw) {
      const previous = last;
      last = raw.trim() === '' ? '' : raw;
      if (after === 'line' && last !== '' && !DEFINITION.test(raw)) return 'footnote definition over lines';
      // Only after a blank line or another definition: markdown-it would read one right after a
      // quote or an item as that block's lazy line.
      if (previous !== '' && DEFINITION_LIKE.test(raw) && !(after === 'line' && DEFINITION.test(raw)))
        return 'footnote definition after a block';
      return undefined;
    },
    line(raw, prose) {
      if (raw.trim() === '') {
        if (after) after = 'blank';
        return { prose };
      }
      const def = DEFINITION.exec(raw);
      if (!def && after === 'line') return { refused: 'footnote definition over lines', prose };
      // An indented line after a blank one may continue the definition.
      if (!def && after === 'blank' && /^\s/.test(raw)) return { refused: 'footnote definition over lines', prose };
      after = undefined;
      if (def) {
        if (!prose.startsWith(def[0])) return { refused: 'footnote', prose };
        const key = def[1].toUpperCase();
        if (labels.has(key)) return { refused: 'footnote defined twice', prose };
        labels.add(key);
        after = 'line';
        const rest = prose.slice(def[0].length);
        if (/[[<\]]/.test(rest)) return { refused: 'footnote definition with links or HTML', prose };
        return { prose: rest };
      }
      if (DEFINITION_LIKE.test(raw)) return { refused: 'footnote', prose };
      for (let i = prose.indexOf('[^'); i >= 0; i = prose.indexOf('[^', i + 1)) {
        if (
          !REFERENCE.test(prose.slice(i)) ||
          /[!\\]/.test(prose[i - 1] ?? '') ||
          prose.lastIndexOf(']', i) < prose.lastIndexOf('[', i - 1)
        )
          return { refused: 'footnote', prose };
      }
      return { prose };
    },
  };
}
