// markdown-it's inline tokens of one block turned into mdast's phrasing nodes, placed in the page:
// runs of text, escapes, character references and soft line breaks are one text node, as
// mdast-util-from-markdown makes them; delimiters left unpaired are text.
import type { Token } from 'markdown-it';
import type { Break, FootnoteReference, Html, Image, InlineCode, Link, PhrasingContent, Text } from 'mdast';
import type { TextDirective } from 'mdast-util-directive';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import type { Placer } from './content-placer.js';
import { jsxOrExpression } from './mdx-inline.js';
import { attr, position, rangeOf, type MdxInline, type Open, type Parent, type Phrasing } from './phrasing-context.js';
import type { SourcePoints } from './source-points.js';
import { textDirectives } from './text-directives.js';

/** After a line ending: the start of the next page line (container markers are not in it). */
function afterLineEnding(p: Phrasing, newline: number): number {
  if (p.content[newline] !== '\n') throw new FastPathUnsupported('line ending not found');
  // Once micromark has tried a code span and given up (a backtick run with no closing run), the
  // line endings it went over end past the next line's container markers.
  return p.triedSpan ? p.place(newline + 1) : p.place(newline) + 1;
}

/** Text, escapes, references and soft breaks join the text node before them, if any. Text after
 *  a link remark-gfm's transform made has no position, as the rest of the text it was cut from. */
function addText(p: Phrasing, out: PhrasingContent[], value: string, start: number, end: number): void {
  const tail = out[out.length - 1];
  if (tail?.type === 'text') {
    tail.value += value;
    if (tail.position) tail.position.end = p.points.point(end);
    return;
  }
  const text: Text = { type: 'text', value, position: position(p, start, end) };
  if (tail?.type === 'link' && !tail.position) delete text.position;
  out.push(text);
}

/** Whether a `[` before `at` is open (no `]` after it): micromark's autolink literal tokenizer
 *  does not start after one. Escaped brackets and code aside, as a label start is. */
function openBracket(p: Phrasing, at: number): boolean {
  let open = 0;
  for (let i = 0; i < at; i++) {
    const c = p.content[i];
    if (c === '\\') i++;
    else if (c === '[') open++;
    else if (c === ']' && open > 0) open--;
  }
  return open > 0;
}

/** A plain URL (autolink-literal.ts: link_open, text, link_close). After an open `[` micromark's
 *  tokenizer leaves it as text and remark-gfm's transform links it: the link, its text and the
 *  text it was cut from have no position then. */
function literalLink(p: Phrasing, out: PhrasingContent[], open: Token): void {
  const [from, to] = rangeOf(open);
  const url = attr(open, 'href') ?? '';
  if (p.content.slice(from, to) !== url) throw new FastPathUnsupported('autolink literal not found');
  // The transform writes `position: undefined` on the link and its text (the text around gets none).
  const place = openBracket(p, from) ? undefined : position(p, p.place(from), p.place(to));
  const link: Link = { type: 'link', title: null, url, children: [{ type: 'text', value: url, position: place }], position: place };
  if (!place && out[out.length - 1]?.type === 'text') delete out[out.length - 1].position;
  out.push(link);
}

/** A run of source text, with the text directives in it as nodes of their own. */
function rawText(p: Phrasing, out: PhrasingContent[], t: Token): void {
  if (t.content === '') return;
  const [from, to] = rangeOf(t);
  // Raw text is the source as written: directives and backticks are looked for there.
  if (to - from !== t.content.length || !p.content.startsWith(t.content, from)) throw new FastPathUnsupported('text token not found');
  if (t.content.includes('`')) p.triedSpan = true;
  let last = from;
  for (const { at, name } of textDirectives(p.content, from, to)) {
    if (at > last) addText(p, out, p.content.slice(last, at), p.place(last), p.place(at));
    last = at + 1 + name.length;
    out.push({
      type: 'textDirective',
      name,
      attributes: {},
      children: [],
      position: position(p, p.place(at), p.place(last)),
    } satisfies TextDirective);
  }
  if (last < to) addText(p, out, p.content.slice(last, to), p.place(last), p.place(to));
}

function hardBreak(p: Phrasing, t: Token): Break {
  const [from] = rangeOf(t);
  // `\` then a line ending, or spaces then one: the break holds both.
  let start = from;
  let newline = from + 1;
  if (p.content[from] !== '\\') {
    newline = from;
    while (start > 0 && p.content[start - 1] === ' ') start--;
  }
  return { type: 'break', position: { start: p.points.point(p.place(start)), end: p.points.point(afterLineEnding(p, newline)) } };
}

