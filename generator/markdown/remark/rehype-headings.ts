import type { Root, Element, Text } from 'hast';
import GithubSlugger from 'github-slugger';
import { walkTree } from '../tree-walk.js';
import { hastText } from '../markup/hast-text.js';
import { headingAnchorHast } from '../markup/hast-markup.js';
import type { TocItem } from '../../types.js';

/** Heading ids (github-slugger, `{#custom-id}` honoured, duplicates numbered), a hover anchor on
 *  each heading, and the table of contents, which the page reads from `file.data.toc`. */
export function rehypeHeadings() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const toc: TocItem[] = [];
    walkTree<Element>(tree, headingVisitor(toc), 'element');
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
    const { id, text } = headingId(node, slugger);
    const depth = Number(m[1]);
    if (depth >= 2) toc.push({ depth, id, text });
    node.children.push(headingAnchorHast(id, text));
  };
}

/** A heading's id (github-slugger, `{#custom-id}` honoured and taken out of the text, an id the
 *  heading has kept), set on the element. */
function headingId(node: Element, slugger: GithubSlugger): { id: string; text: string } {
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
  const kept = node.properties.id as string | undefined;
  // An id rehypeHeadingIds made: this walk reserves it, as it would have had it made it.
  if (kept && !custom && (node.data as { sluggedId?: boolean } | undefined)?.sluggedId) slugger.slug(kept);
  const id = custom ?? kept ?? slugger.slug(text);
  if (custom) slugger.slug(custom); // reserve it so a later identical heading gets -1
  node.properties.id = id;
  return { id, text };
}

/** Heading ids before a site's rehype plugins run: in Docusaurus they are set on the Markdown tree,
 *  so rehype plugins (autolinked headings, for one) find them. The anchors and TOC come later. */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    walkTree<Element>(
      tree,
      (node) => {
        if (!/^h[1-6]$/.test(node.tagName)) return;
        const made = node.properties.id === undefined;
        headingId(node, slugger);
        if (made) node.data = { ...node.data, sluggedId: true } as Element['data'];
      },
      'element',
    );
  };
}

/** Drops `<!-- comments -->` from Markdown output: writers use them for notes to each other. */
export function rehypeDropComments() {
  return (tree: Root) => {
    walkTree(
      tree,
      (_node, index, parent) => {
        if (!parent || index === undefined) return undefined;
        parent.children.splice(index, 1);
        return { next: index };
      },
      'comment',
    );
  };
}
