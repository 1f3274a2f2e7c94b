import type { Root, Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { codeVisitor, type CodeSettings } from './remark-code.js';
import { linkVisitor, type LinkOptions } from './remark-links.js';

/** remarkCode and remarkLinks in one walk of the tree: on a long page a walk costs about as much
 *  as the work done at the few nodes it stops at. The two never touch the same node (a code block
 *  holds no links), so one walk does what the two did one after the other. */
export function remarkCodeAndLinks(settings: CodeSettings = {}) {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const onCode = codeVisitor(settings, file);
    const onOther = linkVisitor(file.data.docsgen as LinkOptions);
    visit(tree, (node, index, parent) => {
      if (node.type === 'code') onCode(node as Code, index, parent);
      else onOther(node);
    });
  };
}
