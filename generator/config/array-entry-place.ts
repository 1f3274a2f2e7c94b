// Where the n-th entry of an array literal is written, for an error about one entry of a list
// (a plugin list entry that is not a plugin): the key's line is not enough in a long list.
import { placeAt } from '../errors.js';

/** The line and column of entry `index` of the array that follows `from` in `source` (the place of
 *  the key); undefined when the value there is not an array literal of that many entries. */
export function arrayEntryPlace(
  source: string,
  from: { line: number; column: number },
  index: number,
): { line: number; column: number } | undefined {
  const lines = source.split('\n');
  let i = lines.slice(0, from.line - 1).reduce((n, l) => n + l.length + 1, 0) + from.column - 1;
  while (i < source.length && source[i] !== '[' && source[i] !== ',' && source[i] !== '}') i++;
  if (source[i] !== '[') return undefined;
  let depth = 0;
  let entry = 0;
  let quote = '';
  for (i += 1; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (depth === 0 && entry === index && !/[\s,]/.test(c) && c !== ']') return placeAt(source, i);
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return undefined;
      depth--;
    } else if (c === ',' && depth === 0) entry++;
  }
  return undefined;
}
