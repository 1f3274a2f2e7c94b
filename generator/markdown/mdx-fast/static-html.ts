// React's server markup for the plain parts of an MDX fast-path page (a highlighted code block is
// hundreds of spans): printed once at compile time as React would print them, and handed to React
// as the element's inner HTML, so rendering the page does not walk them. Only elements and props
// whose markup is plain in React (no resource hints as for images, no leading newline as in
// `<pre>` text, no empty URLs React leaves out) are printed here; anything else stays React
// elements. test/unit/mdx-fast.test.ts compares the pages with the MDX compiler's.
/** A React element to make (react-tree.ts), or a text. */
export type RNode =
  | string
  | {
      type: string;
      component: boolean;
      props: Record<string, unknown>;
      children: RNode[];
      /** children printed already */ html?: boolean;
      /** `#html`: markup printed already (a highlighted `<code>`); `#expr`: the expression's source */ value?: string;
    };

/** The type of an RNode that is markup printed already. */
export const PRINTED = '#html';
/** The type of an RNode that is a text expression (`value`: its source), worked out at render. */
export const EXPRESSION_NODE = '#expr';
const TAGS = new Set([
  'a',
  'aside',
  'blockquote',
  'br',
  'button',
  'code',
  'del',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'span',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'details',
  'summary',
  'kbd',
  'sup',
  'sub',
]);
const VOID = new Set(['br', 'hr']);
/** React name → attribute, for the props react-tree.ts makes. */
const ATTRIBUTE: Record<string, string> = {
  className: 'class',
  tabIndex: 'tabindex',
  href: 'href',
  title: 'title',
  id: 'id',
  start: 'start',
  role: 'role',
  type: 'type',
};
const ESCAPE: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escape = (s: string) => s.replace(/["&'<>]/g, (c) => ESCAPE[c]);
/** React's style names (a JSX `style={{…}}` prop may have any). */
const hyphenate = (name: string) =>
  name
    .replace(/([A-Z])/g, '-$1')
    .toLowerCase()
    .replace(/^ms-/, '-ms-');

function attributes(props: Record<string, unknown>): string | undefined {
  let out = '';
  for (const [name, value] of Object.entries(props)) {
    if (name === 'style') {
      const decls: string[] = [];
      for (const [k, v] of Object.entries(value as Record<string, string>)) {
        if (typeof v !== 'string' || v.trim() === '') return undefined;
        decls.push(`${k.startsWith('--') ? k : hyphenate(k)}:${escape(v.trim())}`);
      }
      if (decls.length > 0) out += ` style="${decls.join(';')}"`;
      continue;
    }
    const attr = ATTRIBUTE[name] ?? (/^(?:aria|data)-[a-z-]+$/.test(name) ? name : undefined);
    if (!attr || typeof value !== 'string' || value === '') return undefined;
    out += ` ${attr}="${escape(value)}"`;
  }
  return out;
}

/** The markup React prints for these children (`<!-- -->` between adjacent texts), or undefined. */
export function staticHtml(nodes: RNode[]): string | undefined {
  let out = '';
  let lastText = false;
  for (const n of nodes) {
    if (typeof n === 'string') {
      if (n === '') continue;
      if (lastText) out += '<!-- -->';
      out += escape(n);
      lastText = true;
      continue;
    }
    lastText = false;
    if (n.type === PRINTED) {
      out += n.value;
      continue;
    }
    if (n.component || !TAGS.has(n.type)) return undefined;
    const attrs = attributes(n.props);
    if (attrs === undefined) return undefined;
    if (VOID.has(n.type)) {
      if (n.children.length > 0) return undefined;
      out += `<${n.type}${attrs}/>`;
      continue;
    }
    if (n.type === 'pre' && typeof n.children[0] === 'string') return undefined;
    const inner = staticHtml(n.children);
    if (inner === undefined) return undefined;
    out += `<${n.type}${attrs}>${inner}</${n.type}>`;
  }
  return out;
}
