// Where a block's inline content was read from: markdown-it gives an inline token its content
// (container markers and indentation taken off each line), and mdast wants page offsets.
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import type { SourcePoints } from './source-points.js';

/** A block's inline content offset → the page offset it was read from. */
export type Placer = (pos: number) => number;

/** The placer of content whose line `k` starts at page offset `starts[k]`. */
export function linePlacer(content: string, starts: number[]): Placer {
  const own = [0];
  for (let i = content.indexOf('\n'); i >= 0; i = content.indexOf('\n', i + 1)) own.push(i + 1);
  if (own.length !== starts.length) throw new FastPathUnsupported('inline content lines');
  return (pos) => {
    let k = own.length - 1;
    while (k > 0 && own[k] > pos) k--;
    return starts[k] + pos - own[k];
  };
}

/** A paragraph's content: each of its lines is the end of a page line (markdown-it strips
 *  container markers and indentation before it, and the trailing whitespace of the last one). */
export function paragraphPlacer(content: string, firstLine: number, points: SourcePoints): Placer {
  const parts = content.split('\n');
  const starts = parts.map((part, k) => {
    const line = points.line(firstLine + k);
    const end = k === parts.length - 1 ? line.trimEnd().length : line.length;
    if (line.slice(end - part.length, end) !== part) throw new FastPathUnsupported('paragraph line not found');
    return points.lineStart(firstLine + k) + end - part.length;
  });
  return linePlacer(content, starts);
}
