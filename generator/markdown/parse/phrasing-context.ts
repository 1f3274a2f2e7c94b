// What the conversion of one block's inline tokens (inline-mdast.ts, mdx-inline.ts) shares.
import type { Token } from 'markdown-it';
import type { Delete, Emphasis, Link, PhrasingContent, Strong } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import type { ItemTags } from '../mdx-fast/mdx-split.js';
import type { Placer } from './content-placer.js';
import type { SourcePoints } from './source-points.js';
import { inlineRange, type Range } from './tracked-markdown-it.js';

export type Parent = Emphasis | Strong | Delete | Link | MdxJsxTextElement;

/** An element open in the walk of a block's inline tokens (none at the block's own level). */
export interface Open {
  node?: Parent;
  children: PhrasingContent[];
}

/** For the Markdown of an MDX page (mdx-split-mdast.ts): the page as written (its text expressions
 *  reach markdown-it as placeholder tags of the same length) and the estree of an expression. */
export interface MdxInline {
  /** The text read, as written (without the placeholders). */
  source: string;
  estree: (value: string, at: number) => Program;
  /** The page as written, placed. */
  page: SourcePoints;
  /** Tags on lines of their own inside list items, by 0-based line: their lines reach markdown-it
   *  as placeholder HTML blocks (mdx-item-jsx.ts). */
  items?: ItemTags;
}

export interface Phrasing {
  mdx?: MdxInline;
  place: Placer;
  points: SourcePoints;
  content: string;
  /** A backtick run that opened no code span came before (in raw text). */
  triedSpan?: boolean;
}

export function rangeOf(t: Token): Range {
  const r = inlineRange(t);
  if (!r) throw new FastPathUnsupported(`no range for ${t.type}`);
  return r;
}

export const position = (p: Phrasing, start: number, end: number) => ({ start: p.points.point(start), end: p.points.point(end) });

export const attr = (t: Token, name: string): string | null => {
  const v = t.attrGet(name);
  return v === null ? null : String(v);
};
