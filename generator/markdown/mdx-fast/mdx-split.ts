// The MDX fast path's view of a page (mdx-fast.ts): `import` lines, Markdown regions, and JSX tags
// written on lines of their own with literal props (`<Tabs groupId="os">`, `<TabItem value="mac"
// default>`, `values={[{label: 'A', value: 'a'}]}`, `<details>`, `<summary>Inline *Markdown*</summary>`,
// `<Intro />`, an opening tag over several lines), which split the page into a tree of Markdown
// regions; tags inside a list item stay in their region, marked (item-jsx.ts). Expressions on lines
// of their own are nodes of the tree, those in prose placeholders in the Markdown (MDX comments and
// reads of `props`, mdx-expression.ts, prose-expressions.ts). Attribute-free inline tags in
// paragraphs (`<sup>†</sup>`) and plain URLs (fast/autolink-literal.ts) stay in the Markdown
// (fast/mdx-inline-jsx.ts). Anything else is a reason to leave the page to the MDX compiler: other
// JavaScript, exports, other inline JSX or HTML in prose, tags next to Markdown without a blank line
// (but for Markdown right after an opening tag and a closing tag right after a paragraph), tags
// inside an admonition, text directives (`1:1`), indented blocks other than nested list items (MDX
// has no indented code, so they parse differently there), and whatever the plain Markdown gate
// refuses. The checks err towards the compiler.
import { codeFences } from '../../content/code-fences.js';
import { fastPathRefusal } from '../fast/fast-path-gate.js';
import { DEFAULT_ADMONITIONS, type AdmonitionSyntax } from '../syntax/admonition-syntax.js';
import { nestedListItems } from './nested-list-items.js';
import { MdxRefusal } from './mdx-refusal.js';
import { itemJsx } from './item-jsx.js';
import { INLINE_JSX_TAG } from '../fast/mdx-inline-jsx.js';
import { withoutAutolinks } from '../fast/autolink-literal.js';
import { withoutCodeSpans } from '../fast/code-spans.js';
import { expressionEnd, keptExpression, literalProp, type JsxProp, type KeptExpression } from './mdx-expression.js';
import { proseExpressions } from './prose-expressions.js';

export type { JsxProp };

export interface JsxElement {
  kind: 'jsx';
  name: string;
  props: [string, JsxProp][];
  /** The props written in braces, which the compiler's prop checks see as expressions. */
  braced: string[];
  /** 1-based, where the tag starts. */
  line: number;
  column: number;
  children: Segment[];
  /** `<summary>Inline text</summary>`: the text, on the tag's line (0-based). */
  inline?: { text: string; line: number };
}

/** A tag on a line of its own inside a list item (item-jsx.ts). */
type ItemTag = JsxElement & { close: boolean; selfClosing: boolean };

/** Tags on a line of their own inside a list item of the region (item-jsx.ts), by line (0-based). */
export type ItemTags = Map<number, ItemTag[]>;

/** Source lines [from, to) of Markdown. */
export interface MarkdownRegion {
  kind: 'md';
  from: number;
  to: number;
  items?: ItemTags;
}

/** A text expression on lines of its own (`{/* a note *\/}`). */
export interface ExpressionSegment {
  kind: 'expr';
  value: KeptExpression;
}

export type Segment = JsxElement | MarkdownRegion | ExpressionSegment;

export interface MdxImport {
  specifier: string;
  bindings: { local: string; imported: string }[];
  line: number;
  column: number;
}

export interface MdxPage {
  imports: MdxImport[];
  segments: Segment[];
  /** The page with its text expressions replaced by placeholders (fast/expression-placeholder.ts). */
  markdown: string;
  /** The text expressions, by number. */
  expressions: KeptExpression[];
}

export { MdxRefusal };

