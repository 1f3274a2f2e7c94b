// hast-util-to-html with the options docsgen uses (`allowDangerousHtml`, the rest default), for the
// trees the Markdown fast path makes: elements, texts and raw HTML. The general printer spends most
// of its time on what such trees never need (a handler lookup per node, options objects and
// character-reference settings built per text, schema switches), and it was ~5 % of a cold build.
// Anything else (comments, doctypes, `svg`/`math` and their schema switch, `template` content,
// the raw text of `script`/`style`, array values other than space- or comma-separated lists, an
// attribute name that would need escaping) is left to hast-util-to-html for the whole tree.
// test/unit/print-hast.test.ts compares both on every page of the test corpora and on generated
// trees.
import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { find, html, type Info } from 'property-information';
import { processMap } from '../../caches.js';

/** html-void-elements 3.0.0, the list hast-util-to-html closes no tag of. */
const VOIDS = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements the general printer treats specially (schema, content, raw text). */
const SPECIAL = new Set(['svg', 'math', 'template', 'script', 'style']);
/** Characters stringify-entities escapes in an attribute name (hast-util-to-html's strict subset). */
const UNSAFE_NAME = /[\0\t\n\f\r "&'/<=>`]/;
const TEXT_ESCAPE = /[<&]/g;
const ATTRIBUTE_ESCAPE = /[\0"&'`]/g;
/** stringify-entities' default format: hexadecimal, upper case, always with its semicolon. */
const reference = (c: string) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`;

class Unsupported extends Error {}

const infos = processMap<string, Info>('hastInfos');
function infoOf(key: string): Info {
  let info = infos.get(key);
  if (!info) {
    info = find(html, key);
    if (UNSAFE_NAME.test(info.attribute)) throw new Unsupported();
    infos.set(key, info);
  }
  return info;
}

/** `toHtml(tree, { allowDangerousHtml: true })`, the same bytes; `fast` false (`--without
 *  print-hast`): printed by hast-util-to-html alone. */
export function printHast(tree: Root, fast = true): string {
  return (fast ? printHastFast(tree) : undefined) ?? toHtml(tree, { allowDangerousHtml: true });
}

/** The same bytes printed here, or undefined for a tree left to hast-util-to-html. */
export function printHastFast(tree: Root): string | undefined {
  try {
    return children(tree.children);
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

function children(nodes: readonly RootContent[]): string {
  let out = '';
  for (const n of nodes) out += node(n);
  return out;
}

function node(n: RootContent): string {
  if (n.type === 'text') return n.value.replace(TEXT_ESCAPE, reference);
  if (n.type === 'element') return element(n);
  if (n.type === 'raw') return n.value;
  throw new Unsupported();
}

function element(el: Element): string {
  const tag = el.tagName;
  if (SPECIAL.has(tag)) throw new Unsupported();
  const content = children(el.children);
  const attributes = attributesOf(el.properties);
  const open = attributes ? `<${tag} ${attributes}>` : `<${tag}>`;
  // A void element with content gets its closing tag after all, as the general printer does.
  return !content && VOIDS.has(tag.toLowerCase()) ? open : `${open}${content}</${tag}>`;
}

function attributesOf(properties: Element['properties']): string {
  let out = '';
  for (const key in properties) {
    const value = properties[key];
    if (value === null || value === undefined) continue;
    const one = attribute(key, value);
    if (one) out += out ? ` ${one}` : one;
  }
  return out;
}

/** hast-util-to-html's serializeAttribute for the html schema, double quotes, no parse errors. */
function attribute(key: string, raw: unknown): string {
  const info = infoOf(key);
  let value = raw;
  if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
  else if ((info.boolean || info.overloadedBoolean) && (typeof value !== 'string' || value === info.attribute || value === ''))
    value = Boolean(value);
  if (value === null || value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value))) return '';
  if (value === true) return info.attribute;
  let text: string;
  if (Array.isArray(value)) text = list(value as unknown[], info);
  else if (typeof value === 'string' || typeof value === 'number') text = String(value);
  else throw new Unsupported();
  return `${info.attribute}="${text.replace(ATTRIBUTE_ESCAPE, reference)}"`;
}

/** space-separated-tokens' and comma-separated-tokens' stringify (with `padLeft`). */
function list(values: unknown[], info: Info): string {
  if (!values.every((v) => typeof v === 'string' || typeof v === 'number')) throw new Unsupported();
  if (!info.commaSeparated) return values.join(' ').trim();
  const input = values[values.length - 1] === '' ? [...values, ''] : values;
  return input.join(', ').trim();
}
