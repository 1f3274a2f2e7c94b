// The fast path for plain Markdown pages: markdown-it parses (about twenty times faster than
// micromark on a typical page), and its tokens become the HTML tree the remark pipeline would make
// (mdast-util-to-hast's shapes, line breaks between blocks included), so the same heading, code
// and link code runs on it and print-hast.ts prints the bytes hast-util-to-html would. Only pages that
// fast-path-gate.ts lets through come here; test/unit/fast-markdown.test.ts compares both paths.
import type { Token } from 'markdown-it';
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import { printHast } from '../markup/print-hast.js';
import type { Without } from '../../accelerators.js';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { RAW_HTML } from '../syntax/preprocess.js';
import { admonitionHast } from '../markup/hast-markup.js';
import { markdownIt, type InlinePlace } from './markdown-it-parser.js';
import { unsafeUrlScheme, unsafeUrlWarning } from '../syntax/unsafe-url.js';
import { codeBlockHast, type CodeOptions, type RawHtml } from '../remark/remark-code.js';
import { linkRewriter, type LinkOptions, type LinkRewriter } from '../remark/remark-links.js';
import { headingVisitor } from '../remark/rehype-headings.js';
import { a11yVisitor } from '../remark/rehype-a11y.js';
import type { TocItem } from '../../types.js';
import { inlineJsx, type OpenNames } from './mdx-inline-jsx.js';
import { FastPathUnsupported } from './fast-path-unsupported.js';
import type { AdmonitionSyntax } from '../syntax/admonition-syntax.js';
import { onlyPlainTags } from './plain-html.js';
import { defineFootnote, footnoteFooter, footnoteReference, newFootnotes, type Footnotes } from './footnotes.js';
import { checkItem, isTaskItem, takeTaskCheck } from './task-list.js';
import { nestItemJsx, noPlaceholdersLeft, placeholder, placeholders, type ItemTagLines } from './item-jsx-nest.js';
import { placeholderNumber, type ExpressionHast } from './expression-placeholder.js';

/** What the shared code block and link code read (the remark plugins get the same). */
/** `admonitions`: the site's keywords (the markdown-it rule reads them from the environment);
 *  `without`: the accelerators turned off. */
export type FastMarkdownOptions = CodeOptions & LinkOptions & { trustedHtml?: boolean; admonitions?: AdmonitionSyntax; without?: Without };

export { FastPathUnsupported };

const text = (value: string): Text => ({ type: 'text', value });
const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** mdast-util-to-hast's `wrap`: a line break between blocks, and around them when `loose`. */
function wrap<T extends RootContent>(nodes: T[], loose: boolean): (T | Text)[] {
  const out: (T | Text)[] = [];
  if (loose) out.push(text('\n'));
  nodes.forEach((n, i) => {
    if (i) out.push(text('\n'));
    out.push(n);
  });
  if (loose && nodes.length > 0) out.push(text('\n'));
  return out;
}

/** Turns a block's inline text position into the line:column the remark path reports. */
function placer(lines: string[], content: string, firstLine: number): (pos: number) => { line: number; column: number } {
  const parts = content.split('\n');
  const starts: number[] = [];
  const cols: number[] = [];
  let offset = 0;
  parts.forEach((part, i) => {
    starts.push(offset);
    offset += part.length + 1;
    const src = (lines[firstLine + i] ?? '').trimEnd();
    const p = part.trimEnd();
    cols.push(src.endsWith(p) ? src.length - p.length : Math.max(0, src.indexOf(p)));
  });
  return (pos) => {
    let i = starts.length - 1;
    while (i > 0 && starts[i] > pos) i--;
    return { line: firstLine + i + 1, column: cols[i] + (pos - starts[i]) + 1 };
  };
}

