import { Children, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { Attributes, Markup } from './markup.js';

// React spells a few attributes its own way; every other HTML name (aria-*, data-*) it takes as is.
const REACT_NAMES: Record<string, string> = { class: 'className', tabindex: 'tabIndex' };

/** The shared builders' React form, for the theme's components. */
export const reactMarkup: Markup<ReactNode> = {
  element(tag: string, attributes: Attributes, children: ReactNode[]): ReactNode {
    const props: Record<string, string> = {};
    for (const [name, value] of Object.entries(attributes)) if (value !== undefined) props[REACT_NAMES[name] ?? name] = value;
    return withChildren(tag, props, children);
  },
  text: (value) => value,
};

/** Children passed one per argument, as React takes a list it need not key. */
const SPREAD_AT_MOST = 10_000;

/** `createElement(type, props, ...children)`, with a long list passed as keyed groups of children
 *  (fragments, which print nothing): spread into one call, the 120,000 children of an MDX page of
 *  40,000 headings overflowed the stack. */
export function withChildren(
  type: Parameters<typeof createElement>[0],
  props: Record<string, unknown> | null,
  children: ReactNode[],
): ReactNode {
  if (children.length <= SPREAD_AT_MOST) return createElement(type, props, ...children);
  const groups: ReactNode[] = [];
  for (let i = 0; i < children.length; i += SPREAD_AT_MOST)
    groups.push(createElement(Fragment, { key: i }, ...children.slice(i, i + SPREAD_AT_MOST)));
  return createElement(type, props, ...groups);
}

/** The text a reader sees in a React node (for a label built from a title given as markup). */
export function reactText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return reactText(node.props.children);
  if (node && typeof node === 'object' && Symbol.iterator in node) return Children.toArray(node).map(reactText).join('');
  return '';
}
