// A GFM table from markdown-it's tokens, with the cells placed as micromark places them: a cell
// runs from its leading pipe (or the row's start) to the next pipe, the last one to the end of the
// line, trailing pipe and spaces included. markdown-it gives only the rows' lines, so the cells
// are found again in the source row.
import type { Token } from 'markdown-it';
import type { AlignType, PhrasingContent, Table, TableCell, TableRow } from 'mdast';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import { linePlacer, phrasing } from './inline-mdast.js';
import type { SourcePoints } from './source-points.js';
import { blockStart } from './tracked-markdown-it.js';

interface SourceCell {
  /** Page offsets: the cell's range, and where its trimmed text starts. */
  start: number;
  end: number;
  text: number;
  content: string;
}

/** The cells of the row that starts at page offset `start` on 0-based line `line`. */
function sourceCells(points: SourcePoints, line: number, start: number): SourceCell[] {
  const end = points.lineEnd(line);
  const row = points.text.slice(start, end);
  // micromark splits at an escaped pipe too, markdown-it does not.
  if (row.includes('\\')) throw new FastPathUnsupported('backslash in a table row');
  const pipes: number[] = [];
  for (let i = row.indexOf('|'); i >= 0; i = row.indexOf('|', i + 1)) pipes.push(i);
  const edges = pipes[0] === 0 ? pipes : [-1, ...pipes];
  const cells: SourceCell[] = [];
  edges.forEach((edge, k) => {
    const from = edge + 1;
    const to = k + 1 < edges.length ? edges[k + 1] : row.length;
    const raw = row.slice(from, to);
    // Only spaces after the last pipe: no cell, the pipe closes the row.
    if (k === edges.length - 1 && raw.trim() === '' && edge >= 0) return;
    const lead = raw.length - raw.trimStart().length;
    cells.push({ start: start + Math.max(edge, 0), end: start + to, text: start + from + lead, content: raw.trim() });
  });
  // The last cell takes the rest of the line (a trailing pipe, spaces).
  if (cells.length > 0) cells[cells.length - 1].end = end;
  return cells;
}

function alignOf(t: Token): AlignType {
  const style = t.attrGet('style');
  const m = style ? /text-align:(\w+)/.exec(String(style)) : null;
  return (m?.[1] as AlignType | undefined) ?? null;
}

const cell = (children: PhrasingContent[], c: SourceCell, points: SourcePoints): TableCell =>
  ({ type: 'tableCell', children, position: { start: points.point(c.start), end: points.point(c.end) } });

/** The table whose `table_open` is `tokens[i]`; returns it and the index after `table_close`. */
export function tableNode(tokens: Token[], i: number, points: SourcePoints): { node: Table; next: number } {
  const align: AlignType[] = [];
  const rows: TableRow[] = [];
  let cells: SourceCell[] = [];
  let row: TableRow | undefined;
  let k = 0;
  for (i++; tokens[i].type !== 'table_close'; i++) {
    const t = tokens[i];
    if (t.type === 'tr_open') {
      const start = blockStart(t);
      if (start === undefined || !t.map) throw new FastPathUnsupported('table row');
      cells = sourceCells(points, t.map[0], start);
      row = { type: 'tableRow', children: [], position: { start: points.point(start), end: points.point(points.lineEnd(t.map[0])) } };
      rows.push(row);
      k = 0;
    } else if ((t.type === 'th_open' || t.type === 'td_open') && row) {
      if (t.type === 'th_open') align.push(alignOf(t));
      const body = tokens[i + 1];
      const c = cells[k++];
      // markdown-it fills short rows with empty cells that micromark does not make.
      if (!c) {
        if (body.content !== '') throw new FastPathUnsupported('table cell not found');
        continue;
      }
      if (c.content !== body.content) throw new FastPathUnsupported('table cell text');
      row.children.push(cell(phrasing(body, linePlacer(body.content, [c.text]), points), c, points));
    } else if (t.type === 'tr_close' && k < cells.length) {
      throw new FastPathUnsupported('table row longer than its header');
    }
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first) throw new FastPathUnsupported('empty table');
  const node: Table = { type: 'table', align, children: rows, position: { start: first.position!.start, end: last.position!.end } };
  return { node, next: i + 1 };
}
