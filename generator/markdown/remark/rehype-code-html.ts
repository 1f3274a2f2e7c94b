import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { RawHtml } from './remark-code.js';

// rehype-raw re-parses every `raw` node with parse5. The highlighted code blocks (remark-code with
// `rawHtml`) are raw nodes too, but already well-formed HTML: re-parsing them would cost as much as
// highlighting them. So they wear another node type, which rehype-raw passes through, until after.
export const CODE_HTML_TYPE = 'docsgenCodeHtml';

/** Before rehype-raw (with `passThrough: [CODE_HTML_TYPE]`). */
export function rehypeHideCodeHtml() {
  return (_tree: Root, file: { data: Record<string, unknown> }) => {
    for (const node of (file.data.codeHtml as RawHtml[] | undefined) ?? []) (node as { type: string }).type = CODE_HTML_TYPE;
  };
}

/** After rehype-raw: back to `raw`, which rehype-stringify prints as is. rehype-raw hands back
 *  copies of passed-through nodes, so they are found in the tree, not in `file.data.codeHtml`. */
export function rehypeShowCodeHtml() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    if (!(file.data.codeHtml as RawHtml[] | undefined)?.length) return;
    visit(tree, CODE_HTML_TYPE as never, (node: { type: string }) => {
      node.type = 'raw';
    });
  };
}
