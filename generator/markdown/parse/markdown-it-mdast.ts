// markdown-it's tokens turned into the mdast remark-parse (with remark-gfm and remark-directive)
// makes of the same text, positions included, for the pages fast-path-gate.ts lets through: the
// one tree every page becomes, whichever parser read it. What cannot be made exactly throws
// FastPathUnsupported (the caller then parses with remark); test/unit/mdast-parse.test.ts compares
// the two parsers on real and generated pages.
import type { Token } from 'markdown-it';
import type { ContainerDirective } from 'mdast-util-directive';
import type { BlockContent, Blockquote, Code, FootnoteDefinition, Heading, Html, Paragraph, Root, RootContent, ThematicBreak } from 'mdast';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import { DEFAULT_ADMONITIONS, type AdmonitionSyntax } from '../syntax/admonition-syntax.js';
import { linePlacer, paragraphPlacer } from './content-placer.js';
import { phrasing } from './inline-mdast.js';
import type { MdxInline } from './phrasing-context.js';
import { listNode } from './list-mdast.js';
import { ItemElements, placeholderLines } from './mdx-item-jsx.js';
import { endPoint, sourcePoints, type SourcePoints } from './source-points.js';
import { tableNode } from './table-mdast.js';
import type { Walk } from './walk.js';
import { blockStart, trackedMarkdownIt } from './tracked-markdown-it.js';

const span = (w: Walk, start: number, end: number) => ({ start: w.points.point(start), end: w.points.point(end) });

function startOf(t: Token): number {
  const s = blockStart(t);
  if (s === undefined) throw new FastPathUnsupported(`no start for ${t.type}`);
  return s;
}

/** The 0-based last line a block token spans. */
const lastLine = (t: Token): number => (t.map ? t.map[1] - 1 : 0);

function paragraph(w: Walk, body: Token): Paragraph {
  // markdown-it's admonition rule runs at the left margin only: in a list item, it reads an
  // admonition's line as the paragraph's lazy line, where micromark ends the paragraph and the list.
  if (body.content.includes('\n:::')) throw new FastPathUnsupported('admonition line in a paragraph');
  // A lone tag on a line of a paragraph in a list in a quote: micromark ends the paragraph there.
  if (w.quotes > 0 && /\n<\/?[A-Za-z][^<>]*>[ \t]*(?:\n|$)/.test(body.content))
    throw new FastPathUnsupported('lone tag in a paragraph in a quote');
  const place = paragraphPlacer(body.content, body.map![0], w.points);
  const children = phrasing(body, place, w.points, w.mdx);
  return { type: 'paragraph', children, position: span(w, place(0), w.points.lineEnd(lastLine(body))) };
}

function heading(w: Walk, open: Token, body: Token): Heading {
  const depth = Number(open.tag.slice(1)) as Heading['depth'];
  const start = startOf(open);
  if (!open.markup.startsWith('#')) {
    // Setext: the text's lines as a paragraph's, then the underline.
    const place = paragraphPlacer(body.content, body.map![0], w.points);
    return {
      type: 'heading',
      depth,
      children: phrasing(body, place, w.points, w.mdx),
      position: span(w, place(0), w.points.lineEnd(lastLine(open))),
    };
  }
  let text = start + open.markup.length;
  while (w.points.text[text] === ' ') text++;
  if (!w.points.text.startsWith(body.content, text)) throw new FastPathUnsupported('heading text');
  const children = phrasing(body, linePlacer(body.content, [text]), w.points, w.mdx);
  return { type: 'heading', depth, children, position: span(w, start, w.points.lineEnd(open.map![0])) };
}

/** micromark's info string: the first word is the language, the rest of the line (from its next
 *  word, trailing whitespace kept) the meta; escapes and references decoded in each. */
