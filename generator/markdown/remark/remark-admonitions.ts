import type { Root, Paragraph, Parent, Text, PhrasingContent, RootContent } from 'mdast';
import type { ElementContent } from 'hast';
import type { Options as RemarkRehypeOptions } from 'remark-rehype';
import { walkTree } from '../tree-walk.js';
import { DEFAULT_ADMONITIONS, isAdmonitionKeyword, type AdmonitionSyntax } from '../syntax/admonition-syntax.js';
import { admonitionHast } from '../markup/hast-markup.js';

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: RootContent[];
  data?: Record<string, unknown>;
}

/** The node an admonition directive becomes: its label paragraph (the writer's title) stays the
 *  first child, so the link and code plugins after this one still see it in reading order. */
interface AdmonitionNode extends Parent {
  type: 'admonition';
  name: string;
  children: RootContent[];
}

declare module 'mdast' {
  interface RootContentMap {
    admonition: AdmonitionNode;
  }
}

type Handler = NonNullable<NonNullable<RemarkRehypeOptions['handlers']>['admonition']>;

const isLabel = (node: RootContent | undefined): node is Paragraph =>
  node?.type === 'paragraph' && !!(node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;

/** remark-rehype's handler for admonitions: the title and content converted as usual, put in the
 *  markup both Markdown paths share (markup/hast-markup.ts). */
export const admonitionHandler: Handler = (state, node) => {
  const a = node as AdmonitionNode;
  const labelled = isLabel(a.children[0]);
  const title = labelled ? (state.all(a.children[0] as Paragraph) as ElementContent[]) : undefined;
  const content = state.wrap(state.all({ ...a, children: labelled ? a.children.slice(1) : a.children }), true);
  const aside = admonitionHast(a.name, title, content as ElementContent[]);
  state.patch(node, aside);
  return aside;
};

/** `:::tip[Title]` blocks become admonitions; any other directive syntax turns back into the text
 *  the writer typed (so `image:latest` or `10:30` in prose stays as written). */
export function remarkAdmonitions() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const syntax = (file.data.docsgen as { admonitions?: AdmonitionSyntax } | undefined)?.admonitions ?? DEFAULT_ADMONITIONS;
    walkTree<RootContent>(tree, (node, index, parent) => {
      const d = node as unknown as DirectiveNode;
      if (d.type === 'containerDirective' && isAdmonitionKeyword(d.name, syntax)) {
        (d as unknown as AdmonitionNode).type = 'admonition';
        return;
      }
      if ((d.type === 'textDirective' || d.type === 'leafDirective' || d.type === 'containerDirective') && parent && index !== undefined) {
        const colons = d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::';
        const attrs =
          d.attributes && Object.keys(d.attributes).length > 0
            ? `{${Object.entries(d.attributes)
                .map(([k, v]) => (v ? `${k}="${v}"` : k))
                .join(' ')}}`
            : '';
        const text: Text = { type: 'text', value: `${colons}${d.name}` };
        const label =
          d.children.length > 0 && d.type !== 'containerDirective'
            ? [{ type: 'text', value: '[' } as Text, ...(d.children as PhrasingContent[]), { type: 'text', value: `]${attrs}` } as Text]
            : attrs
              ? [{ type: 'text', value: attrs } as Text]
              : [];
        const replacement =
          d.type === 'textDirective'
            ? [text, ...label]
            : [{ type: 'paragraph', children: [text, ...label] } as Paragraph, ...(d.type === 'containerDirective' ? d.children : [])];
        (parent.children as RootContent[]).splice(index, 1, ...(replacement as RootContent[]));
        return { next: index + replacement.length };
      }
      return undefined;
    });
  };
}