const IMPORT = /^import\s+(?:([A-Za-z_$][\w$]*)\s*(?:,\s*\{([^}]*)\})?|\{([^}]*)\})\s+from\s+(['"])([^'"\n]+)\4;?\s*$/;
const NAME = /^[A-Za-z][\w]*/;
// An `&` that starts no terminated character reference stays as written (mdast-util-mdx-jsx decodes
// only terminated ones): `src="https://x.io/?a=1&b=2"`.
const ATTR = /^\s+([A-Za-z_][\w-]*)(?:=(?:"((?:[^"\n&{}<>]|&(?!#?\w+;))*)"|'((?:[^'\n&{}<>]|&(?!#?\w+;))*)'))?/;
/** Props the MDX path rewrites (links, images) or checks for script (safe-html.ts): left to it. */
const CHECKED_PROP = /^(?:href|to|src|action|formAction|formaction|poster|data|background|cite|srcdoc|on.*|xlink.*)$/i;

/** `<iframe src="https://…">`: the compiler rewrites `src` only on images and removes only unsafe
 *  schemes (remark-links.ts, safe-html.ts), so an http(s) URL elsewhere is printed as written. */
const webSrc = (tag: string, prop: string, value: JsxProp): boolean =>
  prop === 'src' && tag !== 'img' && tag !== 'ThemedImage' && typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);

interface Tag {
  close: boolean;
  selfClosing: boolean;
  name: string;
  props: [string, JsxProp][];
  braced: string[];
  end: number;
}

function parseTag(s: string, at: number): Tag | undefined {
  if (s[at] !== '<') return undefined;
  let i = at + 1;
  const close = s[i] === '/';
  if (close) i++;
  const name = NAME.exec(s.slice(i))?.[0];
  if (!name) return undefined;
  i += name.length;
  const props: [string, JsxProp][] = [];
  const braced: string[] = [];
  for (;;) {
    const m = ATTR.exec(s.slice(i));
    if (!m || close) break;
    i += m[0].length;
    let value: JsxProp = m[2] ?? m[3] ?? true;
    if (m[2] === undefined && m[3] === undefined && s.startsWith('={', i)) {
      // An opening tag over several lines may not have reached the expression's end yet.
      const end = expressionEnd(s, i + 1);
      if (end < 0) return undefined;
      value = literalProp(s.slice(i + 2, end - 1));
      braced.push(m[1]);
      i = end;
    }
    if (CHECKED_PROP.test(m[1]) && !webSrc(name, m[1], value)) throw new MdxRefusal('JSX prop with a URL or script');
    props.push([m[1], value]);
  }
  // A newline before `>` only comes in a tag over several lines (tagLines).
  while (s[i] === ' ' || s[i] === '\n') i++;
  const selfClosing = !close && s.startsWith('/>', i);
  if (selfClosing) i += 2;
  else if (s[i] === '>') i++;
  else return undefined;
  return { close, selfClosing, name, props, braced, end: i };
}

/** How many lines after `i` the opening tag that starts line `i` runs on (`<iframe⏎  title="x"⏎>`):
 *  0 when it ends on its line or is no tag. A blank line ends the search, as it ends a JSX tag. */
function tagLines(lines: string[], i: number): number {
  const indent = lines[i].length - lines[i].trimStart().length;
  if (!/^<[A-Za-z]/.test(lines[i].slice(indent)) || parseTag(lines[i], indent)) return 0;
  for (let j = i + 1; j < lines.length && j <= i + 50 && lines[j].trim() !== ''; j++) {
    if (parseTag(lines.slice(i, j + 1).join('\n'), indent)) return j - i;
  }
  return 0;
}

/** A line that is only tags, or one element with inline text; undefined for Markdown. `line` may be
 *  lines joined (tagLines): then only closing tags may follow the first, whose place is its start. */
function jsxLine(line: string): { tags: (Tag & { column: number })[]; inline?: { text: string; column: number } } | undefined {
  const indent = line.length - line.trimStart().length;
  if (!/^<[A-Za-z/]/.test(line.slice(indent))) return undefined;
  const tags: (Tag & { column: number })[] = [];
  let i = indent;
  while (i < line.length) {
    const tag = parseTag(line, i);
    if (!tag) break;
    tags.push({ ...tag, column: i + 1 });
    i = tag.end;
    while (line[i] === ' ') i++;
  }
  if (line.includes('\n') && (i < line.trimEnd().length || tags.slice(1).some((t) => !t.close)))
    throw new MdxRefusal('JSX tag over several lines with more on its last line');
  if (i >= line.trimEnd().length) return { tags };
  // `<summary>Text</summary>`: one element around inline Markdown.
  const close = line.trimEnd().lastIndexOf('</');
  const closing = close > i ? parseTag(line.trimEnd(), close) : undefined;
  const text = line.slice(i, close);
  if (
    tags.length === 1 &&
    !tags[0].close &&
    !tags[0].selfClosing &&
    closing?.close &&
    closing.name === tags[0].name &&
    closing.end === line.trimEnd().length &&
    i === tags[0].end &&
    text === text.trim() &&
    text !== '' &&
    !/[<>{}]/.test(text) &&
    inlineProse(text)
  ) {
    return { tags, inline: { text, column: i + 1 } };
  }
  // `<sup>†</sup> Text`: MDX reads it as a paragraph, which the prose checks take from here; a
  // line that ends with a tag (`<sup>*</sup>`) may be one element to MDX.
  if (!line.includes('\n') && new RegExp(`^\\s*${INLINE_JSX_TAG.source}`).test(line) && !/>\s*$/.test(line)) return undefined;
  throw new MdxRefusal('JSX tag with other text on its line');
}

/** Inline Markdown in an element on its line (`<summary>…</summary>`) that the fast path prints:
 *  no text directive, and URLs only of the plain forms it links. */
function inlineProse(text: string): boolean {
  // The tags around the text are punctuation to emphasis, where markdown-it parsing the text alone
  // sees its start and end: a `*` or `_` run there with no letter beside it could open or close
  // differently.
  if (/^[*_]+(?:[\s\p{P}\p{S}]|$)|[\s\p{P}\p{S}][*_]+$/u.test(text)) return false;
  const prose = withoutAutolinks(withoutCodeSpans(text, '').prose);
  return prose !== undefined && !TEXT_DIRECTIVE.test(prose);
}
/** Where remark-directive sees a text directive (`:1` in `1:1`): see proseRefusal. */
const TEXT_DIRECTIVE = /(?<!:):[\p{L}\p{N}]/u;
/** A line that may start a block of its own, so a code span cannot run on into it. */
const BLOCK_START = /^\s*(?:[-*+](?:\s|$)|\d+[.)](?:\s|$)|[>#|]|:::|=+\s*$|(?:[-*_]\s*){2,}$|$)/;

/** The backticks of a code span that runs on to the next line of its paragraph. */
interface SpanState {
  ticks?: string;
}

/** The text expressions of the page, and its lines with placeholders for them. */
interface Found {
  kept: KeptExpression[];
  lines: string[];
}

/** Prose the fast path leaves to the compiler: JSX or HTML inside it, expressions it does not keep,
 *  indented blocks. Code spans are left out of the checks, those that run over lines of a paragraph
 *  included; the kept expressions go to `found`. */
function proseRefusal(line: string, span: SpanState, nestedItem: boolean, found: Found, i: number): string | undefined {
  if (!nestedItem && /^ {4,}(?:[-*+>#|:~`=_<]|\d+[.)])/.test(line)) return 'indented block';
  if (/^\s*(?:import|export)\b/.test(line)) return 'ESM';
  // A tag first in an item or a quote may be a JSX block there, as it is on a line of its own.
  if (/^\s*(?:(?:[-*+]|\d+[.)]|>)\s*)+</.test(line)) return 'JSX first in a list item or quote';
  let from = 0;
  if (span.ticks) {
    if (BLOCK_START.test(line)) return 'backtick';
    const close = new RegExp(`(?<!\`)${span.ticks}(?!\`)`).exec(line);
    if (!close) return undefined;
    from = close.index + span.ticks.length;
    span.ticks = undefined;
  }
  const expressions = proseExpressions(line, from, found.kept);
  if (typeof expressions === 'string') return expressions;
  if (expressions) found.lines[i] = expressions.markdown;
  const rest = (expressions?.prose ?? line).slice(from);
  const code = withoutCodeSpans(rest, '');
  let prose = code.prose;
  if (code.open) {
    // Only in a paragraph line: headings and table rows end at their line.
    if (/^\s*[#|]/.test(line) || line.includes('|')) return 'backtick';
    span.ticks = code.open.ticks;
    prose = prose.slice(0, code.open.at);
  }
  // Escaped braces and `<` are text; an escaped backslash escapes nothing after it.
  if (prose.includes('\\')) prose = prose.replace(/\\[!-/:-@[-`{-~]/g, (m) => (/[{}<]/.test(m[1]) ? '' : m));
  // Inline tags fast-markdown.ts keeps as JSX, in a paragraph line (a heading or a table keeps none).
  const tagless = prose.replace(INLINE_JSX_TAG, '');
  if (tagless.includes('<') || (tagless !== prose && /^\s*#|\|/.test(line))) return 'inline JSX or HTML';
  prose = tagless;
  if (/[{}]/.test(prose)) return 'expression';
  // Plain URLs are links (autolink-literal.ts), and their `:8080` no directive; link destinations
  // are neither.
  const linked = withoutAutolinks(prose.replace(/\]\((?:[^()\s]|\([^()\s]*\))*\)/g, ''));
  if (linked === undefined) return 'autolink literal';
  // `1:1`, `x:y`: remark-directive makes a text directive of `:1`, which goes back to text as a node
  // of its own (remark-admonitions.ts), and React prints `<!-- -->` between the texts.
  if (TEXT_DIRECTIVE.test(linked)) return 'text directive';
  return undefined;
}

/** An `import` line of the page's top level (MDX allows them anywhere there). */
function importLine(line: string, i: number): MdxImport {
  const m = IMPORT.exec(line);
  if (!m) throw new MdxRefusal(line.startsWith('export') ? 'export' : 'import form');
  const bindings: MdxImport['bindings'] = [];
  if (m[1]) bindings.push({ local: m[1], imported: 'default' });
  for (const part of (m[2] ?? m[3] ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const n = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(part);
    if (!n) throw new MdxRefusal('import form');
    bindings.push({ local: n[2] ?? n[1], imported: n[1] });
  }
  return { specifier: m[5], bindings, line: i + 1, column: 1 };
}

/** A tag on its line or an import right after Markdown, or Markdown right after them: MDX would read
 *  them as one block. */
const NEXT_TO_MARKDOWN = 'JSX or ESM next to Markdown without a blank line';

/** What the line before was. 'open': a line of tags that ends with an element's opening tag, whose
 *  children may start on the next line (`<Details title="x">⏎Text`): MDX reads that text as it reads
 *  it after a blank line. */
type LineKind = 'blank' | 'md' | 'jsx' | 'open' | 'esm';

/** Splits an MDX page (preprocessed, frontmatter blanked) or throws MdxRefusal with the reason. */
export function splitMdx(text: string, syntax: AdmonitionSyntax = DEFAULT_ADMONITIONS): MdxPage {
  const lines = text.split('\n');
  const page: MdxPage = { imports: [], segments: [], markdown: text, expressions: [] };
  const found: Found = { kept: page.expressions, lines: lines.slice() };
  const root: JsxElement = { kind: 'jsx', name: '', props: [], braced: [], line: 0, column: 0, children: [] };
  const stack: JsxElement[] = [root];
  const fences = codeFences();
  let region: MarkdownRegion | undefined;
  let previous: LineKind = 'blank';
  const gateLines = lines.map(() => '');
  const span: SpanState = {};
  /** A list or quote since the last tag. */
  let container = false;
  const lists = nestedListItems();
  const items = itemJsx();
  /** Admonitions (`:::tip`) open in Markdown: each region is parsed alone, so no tag may come inside. */
  let admonitions = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const top = stack[stack.length - 1];
    if (fences.skip(line)) {
      items.see(line);
      lists.end();
      if (span.ticks) throw new MdxRefusal('backtick');
      region = markdownLine(region, top, i);
      gateLines[i] = line;
      if (previous !== 'blank' && previous !== 'md') throw new MdxRefusal(NEXT_TO_MARKDOWN);
      previous = 'md';
      continue;
    }
    if (line.trim() === '') {
      if (span.ticks || /[^ \t\r]/.test(line))
        throw new MdxRefusal(span.ticks ? 'backtick' : 'no-break space at the start or end of a line'); // blank to String.trim only
      previous = 'blank';
      lists.end();
      if (region) region.to = i + 1;
      continue;
    }
    if (span.ticks && /^\s*(?:<|import\b|export\b)/.test(line)) throw new MdxRefusal('backtick');
    if (/^(?:import|export)\b/.test(line) && stack.length === 1 && (previous === 'blank' || previous === 'esm')) {
      page.imports.push(importLine(line, i));
      [previous, region] = ['esm', undefined];
      continue;
    }
    const misplaced = span.ticks !== undefined || admonitions > 0 || (previous !== 'blank' && previous !== 'jsx' && previous !== 'open');
    const flow = line.startsWith('{') ? flowExpression(lines, i, misplaced) : undefined;
    if (flow) {
      [previous, region, container] = ['jsx', undefined, false];
      items.end();
      lists.end();
      top.children.push(...flow.values.map((value) => ({ kind: 'expr' as const, value })));
      i = flow.last;
      continue;
    }
    const more = tagLines(lines, i);
    const jsx = jsxLine(more ? lines.slice(i, i + more + 1).join('\n') : line);
    if (!jsx) {
      items.see(line);
      const refused = proseRefusal(line, span, !span.ticks && lists.accepts(line), found, i);
      lists.see(line, previous === 'blank');
      admonitions = admonitionsAfter(line, admonitions);
      if (refused) throw new MdxRefusal(refused);
      if (previous === 'jsx' || previous === 'esm' || (previous === 'open' && /^\s/.test(line))) throw new MdxRefusal(NEXT_TO_MARKDOWN);
      region = markdownLine(region, top, i);
      gateLines[i] = line;
      previous = 'md';
      if (/^\s*(?:[-*+]\s|\d+[.)]\s|>)/.test(line)) container = true;
      continue;
    }
    if (previous === 'esm' || (previous === 'md' && (more || container || !endsParagraph(jsx, lines[i - 1]))))
      throw new MdxRefusal(NEXT_TO_MARKDOWN);
    if (admonitions > 0) throw new MdxRefusal('JSX inside an admonition');
    if (region && items.takes(line, jsx.tags, !more && !jsx.inline, previous)) {
      (region.items ??= new Map()).set(i, itemTags(jsx, i));
      region.to = i + 1;
      previous = 'jsx';
      lists.end();
      continue;
    }
    items.end();
    // An indented tag after a list or a quote may be inside it (the compiler sees to that).
    if (/^\s/.test(line) && previous !== 'jsx' && previous !== 'open' && container) throw new MdxRefusal('indented JSX');
    previous = opensElement(jsx) ? 'open' : 'jsx';
    lists.end();
    [container, region] = [false, undefined];
    // The element's inline text faces the Markdown gate like any prose.
    if (jsx.inline) gateLines[i] = jsx.inline.text;
    jsxTags(stack, jsx, i);
    i += more;
  }
  if (span.ticks) throw new MdxRefusal('backtick');
  items.end();
  const refused = unclosed(stack, fences) ?? fastPathRefusal(gateLines.join('\n'), syntax);
  if (refused) throw new MdxRefusal(refused);
  page.segments = root.children;
  if (page.expressions.length > 0) page.markdown = found.lines.join('\n');
  return page;
}

/** A paragraph's line that a closing tag right after ends (`Text⏎</Admonition>`), as MDX ends it
 *  there: no list, quote, heading, table, fence or admonition line, no line break at its end. */
const PARAGRAPH_LINE = /^(?! {0,3}(?:[-*+>#|]|\d+[.)]|`{3}|~{3}|:::))(?!.*(?:\\| {2})$)/;

function endsParagraph(jsx: NonNullable<ReturnType<typeof jsxLine>>, line: string): boolean {
  return !jsx.inline && jsx.tags.every((t) => t.close) && PARAGRAPH_LINE.test(line) && !line.includes('|');
}

/** A line of tags that ends with an opening tag, whose element the next lines may be children of. */
function opensElement(jsx: NonNullable<ReturnType<typeof jsxLine>>): boolean {
  const last = jsx.tags[jsx.tags.length - 1];
  return !jsx.inline && !last.close && !last.selfClosing;
}

/** What the page's end leaves open: an element or a code fence. */
function unclosed(stack: JsxElement[], fences: ReturnType<typeof codeFences>): string | undefined {
  if (stack.length > 1) return 'unclosed JSX element';
  return fences.open ? 'unclosed code fence' : undefined;
}

/** How many admonitions are open after a Markdown line: `:::tip` opens one, a bare `:::` closes one. */
function admonitionsAfter(line: string, open: number): number {
  if (/^\s*:{3,}[\p{L}\p{N}]/u.test(line)) return open + 1;
  if (open > 0 && /^\s*:{3,}\s*$/.test(line)) return open - 1;
  return open;
}

/** The tags of line `i` inside a list item, each with its place (item-jsx.ts). */
function itemTags(jsx: NonNullable<ReturnType<typeof jsxLine>>, i: number): ItemTag[] {
  return jsx.tags.map((t) => ({
    kind: 'jsx' as const,
    name: t.name,
    props: t.props,
    braced: t.braced,
    line: i + 1,
    column: t.column,
    children: [],
    close: t.close,
    selfClosing: t.selfClosing,
  }));
}

/** Line `i` goes to the open Markdown region, or to a new one in `parent`. */
function markdownLine(region: MarkdownRegion | undefined, parent: JsxElement, i: number): MarkdownRegion {
  if (!region) parent.children.push((region = { kind: 'md', from: i, to: i + 1 }));
  region.to = i + 1;
  return region;
}

/** Expressions on lines of their own from line `i` (`{/* a note *\/}`, `{/* a *\/} {/* b *\/}`: MDX
 *  makes each a block), or undefined when text follows them (a paragraph then). No blank line
 *  inside: the search ends there. `misplaced`: they do not stand where a JSX tag on its line may
 *  (at the page's margin, after a blank line or a tag, not in an admonition or a code span). */
function flowExpression(lines: string[], i: number, misplaced: boolean): { values: KeptExpression[]; last: number } | undefined {
  let joined = lines[i];
  let at = 0;
  const found: string[] = [];
  for (let j = i; j < lines.length && j <= i + 50; j++) {
    if (j > i) {
      if (lines[j].trim() === '') return undefined;
      joined += `\n${lines[j]}`;
    }
    for (let end = expressionEnd(joined, at); end >= 0; end = expressionEnd(joined, at)) {
      found.push(joined.slice(at + 1, end - 1));
      const rest = joined.slice(end);
      if (rest.trim() === '') {
        if (misplaced) throw new MdxRefusal('expression');
        return { values: found.map(keptExpression), last: j };
      }
      if (!/^[ \t]*\{/.test(rest)) return undefined;
      at = end + rest.indexOf('{');
    }
  }
  return undefined;
}

function jsxTags(stack: JsxElement[], jsx: NonNullable<ReturnType<typeof jsxLine>>, i: number): void {
  for (const tag of jsx.tags) {
    const top = stack[stack.length - 1];
    if (tag.close) {
      if (top.name !== tag.name || stack.length === 1) throw new MdxRefusal('mismatched JSX closing tag');
      stack.pop();
      continue;
    }
    if (tag.name.toLowerCase() === 'script') throw new MdxRefusal('script');
    const el: JsxElement = {
      kind: 'jsx',
      name: tag.name,
      props: tag.props,
      braced: tag.braced,
      line: i + 1,
      column: tag.column,
      children: [],
    };
    top.children.push(el);
    if (jsx.inline) el.inline = { text: jsx.inline.text, line: i };
    else if (!tag.selfClosing) stack.push(el);
  }
}
