// Most descriptions in reference data (CLI flags, OpenAPI parameters) are a sentence or two of plain
// text with an occasional `code span`. Running each through unified costs ~0.4 ms (the parser is
// configured anew for every call), which over ~600 texts is a tenth of the load stage. Such text
// has one possible rendering, built here directly; anything with other Markdown syntax, or where
// the renderings could differ, returns undefined and takes the full pipeline.
import type { ElementContent } from 'hast';
import { printHast } from '../markup/print-hast.js';
import { hastMarkup } from '../markup/hast-markup.js';

// Outside code spans: characters that may start Markdown syntax (emphasis, links, HTML, entities,
// escapes, strikethrough, tables) and those the HTML writer escapes.
const SYNTAX = /[*_[\]<>&\\~|`]/;
// GFM turns these into links without any markup.
const AUTOLINK = /@|www\.|:\/\//i;
// Whitespace other than the space and the line feed (tabs, CR, no-break spaces) has rules of its own.
const ODD_SPACE = /[^\S \n]/;

/** `**strong**` of plain text, where CommonMark's flanking rules cannot read it otherwise: opened at
 *  the start or after a space, by a letter or digit; closed after a letter, digit, `:` or `.`, before
 *  a space, the end or `,.;:!?)`. */
const STRONG = /(?<=^| )\*\*([A-Za-z0-9](?:[^*_`[\]<>&\\~|]*[A-Za-z0-9:.])?)\*\*(?=[ ,.;:!?)]|$)/g;

/** Text between code spans (`atStart`: at the line's start): plain text and strong runs. */
function textNodes(part: string, atStart: boolean): ElementContent[] | undefined {
  const nodes: ElementContent[] = [];
  let at = 0;
  for (const m of part.matchAll(STRONG)) {
    // Only at the line's start or after a space of this same text (not after a code span).
    if (m.index === 0 && !atStart) return undefined;
    if (AUTOLINK.test(m[1])) return undefined;
    if (m.index > at) nodes.push(hastMarkup.text(part.slice(at, m.index)));
    nodes.push(hastMarkup.element('strong', {}, [hastMarkup.text(m[1])]));
    at = m.index + m[0].length;
  }
  if (at < part.length) nodes.push(hastMarkup.text(part.slice(at)));
  const rest = part.replace(STRONG, ' ');
  if (SYNTAX.test(rest) || AUTOLINK.test(rest)) return undefined;
  return nodes;
}

/** The inline nodes of one line, or undefined when it is not plain text and code spans. */
function inlineNodes(line: string): ElementContent[] | undefined {
  // A line must start with a letter or a single-backtick code span: every other first character
  // can open a block (list, heading, quote, fence, thematic break, indented code).
  if (!/^(?:[A-Za-z]|`[^`]|\*\*[A-Za-z])/.test(line) || line.endsWith(' ')) return undefined;
  const nodes: ElementContent[] = [];
  const parts = line.split('`');
  // An even number of parts means an unmatched backtick.
  if (parts.length % 2 === 0) return undefined;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i % 2 === 0) {
      const text = textNodes(part, i === 0);
      if (text === undefined) return undefined;
      nodes.push(...text);
    } else {
      // Code span content: leading and trailing spaces are stripped in pairs; the rest is literal
      // text (`<` and `&` are escaped by the printer, as in any text).
      if (part === '' || part.startsWith(' ') || part.endsWith(' ')) return undefined;
      nodes.push(hastMarkup.element('code', {}, [hastMarkup.text(part)]));
    }
  }
  return nodes;
}

/** The HTML unified (remark-parse, GFM, remark-rehype, rehype-stringify) makes of `text`, when
 *  the text is plain paragraphs and tight `-` lists of plain items; undefined when it needs the
 *  full pipeline. The tree is built with the Markdown paths' element factory and printed by the
 *  same printer as theirs. */
export function plainMarkdownHtml(text: string, fastPrint = true): string | undefined {
  if (ODD_SPACE.test(text)) return undefined;
  const body = text.replace(/\n+$/, '');
  if (body === '') return undefined;
  const blocks: ElementContent[] = [];
  let listBefore = false;
  for (const block of body.split(/\n{2,}/)) {
    const lines = block.split('\n');
    const items = lines.filter((l) => l.startsWith('- ')).length;
    let made: ElementContent | undefined;
    if (items === 0) made = paragraph(lines);
    // Every line an item, and no list just before (a blank line between items makes one loose list).
    else if (items === lines.length && !listBefore) made = list(lines);
    if (made === undefined) return undefined;
    if (blocks.length > 0) blocks.push(hastMarkup.text('\n'));
    blocks.push(made);
    listBefore = items > 0;
  }
  return printHast({ type: 'root', children: blocks }, fastPrint);
}

function paragraph(lines: string[]): ElementContent | undefined {
  const children: ElementContent[] = [];
  for (const line of lines) {
    const nodes = inlineNodes(line);
    if (nodes === undefined) return undefined;
    if (children.length > 0) children.push(hastMarkup.text('\n'));
    children.push(...nodes);
  }
  return hastMarkup.element('p', {}, children);
}

/** A tight list: each item's text directly in its `<li>`, the items on lines of their own. */
function list(lines: string[]): ElementContent | undefined {
  const children: ElementContent[] = [hastMarkup.text('\n')];
  for (const line of lines) {
    const nodes = inlineNodes(line.slice(2));
    if (nodes === undefined) return undefined;
    children.push(hastMarkup.element('li', {}, nodes), hastMarkup.text('\n'));
  }
  return hastMarkup.element('ul', {}, children);
}