interface Walk {
  tokens: Token[];
  i: number;
  lines: string[];
  options: FastMarkdownOptions;
  links: LinkRewriter;
  raws: RawHtml[];
  onHeading: (el: Element) => void;
  /** Paragraphs of tight lists. */
  tight: WeakSet<Element>;
  /** The page has raw HTML: headings and tables are finished after rehype-raw, which may add some. */
  rawHtml: boolean;
  /** Warnings for removed link and image URLs: the remark path finds them in the HTML tree, after
   *  the code blocks' warnings, so they are reported after them here too. */
  unsafe: string[];
  /** Offsets of the source lines, made when the first raw node needs a position. */
  lineStarts?: number[];
  /** Markdown regions of an MDX page (mdx-fast.ts): no indented code or raw HTML there, and text
   *  runs are single nodes as mdast makes them (React prints a marker between adjacent texts). */
  mdx?: boolean;
  /** Tag lines inside list items of the MDX region being walked (item-jsx-nest.ts). */
  items?: ItemTagLines;
  /** The MDX page's text expressions, by number (expression-placeholder.ts). */
  expressions?: (string | null)[];
  /** The page's footnotes (footnotes.ts). */
  footnotes?: Footnotes;
}

/** An attribute markdown-it set (always strings for the ones read here). */
function attr(t: Token, name: string): string | null {
  const v = t.attrGet(name);
  return v === null ? null : String(v);
}

function inlineText(tokens: Token[]): string {
  let s = '';
  for (const t of tokens) {
    if (t.type === 'text' || t.type === 'code_inline') s += t.content;
    else if (t.type === 'softbreak' || t.type === 'hardbreak') s += '\n';
    else if (t.type === 'image') s += inlineText(t.children ?? []);
  }
  return s;
}

