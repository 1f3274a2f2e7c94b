// A JSX tag of the forms mdx-split.ts lets through, read again in the page for mdast: its name,
// its attributes with their places (`name`, `name="v"`, `name='v'`, `name={expression}`), where it
// ends and whether it closes itself.
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import { expressionEnd } from '../mdx-fast/mdx-expression.js';
import { expressionEstree } from './mdx-estree.js';
import type { SourcePoints } from './source-points.js';

export interface OpeningTag {
  name: string;
  attributes: MdxJsxAttribute[];
  end: number;
  selfClosing: boolean;
}

const NAME = /[A-Za-z][\w]*/y;
const ATTRIBUTE = /[A-Za-z_][\w-]*/y;
const SPACE = /\s*/y;

function match(re: RegExp, text: string, at: number): string | undefined {
  re.lastIndex = at;
  return re.exec(text)?.[0];
}

/** The value after `=` at `at`, and where it ends. */
function attributeValue(points: SourcePoints, at: number): { value: MdxJsxAttribute['value']; end: number } {
  const text = points.text;
  const quote = text[at];
  if (quote === '"' || quote === "'") {
    const close = text.indexOf(quote, at + 1);
    if (close < 0) throw new FastPathUnsupported('JSX attribute value');
    return { value: text.slice(at + 1, close), end: close + 1 };
  }
  if (quote !== '{') throw new FastPathUnsupported('JSX attribute value');
  const end = expressionEnd(text, at);
  const value = text.slice(at + 1, end - 1);
  return { value: { type: 'mdxJsxAttributeValueExpression', value, data: { estree: expressionEstree(value, at + 1, points) } }, end };
}

/** The opening tag whose `<` is at page offset `at`. */
export function openingTag(points: SourcePoints, at: number): OpeningTag {
  const text = points.text;
  const name = match(NAME, text, at + 1);
  if (text[at] !== '<' || !name) throw new FastPathUnsupported('JSX tag');
  let i = at + 1 + name.length;
  const attributes: MdxJsxAttribute[] = [];
  for (;;) {
    i += match(SPACE, text, i)!.length;
    const attr = match(ATTRIBUTE, text, i);
    if (!attr) break;
    const start = i;
    i += attr.length;
    let value: MdxJsxAttribute['value'] = null;
    if (text[i] === '=') ({ value, end: i } = attributeValue(points, i + 1));
    attributes.push({ type: 'mdxJsxAttribute', name: attr, value, position: { start: points.point(start), end: points.point(i) } });
  }
  const selfClosing = text.startsWith('/>', i);
  if (!selfClosing && text[i] !== '>') throw new FastPathUnsupported('JSX tag end');
  return { name, attributes, end: i + (selfClosing ? 2 : 1), selfClosing };
}

/** Where the closing tag of `name` that comes first from `from` ends. */
export function closingTagEnd(points: SourcePoints, name: string, from: number): number {
  const re = new RegExp(`</${name}\\s*>`, 'g');
  re.lastIndex = from;
  const m = re.exec(points.text);
  if (!m) throw new FastPathUnsupported('JSX closing tag');
  return m.index + m[0].length;
}