function fence(w: Walk, t: Token): Code {
  const start = startOf(t);
  const line = t.map![0];
  const info = w.points.text.slice(start + t.markup.length, w.points.lineEnd(line));
  // Only spaces and tabs part the words to micromark (a no-break space is part of one).
  const m = /^[ \t]*([^ \t]*)[ \t]*(.*)$/.exec(info)!;
  const unescape = trackedMarkdownIt().utils.unescapeAll;
  // A fence left open runs to its container's end, where the two parsers disagree on blank lines.
  const closing = w.points.line(lastLine(t)).trim();
  if (lastLine(t) === line || !closing.endsWith(t.markup[0].repeat(t.markup.length)) || /[^`~]/.test(closing.replace(/^[>\s]*/, '')))
    throw new FastPathUnsupported('code fence left open');
  const value = t.content.endsWith('\n') ? t.content.slice(0, -1) : t.content;
  const end = w.points.lineEnd(lastLine(t));
  return { type: 'code', lang: m[1] ? unescape(m[1]) : null, meta: m[2] ? unescape(m[2]) : null, value, position: span(w, start, end) };
}

/** Indented code and HTML blocks start where their container's content does: their leading
 *  spaces (past the code's four) are in the value. */
function indentedStart(t: Token, value: string, code: boolean): number {
  const lead = value.length - value.trimStart().length;
  return startOf(t) - lead - (code ? 4 : 0);
}

function indentedCode(w: Walk, t: Token): Code {
  const value = t.content.replace(/\n$/, '');
  return {
    type: 'code',
    lang: null,
    meta: null,
    value,
    position: span(w, indentedStart(t, value.split('\n', 1)[0], true), w.points.lineEnd(lastLine(t))),
  };
}

function htmlBlock(w: Walk, t: Token): Html {
  const value = t.content.replace(/\n$/, '');
  const start = indentedStart(t, value.split('\n', 1)[0], false);
  const lines = value.split('\n').length;
  return { type: 'html', value, position: span(w, start, w.points.lineEnd(t.map![0] + lines - 1)) };
}

function admonition(w: Walk, open: Token): ContainerDirective {
  const children: ContainerDirective['children'] = [];
  const label = w.tokens[w.i];
  if (label?.type === 'inline' && (label.meta as { label?: boolean } | null)?.label) {
    w.i++;
    const bracket = w.points.text.indexOf('[', startOf(open));
    if (!w.points.text.startsWith(`[${label.content}]`, bracket)) throw new FastPathUnsupported('admonition label');
    const inline = phrasing(label, linePlacer(label.content, [bracket + 1]), w.points, w.mdx);
    children.push({
      type: 'paragraph',
      data: { directiveLabel: true },
      children: inline,
      position: span(w, bracket, bracket + label.content.length + 2),
    });
  }
  children.push(...(blocks(w, 'admonition_close') as BlockContent[]));
  return {
    type: 'containerDirective',
    name: open.info,
    attributes: {},
    children,
    position: span(w, startOf(open), w.points.lineEnd(lastLine(open))),
  };
}

function footnoteDefinition(w: Walk, open: Token): FootnoteDefinition {
  const label = (open.meta as { label: string }).label;
  const children = blocks(w, 'footnote_definition_close') as BlockContent[];
  const end = children[children.length - 1]?.position?.end;
  if (!end) throw new FastPathUnsupported('empty footnote definition');
  return {
    type: 'footnoteDefinition',
    identifier: label.toLowerCase(),
    label,
    children,
    position: { start: w.points.point(startOf(open)), end },
  };
}

function blockquote(w: Walk, open: Token): Blockquote {
  w.quotes++;
  const children = blocks(w, 'blockquote_close') as BlockContent[];
  w.quotes--;
  // markdown-it's lines may take in a line after the quote that is blank but for the markers of
  // the quotes around it.
  const depth = w.quotes + 1;
  const markers = (line: string) => line.split('>').length - 1;
  let last = lastLine(open);
  while (last > open.map![0] && /^[ >]*$/.test(w.points.line(last)) && markers(w.points.line(last)) < depth) last--;
  return { type: 'blockquote', children, position: span(w, startOf(open), w.points.lineEnd(last)) };
}

/** The block node of token `t` (taken already), reading on from `w.i`. */
function block(w: Walk, t: Token): RootContent {
  switch (t.type) {
    case 'paragraph_open': {
      const node = paragraph(w, w.tokens[w.i]);
      w.i += 2;
      return node;
    }
    case 'heading_open': {
      const node = heading(w, t, w.tokens[w.i]);
      w.i += 2;
      return node;
    }
    case 'blockquote_open':
      return blockquote(w, t);
    case 'bullet_list_open':
    case 'ordered_list_open':
      return listNode(w, t, blocks);
    case 'fence':
      return fence(w, t);
    case 'code_block':
      if (w.mdx) throw new FastPathUnsupported('indented code in MDX');
      return indentedCode(w, t);
    case 'hr':
      return { type: 'thematicBreak', position: span(w, startOf(t), w.points.lineEnd(t.map![0])) } satisfies ThematicBreak;
    case 'html_block':
      if (w.mdx) throw new FastPathUnsupported('HTML in MDX');
      return htmlBlock(w, t);
    case 'table_open': {
      const { node, next } = tableNode(w, w.i - 1);
      w.i = next;
      return node;
    }
    case 'admonition_open':
      return admonition(w, t);
    case 'footnote_definition_open':
      return footnoteDefinition(w, t);
    default:
      throw new FastPathUnsupported(`block token ${t.type}`);
  }
}

/** Blocks up to the token of type `until` (taken too), or to the end. */
export function blocks(w: Walk, until?: string): RootContent[] {
  const out: RootContent[] = [];
  const parent = w.parent;
  w.parent = w.tokens[w.i - 1]?.type ?? 'root';
  // JSX tags in a list item of an MDX page nest the item's blocks (mdx-item-jsx.ts).
  const elements = w.mdx?.items && w.parent === 'list_item_open' ? new ItemElements(out) : undefined;
  while (w.i < w.tokens.length) {
    const t = w.tokens[w.i++];
    if (t.type === until) {
      elements?.done();
      w.parent = parent;
      return out;
    }
    const lines = elements && t.type === 'html_block' ? placeholderLines(t.content, w.mdx!) : undefined;
    if (lines) {
      for (const line of lines) elements!.tags(w.mdx!, line);
      continue;
    }
    (elements?.target ?? out).push(block(w, t));
  }
  if (until) throw new FastPathUnsupported(`no ${until}`);
  return out;
}

/** The blocks of `text`, read by markdown-it, placed in it; `base`: where `text` starts in its page
 *  when it is a part of one (a region of an MDX page). */
export function markdownBlocks(
  text: string,
  env: Record<string, unknown>,
  mdx?: MdxInline,
  base?: { offset: number; line: number },
): RootContent[] {
  // markdown-it rewrites these before it parses, which would move every offset after them.
  if (/[\r\0]/.test(text)) throw new FastPathUnsupported('carriage return or NUL');
  const w: Walk = {
    tokens: trackedMarkdownIt().parse(text, env),
    i: 0,
    points: sourcePoints(text, base),
    quotes: 0,
    parent: 'root',
    env,
    mdx,
  };
  return blocks(w);
}

/** The mdast remark would parse from `text` (parseWithRemark), read by markdown-it. */
export function parseFast(text: string, admonitions: AdmonitionSyntax = DEFAULT_ADMONITIONS): Root {
  const children = markdownBlocks(text, { admonitions });
  return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: endPoint(text) } };
}
