// The state of one walk over markdown-it's tokens (markdown-it-mdast.ts), shared with the files
// that turn lists and tables into mdast; kept apart so that none of them imports the walk itself.
import type { Token } from 'markdown-it';
import type { SourcePoints } from './source-points.js';
import type { MdxInline } from './phrasing-context.js';

export interface Walk {
  tokens: Token[];
  i: number;
  points: SourcePoints;
  /** The block quotes the walk is in. */
  quotes: number;
  /** The type of the opening token of the container the walk is in (`root` at the top). */
  parent: string;
  /** markdown-it's environment of the page (the footnote labels it defines). */
  env: Record<string, unknown>;
  /** Set for the Markdown of an MDX page. */
  mdx?: MdxInline;
}
