// The cache entry of a plain Markdown page. Its HTML is most of it: written as it is after one
// line of JSON for the rest, it costs no JSON escaping to write nor unescaping to read (a cold
// 3,000-page build spent 1.3 s in JSON.stringify of its pages).
import type { CompiledDoc } from '../../types.js';

// After the HTML, so that a torn write (a file cut short) never passes for a whole entry: the
// entry's length is in its first line, and a cut file decodes to fewer characters.
const END = '\n';

/** `[html length, the page with an empty html]` as JSON, a newline, the HTML, END. */
export function pageEntry(doc: CompiledDoc, html: string): string {
  const head = JSON.stringify([html.length, { ...doc, body: { ...doc.body, html: '' } }]);
  return `${head}\n${html}${END}`;
}

/** The page an entry holds (what JSON.parse(JSON.stringify(doc)) would give), or undefined for a
 *  torn or foreign file. */
export function parsePageEntry(text: string): CompiledDoc | undefined {
  const nl = text.indexOf('\n');
  if (nl < 0 || !text.endsWith(END)) return undefined;
  let head: unknown;
  try {
    head = JSON.parse(text.slice(0, nl));
  } catch {
    return undefined;
  }
  if (!Array.isArray(head) || typeof head[0] !== 'number' || nl + 1 + head[0] + END.length !== text.length) return undefined;
  const doc = head[1] as CompiledDoc;
  if (doc?.body?.type !== 'html') return undefined;
  doc.body.html = text.slice(nl + 1, nl + 1 + head[0]);
  return doc;
}
