// Lists as mdast-util-from-markdown makes them: `spread` on an item when a blank line parts two of
// its children, on a list when one parts two items; each item ends where its last child does; a
// GFM task check (`[ ]`, `[x]`) taken off the item's first paragraph as
// mdast-util-gfm-task-list-item does it, position quirks included.
import type { Token } from 'markdown-it';
import type { BlockContent, List, ListItem, Paragraph } from 'mdast';
import type { Node } from 'unist';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import type { RootContent } from 'mdast';
import type { Walk } from './walk.js';

/** markdown-it-mdast.ts's block walk, handed in (it calls listNode: no import cycle). */
type Blocks = (w: Walk, until?: string) => RootContent[];
import { blockStart } from './tracked-markdown-it.js';

const CHECK = /^\[([ xX])\][ \t\n]/;

/** Whether a blank line lies between two of the nodes. */
function parted(nodes: Node[]): boolean {
  for (let k = 1; k < nodes.length; k++) {
    if (nodes[k].position!.start.line > nodes[k - 1].position!.end.line + 1) return true;
  }
  return false;
}

/** The check of a task item, taken off the text of its first paragraph (read by markdown-it as
 *  text): null when the item has none. */
function takeCheck(w: Walk, first: BlockContent | undefined, content: string | undefined): boolean | null {
  const m = content === undefined ? null : CHECK.exec(content);
  if (!m || first?.type !== 'paragraph') return null;
  const head = first.children[0];
  if (head?.type !== 'text' || !head.value.startsWith(m[0].slice(0, 3))) throw new FastPathUnsupported('task list');
  head.value = head.value.slice(3);
  const start = head.position!.start;
  start.column += 3;
  start.offset! += 3;
  // Spaces before a line ending are not text to micromark: the text starts at the line ending.
  if (head.value.startsWith('\n')) Object.assign(start, w.points.point(w.points.lineEnd(start.line - 1 - w.points.firstLine)));
  if (head.value === '') {
    first.children.shift();
    return m[1] !== ' ';
  }
  // mdast-util-gfm-task-list-item drops the next character and moves the text and the paragraph
  // one column on, even when that character ends the line.
  head.value = head.value.slice(1);
  if (head.value === '') first.children.shift();
  else {
    start.column++;
    start.offset!++;
    (first as Paragraph).position!.start = { ...start };
  }
  return m[1] !== ' ';
}

const QUOTE_BLANK = /^[ >]*>[ >]*$/;

/** The blank lines of its quote (`>`) right after a list in a quote, from 0-based line `from`:
 *  micromark's list takes them in (it ends with the last one). Taken only where the list's quote goes on after them, at the same depth. */
function quoteBlanks(w: Walk, from: number): number {
  let line = from;
  while (line < w.points.lineCount && QUOTE_BLANK.test(w.points.line(line))) line++;
  if (line === from) return 0;
  const depth = (text: string) => text.split('>').length - 1;
  const same = (l: number) => depth(w.points.line(l)) === w.quotes;
  const after = line < w.points.lineCount ? /^[ >]*/.exec(w.points.line(line))![0] : '';
  if (w.parent !== 'blockquote_open' || depth(after) !== w.quotes) throw new FastPathUnsupported('list before a blank line in a quote');
  for (let l = from; l < line; l++) if (!same(l)) throw new FastPathUnsupported('list before a blank line in a quote');
  return line - from;
}

const CONTAINER_START = /^(?:>|(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$))/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** When the line after a list in a quote (and its blank lines) starts another container there (a
 *  quote, a list of another kind), micromark's list takes in that line's quote markers: where
 *  they end. */
function containerAfter(w: Walk, next: number): number | undefined {
  if (next >= w.points.lineCount) return undefined;
  const line = w.points.line(next);
  const markers = new RegExp(`^(?: {0,3}> ?){${w.quotes}}`).exec(line)?.[0];
  if (markers === undefined) return undefined;
  const rest = line.slice(markers.length);
  if (!CONTAINER_START.test(rest) || THEMATIC_BREAK.test(rest)) return undefined;
  if (w.parent !== 'blockquote_open') throw new FastPathUnsupported('list before a container in a quote');
  return w.points.lineStart(next) + markers.length;
}

function listItem(w: Walk, open: Token, blocks: Blocks): ListItem {
  const start = blockStart(open);
  if (start === undefined) throw new FastPathUnsupported('list item');
  // The first paragraph's text, when the item starts with one, as markdown-it read it.
  const content = w.tokens[w.i].type === 'paragraph_open' ? w.tokens[w.i + 1].content : undefined;
  const children = blocks(w, 'list_item_close') as BlockContent[];
  // An empty item ends with its line (`+`, `1. `).
  const end = children[children.length - 1]?.position?.end ?? w.points.point(w.points.lineEnd(open.map![0]));
  const checked = takeCheck(w, children[0], content);
  return { type: 'listItem', spread: parted(children), checked, children, position: { start: w.points.point(start), end } };
}

export function listNode(w: Walk, open: Token, blocks: Blocks): List {
  const ordered = open.type === 'ordered_list_open';
  const close = ordered ? 'ordered_list_close' : 'bullet_list_close';
  const items: ListItem[] = [];
  for (let t = w.tokens[w.i]; t?.type !== close; t = w.tokens[w.i]) {
    if (!t) throw new FastPathUnsupported(`no ${close}`);
    w.i++;
    items.push(listItem(w, t, blocks));
  }
  w.i++;
  const start = ordered ? Number(open.attrGet('start') ?? 1) : null;
  const position = { start: items[0].position!.start, end: items[items.length - 1].position!.end };
  // The line after the list, 0-based in the text walked.
  const next = position.end.line - w.points.firstLine;
  const blanks = w.quotes > 0 ? quoteBlanks(w, next) : 0;
  if (blanks > 0) position.end = w.points.point(w.points.lineEnd(next + blanks - 1));
  const container = w.quotes > 0 ? containerAfter(w, next + blanks) : undefined;
  if (container !== undefined) position.end = w.points.point(container);
  // The blank lines taken in make the list spread from two on, or from one before a container.
  const spread = parted(items) || blanks > 1 || (blanks > 0 && container !== undefined);
  return { type: 'list', ordered, start, spread, children: items, position };
}
