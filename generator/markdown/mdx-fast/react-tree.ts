// The MDX fast path's hast as React elements, the way compiled MDX makes them (hast-util-to-estree's
// rules): properties under their React names with string values, `style` as an object, a table
// cell's `align` as `textAlign`, no line breaks directly inside table parts, no empty texts, each
// text node its own child (React prints `<!-- -->` between adjacent texts, so the split matters).
// Built once at compile time, where a property it does not know sends the page to the MDX
// compiler; rendering only looks up components by name and works out the page's text expressions
// (`{props.name}`) from the props it is given, as compiled MDX does.
import type { ReactNode } from 'react';
import { withChildren } from '../../../theme/shared/react-markup.js';
import type { Element, ElementContent } from 'hast';
import { FastPathUnsupported } from '../fast/fast-markdown.js';
import { EXPRESSION_NODE, PRINTED, staticHtml, type RNode } from './static-html.js';
import type { ExpressionHast } from '../fast/expression-placeholder.js';
import { processMap } from '../../caches.js';

export type { RNode };

interface JsxHast {
  type: 'jsx';
  name: string;
  props: Record<string, unknown>;
  children: (ElementContent | JsxHast | ExpressionHast)[];
}

const TABLE_PARTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
const SAME_NAME = new Set([
  'href',
  'title',
  'src',
  'alt',
  'id',
  'start',
  'role',
  'type',
  'width',
  'height',
  'lang',
  'dir',
  'name',
  'value',
]);
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** style-to-js (reactCompat), for the plain declarations highlighted code has. */
function styleObject(style: string): Record<string, string> {
  if (/[()"'\\]|\/\*/.test(style)) throw new FastPathUnsupported('style attribute');
  const out: Record<string, string> = {};
  for (const decl of style.split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) {
      if (decl.trim()) throw new FastPathUnsupported('style attribute');
      continue;
    }
    const prop = decl.slice(0, colon).trim();
    const value = decl.slice(colon + 1).trim();
    if (!prop || !value) throw new FastPathUnsupported('style attribute');
    const key = /^--[a-zA-Z0-9_-]+$/.test(prop)
      ? prop
      : prop
          .toLowerCase()
          .replace(/^-(?!-)/, '')
          .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (prop.startsWith('-') && !prop.startsWith('--')) throw new FastPathUnsupported('vendor style');
    out[key] = value;
  }
  return out;
}

function propsOf(el: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  let align: string | undefined;
  for (const [k, v] of Object.entries(el.properties)) {
    if (v === null || v === undefined || v === false) continue;
    // A task list's checkbox (fast/task-list.ts): compiled MDX passes `checked={true}` and
    // `disabled={true}` to React as well.
    if (v === true && el.tagName === 'input' && (k === 'checked' || k === 'disabled')) {
      props[k] = true;
      continue;
    }
    // The footnotes' `dataFootnoteRef` and `dataFootnotes` (footnotes.ts): React prints `true` as
    // "true" for compiled MDX, which passes it on as it is.
    if (v === true && /^data[A-Z]/.test(k)) {
      props[kebab(k)] = 'true';
      continue;
    }
    if (v === true) throw new FastPathUnsupported(`boolean property ${k}`);
    const value = Array.isArray(v) ? v.join(' ') : String(v);
    if (k === 'className' || k === 'class') props.className = value;
    else if (k === 'style') props.style = styleObject(value);
    else if (k === 'align' && (el.tagName === 'td' || el.tagName === 'th')) align = value;
    else if (k === 'tabIndex' || k === 'tabindex') props.tabIndex = value;
    // hast's names: `ariaDescribedBy` is `aria-describedby`, `dataFootnoteRef` `data-footnote-ref`.
    else if (/^aria[A-Z]/.test(k)) props[`aria-${k.slice(4).toLowerCase()}`] = value;
    else if (/^data[A-Z]/.test(k)) props[kebab(k)] = value;
    else if (SAME_NAME.has(k)) props[k] = value;
    else throw new FastPathUnsupported(`property ${k}`);
  }
  if (align !== undefined) props.style = { ...(props.style as object | undefined), textAlign: align };
  return props;
}

function convert(nodes: (ElementContent | JsxHast | ExpressionHast)[], tableParent: boolean): RNode[] {
  const out: RNode[] = [];
  for (const n of nodes) {
    if (n.type === 'text') {
      if (n.value === '' || (tableParent && n.value === '\n')) continue;
      out.push(n.value);
    } else if (n.type === 'element') {
      out.push({ type: n.tagName, component: false, props: propsOf(n), children: convert(n.children, TABLE_PARTS.has(n.tagName)) });
    } else if ((n.type as string) === 'reactHtml') {
      out.push({ type: PRINTED, component: false, props: {}, children: [], value: (n as unknown as { value: string }).value });
    } else if (n.type === 'mdxExpression') {
      // A comment is no child at all: the texts around it stay apart, as compiled MDX has them.
      if (n.value !== null) out.push({ type: EXPRESSION_NODE, component: false, props: {}, children: [], value: n.value });
    } else if (n.type === 'jsx') {
      out.push({ type: n.name, component: /^[A-Z]/.test(n.name), props: n.props, children: convert(n.children, false) });
    } else {
      throw new FastPathUnsupported(`${n.type} node`);
    }
  }
  return out;
}

/** Prints the children of the outermost plain elements once, here (see static-html.ts). */
function printStatic(nodes: RNode[]): void {
  for (const n of nodes) {
    if (typeof n === 'string' || n.children.length === 0) continue;
    const inner = n.component ? undefined : staticHtml(n.children);
    if (inner === undefined || (n.type === 'pre' && inner.startsWith('\n'))) {
      printStatic(n.children);
      continue;
    }
    n.props = { ...n.props, dangerouslySetInnerHTML: { __html: inner } };
    n.children = [];
    n.html = true;
  }
}

export function reactTree(root: (ElementContent | JsxHast)[]): RNode[] {
  const tree = convert(root, false);
  printStatic(tree);
  // Printed code sits in a plain <pre>, which always prints; should one stay (it has no element
  // to become), the compiler takes the page.
  if (hasPrinted(tree)) throw new FastPathUnsupported('code block');
  return tree;
}

function hasPrinted(nodes: RNode[]): boolean {
  return nodes.some((n) => typeof n !== 'string' && (n.type === PRINTED || hasPrinted(n.children)));
}

/** `props`: what compiled MDX's content function is given, which the expressions read. */
export function renderTree(nodes: RNode[], components: Record<string, unknown>, props: Record<string, unknown>): ReactNode[] {
  return nodes.map((n) => {
    if (typeof n === 'string') return n;
    if (n.type === EXPRESSION_NODE) return expressionOf(n.value!)(props) as ReactNode;
    return withChildren((n.component ? components[n.type] : n.type) as string, n.props, renderTree(n.children, components, props));
  });
}

/** Each expression's function, made once per process. The source is the page's own, which the
 *  compiled MDX would run just the same; mdx-expression.ts let through only reads of `props`. */
const functions = processMap<string, (props: Record<string, unknown>) => unknown>('mdxExpressions');
function expressionOf(src: string): (props: Record<string, unknown>) => unknown {
  let f = functions.get(src);
  if (!f) {
    f = new Function('props', `"use strict"; return (${src}\n);`) as (props: Record<string, unknown>) => unknown;
    functions.set(src, f);
  }
  return f;
}
