// fast/plain-html.ts's test on the mdast: whether all a page's raw HTML is of the kind rehype-raw
// would print back unchanged (attribute-free tags that open and close where the HTML parser would,
// text without `<` or `&`), so the HTML printer may leave it as it is and skip parse5. The same
// rules, read off the tree instead of markdown-it's tokens: a block of HTML is a flow `html` node,
// inline HTML is one in phrasing, and Markdown's emphasis and links nest with the inline tags as
// the parser would have them.
import type { Nodes, Root } from 'mdast';
import { ACROSS_BLOCKS, follow, PLAIN_HTML } from '../fast/plain-html.js';

/** Nodes whose children are phrasing: inline tags must close inside them. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell']);
/** Footnotes: rehype-raw prints their `data-footnote-ref` as `data-footnote-ref=""`. */
const FOOTNOTES = new Set(['footnoteReference', 'footnoteDefinition']);

/** Follows inline HTML tags and Markdown's phrasing containers in document order. */
function inlineNests(node: Nodes, open: string[]): boolean {
  if (node.type === 'html') return PLAIN_HTML.test(node.value) && follow(node.value, open, false);
  if (!('children' in node)) return true;
  open.push(node.type);
  for (const c of node.children) if (!inlineNests(c as Nodes, open)) return false;
  return open.pop() === node.type;
}

export function onlyPlainHtml(tree: Root): boolean {
  const blocks: string[] = [];
  const flow = (node: Nodes): boolean => {
    if (FOOTNOTES.has(node.type)) return false;
    if (node.type === 'html') {
      if (!PLAIN_HTML.test(node.value) || !follow(node.value, blocks, true)) return false;
    } else if (PHRASING_PARENTS.has(node.type)) {
      const inline: string[] = [];
      for (const c of (node as { children: Nodes[] }).children) if (!inlineNests(c, inline)) return false;
      if (inline.length > 0) return false;
    } else if ('children' in node) {
      for (const c of node.children) if (!flow(c as Nodes)) return false;
    }
    // Only <details> and <summary> may be open between blocks.
    return blocks.length === 0 || ACROSS_BLOCKS.has(blocks[blocks.length - 1]);
  };
  return flow(tree) && blocks.length === 0;
}
