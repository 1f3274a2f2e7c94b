// Offsets in a page turned into the points (line, column, offset) unist positions hold.
import type { Point } from 'unist';

export interface SourcePoints {
  point(offset: number): Point;
  /** Offset of the first character of 0-based line `line`. */
  lineStart(line: number): number;
  /** Offset of the line ending of 0-based line `line` (or of the page's end). */
  lineEnd(line: number): number;
  /** The text of 0-based line `line`, without its line ending. */
  line(line: number): string;
  readonly text: string;
  readonly lineCount: number;
  /** The 0-based page line of `text`'s first line (a region of an MDX page starts further down). */
  readonly firstLine: number;
}

/** `text`'s points; `base`: where `text` starts in its page, when it is a part of one (its first
 *  line starts at that offset): points are the page's then, lines and offsets given are `text`'s. */
export function sourcePoints(text: string, base = { offset: 0, line: 0 }): SourcePoints {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const lineEnd = (line: number) => (line + 1 < starts.length ? starts[line + 1] - 1 : text.length);
  return {
    text,
    lineCount: starts.length,
    firstLine: base.line,
    point(offset) {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset) lo = mid;
        else hi = mid - 1;
      }
      return { line: base.line + lo + 1, column: offset - starts[lo] + 1, offset: base.offset + offset };
    },
    lineStart: (line) => starts[line],
    lineEnd,
    line: (line) => text.slice(starts[line], lineEnd(line)),
  };
}

/** The point after the last character of `text`. */
export function endPoint(text: string): Point {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) line++;
  return { line, column: text.length - text.lastIndexOf('\n'), offset: text.length };
}
