import { getTokenStyleObject, stringifyTokenStyle, type ThemedToken } from 'shiki/core';
import type { Element, ElementContent } from 'hast';
import { processWeakMap } from '../../caches.js';

// Prints shiki's tokens as the exact HTML that shiki's `codeToHast` followed by hast-util-to-html
// prints (same spans, same character references), without building a syntax tree: on pages with
// many large code blocks, building, cloning, walking and printing the span trees cost more than
// the highlighting itself. test/unit/markdown-highlight.test.ts holds the two outputs equal.

const TEXT_SPECIAL = /[<&]/g;
const ATTR_SPECIAL = /["&]/g;
const hexRef = (c: string) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`;

/** hast-util-to-html's escaping of text: only `<` and `&`, as hexadecimal references. */
export function escapeText(s: string): string {
  return TEXT_SPECIAL.test(s) ? s.replace(TEXT_SPECIAL, hexRef) : s;
}

/** hast-util-to-html's escaping of a double-quoted attribute value. */
export function escapeAttribute(s: string): string {
  return ATTR_SPECIAL.test(s) ? s.replace(ATTR_SPECIAL, hexRef) : s;
}

/** shiki's default whitespace merging (`mergeWhitespaces: true`): a whitespace-only token joins the
 *  token after it, unless that one is underlined or struck through. */
export function mergeWhitespaceTokens(line: ThemedToken[]): ThemedToken[] {
  const out: ThemedToken[] = [];
  let carry = '';
  let firstOffset: number | undefined;
  for (let i = 0; i < line.length; i++) {
    const token = line[i];
    const couldMerge = !(token.fontStyle && (token.fontStyle & 4 || token.fontStyle & 8)); // Underline | Strikethrough
    if (couldMerge && /^\s+$/.test(token.content) && line[i + 1]) {
      firstOffset ??= token.offset;
      carry += token.content;
    } else if (carry) {
      if (couldMerge) out.push({ ...token, offset: firstOffset!, content: carry + token.content });
      else out.push({ content: carry, offset: firstOffset! }, token);
      firstOffset = undefined;
      carry = '';
    } else out.push(token);
  }
  return out;
}

const styleStrings = processWeakMap<Record<string, string>, string>('styleStrings');

/** The style attribute value of an `htmlStyle` object shared by many tokens (the one-tokenization
 *  path makes one per colour pair), remembered so that printing its tokens does not redo it. */
export function sharedStyle(htmlStyle: Record<string, string>): string {
  let s = styleStrings.get(htmlStyle);
  if (s === undefined) styleStrings.set(htmlStyle, (s = stringifyTokenStyle(htmlStyle)));
  return s;
}

/** A token's style attribute value. */
function tokenStyle(token: ThemedToken): string {
  const style = token.htmlStyle;
  return (typeof style === 'object' ? styleStrings.get(style) : undefined) ?? stringifyTokenStyle(style ?? getTokenStyleObject(token));
}

/** The opening tag of a token's span for its stringified style. */
export function spanOpen(style: string): string {
  return style ? `<span style="${escapeAttribute(style)}">` : '<span>';
}

const WHITESPACE = /^\s+$/;

/** How a line's spans are printed: as hast-util-to-html prints them (Markdown pages), or as React
 *  prints the same spans (MDX fast-path pages, see mdx-fast/static-html.ts). */
export type LineFlavor = 'hast' | 'react';

const REACT_SPECIAL = /["&'<>]/g;
const REACT_REF: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** React's escaping of text and attribute values. */
export function escapeReact(s: string): string {
  return REACT_SPECIAL.test(s) ? s.replace(REACT_SPECIAL, (c) => REACT_REF[c]) : s;
}

const PLAIN_DECLARATION = /^--[a-zA-Z0-9_-]+$/;

/** The opening tag React prints for a span whose hast style is `style`: the MDX fast path turns the
 *  style into an object (react-tree.ts styleObject) and prints it back (static-html.ts). Undefined
 *  for a style that path refuses or would print otherwise (it only meets CSS variables here). */
export function reactSpanOpen(style: string): string | undefined {
  if (/[()"'\\]|\/\*/.test(style)) return undefined;
  const decls: string[] = [];
  const props = new Set<string>();
  for (const decl of style.split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) {
      if (decl.trim()) return undefined;
      continue;
    }
    const prop = decl.slice(0, colon).trim();
    const value = decl.slice(colon + 1).trim();
    // A repeated property would print once, where it first stood: not a case to copy.
    if (!PLAIN_DECLARATION.test(prop) || !value || props.has(prop)) return undefined;
    props.add(prop);
    decls.push(`${prop}:${escapeReact(value)}`);
  }
  return decls.length > 0 ? `<span style="${decls.join(';')}">` : '<span>';
}

/** The spans of one line as `tokensToCodeHtml` prints them (or, `react`, as React prints the
 *  same spans), for tokens that carry their opening tags already and no font style (the dual-theme
 *  tokens: their whitespace always merges). Undefined when a token has no React tag. */
export function styledLineHtml(
  tokens: readonly (readonly [content: string, start: number, style: { open: string; reactOpen?: string }])[],
  flavor: LineFlavor = 'hast',
): string | undefined {
  let html = '';
  let carry = '';
  for (let i = 0; i < tokens.length; i++) {
    const [content, , style] = tokens[i];
    if (i + 1 < tokens.length && WHITESPACE.test(content)) carry += content;
    else {
      if (flavor === 'hast') html += `${style.open}${escapeText(carry + content)}</span>`;
      else if (style.reactOpen === undefined) return undefined;
      else html += `${style.reactOpen}${escapeReact(carry + content)}</span>`;
      carry = '';
    }
  }
  return html;
}

/** The `<code>` element of a highlighted block: one `<span class="line">` per line (with
 *  `highlighted` added for the 1-based numbers in `highlightLines`), one styled span per token. */
export function tokensToCodeHtml(lines: ThemedToken[][], highlightLines: ReadonlySet<number>): string {
  const parts: string[] = ['<code>'];
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) parts.push('\n');
    parts.push(highlightLines.has(i + 1) ? '<span class="line highlighted">' : '<span class="line">');
    for (const token of mergeWhitespaceTokens(lines[i])) {
      if (token.htmlAttrs && Object.keys(token.htmlAttrs).length > 0)
        throw new Error('tokensToCodeHtml: token attributes are not supported');
      parts.push(spanOpen(tokenStyle(token)), escapeText(token.content), '</span>');
    }
    parts.push('</span>');
  }
  parts.push('</code>');
  return parts.join('');
}

/** The `<pre>` element shiki's `codeToHast` builds for these tokens (classic structure, the line
 *  classes the `highlighted` transformer adds), for the MDX pipeline, which needs a tree. */
export function tokensToPreHast(
  lines: ThemedToken[][],
  highlightLines: ReadonlySet<number>,
  pre: { className: string; rootStyle: string },
): Element {
  const children: ElementContent[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) children.push({ type: 'text', value: '\n' });
    const spans: ElementContent[] = mergeWhitespaceTokens(lines[i]).map((token) => {
      const properties: Element['properties'] = { ...token.htmlAttrs };
      const style = tokenStyle(token);
      if (style) properties.style = style;
      return { type: 'element', tagName: 'span', properties, children: [{ type: 'text', value: token.content }] };
    });
    children.push({
      type: 'element',
      tagName: 'span',
      properties: { class: highlightLines.has(i + 1) ? ['line', 'highlighted'] : 'line' },
      children: spans,
    });
  }
  return preHast(pre, { type: 'element', tagName: 'code', properties: {}, children });
}

/** The `<pre>` around a block's `<code>`, as shiki's `codeToHast` makes it. */
export function preHast(pre: { className: string; rootStyle: string }, code: ElementContent): Element {
  return { type: 'element', tagName: 'pre', properties: { class: pre.className, style: pre.rootStyle, tabindex: '0' }, children: [code] };
}
