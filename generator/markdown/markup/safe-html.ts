// Removes what would run script in a reader's browser from a page's HTML tree: `javascript:`,
// `vbscript:` and non-image `data:` URLs always, and, unless the site trusts its writers' markup
// (`markdown.trustedHtml`), `<script>` elements, `on*` handlers and `srcdoc` in raw HTML and JSX.
// Every removal is a warning at its place. Both Markdown paths and the MDX path run it on the same
// hast, so the bytes and the warnings are the same whichever parser made the tree.
import type { Element, Nodes, Parent, Root } from 'hast';
import { unsafeUrlScheme, unsafeUrlWarning, type UrlUse } from '../syntax/unsafe-url.js';

export interface SafeHtmlOptions {
  file: string;
  warn: (message: string) => void;
  /** Elements in the tree came from raw HTML (after rehype-raw): check them like JSX. */
  rawElements: boolean;
  /** The site trusts raw HTML and JSX (`markdown.trustedHtml`): only Markdown links are checked. */
  trusted: boolean;
}

/** hast property names and JSX attribute names that hold a URL. */
const URL_PROPS = new Set([
  'href',
  'src',
  'action',
  'formAction',
  'formaction',
  'xLinkHref',
  'xlinkHref',
  'xlink:href',
  'poster',
  'data',
  'background',
  'cite',
]);
const SCRIPT_PROPS = /^(?:on|srcdoc$)/i;
const HINT = 'set markdown.trustedHtml: true in the site config if the site trusts every writer';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  position?: Element['position'];
}

type Place = { line?: number; column?: number };
const placeOf = (node: { position?: Element['position'] }): Place => node.position?.start ?? {};
const useOf = (tag: string | null, prop: string): UrlUse => (prop === 'src' ? (tag === 'img' ? 'image' : 'src') : 'href');

export function safeHtml(tree: Root, o: SafeHtmlOptions): void {
  visitParent(tree, o);
}

function visitParent(parent: Parent | Root, o: SafeHtmlOptions): void {
  const children = parent.children as Nodes[];
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    if (node.type === 'element') {
      if (o.rawElements && !o.trusted && node.tagName === 'script') {
        o.warn(`${o.file}:${line(node)}  raw HTML <script> removed: ${HINT}`);
        children.splice(i--, 1);
        continue;
      }
      safeElement(node, o);
    } else if (isJsx(node)) {
      if (!o.trusted && node.name?.toLowerCase() === 'script') {
        o.warn(`${o.file}:${line(node)}  <script> removed: ${HINT}`);
        children.splice(i--, 1);
        continue;
      }
      if (!o.trusted) safeJsx(node, o);
    }
    if ('children' in node && Array.isArray(node.children)) visitParent(node as Parent, o);
  }
}

function line(node: { position?: Element['position'] }): string {
  const at = placeOf(node);
  return `${at.line ?? 1}:${at.column ?? 1}`;
}

function isJsx(node: Nodes): node is Nodes & JsxElement {
  const type = (node as { type: string }).type;
  return type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement';
}

function safeElement(node: Element, o: SafeHtmlOptions): void {
  const markup = o.rawElements && !o.trusted;
  for (const [prop, value] of Object.entries(node.properties)) {
    if (markup && SCRIPT_PROPS.test(prop)) {
      o.warn(`${o.file}:${line(node)}  raw HTML attribute ${prop.toLowerCase()} removed: ${HINT}`);
      delete node.properties[prop];
    } else if (
      URL_PROPS.has(prop) &&
      typeof value === 'string' &&
      (markup || !o.rawElements) &&
      unsafeUrlScheme(value, useOf(node.tagName, prop))
    ) {
      o.warn(unsafeUrlWarning(o.file, placeOf(node), prop.toLowerCase(), value));
      delete node.properties[prop];
    }
  }
}

function safeJsx(node: JsxElement, o: SafeHtmlOptions): void {
  node.attributes = node.attributes.filter((a) => {
    if (a.type !== 'mdxJsxAttribute' || !a.name || typeof a.value !== 'string') return true;
    if (SCRIPT_PROPS.test(a.name)) {
      o.warn(`${o.file}:${line(node)}  attribute ${a.name} removed: ${HINT}`);
      return false;
    }
    if (URL_PROPS.has(a.name) && unsafeUrlScheme(a.value, useOf(node.name, a.name))) {
      o.warn(unsafeUrlWarning(o.file, placeOf(node), a.name, a.value));
      return false;
    }
    return true;
  });
}
