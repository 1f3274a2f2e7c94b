// The reference parse: the mdast remark's Markdown pipeline (remark-pipeline.ts, markdownProcessor)
// builds for a page body, before any plugin transforms it. remark-gfm's autolink-literal search
// is an mdast-util-from-markdown transform, so it runs inside `parse` and is part of the tree here.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import type { Root } from 'mdast';
import { createProcessor } from '@mdx-js/mdx';
import { remarkGfmTrimmed, unusableAutolinks, type AutolinkKind } from '../remark/remark-gfm-trimmed.js';

function parserFor(drop: AutolinkKind[]) {
  return unified().use(remarkParse).use(remarkGfmTrimmed, { drop }).use(remarkDirective).freeze();
}

/** One frozen parser per set of left-out autolink steps, as the pipeline keeps its processors. */
const parsers = new Map<string, ReturnType<typeof parserFor>>();

/** The mdast of a preprocessed `.md` page body, exactly as remark's pipeline parses it. */
export function parseWithRemark(text: string): Root {
  const drop = unusableAutolinks(text);
  const key = drop.join(',');
  let p = parsers.get(key);
  if (!p) parsers.set(key, (p = parserFor(drop)));
  return p.parse(text);
}

let mdxParser: ReturnType<typeof createProcessor> | undefined;

/** The mdast of a preprocessed `.mdx` page body as the MDX pipeline parses it: remark-mdx's syntax
 *  (with acorn's estree on ESM and expressions), GFM and directives; its other plugins transform
 *  the tree after parsing and are left out. */
export function parseMdxWithRemark(text: string): Root {
  mdxParser ??= createProcessor({ remarkPlugins: [remarkGfmTrimmed, remarkDirective] });
  return mdxParser.parse(text) as Root;
}
