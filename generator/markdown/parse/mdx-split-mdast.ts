// The MDX split (mdx-fast/mdx-split.ts) turned into the mdast remark-mdx parses: the import lines
// as `mdxjsEsm` nodes (consecutive lines one node), JSX elements on lines of their own as
// `mdxJsxFlowElement`s with their attributes, an element with inline text on its line as a
// paragraph holding an `mdxJsxTextElement`, expressions on lines of their own as
// `mdxFlowExpression`s, and the Markdown regions through markdown-it-mdast.ts, each parsed alone and
// placed in the page by where it starts. estree comes from acorn (mdx-estree.ts). Whatever the split
// refuses or this cannot make exactly throws (MdxRefusal or FastPathUnsupported): the caller parses
// with remark; test/unit/mdx-split-mdast.test.ts compares the two.
import type { Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxFlowExpression } from 'mdast-util-mdx-expression';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import { DEFAULT_ADMONITIONS, type AdmonitionSyntax } from '../syntax/admonition-syntax.js';
import { splitMdx, type JsxElement, type MarkdownRegion, type MdxPage, type Segment } from '../mdx-fast/mdx-split.js';
import { expressionEnd } from '../mdx-fast/mdx-expression.js';
import { linePlacer } from './content-placer.js';
import { phrasing } from './inline-mdast.js';
import { markdownBlocks } from './markdown-it-mdast.js';
import { esmEstree, expressionEstree } from './mdx-estree.js';
import { itemPlaceholder } from './mdx-item-jsx.js';
import { closingTagEnd, openingTag } from './mdx-jsx-tag.js';
import type { MdxInline } from './phrasing-context.js';
import { sourcePoints, type SourcePoints } from './source-points.js';
import { trackedMarkdownIt } from './tracked-markdown-it.js';

interface Build {
  page: MdxPage;
  points: SourcePoints;
  /** Where the next node's search starts: the end of the one before. */
  cursor: number;
  env: Record<string, unknown>;
  mdx: MdxInline;
}

const span = (b: Build, start: number, end: number) => ({ start: b.points.point(start), end: b.points.point(end) });

/** A region's lines [from, to): with placeholders for its prose expressions and its tag lines in
 *  list items (for markdown-it), and as written; and where they start in the page. */
function regionText(b: Build, s: MarkdownRegion): { text: string; source: string; base: { offset: number; line: number } } {
  const [start, end] = [b.points.lineStart(s.from), b.points.lineEnd(s.to - 1)];
  let text = b.page.markdown.slice(start, end);
  if (s.items)
    text = text
      .split('\n')
      .map((l, k) => (s.items!.has(s.from + k) ? itemPlaceholder(l, s.from + k) : l))
      .join('\n');
  return { text, source: b.points.text.slice(start, end), base: { offset: start, line: s.from } };
}

function region(b: Build, s: MarkdownRegion): RootContent[] {
  const { text, source, base } = regionText(b, s);
  const nodes = markdownBlocks(text, b.env, { ...b.mdx, source, items: s.items }, base);
  b.cursor = b.points.lineEnd(s.to - 1);
  return nodes;
}

/** The first line at or after `from` that starts with `{`: where it starts, or -1. */
function braceLine(text: string, from: number): number {
  if (from === 0 && text.startsWith('{')) return 0;
  const i = text.indexOf('\n{', Math.max(0, from - 1));
  return i < 0 ? -1 : i + 1;
}

function flowExpression(b: Build): MdxFlowExpression {
  // It starts a line (the split takes no other): an import's braces may come before it.
  const text = b.points.text;
  const at = braceLine(text, b.cursor);
  const end = at < 0 ? -1 : expressionEnd(text, at);
  if (end < 0) throw new FastPathUnsupported('expression not found');
  // Two on a line (`{a}{b}`) are text expressions of a paragraph to MDX.
  const line = b.points.point(at).line - 1;
  const points = b.points;
  if (points.text.slice(points.lineStart(line), at).trim() !== '' || points.text.slice(end, points.lineEnd(line)).trim() !== '')
    throw new FastPathUnsupported('expressions sharing a line');
  b.cursor = end;
  const value = b.points.text.slice(at + 1, end - 1);
  return { type: 'mdxFlowExpression', value, data: { estree: expressionEstree(value, at + 1, b.points) }, position: span(b, at, end) };
}

