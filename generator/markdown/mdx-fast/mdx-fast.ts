// The MDX fast path: most MDX pages are Markdown plus imports and a few JSX elements with literal
// props. mdx-split.ts cuts such a page into Markdown regions and JSX elements; the regions go
// through the markdown-it fast path (fast-markdown.ts) as hast, shaped as the MDX pipeline's hast
// (no line breaks between a JSX element's children, text runs whole); the elements wrap them. The
// tree then becomes what the compiled MDX would hand React (react-tree.ts), rendered with the same
// components, so renderToString prints the same bytes. Whatever the split refuses, an import the
// build does not resolve, or a component nobody registered goes to the MDX compiler instead, with
// the reason (compile-doc.ts); test/unit/mdx-fast.test.ts compares both on a corpus and the site.
import type { Element, ElementContent, RootContent } from 'hast';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { mdxRegions, type FastMarkdownOptions } from '../fast/fast-markdown.js';
import { splitMdx, MdxRefusal, type ItemTags, type JsxElement, type Segment } from './mdx-split.js';
import type { ItemTagLines } from '../fast/item-jsx-nest.js';
import { reactTree, renderTree, type RNode } from './react-tree.js';
import { withChildren } from '../../../theme/shared/react-markup.js';
import { importedValue } from '../import-value.js';
import { isSiteComponent, type ImportBinding } from '../remark/remark-mdx-imports.js';
import { USE_PLACE_PROP } from '../../../theme/shared/island-markup.js';
import { componentOf, EXPRESSION } from '../mdx-prop-checks.js';
import type { ExpressionHast } from '../fast/expression-placeholder.js';
import { writerError } from '../../errors.js';
import type { MarkdownContext } from '../markdown-input.js';
import type { TocItem } from '../../types.js';

export { MdxRefusal };

/** A hast node for a JSX element, as the MDX pipeline keeps it (`mdxJsxFlowElement`). */
interface JsxHast {
  type: 'jsx';
  name: string;
  props: Record<string, unknown>;
  children: (ElementContent | JsxHast | ExpressionHast)[];
}

export interface FastMdx {
  /** What to render (plain data: the cache keeps it). */
  tree: RNode[];
  toc: TocItem[];
  bindings: ImportBinding[];
}

const wrapRoot = (nodes: RootContent[]): RootContent[] =>
  nodes.flatMap((n, i) => (i ? [{ type: 'text', value: '\n' } as RootContent, n] : [n]));

/** Compiles an MDX page the fast way, or throws MdxRefusal / FastPathUnsupported with the reason. */
export async function compileFastMdx(text: string, abs: string, ctx: MarkdownContext, options: FastMarkdownOptions): Promise<FastMdx> {
  const page = splitMdx(text, options.admonitions);
  const known = ctx.knownComponents();
  // A lowercase name in the components map (`wrapper`, `a`) changes how MDX renders its elements.
  if (known.some((n) => /^[a-z]/.test(n))) throw new MdxRefusal('lowercase component override');
  const bindings: ImportBinding[] = [];
  for (const imp of page.imports) {
    const target = ctx.resolveImport(abs, imp.specifier);
    if (!target) throw new MdxRefusal('unresolved import');
    if (target.kind === 'asset') throw new MdxRefusal('image import');
    for (const b of imp.bindings) bindings.push({ local: b.local, imported: b.imported, target });
  }
  const names = new Set([...known, ...bindings.map((b) => b.local)]);
  const toc: TocItem[] = [];
  // No import may bind `props`, which the page's expressions read as the component's own.
  if (bindings.some((b) => b.local === 'props')) throw new MdxRefusal('import named props');
  const regions = mdxRegions(page.markdown, options, toc, page.expressions);
  const node = (s: JsxElement): JsxHast => {
    if (/^[A-Z]/.test(s.name) && !names.has(s.name)) throw new MdxRefusal('unknown component');
    // The compiler's checks see a prop in braces as an expression, whatever its value.
    const problem = ctx.checkProps?.(
      componentOf(s.name, bindings),
      Object.fromEntries(s.props.map(([k, v]) => [k, s.braced.includes(k) ? EXPRESSION : v])),
    );
    if (problem) throw writerError(options.file, options.source, s.line, s.column, problem.message, problem.hint);
    const props = Object.fromEntries(s.props);
    if (isSiteComponent(s.name, { bindings, siteComponents: ctx.siteComponents }))
      props[USE_PLACE_PROP] = `${options.file}:${s.line}:${s.column}`;
    return { type: 'jsx', name: s.name, props, children: [] };
  };
  // Tags inside list items: their elements, made in page order, for the region to nest blocks in.
  const itemTags = (tags: ItemTags): ItemTagLines =>
    new Map(
      [...tags].map(([line, ts]) => [
        line,
        ts.map((t) => ({ close: t.close, selfClosing: t.selfClosing, node: t.close ? undefined : node(t) })),
      ]),
    );
  const build = (segments: Segment[]): (RootContent | JsxHast | ExpressionHast)[] =>
    segments.flatMap((s): (RootContent | JsxHast | ExpressionHast)[] => {
      if (s.kind === 'md') return regions.blocks(s.from, s.to, s.items && itemTags(s.items));
      if (s.kind === 'expr') return [{ type: 'mdxExpression', value: s.value }];
      const el = node(s);
      el.children = (s.inline ? regions.inline(s.inline.text, s.inline.line) : build(s.children)) as JsxHast['children'];
      return [el];
    });
  // A footnote reference may come before its definition, in another region.
  const define = (segments: Segment[]): void =>
    segments.forEach((s) =>
      s.kind === 'md' ? regions.define(s.from, s.to, s.items) : s.kind !== 'expr' && !s.inline && define(s.children),
    );
  if (page.markdown.includes('[^')) define(page.segments);
  const nodes = build(page.segments) as RootContent[];
  // mdast-util-to-hast's footer of the footnotes, after the page's own nodes.
  const footer = regions.footer();
  const root = wrapRoot(footer ? [...nodes, footer] : nodes);
  for (const m of regions.unsafe()) options.warn(m);
  return { tree: reactTree(root as unknown as (Element | JsxHast)[]), toc, bindings };
}

/** The page as a component, with the modules its imports name in scope (as compiled MDX has them). */
export async function fastMdxComponent(
  tree: RNode[],
  bindings: ImportBinding[],
  ctx: MarkdownContext,
): Promise<ComponentType<{ components?: Record<string, unknown> }>> {
  const scope = await scopeOf(bindings, ctx);
  return (props: { components?: Record<string, unknown> }): ReactNode => {
    const components = { ...props.components, ...scope };
    // What compiled MDX's content function gets as `props` (compile-doc.ts's mdxComponent), which
    // the page's expressions read.
    return withChildren(Fragment, null, renderTree(tree, components, { ...props, components }));
  };
}

/** The modules the page's imports name, as compile-doc.ts's mdxComponent puts them in scope. */
async function scopeOf(bindings: ImportBinding[], ctx: MarkdownContext): Promise<Record<string, unknown>> {
  const scope: Record<string, unknown> = {};
  for (const b of bindings) {
    if (b.target.kind === 'function') continue;
    const mod = await ctx.loadModule(b.target);
    scope[b.local] = importedValue(b, mod);
  }
  return scope;
}

export type { RNode };
