// JSX elements inside list items of an MDX page (mdx-fast/item-jsx.ts says which): their tag lines
// reach markdown-it as placeholder tags (`<jsx-12>`, the line's number), which it keeps as HTML
// blocks among the item's blocks; here each placeholder's elements take the blocks up to their
// closing tags as children, as MDX nests them. No line breaks go between a JSX element's children
// (mdast-util-to-hast adds none inside MDX elements); the item's own blocks are wrapped as usual.
import type { RootContent } from 'hast';
import { FastPathUnsupported } from './fast-path-unsupported.js';

/** A tag on a placeholder line: an opening one brings the element's node (a `jsx` hast node). */
export interface ItemTag {
  close: boolean;
  selfClosing: boolean;
  node?: { children: unknown[] };
}
export type ItemTagLines = Map<number, ItemTag[]>;

interface Placeholders {
  type: 'itemJsx';
  lines: number[];
}

/** The source line with its tag line replaced by a placeholder (same indentation). */
export const placeholder = (line: string, n: number): string => `${line.slice(0, line.length - line.trimStart().length)}<jsx-${n}>`;

/** An HTML block that is only placeholder lines, as a node to nest by; undefined for other HTML. */
export function placeholders(html: string, tags: ItemTagLines | undefined): RootContent | undefined {
  const lines: number[] = [];
  for (const l of html.replace(/\n$/, '').split('\n')) {
    const n = /^\s*<jsx-(\d+)>$/.exec(l)?.[1];
    if (n === undefined || !tags?.has(Number(n))) return undefined;
    lines.push(Number(n));
  }
  return { type: 'itemJsx', lines } as Placeholders as unknown as RootContent;
}

const isPlaceholders = (n: RootContent): boolean => (n as { type: string }).type === 'itemJsx';

/** The blocks of one list item with the elements its placeholders open and close around them. */
export function nestItemJsx<T extends RootContent>(nodes: T[], tags: ItemTagLines | undefined): T[] {
  if (!tags || !nodes.some(isPlaceholders)) return nodes;
  const root: unknown[] = [];
  const open: { children: unknown[] }[] = [];
  for (const n of nodes) {
    const here = open.length > 0 ? open[open.length - 1].children : root;
    if (!isPlaceholders(n)) {
      here.push(n);
      continue;
    }
    for (const line of (n as unknown as Placeholders).lines) {
      for (const tag of tags.get(line)!) {
        const top = open.length > 0 ? open[open.length - 1].children : root;
        if (tag.close) {
          if (!open.pop()) throw new FastPathUnsupported('JSX closing tag outside its list item');
        } else {
          top.push(tag.node);
          if (!tag.selfClosing) open.push(tag.node!);
        }
      }
    }
  }
  if (open.length > 0) throw new FastPathUnsupported('JSX element across list items');
  return root as T[];
}

/** Throws when a placeholder is left among a region's top blocks (outside any list item). */
export function noPlaceholdersLeft(nodes: RootContent[]): void {
  if (nodes.some(isPlaceholders)) throw new FastPathUnsupported('JSX outside its list item');
}
