// The MDX printer's fast lane. Most MDX trees, once the chain has run, hold only elements, text,
// components with literal props and comments: for those, the React elements compiled MDX would
// make are made straight from the hast (mdx-fast/react-tree.ts, hast-util-to-estree's rules), and
// the compiler (estree, JavaScript printed, then evaluated) is skipped. The last rehype step of the
// MDX printer: it leaves the tree it printed in `file.data.staticMdx` and hands the compiler an
// empty root. Anything else (exports, expressions other than reads of `props`, spread or computed
// props, fragments, raw HTML) is left to the compiler. test/unit/static-mdx.test.ts renders both.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { reactTree, type RNode } from '../mdx-fast/react-tree.js';
import { keptExpression, literalProp, type JsxProp } from '../mdx-fast/mdx-expression.js';
import { MdxRefusal } from '../mdx-fast/mdx-refusal.js';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import { unprintedCode } from './rehype-code.js';
import type { CodeOptions } from '../remark/remark-code.js';

/** react-tree.ts's view of a component or an expression. */
interface JsxHast {
  type: 'jsx';
  name: string;
  props: Record<string, unknown>;
  children: Node[];
}
interface ExpressionHast {
  type: 'mdxExpression';
  value: string | null;
}
type Node = ElementContent | JsxHast | ExpressionHast;

interface MdxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string };
}
interface MdxJsx {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: MdxAttribute[];
  children: RootContent[];
}

function propValue(a: MdxAttribute): JsxProp {
  if (a.value === null || a.value === undefined) return true;
  if (typeof a.value === 'string') return a.value;
  return literalProp(a.value.value);
}

function jsx(node: MdxJsx): JsxHast {
  // A fragment, or a member or namespaced name (`<Tabs.Item>`), which the components map has not.
  if (!node.name || !/^[A-Za-z_$][\w$-]*$/.test(node.name)) throw new MdxRefusal('element name');
  const props: Record<string, unknown> = {};
  for (const a of node.attributes) {
    if (a.type !== 'mdxJsxAttribute' || !a.name) throw new MdxRefusal('spread props');
    props[a.name] = propValue(a);
  }
  return { type: 'jsx', name: node.name, props, children: convert(node.children) };
}

function convert(nodes: RootContent[]): Node[] {
  return nodes.map((n): Node => {
    if (n.type === 'text') return n;
    if (n.type === 'element') return { ...n, children: convert(n.children) as Element['children'] };
    const t = n.type as string;
    if (t === 'mdxJsxFlowElement' || t === 'mdxJsxTextElement') return jsx(n as unknown as MdxJsx);
    if (t === 'mdxFlowExpression' || t === 'mdxTextExpression')
      return { type: 'mdxExpression', value: keptExpression((n as unknown as { value: string }).value) };
    // Code rehype-code.ts printed as React prints it (react-tree.ts takes it as it is).
    if (t === 'reactHtml') return n as unknown as Node;
    throw new MdxRefusal(`${t} node`);
  });
}

/** The React tree of `tree`, or undefined when the compiler must print it. */
export function staticMdxTree(tree: Root, knownComponents: string[]): RNode[] | undefined {
  // A lowercase name in the components map (`wrapper`, `a`) changes how MDX renders its elements.
  if (knownComponents.some((n) => /^[a-z]/.test(n))) return undefined;
  try {
    return reactTree(convert(tree.children) as (Element | JsxHast)[] as never);
  } catch (e) {
    if (e instanceof MdxRefusal || e instanceof FastPathUnsupported) return undefined;
    throw e;
  }
}

interface StaticData {
  knownComponents: () => string[];
}

/** The last rehype step of the MDX printer (see above). */
export function rehypeStaticMdx() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const data = file.data.docsgen as StaticData & CodeOptions;
    const made = staticMdxTree(tree, data.knownComponents());
    if (!made) {
      unprintedCode(tree, data);
      return undefined;
    }
    file.data.staticMdx = made;
    return { type: 'root', children: [] } satisfies Root;
  };
}
