// GFM task-list items on the fast path: `- [ ] todo` and `- [x] done`. micromark takes the check
// only at the very start of a list item's first content, when it is a paragraph and a space, tab
// or line ending follows the `]`; mdast-util-gfm-task-list-item then drops that one character, and
// mdast-util-to-hast puts the checkbox and a space before the rest. markdown-it has read the check
// as text, so it is taken off its tokens here, and the checkbox added to the paragraph's hast.
import type { Token } from 'markdown-it';
import type { Element } from 'hast';
import { FastPathUnsupported } from './fast-path-unsupported.js';

const CHECK = /^\[([ xX])\][ \t\n]/;

/** Whether the list item whose `list_item_open` is at `i` starts with a check (and then whether it
 *  is ticked); the check and the character after it are removed from the paragraph's tokens. */
export function takeTaskCheck(tokens: Token[], i: number): boolean | undefined {
  if (tokens[i + 1]?.type !== 'paragraph_open') return undefined;
  const body = tokens[i + 2];
  // markdown-it trims the paragraph's end, so something follows the whitespace after the check:
  // micromark's condition for a check.
  const m = CHECK.exec(body.content);
  if (!m) return undefined;
  const children = body.children ?? [];
  const head = children[0];
  if (head?.type !== 'text' || !head.content.startsWith(m[0].slice(0, 3))) throw new FastPathUnsupported('task list');
  const rest = head.content.slice(3);
  if (rest !== '') {
    if (rest[0] !== ' ') throw new FastPathUnsupported('task list');
    head.content = rest.slice(1);
    if (head.content === '') children.shift();
  } else if (children[1]?.type === 'softbreak') {
    // The line ending is the character mdast drops.
    children.splice(0, 2);
  } else if (children[1]?.type === 'hardbreak' && m[0][3] === ' ') {
    // `[x]  ` then a line ending: the break stays; the spaces were part of it.
    children.shift();
  } else {
    throw new FastPathUnsupported('task list');
  }
  return m[1] !== ' ';
}

/** mdast-util-to-hast's checkbox (with rehype-a11y.ts's label) at the start of the item's first
 *  paragraph, and the item's class. */
export function checkItem(li: Element, p: Element, checked: boolean): void {
  if (p.children.length > 0) p.children.unshift({ type: 'text', value: ' ' });
  p.children.unshift({
    type: 'element',
    tagName: 'input',
    properties: { type: 'checkbox', checked, disabled: true, ariaLabel: checked ? 'Done' : 'Not done' },
    children: [],
  });
  li.properties = { className: ['task-list-item'], ...li.properties };
}

export const isTaskItem = (li: Element): boolean => (li.properties.className as string[] | undefined)?.[0] === 'task-list-item';
