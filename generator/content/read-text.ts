// A content file's text. A page must be UTF-8 text: anything else (an image saved as `x.md`, a
// UTF-16 export) would otherwise become a page of replacement characters and control bytes.
import { readFileSync } from 'node:fs';
import { WriterError } from '../errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text; a WriterError naming it (`display`) when it holds a NUL byte or is not UTF-8. */
export function readText(abs: string, display: string): string {
  const bytes = readFileSync(abs);
  const nul = bytes.indexOf(0);
  let text: string | undefined;
  if (nul < 0) {
    try {
      text = utf8.decode(bytes);
    } catch {
      text = undefined;
    }
  }
  if (text === undefined) {
    throw new WriterError({ file: display }, `not UTF-8 text${nul >= 0 ? ` (a NUL byte at offset ${nul})` : ''}: a binary file, or text in another encoding`, {
      hint: 'save the page as UTF-8, or move a file that is not a page out of the content folder (or rename it without .md/.mdx)',
    });
  }
  // TextDecoder drops a leading byte-order mark, as readFileSync(…, 'utf8') does not: keep it, so
  // the text (and its offsets) are what they were.
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? `\ufeff${text}` : text;
}
