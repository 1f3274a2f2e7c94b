import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';
import type { TocItem } from '../../types.js';
import { headingVisitor } from './rehype-headings.js';
import { a11yVisitor } from './rehype-a11y.js';

/** rehypeHeadings and rehypeA11y in one walk of the tree (they look at different elements: headings,
 *  tables and checkboxes; the link a heading gets is none of those). */
export function rehypeHeadingsAndA11y() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const toc: TocItem[] = [];
    const onHeading = headingVisitor(toc);
    visit(tree, 'element', (node: Element) => {
      onHeading(node);
      a11yVisitor(node);
    });
    file.data.toc = toc;
  };
}
