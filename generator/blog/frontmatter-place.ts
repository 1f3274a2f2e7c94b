// Where a frontmatter value is written, for errors about what it means (an unknown author key, a bad
// date): the line of `key:`, or of the value under it when the key's value spans lines.
import { writerError, type WriterError } from '../errors.js';

/** 1-based line and column of `value` after the `key:` line (or of the key itself). */
export function valuePlace(source: string, key: string, value?: string): { line: number; column: number } {
  const lines = source.split('\n');
  const at = lines.findIndex((l, i) => i < 200 && new RegExp(`^${key}\\s*:`).test(l));
  if (at < 0) return { line: 1, column: 1 };
  if (value !== undefined) {
    for (let i = at; i < lines.length && (i === at || /^[\s-]/.test(lines[i])); i++) {
      const col = lines[i].indexOf(value, i === at ? key.length + 1 : 0);
      if (col >= 0) return { line: i + 1, column: col + 1 };
    }
  }
  return { line: at + 1, column: 1 };
}

export function errorAt(file: string, source: string, key: string, value: string | undefined, message: string, hint: string): WriterError {
  const p = valuePlace(source, key, value);
  return writerError(file, source, p.line, p.column, message, hint);
}
