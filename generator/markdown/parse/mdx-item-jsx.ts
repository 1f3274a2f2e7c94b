// JSX tags on lines of their own inside list items of an MDX page (mdx-fast/item-jsx.ts says which
// the split takes): their lines reach markdown-it as placeholder tags (`<j12>`, the line's number,
// padded to the line's length so every offset stays the page's), which it keeps as HTML blocks
// among the item's blocks. The walk (markdown-it-mdast.ts) turns each into the elements its tags
// open and close, the blocks between them their children, as remark-mdx nests them.
import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import type { MdxInline } from './phrasing-context.js';
import { closingTagEnd, openingTag } from './mdx-jsx-tag.js';

/** The line with its tags replaced by a placeholder of the same length. */
export function itemPlaceholder(line: string, n: number): string {
  const indent = line.length - line.trimStart().length;
  const tag = `<j${n}>`;
  if (indent + tag.length > line.length) throw new FastPathUnsupported('JSX tag line too short for its placeholder');
  return line.slice(0, indent) + tag.padEnd(line.length - indent, ' ');
}

/** The page lines an HTML block of placeholders stands for; undefined for other HTML. */
export function placeholderLines(html: string, mdx: MdxInline): number[] | undefined {
  const lines: number[] = [];
  for (const l of html.replace(/\n$/, '').split('\n')) {
    const n = /^\s*<j(\d+)> *$/.exec(l)?.[1];
    if (n === undefined || !mdx.items?.has(Number(n))) return undefined;
    lines.push(Number(n));
  }
  return lines;
}

/** The JSX elements open in a list item's walk, innermost last, and where its blocks go now. */
export class ItemElements {
  private readonly open: MdxJsxFlowElement[] = [];

  constructor(private readonly out: RootContent[]) {}

  /** Where the next block goes: the innermost open element, or the item. */
  get target(): RootContent[] {
    return this.open.length > 0 ? (this.open[this.open.length - 1].children as RootContent[]) : this.out;
  }

  /** The tags of page line `line` (0-based) open and close elements. */
  tags(mdx: MdxInline, line: number): void {
    const points = mdx.page;
    for (const tag of mdx.items!.get(line)!) {
      const at = points.lineStart(line) + tag.column - 1;
      if (tag.close) {
        const el = this.open.pop();
        if (!el || el.name !== tag.name) throw new FastPathUnsupported('JSX closing tag outside its list item');
        el.position!.end = points.point(closingTagEnd(points, tag.name, at));
        continue;
      }
      const opening = openingTag(points, at);
      const el: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: opening.name,
        attributes: opening.attributes,
        children: [],
        position: { start: points.point(at), end: points.point(opening.end) },
      };
      this.target.push(el);
      if (!opening.selfClosing) this.open.push(el);
    }
  }

  /** Throws when an element is still open where the item's blocks end. */
  done(): void {
    if (this.open.length > 0) throw new FastPathUnsupported('JSX element across list items');
  }
}
