// The inline pieces of an MDX page's Markdown: attribute-free tags (`<sup>`, `<br />`, which
// markdown-it reads as raw HTML) become JSX text elements around the Markdown between them, and the
// split's expression placeholders (same length as the expressions) text expressions.
import type { Token } from 'markdown-it';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxTextExpression } from 'mdast-util-mdx-expression';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import { INLINE_JSX_TAG } from '../fast/mdx-inline-jsx.js';
import { placeholderNumber } from '../fast/expression-placeholder.js';
import { position, rangeOf, type Open, type Phrasing } from './phrasing-context.js';

const JSX_TAG = new RegExp(`^${INLINE_JSX_TAG.source}$`);

/** An MDX page's inline tag (a JSX text element opened, closed or whole) or text expression. */
export function jsxOrExpression(p: Phrasing, t: Token, stack: Open[]): void {
  const [from, to] = rangeOf(t);
  const [start, end] = [p.place(from), p.place(to)];
  const top = stack[stack.length - 1];
  if (placeholderNumber(t.content) !== undefined) {
    const value = p.mdx!.source.slice(start + 1, end - 1);
    const place = position(p, start, end);
    top.children.push({
      type: 'mdxTextExpression',
      value,
      data: { estree: p.mdx!.estree(value, place.start.offset! + 1) },
      position: place,
    } satisfies MdxTextExpression);
    return;
  }
  const m = JSX_TAG.exec(t.content);
  if (!m || (m[1] && m[3])) throw new FastPathUnsupported('HTML in MDX');
  const [, close, name, self] = m;
  if (close) {
    if (top.node?.type !== 'mdxJsxTextElement' || top.node.name !== name) throw new FastPathUnsupported('JSX closing tag out of place');
    top.node.position!.end = p.points.point(end);
    stack.pop();
    return;
  }
  const node: MdxJsxTextElement = { type: 'mdxJsxTextElement', name, attributes: [], children: [], position: position(p, start, end) };
  top.children.push(node);
  if (!self) stack.push({ node, children: node.children });
}
