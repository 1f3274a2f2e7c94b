// Highlighting is a rehype step, after every remark plugin: a site's plugins (npm2yarn, tab blocks,
// code titles) find each fence as an mdast `code` node with its `lang` and `meta`, as in Docusaurus.
// remark-rehype turns a fence into `<pre><code class="language-x">` (fenceHandler below marks the
// ones that came from a fence, so `<pre><code>` in a writer's raw HTML is left alone); this step
// replaces each marked block with docsgen's frame around the highlighted code.
import type { Element, Root, Text } from 'hast';
import type { Code } from 'mdast';
import type { Options as RemarkRehypeOptions } from 'remark-rehype';
import { walkTree } from '../tree-walk.js';
import { codeBlockHast, type CodeBlockSource, type CodeOptions, type RawHtml } from '../remark/remark-code.js';
import { loadFenceLanguages } from '../highlight/highlight.js';

type Handler = NonNullable<NonNullable<RemarkRehypeOptions['handlers']>['code']>;

/** The mark fenceHandler leaves on a fence's `<pre>` (data survives rehype-raw there, see
 *  rehype-code-html.ts); `meta` is also on the `<code>`, where mdast-util-to-hast puts it. */
interface FenceData {
  docsgenFence?: { meta?: string };
}

/** remark-rehype's handler for `code`: mdast-util-to-hast's shape, with a mark on the `<pre>`. */
export const fenceHandler: Handler = (state, node: Code): Element => {
  const properties: Element['properties'] = node.lang ? { className: [`language-${node.lang}`] } : {};
  const meta = node.meta ? { meta: node.meta } : {};
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties,
    children: [{ type: 'text', value: node.value ? `${node.value}\n` : '' }],
  };
  if (node.meta) code.data = meta as Element['data'];
  state.patch(node, code);
  const fence: FenceData = { docsgenFence: meta };
  const pre: Element = { type: 'element', tagName: 'pre', properties: {}, data: fence as Element['data'], children: [code] };
  state.patch(node, pre);
  return pre;
};

export const isFence = (node: Element): boolean => node.tagName === 'pre' && !!(node.data as FenceData | undefined)?.docsgenFence;
export const fenceMeta = (pre: Element): string | undefined => (pre.data as FenceData | undefined)?.docsgenFence?.meta;

export interface RehypeCodeSettings {
  /** Print each block as one `raw` node (print-hast.ts prints it as is): for the HTML printer
   *  when no site rehype plugin comes after, never for MDX, which turns the tree into JSX. */
  rawHtml?: boolean;
  /** Print each block's code as React would (mdx-fast/react-tree.ts takes it as printed markup),
   *  for an MDX tree the static lane prints (rehype-static-mdx.ts), which goes back to span trees
   *  (unprintedCode) when the compiler must take the tree after all. */
  reactHtml?: boolean;
}

/** What a block printed for React keeps of its fence, to be highlighted as a tree again. */
interface PrintedFence {
  printedFence?: CodeBlockSource;
}

/** The fence a marked `<pre><code>` holds: its language, meta and text as the writer wrote them. */
function fenceOf(pre: Element): { lang: string | undefined; meta: string | undefined; value: string } | undefined {
  const code = pre.children.length === 1 ? pre.children[0] : undefined;
  if (!isFence(pre) || code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const cls = code.properties.className;
  const lang = (Array.isArray(cls) ? cls.map(String) : []).find((c) => c.startsWith('language-'))?.slice('language-'.length);
  const text = code.children.map((c) => (c.type === 'text' ? (c as Text).value : '')).join('');
  return {
    lang,
    meta: (code.data as { meta?: string } | undefined)?.meta ?? fenceMeta(pre),
    value: text.endsWith('\n') ? text.slice(0, -1) : text,
  };
}

export function rehypeCode(settings: RehypeCodeSettings = {}) {
  return async (tree: Root, file: { data: Record<string, unknown> }) => {
    const options = file.data.docsgen as CodeOptions;
    const fences: { pre: Element; parent: { children: unknown[] }; index: number; fence: NonNullable<ReturnType<typeof fenceOf>> }[] = [];
    walkTree<Element>(
      tree,
      (pre, index, parent) => {
        const fence = parent && index !== undefined ? fenceOf(pre) : undefined;
        if (!fence) return undefined;
        fences.push({ pre, parent: parent as { children: unknown[] }, index: index!, fence });
        return 'skip';
      },
      'element',
    );
    // Grammars load as fences name them (compile-doc.ts loads the page's own before it compiles);
    // a site plugin may have made fences the text does not name.
    await loadFenceLanguages(
      options.highlighter,
      fences.map((f) => f.fence.lang ?? ''),
    );
    const raws: RawHtml[] = [];
    for (const { pre, parent, index, fence } of fences) {
      const at = pre.position?.start;
      const source: CodeBlockSource = {
        lang: fence.lang,
        meta: fence.meta,
        value: fence.value,
        line: at?.line ?? 0,
        column: at?.column ?? 0,
      };
      const block = codeBlockHast(options, settings, source, raws);
      if (settings.reactHtml) block.data = { ...block.data, printedFence: source } as Element['data'];
      parent.children[index] = block;
    }
  };
}

/** The blocks rehypeCode printed for React, as span trees again (what the MDX compiler takes). */
export function unprintedCode(tree: Root, options: CodeOptions): void {
  walkTree<Element>(
    tree,
    (node, index, parent) => {
      const source = (node.data as PrintedFence | undefined)?.printedFence;
      if (!source || !parent || index === undefined) return undefined;
      // The block's warnings (an unknown language) were given when it was printed.
      parent.children[index] = codeBlockHast({ ...options, warn: () => undefined }, {}, source, []);
      return 'skip';
    },
    'element',
  );
}
