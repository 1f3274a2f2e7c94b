import type { Root, Element, Text } from 'hast';
import GithubSlugger from 'github-slugger';
import { visit } from 'unist-util-visit';
import { hastText } from '../markup/hast-text.js';
import { headingAnchorHast } from '../markup/hast-markup.js';
import type { TocItem } from '../../types.js';

/** Heading ids (github-slugger, `{#custom-id}` honoured, duplicates numbered), a hover anchor on
 *  each heading, and the table of contents, which the page reads from `file.data.toc`. */
export function rehypeHeadings() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const toc: TocItem[] = [];
    visit(tree, 'element', headingVisitor(toc));
    file.data.toc = toc;
  };
}

/** The work rehypeHeadings does at one element; fills `toc` (rehype-headings-a11y.ts calls it from
 *  a shared walk). */
export function headingVisitor(toc: TocItem[]): (node: Element) => void {
  const slugger = new GithubSlugger();
  return (node: Element) => {
    const m = /^h([1-6])$/.exec(node.tagName);
    if (!m) return;
    let custom: string | undefined;
    const last = node.children[node.children.length - 1];
    if (last?.type === 'text') {
      const idm = /\s*\{#([\w-]+)\}\s*$/.exec(last.value);
      if (idm) {
        custom = idm[1];
        (last as Text).value = last.value.slice(0, idm.index);
      }
    }
    const text = hastText(node).trim();
    const id = custom ?? (node.properties.id as string | undefined) ?? slugger.slug(text);
    if (custom) slugger.slug(custom); // reserve it so a later identical heading gets -1
    node.properties.id = id;
    const depth = Number(m[1]);
    if (depth >= 2) toc.push({ depth, id, text });
    node.children.push(headingAnchorHast(id, text));
  };
}

/** Drops `<!-- comments -->` from Markdown output: writers use them for notes to each other. */
export function rehypeDropComments() {
  return (tree: Root) => {
    visit(tree, 'comment', (_node, index, parent) => {
      if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
      return undefined;
    });
  };
}
