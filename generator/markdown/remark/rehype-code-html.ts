import type { Element, Root } from 'hast';
import { walkTree } from '../tree-walk.js';
import { fenceMeta, isFence } from '../rehype/rehype-code.js';
import type { RawHtml } from './remark-code.js';

// rehype-raw rebuilds the tree through parse5, which keeps no `data`: a fence's mark (and its
// meta) would be lost, and the block left unhighlighted. The fast path's highlighted blocks are
// `raw` nodes, already well-formed HTML: re-parsing them would cost as much as highlighting them.
// So both wear another node type, which rehype-raw passes through, until after.
export const CODE_HTML_TYPE = 'docsgenCodeHtml';

/** Before rehype-raw (with `passThrough: [CODE_HTML_TYPE]`): the fences, and the raw code blocks
 *  listed in `file.data.codeHtml` (the fast path's). */
export function rehypeHideCodeHtml() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    for (const node of (file.data.codeHtml as RawHtml[] | undefined) ?? []) (node as { type: string }).type = CODE_HTML_TYPE;
    walkTree<Element>(
      tree,
      (node) => {
        if (!isFence(node)) return undefined;
        (node as { type: string }).type = CODE_HTML_TYPE;
        return 'skip';
      },
      'element',
    );
  };
}

/** After rehype-raw: back to what they were (a raw block has a `value`). rehype-raw hands back
 *  copies of passed-through nodes, so they are found in the tree; a fence's `<code>` was rebuilt,
 *  so it gets its meta back from the mark on the `<pre>`. */
export function rehypeShowCodeHtml() {
  return (tree: Root) => {
    walkTree<{ type: string; value?: unknown }>(
      tree,
      (node) => {
        if (typeof node.value === 'string') {
          node.type = 'raw';
          return;
        }
        node.type = 'element';
        const meta = fenceMeta(node as unknown as Element);
        const code = (node as unknown as Element).children[0];
        if (meta && code?.type === 'element') code.data = { ...code.data, meta } as Element['data'];
      },
      CODE_HTML_TYPE,
    );
  };
}
