import type { Root, Element } from 'hast';
import { walkTree } from '../tree-walk.js';

/** Small accessibility fixes on Markdown output: wide tables scroll, so they must take keyboard
 *  focus; GFM task-list checkboxes have no text of their own, so they get one. */
export function rehypeA11y() {
  return (tree: Root) => {
    walkTree<Element>(tree, a11yVisitor, 'element');
  };
}

/** The work rehypeA11y does at one element (rehype-headings-a11y.ts calls it from a shared walk). */
export function a11yVisitor(node: Element): void {
  if (node.tagName === 'table') node.properties.tabIndex = 0;
  if (node.tagName === 'input' && node.properties.type === 'checkbox') {
    node.properties.ariaLabel = node.properties.checked ? 'Done' : 'Not done';
  }
}
