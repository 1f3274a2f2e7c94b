// Most descriptions in reference data (CLI flags, OpenAPI parameters) are a sentence or two of plain
// text with an occasional `code span`. Running each through unified costs ~0.4 ms (the parser is
// configured anew for every call), which over ~600 texts is a tenth of the load stage. Such text
// has one possible rendering, built here directly; anything with other Markdown syntax, or where
// the renderings could differ, returns undefined and takes the full pipeline.
import type { ElementContent } from 'hast';
import { printHast } from '../markdown/markup/print-hast.js';
import { hastMarkup } from '../markdown/markup/hast-markup.js';

// Outside code spans: characters that may start Markdown syntax (emphasis, links, HTML, entities,
// escapes, strikethrough, tables) and those the HTML writer escapes.
const SYNTAX = /[*_[\]<>&\\~|`]/;
// GFM turns these into links without any markup.
const AUTOLINK = /@|www\.|:\/\//i;
// Whitespace other than the space and the line feed (tabs, CR, no-break spaces) has rules of its own.
const ODD_SPACE = /[^\S \n]/;

/** The inline nodes of one line, or undefined when it is not plain text and code spans. */
function inlineNodes(line: string): ElementContent[] | undefined {
  // A line must start with a letter or a single-backtick code span: every other first character
  // can open a block (list, heading, quote, fence, thematic break, indented code).
  if (!/^(?:[A-Za-z]|`[^`])/.test(line) || line.endsWith(' ')) return undefined;
  const nodes: ElementContent[] = [];
  const parts = line.split('`');
  // An even number of parts means an unmatched backtick.
  if (parts.length % 2 === 0) return undefined;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i % 2 === 0) {
      if (SYNTAX.test(part) || AUTOLINK.test(part)) return undefined;
      if (part) nodes.push(hastMarkup.text(part));
    } else {
      // Code span content: leading and trailing spaces are stripped in pairs, `<` and `&` escaped.
      if (part === '' || part.startsWith(' ') || part.endsWith(' ') || /[<&]/.test(part)) return undefined;
      nodes.push(hastMarkup.element('code', {}, [hastMarkup.text(part)]));
    }
  }
  return nodes;
}

/** The HTML unified (remark-parse, GFM, remark-rehype, rehype-stringify) makes of `text`, when
 *  the text is plain paragraphs; undefined when it needs the full pipeline. The tree is built with
 *  the Markdown paths' element factory and printed by the same printer as theirs. */
export function plainMarkdownHtml(text: string): string | undefined {
  if (ODD_SPACE.test(text)) return undefined;
  const body = text.replace(/\n+$/, '');
  if (body === '') return undefined;
  const paragraphs: ElementContent[] = [];
  for (const para of body.split(/\n{2,}/)) {
    const children: ElementContent[] = [];
    for (const line of para.split('\n')) {
      const nodes = inlineNodes(line);
      if (nodes === undefined) return undefined;
      if (children.length > 0) children.push(hastMarkup.text('\n'));
      children.push(...nodes);
    }
    if (paragraphs.length > 0) paragraphs.push(hastMarkup.text('\n'));
    paragraphs.push(hastMarkup.element('p', {}, children));
  }
  return printHast({ type: 'root', children: paragraphs });
}
