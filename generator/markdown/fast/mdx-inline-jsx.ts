// Inline HTML tags in an MDX paragraph (`x<sup>†</sup>`, `<kbd>Ctrl</kbd>`, `a <br /> b`), which MDX
// reads as JSX text elements: the fast path keeps them as the same JSX nodes around the Markdown
// between them. Only attribute-free tags of inline elements that markdown-it never takes for an HTML
// block, each closed in the same Markdown element it opened in; anything else is left to the compiler.
import type { ElementContent } from 'hast';

export const INLINE_JSX_NAMES = ['sup', 'sub', 'kbd', 'b', 'i', 'u', 's', 'em', 'strong', 'small', 'mark', 'abbr', 'code', 'span', 'br'];
/** One such tag: `<sup>`, `</sup>`, `<br />`. */
export const INLINE_JSX_TAG = new RegExp(`<(/?)(${INLINE_JSX_NAMES.join('|')})\\s*(/?)>`, 'g');

/** Markdown elements and JSX elements open in a paragraph, innermost last: a JSX name or `undefined`. */
export type OpenNames = (string | undefined)[];

/** Adds the tag `html` (one html_inline token) to the open element, or opens or closes one; the
 *  reason to leave the page to the compiler when it cannot. */
export function inlineJsx(html: string, stack: ElementContent[][], names: OpenNames): string | undefined {
  const m = new RegExp(`^${INLINE_JSX_TAG.source}$`).exec(html);
  if (!m || (m[1] && m[3])) return 'HTML in MDX';
  const [, close, name, self] = m;
  if (close) {
    if (names[names.length - 1] !== name) return 'JSX closing tag out of place';
    names.pop();
    stack.pop();
    return undefined;
  }
  // `<br>` without a slash is an unclosed element to MDX (an error there).
  if (name === 'br' && !self) return 'HTML in MDX';
  const node = { type: 'jsx', name, props: {}, children: [] as ElementContent[] };
  stack[stack.length - 1].push(node as unknown as ElementContent);
  if (!self) {
    stack.push(node.children);
    names.push(name);
  }
  return undefined;
}