/** mdast-util-to-string of an image's label: its alt. */
function altText(tokens: Token[]): string {
  let s = '';
  for (const t of tokens) {
    if (t.type === 'text' || t.type === 'text_special' || t.type === 'code_inline' || t.type === 'html_inline') s += t.content;
    else if (t.type === 'softbreak') s += '\n';
    else if (t.type === 'image') s += altText(t.children ?? []);
  }
  return s;
}

/** mdast's code span value: line endings and the indentation after them kept (markdown-it makes
 *  them spaces; mdast-util-to-hast does that later), one space or line ending off each end when
 *  both ends have one. */
function codeValue(source: string, fence: string): string {
  const value = source.slice(fence.length, source.length - fence.length);
  const pad = (c: string) => c === ' ' || c === '\n';
  if (value.length > 2 && pad(value[0]) && pad(value[value.length - 1]) && /[^ \n]/.test(value)) return value.slice(1, -1);
  return value;
}

function opened(t: Token): Parent {
  switch (t.type) {
    case 'em_open':
      return { type: 'emphasis', children: [] };
    case 'strong_open':
      return { type: 'strong', children: [] };
    case 's_open':
      return { type: 'delete', children: [] };
    default:
      return { type: 'link', title: attr(t, 'title'), url: attr(t, 'href') ?? '', children: [] };
  }
}

/** The page range of an opening or closing token: emphasis' pairs take the characters nearest
 *  the text of a run (markdown-it's token), and as many as the markup has. */
function openStart(p: Phrasing, t: Token): number {
  const [from, to] = rangeOf(t);
  return p.place(t.type === 'em_open' || t.type === 'strong_open' ? to - t.markup.length : from);
}

function closeEnd(p: Phrasing, t: Token): number {
  const [from, to] = rangeOf(t);
  return p.place(t.type === 'em_close' || t.type === 'strong_close' ? from + t.markup.length : to);
}

function leaf(p: Phrasing, t: Token): PhrasingContent {
  const [from, to] = rangeOf(t);
  const pos = position(p, p.place(from), p.place(to));
  switch (t.type) {
    case 'code_inline':
      return { type: 'inlineCode', value: codeValue(p.content.slice(from, to), t.markup), position: pos } satisfies InlineCode;
    case 'html_inline':
      return { type: 'html', value: t.content, position: pos } satisfies Html;
    case 'image':
      // A text directive in the label would take its text out of the alt (mdast-util-to-string).
      if (altText(t.children ?? []).includes(':')) throw new FastPathUnsupported('colon in an image label');
      return {
        type: 'image',
        title: attr(t, 'title'),
        url: attr(t, 'src') ?? '',
        alt: altText(t.children ?? []),
        position: pos,
      } satisfies Image;
    case 'footnote_ref': {
      const label = (t.meta as { label: string }).label;
      return { type: 'footnoteReference', identifier: label.toLowerCase(), label, position: pos } satisfies FootnoteReference;
    }
    default:
      throw new FastPathUnsupported(`inline token ${t.type}`);
  }
}

/** The phrasing nodes of an inline token whose content `place` puts in the page. */
export function phrasing(inline: Token, place: Placer, points: SourcePoints, mdx?: MdxInline): PhrasingContent[] {
  const p: Phrasing = { place, points, content: inline.content, mdx };
  const root: PhrasingContent[] = [];
  const stack: Open[] = [{ children: root }];
  const tokens = inline.children ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const top = stack[stack.length - 1].children;
    if (t.type === 'link_open' && t.markup === 'linkify') {
      literalLink(p, top, t);
      i += 2;
      continue;
    }
    switch (t.type) {
      case 'text':
        rawText(p, top, t);
        break;
      case 'text_special': {
        const [from, to] = rangeOf(t);
        addText(p, top, t.content, place(from), place(to));
        break;
      }
      case 'softbreak': {
        const [from] = rangeOf(t);
        addText(p, top, '\n', place(from), afterLineEnding(p, from));
        break;
      }
      case 'hardbreak':
        top.push(hardBreak(p, t));
        break;
      case 'em_open':
      case 'strong_open':
      case 's_open':
      case 'link_open': {
        const node = opened(t);
        node.position = { start: points.point(openStart(p, t)), end: points.point(0) };
        top.push(node);
        stack.push({ node, children: node.children as PhrasingContent[] });
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close': {
        const open = stack.pop()?.node;
        // A JSX element closes where it opened: MDX rejects `<b>*x</b>*`.
        if (!open || open.type === 'mdxJsxTextElement') throw new FastPathUnsupported('unbalanced inline tokens');
        open.position!.end = points.point(closeEnd(p, t));
        break;
      }
      case 'html_inline':
        if (p.mdx) jsxOrExpression(p, t, stack);
        else top.push(leaf(p, t));
        break;
      default:
        top.push(leaf(p, t));
    }
  }
  if (stack.length !== 1) throw new FastPathUnsupported('unclosed inline tokens');
  return root;
}
