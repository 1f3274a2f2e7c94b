import type { Root, Element } from 'hast';
import { walkTree } from '../tree-walk.js';
import type { TocItem } from '../../types.js';
import { headingVisitor } from './rehype-headings.js';
import { a11yVisitor } from './rehype-a11y.js';

/** rehypeHeadings and rehypeA11y in one walk of the tree (they look at different elements: headings,
 *  tables and checkboxes; the link a heading gets is none of those). */
export function rehypeHeadingsAndA11y() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const toc: TocItem[] = [];
    const onHeading = headingVisitor(toc);
    walkTree<Element>(
      tree,
      (node) => {
        onHeading(node);
        a11yVisitor(node);
      },
      'element',
    );
    file.data.toc = toc;
  };
}