/** `jsx`: in an MDX paragraph, where inline tags are JSX text elements (mdx-inline-jsx.ts). */
function inline(w: Walk, token: Token, where: { firstLine: number; content?: string } | undefined, jsx = false): ElementContent[] {
  const root: ElementContent[] = [];
  const stack: ElementContent[][] = [root];
  const names: OpenNames = [undefined];
  let place: ((pos: number) => { line: number; column: number }) | undefined;
  const at = (t: Token) => {
    const pos = (t.meta as InlinePlace | null)?.pos;
    if (pos === undefined || !where) return {};
    place ??= placer(w.lines, where.content ?? token.content, where.firstLine);
    return place(pos);
  };
  for (const t of token.children ?? []) {
    const top = stack[stack.length - 1];
    switch (t.type) {
      case 'text':
        top.push(text(t.content));
        break;
      case 'softbreak':
        top.push(text('\n'));
        break;
      case 'hardbreak':
        top.push(element('br', {}), text('\n'));
        break;
      case 'code_inline':
        top.push(element('code', {}, [text(t.content)]));
        break;
      case 'em_open':
      case 'strong_open':
      case 's_open': {
        const el = element(t.type === 'em_open' ? 'em' : t.type === 'strong_open' ? 'strong' : 'del', {});
        top.push(el);
        stack.push(el.children);
        names.push(undefined);
        break;
      }
      case 'link_open': {
        const place = at(t);
        const href = normalizeUri(w.links.link(attr(t, 'href') ?? '', place));
        const title = attr(t, 'title');
        const props: Element['properties'] = {};
        if (unsafeUrlScheme(href, 'href')) w.unsafe.push(unsafeUrlWarning(w.options.file, place, 'href', href));
        else props.href = href;
        if (title !== null) props.title = title;
        const el = element('a', props);
        top.push(el);
        stack.push(el.children);
        names.push(undefined);
        break;
      }
      case 'image': {
        if (w.mdx && t.children?.some((c) => c.type === 'html_inline')) throw new FastPathUnsupported('HTML in MDX');
        const place = at(t);
        const src = normalizeUri(w.links.image(attr(t, 'src') ?? '', place));
        const title = attr(t, 'title');
        const props: Element['properties'] = { src, alt: inlineText(t.children ?? []) };
        if (unsafeUrlScheme(src, 'image')) {
          w.unsafe.push(unsafeUrlWarning(w.options.file, place, 'src', src));
          delete props.src;
        }
        if (title !== null) props.title = title;
        top.push(element('img', props));
        break;
      }
      case 'footnote_ref':
        if (!w.footnotes) throw new FastPathUnsupported('footnote');
        top.push(footnoteReference(w.footnotes, (t.meta as { label: string }).label));
        break;
      case 'html_inline': {
        const n = w.expressions && placeholderNumber(t.content);
        if (n !== undefined && n < w.expressions!.length) {
          // A heading's or a cell's text is also its slug or its alignment's: left to the compiler.
          if (!jsx) throw new FastPathUnsupported('expression outside a paragraph');
          top.push({ type: 'mdxExpression', value: w.expressions![n] } satisfies ExpressionHast as unknown as ElementContent);
          break;
        }
        const refused = !w.mdx ? undefined : jsx ? inlineJsx(t.content, stack, names) : 'HTML in MDX';
        if (refused) throw new FastPathUnsupported(refused);
        if (w.mdx) break;
        top.push({ type: 'raw', value: t.content, position: rawPosition(w, at(t), t.content) } as unknown as ElementContent);
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        // A JSX element closes where it opened: MDX rejects `<b>*x</b>*`.
        if (names.pop() !== undefined) throw new FastPathUnsupported('JSX across Markdown');
        stack.pop();
        break;
      default:
        throw new FastPathUnsupported(`inline token ${t.type}`);
    }
  }
  if (names.length > 1) throw new FastPathUnsupported('unclosed JSX element');
  if (w.mdx) mergeTexts(root);
  return root;
}

/** mdast keeps a run of text (soft breaks, escapes and entities included) in one node; only the
 *  line ending after a hard break stays apart, as mdast-util-to-hast adds it. */
function mergeTexts(nodes: ElementContent[]): void {
  for (let i = nodes.length - 1; i > 0; i--) {
    const a = nodes[i - 1];
    const b = nodes[i];
    if (
      a.type === 'text' &&
      b.type === 'text' &&
      !(i >= 2 && nodes[i - 2].type === 'element' && (nodes[i - 2] as Element).tagName === 'br')
    ) {
      a.value += b.value;
      nodes.splice(i, 1);
    }
  }
  for (const n of nodes) if (n.type === 'element' || (n as { type: string }).type === 'jsx') mergeTexts((n as Element).children);
}

/** Where a raw HTML block's text starts: its line, and the column its first character has there. */
function blockPlace(w: Walk, t: Token): { line?: number; column?: number } {
  if (!t.map) return {};
  const src = w.lines[t.map[0]] ?? '';
  const first = t.content.split('\n', 1)[0];
  return { line: t.map[0] + 1, column: Math.max(0, src.length - first.length) + 1 };
}

/** A raw node's position as remark gives it, so rehype-raw places the elements it parses (the
 *  warnings of safe-html.ts say where they are). */
function rawPosition(w: Walk, at: { line?: number; column?: number }, value: string): unknown {
  if (at.line === undefined || at.column === undefined) return undefined;
  if (!w.lineStarts) {
    w.lineStarts = [0];
    for (const l of w.lines) w.lineStarts.push(w.lineStarts[w.lineStarts.length - 1] + l.length + 1);
  }
  const offset = w.lineStarts[at.line - 1] + at.column - 1;
  const start = { line: at.line, column: at.column, offset };
  return { start, end: { line: at.line, column: at.column, offset: offset + value.length } };
}

/** Blocks up to the closing token at `level` (or the end). */
function blocks(w: Walk, untilType?: string): RootContent[] {
  const out: RootContent[] = [];
  while (w.i < w.tokens.length) {
    const t = w.tokens[w.i];
    if (untilType && t.type === untilType) {
      w.i++;
      return out;
    }
    w.i++;
    switch (t.type) {
      case 'paragraph_open': {
        const body = w.tokens[w.i++];
        w.i++; // paragraph_close
        const p = element('p', {}, inline(w, body, body.map ? { firstLine: body.map[0] } : undefined, true));
        // A tight list's paragraphs are marked hidden; listItems() unwraps them.
        if (t.hidden) w.tight.add(p);
        out.push(p);
        break;
      }
      case 'heading_open': {
        const body = w.tokens[w.i++];
        w.i++;
        const h = element(t.tag, {}, inline(w, body, body.map ? { firstLine: body.map[0] } : undefined));
        if (!w.rawHtml) w.onHeading(h);
        out.push(h);
        break;
      }
      case 'blockquote_open':
        out.push(element('blockquote', {}, wrap(blocks(w, 'blockquote_close'), true) as ElementContent[]));
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const start = attr(t, 'start');
        const props: Element['properties'] = start !== null && Number(start) !== 1 ? { start: Number(start) } : {};
        const items = listItems(w, t.type === 'bullet_list_open' ? 'bullet_list_close' : 'ordered_list_close');
        if (items.some(isTaskItem)) props.className = ['contains-task-list'];
        out.push(element(t.type === 'bullet_list_open' ? 'ul' : 'ol', props, wrap(items, true)));
        break;
      }
      case 'fence':
      case 'code_block': {
        if (w.mdx && t.type === 'code_block') throw new FastPathUnsupported('indented code in MDX');
        const info = t.type === 'fence' ? t.info.trim() : '';
        const space = info.search(/\s/);
        // micromark decodes escapes and character references in each part, split where written.
        const unescape = markdownIt().utils.unescapeAll;
        const lang = unescape(space < 0 ? info : info.slice(0, space));
        const meta = space < 0 ? '' : unescape(info.slice(space).trim());
        const line = (t.map?.[0] ?? 0) + 1;
        const src = w.lines[line - 1] ?? '';
        const column = t.type === 'fence' ? Math.max(0, src.search(/[`~]/)) + 1 : 1;
        const value = t.content.endsWith('\n') ? t.content.slice(0, -1) : t.content;
        out.push(
          codeBlockHast(
            w.options,
            { rawHtml: !w.mdx, reactHtml: w.mdx },
            { lang: t.type === 'fence' ? lang : null, meta: meta || null, value, line, column },
            w.raws,
          ),
        );
        break;
      }
      case 'hr':
        out.push(element('hr', {}));
        break;
      case 'html_block':
        if (w.mdx) {
          const tags = placeholders(t.content, w.items);
          if (!tags) throw new FastPathUnsupported('HTML in MDX');
          out.push(tags);
          break;
        }
        // mdast's html node holds the block without its last line ending.
        out.push({
          type: 'raw',
          value: t.content.replace(/\n$/, ''),
          position: rawPosition(w, blockPlace(w, t), t.content),
        } as unknown as RootContent);
        break;
      case 'table_open':
        out.push(table(w));
        break;
      case 'admonition_open':
        out.push(admonition(w, t));
        break;
      case 'footnote_definition_open': {
        if (!w.footnotes) throw new FastPathUnsupported('footnote');
        // Kept for the footer; links in it are rewritten here, in the page's order, as remark does.
        defineFootnote(w.footnotes, (t.meta as { label: string }).label, blocks(w, 'footnote_definition_close') as ElementContent[]);
        break;
      }
      default:
        throw new FastPathUnsupported(`block token ${t.type}`);
    }
  }
  return out;
}

function listItems(w: Walk, closeType: string): Element[] {
  const items: Element[][] = [];
  const checks: (boolean | undefined)[] = [];
  while (w.i < w.tokens.length && w.tokens[w.i].type !== closeType) {
    checks.push(takeTaskCheck(w.tokens, w.i));
    // MDX reads a tag right after the check as JSX that starts the item's content.
    if (
      w.mdx &&
      checks[checks.length - 1] !== undefined &&
      w.tokens[w.i + 2].children?.find((c) => c.type !== 'text' || c.content.trim() !== '')?.type === 'html_inline'
    )
      throw new FastPathUnsupported('JSX after a task check');
    // list_item_open
    w.i++;
    items.push(nestItemJsx(blocks(w, 'list_item_close') as Element[], w.items));
  }
  w.i++;
  // mdast-util-to-hast decides per list: loose when any item is spread. markdown-it marks the
  // paragraphs of tight lists hidden, so a shown paragraph means a loose list.
  const loose = items.some((children) => children.some((c) => c.tagName === 'p' && !w.tight.has(c)));
  return items.map((results, i) => {
    const li = element('li', {}, []);
    const checked = checks[i];
    if (checked !== undefined) checkItem(li, results[0], checked);
    const children = li.children;
    results.forEach((child, index) => {
      const isP = child.type === 'element' && child.tagName === 'p';
      if (loose || index !== 0 || !isP) children.push(text('\n'));
      if (isP && !loose) children.push(...child.children);
      else children.push(child);
    });
    const tail = results[results.length - 1];
    if (tail && (loose || tail.tagName !== 'p')) children.push(text('\n'));
    return li;
  });
}

function table(w: Walk): Element {
  const rows: Element[] = [];
  let rowLine = 0;
  let cells: Element[] = [];
  let head: Element | undefined;
  let body: Element[] = [];
  while (w.i < w.tokens.length) {
    const t = w.tokens[w.i++];
    if (t.type === 'table_close') break;
    if (t.type === 'tr_open') {
      rowLine = t.map?.[0] ?? 0;
      cells = [];
    } else if (t.type === 'th_open' || t.type === 'td_open') {
      const body = w.tokens[w.i++];
      w.i++; // th_close / td_close
      const style = attr(t, 'style');
      const align = style ? /text-align:(\w+)/.exec(style)?.[1] : undefined;
      cells.push(element(t.tag, align ? { align } : {}, inline(w, body, { firstLine: rowLine })));
    } else if (t.type === 'tr_close') {
      rows.push(element('tr', {}, wrap(cells, true)));
    } else if (t.type === 'thead_close') {
      head = element('thead', {}, wrap(rows.splice(0), true));
    } else if (t.type === 'tbody_close') {
      body = rows.splice(0);
    }
  }
  const parts: Element[] = [];
  if (head) parts.push(head);
  if (body.length > 0) parts.push(element('tbody', {}, wrap(body, true)));
  const el = element('table', {}, wrap(parts, true));
  if (!w.rawHtml) a11yVisitor(el);
  return el;
}

function admonition(w: Walk, open: Token): Element {
  let title: ElementContent[] | undefined;
  const next = w.tokens[w.i];
  if (next?.type === 'inline' && (next.meta as { label?: boolean } | null)?.label) {
    w.i++;
    title = inline(w, next, next.map ? { firstLine: next.map[0], content: next.content } : undefined);
  }
  const content = blocks(w, 'admonition_close');
  return admonitionHast(open.info, title, wrap(content, true) as ElementContent[]);
}

/** The fast path's walk for the Markdown regions of an MDX page (mdx-fast.ts): each region is
 *  parsed on its own, placed at its lines in `source`, and its blocks come back as hast; headings
 *  share one slugger and table of contents, links and warnings one list, footnotes one footer, in
 *  document order. */
export function mdxRegions(source: string, options: FastMarkdownOptions, toc: TocItem[], expressions: (string | null)[] = []) {
  const w: Walk = {
    tokens: [],
    i: 0,
    lines: source.split('\n'),
    options,
    links: linkRewriter(options),
    raws: [],
    onHeading: headingVisitor(toc),
    tight: new WeakSet(),
    rawHtml: false,
    unsafe: [],
    mdx: true,
    expressions,
    footnotes: newFootnotes(),
  };
  /** The footnote labels defined anywhere on the page (a reference may come before its definition,
   *  in another region), which markdown-it reads from the environment; each parse has an
   *  environment of its own otherwise, as before (no reference definitions shared). */
  const labels = new Set<string>();
  const env = (): { footnotes: Set<string>; admonitions?: AdmonitionSyntax } => ({ footnotes: labels, admonitions: options.admonitions });
  const regionText = (from: number, to: number, items?: { has: (line: number) => boolean }): string =>
    '\n'.repeat(from) +
    w.lines
      .slice(from, to)
      .map((l, k) => (items?.has(from + k) ? placeholder(l, from + k) : l))
      .join('\n');
  return {
    /** Collects the footnote labels region [from, to) defines; every region goes through this
     *  before the first goes through blocks(). */
    define(from: number, to: number, items?: { has: (line: number) => boolean }): void {
      markdownIt().parse(regionText(from, to, items), env());
    },
    /** The blocks of source lines [from, to); `items`: its tag lines inside list items. */
    blocks(from: number, to: number, items?: ItemTagLines): RootContent[] {
      w.tokens = markdownIt().parse(regionText(from, to, items), env());
      w.i = 0;
      w.items = items;
      const out = blocks(w);
      noPlaceholdersLeft(out);
      return out;
    },
    /** Inline Markdown written on line `line` (0-based), as in `<summary>…</summary>`. */
    inline(content: string, line: number): ElementContent[] {
      const tokens = markdownIt().parse(content, env());
      // One paragraph: text markdown-it reads as a block (`*` a list item, `---` a rule) MDX keeps as text.
      const block = tokens[1];
      if (tokens.length !== 3 || tokens[0].type !== 'paragraph_open' || block.content !== content)
        throw new FastPathUnsupported('inline JSX content');
      return inline(w, block, { firstLine: line, content });
    },
    /** mdast-util-to-hast's footer of the footnotes referenced so far, its heading counted last. */
    footer(): Element | undefined {
      const footer = footnoteFooter(w.footnotes!, (nodes, loose) => wrap(nodes, loose) as ElementContent[]);
      if (footer) w.onHeading(footer.children[0] as Element);
      return footer;
    },
    /** The removed-URL warnings, reported after everything else as on the MDX path. */
    unsafe: () => w.unsafe,
  };
}

/** Compiles one gated page to HTML and its table of contents. */
export async function compileFastMarkdown(source: string, options: FastMarkdownOptions): Promise<{ html: string; toc: TocItem[] }> {
  const env: { footnotes?: Set<string>; admonitions?: AdmonitionSyntax } = { admonitions: options.admonitions };
  const tokens = markdownIt().parse(source, env);
  const footnotes = newFootnotes();
  const toc: TocItem[] = [];
  const w: Walk = {
    tokens,
    i: 0,
    lines: source.split('\n'),
    options,
    links: linkRewriter(options),
    raws: [],
    onHeading: headingVisitor(toc),
    tight: new WeakSet(),
    // The same test the remark path uses to choose its HTML pipeline, unless all the page's HTML
    // is of the kind rehype-raw would print back unchanged.
    // rehype-raw turns the footnotes' `data-footnote-ref` into `data-footnote-ref=""`, though.
    rawHtml: RAW_HTML.test(source) && (!onlyPlainTags(tokens) || env.footnotes !== undefined),
    unsafe: [],
    footnotes,
  };
  const tree: Root = { type: 'root', children: wrap(blocks(w), false) };
  const footer = footnoteFooter(footnotes, (nodes, loose) => wrap(nodes, loose) as ElementContent[]);
  if (footer) {
    // mdast-util-to-hast appends it to the root; rehype-headings then sees its heading last.
    tree.children.push(text('\n'), footer);
    if (!w.rawHtml) w.onHeading(footer.children[0] as Element);
  }
  for (const m of w.unsafe) options.warn(m);
  const fastPrint = !options.without?.includes('print-hast');
  if (!w.rawHtml) return { html: printHast(tree, fastPrint), toc };
  // What the remark path runs after remark-rehype on a page with HTML, on the same tree.
  const { finishRawHtml } = await import('./fast-raw-html.js');
  const finished = await finishRawHtml(tree, w.raws, { file: options.file, warn: options.warn, trusted: options.trustedHtml === true });
  return { html: printHast(finished.tree, fastPrint), toc: finished.toc };
}
