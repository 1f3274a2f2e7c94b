import type { Root, Paragraph, Text, PhrasingContent, RootContent } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import { ADMONITION_LABELS as LABELS, ADMONITION_TYPES } from '../syntax/preprocess.js';


interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: RootContent[];
  data?: Record<string, unknown>;
}

/** `:::tip[Title]` blocks become admonitions; any other directive syntax turns back into the text
 *  the writer typed (so `image:latest` or `10:30` in prose stays as written). */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      const d = node as unknown as DirectiveNode;
      if (d.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes(d.name)) {
        const type = d.name === 'caution' ? 'warning' : d.name;
        let title = LABELS[d.name];
        let titleNodes: PhrasingContent[] | undefined;
        const first = d.children[0] as Paragraph | undefined;
        if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          titleNodes = first.children;
          d.children.shift();
          title = '';
        }
        d.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${type}`], role: 'note', ariaLabel: titleNodes ? undefined : title } };
        const heading = {
          type: 'paragraph',
          data: { hName: 'p', hProperties: { className: ['admonition-heading'] } },
          children: [
            { type: 'text', value: '', data: { hName: 'span', hProperties: { className: ['admonition-icon', `icon-${type}`], ariaHidden: 'true' } } } as unknown as Text,
            ...(titleNodes ?? [{ type: 'text', value: title } as Text]),
          ],
        } as Paragraph;
        const content = { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['admonition-content'] } }, children: d.children } as unknown as RootContent;
        d.children = [heading, content];
        return;
      }
      if ((d.type === 'textDirective' || d.type === 'leafDirective' || d.type === 'containerDirective') && parent && index !== undefined) {
        const colons = d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::';
        const attrs = d.attributes && Object.keys(d.attributes).length > 0
          ? `{${Object.entries(d.attributes).map(([k, v]) => (v ? `${k}="${v}"` : k)).join(' ')}}`
          : '';
        const text: Text = { type: 'text', value: `${colons}${d.name}` };
        const label = d.children.length > 0 && d.type !== 'containerDirective'
          ? [{ type: 'text', value: '[' } as Text, ...(d.children as PhrasingContent[]), { type: 'text', value: `]${attrs}` } as Text]
          : attrs ? [{ type: 'text', value: attrs } as Text] : [];
        const replacement = d.type === 'textDirective'
          ? [text, ...label]
          : [{ type: 'paragraph', children: [text, ...label] } as Paragraph, ...(d.type === 'containerDirective' ? d.children : [])];
        (parent.children as RootContent[]).splice(index, 1, ...(replacement as RootContent[]));
        return [SKIP, index + replacement.length];
      }
      return undefined;
    });
  };
}
