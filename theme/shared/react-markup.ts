import { Children, createElement, isValidElement, type ReactNode } from 'react';
import type { Attributes, Markup } from './markup.js';

// React spells a few attributes its own way; every other HTML name (aria-*, data-*) it takes as is.
const REACT_NAMES: Record<string, string> = { class: 'className', tabindex: 'tabIndex' };

/** The shared builders' React form, for the theme's components. */
export const reactMarkup: Markup<ReactNode> = {
  element(tag: string, attributes: Attributes, children: ReactNode[]): ReactNode {
    const props: Record<string, string> = {};
    for (const [name, value] of Object.entries(attributes)) if (value !== undefined) props[REACT_NAMES[name] ?? name] = value;
    return createElement(tag, props, ...children);
  },
  text: (value) => value,
};

/** The text a reader sees in a React node (for a label built from a title given as markup). */
export function reactText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return reactText(node.props.children);
  if (node && typeof node === 'object' && Symbol.iterator in node) return Children.toArray(node).map(reactText).join('');
  return '';
}
