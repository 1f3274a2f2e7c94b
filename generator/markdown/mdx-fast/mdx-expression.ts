// The JavaScript the MDX fast path takes (mdx-split.ts): props whose value is a literal
// (`sources={{ light: '/a.svg' }}`, `values={[{label: 'A', value: 'a'}]}`), text expressions that
// read only the component's props (`{props.greeting ?? 'none'}`), and comments (`{/* … */}`).
// Anything else goes to the MDX compiler. micromark ends an expression at the first `}` that
// balances its braces, strings or not; acorn then parses it. Braces inside a string of the
// expression are refused, so counting braces here always finds the end micromark finds.
import { createRequire } from 'node:module';
import type * as Acorn from 'acorn';
import { MdxRefusal } from './mdx-refusal.js';
import { processSlot } from '../../caches.js';

/** A prop's value: written as a string, a bare name (true), or a literal in braces. */
export type JsxProp = string | number | boolean | null | JsxProp[] | { [key: string]: JsxProp };

/** A text or flow expression the fast path keeps: its source (without the braces), or null for a
 *  comment, which renders nothing. */
export type KeptExpression = string | null;

// Loaded on the first expression: most pages have none, and splitMdx runs synchronously.
const acorn = processSlot<typeof Acorn>('acorn');
const parser = (): typeof Acorn => (acorn.value ??= createRequire(import.meta.url)('acorn') as typeof Acorn);
const OPTIONS: Acorn.Options = { ecmaVersion: 'latest', sourceType: 'module' };

/** Where the expression whose `{` is at `from` ends (after its `}`), or -1 when `s` ends first. */
export function expressionEnd(s: string, from: number): number {
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Only comments and white space: `{/* a note *\/}`. */
const COMMENT = /^\s*(?:\/\*(?:[^*]|\*(?!\/))*\*\/\s*)+$/;

/** A line that starts with white space after a line break inside a literal (a template literal's
 *  or a string's line continuation): micromark drops the white space that starts each line of an
 *  expression after its first, and inside a literal it is part of the value. */
const INDENTED_LINE = /\n[ \t]/;
const CONTINUED_LINE = /\\\r?\n[ \t]/;

/** `src` as one expression and nothing after it, or undefined when acorn reads something else. */
function expression(src: string): Acorn.Expression | undefined {
  if (CONTINUED_LINE.test(src)) return undefined;
  try {
    const node = parser().parseExpressionAt(src, 0, OPTIONS);
    return src.slice(node.end).trim() === '' ? node : undefined;
  } catch {
    return undefined;
  }
}

/** The value of a prop written `{…}` (the text between the braces), or MdxRefusal. */
export function literalProp(src: string): JsxProp {
  const node = expression(src);
  if (!node) throw new MdxRefusal('expression prop');
  return literal(node);
}

function literal(node: Acorn.Node): JsxProp {
  const n = node as Acorn.Expression;
  if (n.type === 'Literal') {
    const v = n.value;
    if (typeof v === 'string') return plainString(v);
    if ((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean' || (v === null && n.raw === 'null')) return v;
  } else if (n.type === 'UnaryExpression' && n.operator === '-' && n.argument.type === 'Literal' && typeof n.argument.value === 'number') {
    // -0 would come back from the cache's JSON as 0.
    if (n.argument.value !== 0 && Number.isFinite(n.argument.value)) return -n.argument.value;
  } else if (n.type === 'TemplateLiteral' && plainTemplate(n) && typeof n.quasis[0].value.cooked === 'string') {
    return plainString(n.quasis[0].value.cooked);
  } else if (n.type === 'ArrayExpression') {
    return n.elements.map((e) => (e && e.type !== 'SpreadElement' ? literal(e) : refuse()));
  } else if (n.type === 'ObjectExpression') {
    const out: Record<string, JsxProp> = {};
    for (const p of n.properties) {
      if (p.type !== 'Property' || p.kind !== 'init' || p.computed || p.method || p.shorthand) return refuse();
      const key =
        p.key.type === 'Identifier'
          ? p.key.name
          : p.key.type === 'Literal' && typeof p.key.value === 'string'
            ? plainString(p.key.value)
            : refuse();
      // `__proto__: x` sets the prototype in a literal, a key in JSON.
      if (key === '__proto__') return refuse();
      out[key] = literal(p.value);
    }
    return out;
  }
  return refuse();
}

/** A template literal without substitutions or lines that start with white space. */
const plainTemplate = (n: Acorn.TemplateLiteral): boolean => n.expressions.length === 0 && !INDENTED_LINE.test(n.quasis[0].value.raw);

/** A string of a literal: none with a brace, which micromark may count where acorn does not. */
const plainString = (s: string): string => (/[{}]/.test(s) ? refuse() : s);

function refuse(): never {
  throw new MdxRefusal('expression prop');
}

/** A text expression the fast path keeps (see KeptExpression), or MdxRefusal: it may read `props`
 *  and nothing else, with no calls, assignments or functions. */
export function keptExpression(src: string): KeptExpression {
  if (COMMENT.test(src)) return null;
  const node = expression(src);
  if (!node || !propsOnly(node)) throw new MdxRefusal('expression');
  return src;
}

const OPERATORS = new Set(['??', '||', '&&', '===', '!==', '==', '!=', '<', '>', '<=', '>=', '+', '-', '!', 'typeof']);

function propsOnly(node: Acorn.Node): boolean {
  const n = node as Acorn.Expression;
  switch (n.type) {
    case 'Identifier':
      return n.name === 'props';
    case 'Literal':
      return typeof n.value === 'string' || typeof n.value === 'number' || typeof n.value === 'boolean' || n.raw === 'null';
    case 'TemplateLiteral':
      return plainTemplate(n);
    case 'MemberExpression':
      return n.object.type !== 'Super' && propsOnly(n.object) && (n.computed ? propsOnly(n.property) : n.property.type === 'Identifier');
    case 'ChainExpression':
      return propsOnly(n.expression);
    case 'LogicalExpression':
    case 'BinaryExpression':
      return OPERATORS.has(n.operator) && n.left.type !== 'PrivateIdentifier' && propsOnly(n.left) && propsOnly(n.right);
    case 'ConditionalExpression':
      return propsOnly(n.test) && propsOnly(n.consequent) && propsOnly(n.alternate);
    case 'UnaryExpression':
      return OPERATORS.has(n.operator) && propsOnly(n.argument);
    default:
      return false;
  }
}
