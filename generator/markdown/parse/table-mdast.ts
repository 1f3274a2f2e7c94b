// A GFM table from markdown-it's tokens, with the cells placed as micromark places them: a cell
// runs from its leading pipe (or the row's start) to the next pipe, the last one to the end of the
// line, trailing pipe and spaces included. markdown-it gives only the rows' lines, so the cells
// are found again in the source row; cells past the header's count, which markdown-it drops and
// micromark keeps, are read with markdown-it's inline parser.
import type { Token } from 'markdown-it';
import type { AlignType, Table, TableCell, TableRow } from 'mdast';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import type { Placer } from './content-placer.js';
import { phrasing } from './inline-mdast.js';
import type { Walk } from './walk.js';
import type { SourcePoints } from './source-points.js';
import { blockStart, trackedMarkdownIt } from './tracked-markdown-it.js';

interface SourceCell {
  /** Page offsets of the cell's range. */
  start: number;
  end: number;
  /** The cell's text as markdown-it reads it (`\|` is `|`), and where it is in the page. */
  content: string;
  place: Placer;
}

/** `raw` (at page offset `at`) without the backslashes of its escaped pipes, and the placer of
 *  that text. */
function unescapedPipes(raw: string, at: number): { content: string; place: Placer } {
  const removed: number[] = [];
  const content = raw.replace(/\\\|/g, (_, i: number) => {
    removed.push(i - removed.length);
    return '|';
  });
  return { content, place: (pos) => at + pos + removed.filter((r) => r < pos).length };
}

/** The cells of the row that starts at page offset `start` on 0-based line `line`. */
function sourceCells(points: SourcePoints, line: number, start: number): SourceCell[] {
  const end = points.lineEnd(line);
  const row = points.text.slice(start, end);
  // markdown-it takes `\\|` for an escaped pipe, micromark for an escaped backslash.
  if (row.includes('\\\\')) throw new FastPathUnsupported('backslashes in a table row');
  const pipes: number[] = [];
  for (let i = row.indexOf('|'); i >= 0; i = row.indexOf('|', i + 1)) if (row[i - 1] !== '\\') pipes.push(i);
  const edges = pipes[0] === 0 ? pipes : [-1, ...pipes];
  const cells: SourceCell[] = [];
  edges.forEach((edge, k) => {
    const from = edge + 1;
    const to = k + 1 < edges.length ? edges[k + 1] : row.length;
    const raw = row.slice(from, to);
    // Only spaces after the last pipe: no cell, the pipe closes the row.
    if (k === edges.length - 1 && raw.trim() === '' && edge >= 0 && cells.length > 0) return;
    const lead = raw.length - raw.trimStart().length;
    cells.push({ start: start + Math.max(edge, 0), end: start + to, ...unescapedPipes(raw.trim(), start + from + lead) });
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

function cell(w: Walk, c: SourceCell, body: Token | undefined): TableCell {
  const inline = body ?? trackedMarkdownIt().parseInline(c.content, w.env)[0];
  if (inline.content !== c.content) throw new FastPathUnsupported('table cell text');
  return {
    type: 'tableCell',
    children: phrasing(inline, c.place, w.points, w.mdx),
    position: { start: w.points.point(c.start), end: w.points.point(c.end) },
  };
}

function row(w: Walk, open: Token): { node: TableRow; cells: SourceCell[] } {
  const start = blockStart(open);
  if (start === undefined || !open.map) throw new FastPathUnsupported('table row');
  // A tag starts an HTML block that ends the table to micromark; markdown-it reads a row.
  if (w.points.text[start] === '<') throw new FastPathUnsupported('tag in a table row');
  const node: TableRow = {
    type: 'tableRow',
    children: [],
    position: { start: w.points.point(start), end: w.points.point(w.points.lineEnd(open.map[0])) },
  };
  return { node, cells: sourceCells(w.points, open.map[0], start) };
}

/** The table whose `table_open` is `w.tokens[i]`; returns it and the index after `table_close`. */
export function tableNode(w: Walk, i: number): { node: Table; next: number } {
  // Under a header of one cell, micromark reads a delimiter row without pipes as a setext underline.
  const delimiter = w.tokens[i].map![0] + 1;
  if (!w.points.line(delimiter).includes('|')) throw new FastPathUnsupported('delimiter row without pipes');
  // micromark reads a header line that opens an ATX heading as the heading.
  const start = blockStart(w.tokens[i]);
  if (start !== undefined && /^#{1,6}(?:[ \t]|$)/.test(w.points.text.slice(start, start + 8)))
    throw new FastPathUnsupported('heading as a table header');
  const align: AlignType[] = [];
  const rows: TableRow[] = [];
  let current: ReturnType<typeof row> | undefined;
  for (i++; w.tokens[i].type !== 'table_close'; i++) {
    const t = w.tokens[i];
    if (t.type === 'tr_open') {
      current = row(w, t);
      rows.push(current.node);
    } else if ((t.type === 'th_open' || t.type === 'td_open') && current) {
      if (t.type === 'th_open') align.push(alignOf(t));
      const body = w.tokens[i + 1];
      const c = current.cells[current.node.children.length];
      // markdown-it fills short rows with empty cells that micromark does not make.
      if (c) current.node.children.push(cell(w, c, body));
      else if (body.content !== '') throw new FastPathUnsupported('table cell not found');
    } else if (t.type === 'tr_close' && current) {
      for (const c of current.cells.slice(current.node.children.length)) current.node.children.push(cell(w, c, undefined));
    }
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first) throw new FastPathUnsupported('empty table');
  // A table of its header alone ends with its delimiter row.
  const end = rows.length > 1 ? last.position!.end : w.points.point(w.points.lineEnd(first.position!.start.line));
  const node: Table = { type: 'table', align, children: rows, position: { start: first.position!.start, end } };
  return { node, next: i + 1 };
}
