// Tags without attributes that cannot open or close anything implicitly, and text without `<` or
// `&`: parsing such HTML into the tree and printing it again (rehype-raw, then hast-util-to-html)
// gives back the same characters, so pages whose HTML is only this (collapsible <details> with a
// <summary>, <kbd> keys) skip the HTML parser (fast-markdown.ts). Comments, attributes, entities,
// headings, tables, block tags and `<br/>` take the full path, and so do tags the HTML parser would
// mend: a closing tag with no opening one (dropped), an element left open (closed elsewhere, or its
// formatting carried into the next paragraph), `</br>` (made a `<br>`).
import type { Token } from 'markdown-it';

const PLAIN_TAGS = 'details|summary|kbd|sub|sup|b|i|em|strong|code|span|mark|small|abbr|br';
export const PLAIN_HTML = new RegExp(`^(?:</?(?:${PLAIN_TAGS})>|[^<&])*$`);
/** Elements that may stay open from one HTML block to a later one, Markdown between them. */
export const ACROSS_BLOCKS = new Set(['details', 'summary']);

/** Follows `html`'s tags on the open elements; false when one closes what is not open. */
export function follow(html: string, open: string[], block: boolean): boolean {
  for (const [, close, name] of html.matchAll(/<(\/?)([a-z]+)>/g)) {
    if (name === 'br') {
      if (close) return false;
      continue;
    }
    if (!block && ACROSS_BLOCKS.has(name)) return false;
    if (!close) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return true;
}

/** Whether all the page's HTML is of the plain kind, each element closed where the parser would. */
export function onlyPlainTags(tokens: Token[]): boolean {
  const blocks: string[] = [];
  for (const t of tokens) {
    if (t.type === 'html_block' && (!PLAIN_HTML.test(t.content) || !follow(t.content, blocks, true))) return false;
    // Only <details> and <summary> may be open between blocks.
    if (blocks.length > 0 && !ACROSS_BLOCKS.has(blocks[blocks.length - 1])) return false;
    if (!t.children) continue;
    // Markdown's emphasis and links nest with the tags as the HTML parser would have them.
    const inline: string[] = [];
    for (const c of t.children) {
      if (c.type === 'html_inline' && (!PLAIN_HTML.test(c.content) || !follow(c.content, inline, false))) return false;
      if (c.nesting === 1) inline.push(c.type);
      else if (c.nesting === -1 && inline.pop() !== c.type.replace(/_close$/, '_open')) return false;
    }
    if (inline.length > 0) return false;
  }
  return blocks.length === 0;
}