/** `<summary>Inline *text*</summary>`: a paragraph of one JSX text element. */
function inlineElement(b: Build, s: JsxElement, at: number): Paragraph {
  const tag = openingTag(b.points, at);
  const text = s.inline!.text;
  // A backslash before the closing tag escapes its `<`: the MDX compiler rejects the page.
  if (/(?:^|[^\\])(?:\\\\)*\\$/.test(text)) throw new FastPathUnsupported('backslash before a closing tag');
  if (!b.points.text.startsWith(text, tag.end)) throw new FastPathUnsupported('inline JSX text');
  const inline = trackedMarkdownIt().parseInline(text, b.env)[0];
  const children = phrasing(inline, linePlacer(text, [tag.end]), b.points, b.mdx);
  const end = closingTagEnd(b.points, s.name, tag.end + text.length);
  b.cursor = end;
  const element: MdxJsxTextElement = {
    type: 'mdxJsxTextElement',
    name: s.name,
    attributes: tag.attributes,
    children,
    position: span(b, at, end),
  };
  return { type: 'paragraph', children: [element], position: span(b, at, b.points.lineEnd(s.line - 1)) };
}

function element(b: Build, s: JsxElement): RootContent {
  const at = b.points.lineStart(s.line - 1) + s.column - 1;
  if (s.inline) return inlineElement(b, s, at);
  const tag = openingTag(b.points, at);
  b.cursor = tag.end;
  const children = tag.selfClosing ? [] : segments(b, s.children);
  const end = tag.selfClosing ? tag.end : closingTagEnd(b.points, s.name, b.cursor);
  b.cursor = end;
  return {
    type: 'mdxJsxFlowElement',
    name: s.name,
    attributes: tag.attributes,
    children: children as MdxJsxFlowElement['children'],
    position: span(b, at, end),
  };
}

function segments(b: Build, list: Segment[]): RootContent[] {
  return list.flatMap((s): RootContent[] => {
    if (s.kind === 'md') return region(b, s);
    return [s.kind === 'expr' ? flowExpression(b) : element(b, s)];
  });
}

/** Consecutive import lines make one ESM node. */
function esm(b: Build): MdxjsEsm[] {
  // A name imported twice is an error to the MDX compiler (the split lets the page through).
  const names = b.page.imports.flatMap((imp) => imp.bindings.map((x) => x.local));
  if (new Set(names).size !== names.length) throw new FastPathUnsupported('a name imported twice');
  const out: MdxjsEsm[] = [];
  let last = -2;
  for (const imp of b.page.imports) {
    const line = imp.line - 1;
    const node = out[out.length - 1];
    const end = b.points.lineEnd(line);
    if (node && line === last + 1) node.position!.end = b.points.point(end);
    else out.push({ type: 'mdxjsEsm', value: '', position: span(b, b.points.lineStart(line), end) });
    last = line;
  }
  for (const node of out) {
    node.value = b.points.text.slice(node.position!.start.offset, node.position!.end.offset);
    node.data = { estree: esmEstree(node.value, node.position!.start.offset!, b.points) };
  }
  return out;
}

const DEFINITION_LINE = /^[ \t>*+\-\d.)]*\[\^[^\]\n]+\]:/m;

/** The footnote labels of every region, for references that come before their definition. */
function defineFootnotes(b: Build, list: Segment[]): void {
  for (const s of list) {
    // Only a region with a definition's line can define a label (markdown-it's footnotes.ts).
    if (s.kind === 'md' && DEFINITION_LINE.test(regionText(b, s).text)) trackedMarkdownIt().parse(regionText(b, s).text, b.env);
    else if (s.kind === 'jsx') defineFootnotes(b, s.children);
  }
}

/** The mdast the MDX pipeline would parse from `text` (parseMdxWithRemark), from the split. */
export function parseFastMdx(text: string, admonitions: AdmonitionSyntax = DEFAULT_ADMONITIONS): Root {
  const page = splitMdx(text, admonitions);
  if (/[\r\0]/.test(text)) throw new FastPathUnsupported('carriage return or NUL');
  const points = sourcePoints(text);
  const b: Build = {
    page,
    points,
    cursor: 0,
    env: { admonitions },
    mdx: { source: text, estree: (value, at) => expressionEstree(value, at, points), page: points },
  };
  if (text.includes('[^')) defineFootnotes(b, page.segments);
  const nodes = [...esm(b), ...segments(b, page.segments)];
  nodes.sort((x, y) => x.position!.start.offset! - y.position!.start.offset!);
  return { type: 'root', children: nodes, position: span(b, 0, text.length) };
}
