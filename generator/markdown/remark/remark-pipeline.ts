// One chain for every page the unified way, in Docusaurus's order (its mdx-loader processor.ts):
//   parse (remark-parse, with remark-mdx for MDX) → an mdast
//   → `beforeDefaultRemarkPlugins` → docsgen's remark steps (directives, admonitions, links)
//   → `remarkPlugins` → mdast→hast → docsgen's safe-HTML steps → `beforeDefaultRehypePlugins`
//   → docsgen's highlighting (rehype-code.ts) → `rehypePlugins` → headings, TOC, accessibility
//   → a printer: HTML for a Markdown tree, the MDX compiler for a tree with MDX nodes in it (an MDX
//     page, or a Markdown page a plugin put imports or components into).
// Loaded on first use (compile-doc.ts), so a site of plain Markdown on the fast path never imports
// it (about 200 ms of module loading).
import { unified, type PluggableList } from 'unified';
import type { Root as MdastRoot } from 'mdast';
import type { Root as HastRoot } from 'hast';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import { printHast } from '../markup/print-hast.js';
import { createProcessor, nodeTypes } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { admonitionHandler, remarkAdmonitions } from './remark-admonitions.js';
import { remarkLinks } from './remark-links.js';
import { rehypeDropComments } from './rehype-headings.js';
import { rehypeHeadingsAndA11y } from './rehype-headings-a11y.js';
import { remarkGfmTrimmed, unusableAutolinks } from './remark-gfm-trimmed.js';
import { CODE_HTML_TYPE, rehypeHideCodeHtml, rehypeShowCodeHtml } from './rehype-code-html.js';
import { remarkMdxImports } from './remark-mdx-imports.js';
import { rehypeSafeLinks, rehypeSafeRawHtml } from './rehype-safe-html.js';
import { fenceHandler, rehypeCode } from '../rehype/rehype-code.js';
import { rehypeStaticMdx } from '../rehype/rehype-static-mdx.js';
import type { RNode } from '../mdx-fast/react-tree.js';
import { WriterError, writerError } from '../../errors.js';
import type { MarkdownInput } from '../markdown-input.js';
import { withSitePlugins, type SitePlugins } from './site-plugins.js';
import { onlyPlainHtml } from './plain-html-tree.js';
import { rehypePlainRaw } from '../rehype/rehype-plain-raw.js';
import { made, MdxTreeElsewhere, type Pipelines } from './pipelines.js';

export { VFile };

/** remark-rehype's handlers for docsgen's nodes and for fences (marked for rehype-code.ts). */
const handlers = { admonition: admonitionHandler, code: fenceHandler };

/** What a page's chain ends in: HTML, the React tree of a static MDX tree (rehype-static-mdx.ts),
 *  or the body of an MDX function (compile-doc.ts runs it). */
export type ChainOutput = { kind: 'html'; html: string } | { kind: 'static'; tree: RNode[] } | { kind: 'mdx'; code: string };

/** Markdown and MDX nodes: a Markdown tree holding any needs the MDX printer. */
const MDX_NODES = new Set<string>(nodeTypes);
const HTML_NODE = new Set(['html']);
// A plain loop: unist-util-visit's generic walk cost ~0.5 ms a page here.
function hasNodeOf(node: { type: string; children?: unknown[] }, types: ReadonlySet<string>): boolean {
  if (types.has(node.type)) return true;
  return !!node.children?.some((c) => hasNodeOf(c as { type: string; children?: unknown[] }, types));
}
const hasMdxNodes = (tree: MdastRoot): boolean => hasNodeOf(tree, MDX_NODES);

/** docsgen's rehype steps around the site's, for one printer. `html`: the page's writer HTML is
 *  parsed (rehype-raw), with the fences kept out of it (parse5 would drop their marks). */
function rehypeChain(o: { html: boolean; rawCode: boolean; reactCode?: boolean; passThrough: string[] }): {
  before: PluggableList;
  middle: PluggableList;
  after: PluggableList;
} {
  const before = (
    o.html
      ? [
          rehypeSafeLinks,
          rehypeHideCodeHtml,
          [rehypeRaw, { passThrough: [CODE_HTML_TYPE, ...o.passThrough] }],
          rehypeSafeRawHtml,
          rehypeShowCodeHtml,
        ]
      : [rehypeSafeLinks]
  ) as PluggableList;
  const after = o.html ? [rehypeDropComments, rehypeHeadingsAndA11y] : [rehypeHeadingsAndA11y];
  return { before, middle: [[rehypeCode, { rawHtml: o.rawCode, reactHtml: o.reactCode }]], after };
}

/** A site's rehype plugins after docsgen's highlighting see hast, not printed code. */
const rawCodeFor = (p: Pipelines) => !p.site || p.site.rehypePlugins.length === 0;

// Markdown: remark-parse with GFM (without the autolink constructs the text cannot hold, see
// remark-gfm-trimmed.ts) and directives, then the remark chain.
function markdownFront(p: Pipelines, text: string) {
  const drop = unusableAutolinks(text);
  return made(p, `md-front:${drop.join(',')}`, () => {
    const remark = [[remarkGfmTrimmed, { drop }], remarkDirective, remarkAdmonitions, remarkLinks] as PluggableList;
    const plugins = withSitePlugins({ remark, rehypeBefore: [], rehypeMiddle: [], rehypeAfter: [] }, p.site);
    return unified().use(remarkParse).use(plugins.remark).freeze();
  });
}

/** What the HTML printer does with the page's raw HTML: there is none; it is kept as written, or
 *  made elements without parsing (only plain tags, which parsing would give back unchanged:
 *  plain-html-tree.ts; kept unless a site rehype plugin may want elements); or it is parsed
 *  (rehype-raw, parse5). Most Markdown has no raw HTML, and skipping the re-parse saves a fifth of
 *  the stage. */
type RawHandling = 'none' | 'kept' | 'built' | 'parsed';

function htmlPrinter(p: Pipelines, raw: RawHandling) {
  return made(p, `md-html:${raw}`, () => {
    const own = rehypeChain({ html: raw === 'parsed', rawCode: rawCodeFor(p), passThrough: [] });
    if (raw === 'built') own.before = [rehypePlainRaw, ...own.before];
    const plugins = withSitePlugins({ remark: [], rehypeBefore: own.before, rehypeMiddle: own.middle, rehypeAfter: own.after }, p.site);
    return unified()
      .use(remarkRehype, { allowDangerousHtml: raw !== 'none', handlers })
      .use(plugins.rehype)
      .freeze();
  });
}

/** Raw HTML is parsed only when the tree holds some, the writer's or a plugin's (Docusaurus parses
 *  it before the rehype plugins too), and then only when it is not all plain tags. */
function rawHandling(p: Pipelines, tree: MdastRoot): RawHandling {
  if (!hasNodeOf(tree, HTML_NODE)) return 'none';
  if (!p.plainRaw || !onlyPlainHtml(tree)) return 'parsed';
  // A site rehype plugin, before docsgen's steps or after, finds elements, as after rehype-raw.
  return !p.site || p.site.beforeDefaultRehypePlugins.length + p.site.rehypePlugins.length === 0 ? 'kept' : 'built';
}

/** The MDX compiler. For an MDX page it parses too; for a Markdown tree that has MDX nodes it runs
 *  from remark-rehype on (the remark chain has run: its only remark step binds the imports). */
function mdxCompiler(p: Pipelines, kind: 'page' | 'tree') {
  return made(p, `mdx:${kind}`, () => {
    const page = kind === 'page';
    // Code printed as React prints it, for the static lane, unless a site rehype plugin comes after.
    const own = rehypeChain({
      html: !page,
      rawCode: false,
      reactCode: p.staticMdx && rawCodeFor(p),
      passThrough: nodeTypes as unknown as string[],
    });
    const remark = page ? [remarkGfmTrimmed, remarkDirective, remarkAdmonitions, remarkLinks] : [];
    const plugins = withSitePlugins(
      { remark, rehypeBefore: own.before, rehypeMiddle: own.middle, rehypeAfter: own.after },
      page ? p.site : remarkless(p.site),
    );
    return createProcessor({
      format: page ? 'mdx' : 'md',
      outputFormat: 'function-body',
      development: false,
      // The imports last: a site's plugins may add some (npm2yarn and tab blocks add `@theme/Tabs`).
      remarkPlugins: [...plugins.remark, remarkMdxImports],
      rehypePlugins: p.staticMdx ? [...plugins.rehype, rehypeStaticMdx] : plugins.rehype,
      remarkRehypeOptions: { allowDangerousHtml: true, handlers },
    });
  });
}

/** The site's plugins without the remark ones (they ran on the tree already). */
function remarkless(site: SitePlugins | undefined): SitePlugins | undefined {
  return site && { ...site, beforeDefaultRemarkPlugins: [], remarkPlugins: [] };
}

/** A Markdown page through the chain: its tree (`parsed`: made by a fast parser, the same tree
 *  remark-parse makes, test/unit/mdast-parse.test.ts), then the printer the tree needs. */
export async function markdownChain(p: Pipelines, text: string, file: VFile, parsed?: MdastRoot): Promise<ChainOutput> {
  const front = markdownFront(p, text);
  const tree = (await front.run(parsed ?? front.parse(file), file)) as MdastRoot;
  if (hasMdxNodes(tree)) {
    if (!p.mdxTrees) throw new MdxTreeElsewhere();
    const mdx = mdxCompiler(p, 'tree');
    // The processor's types end in an estree Program; run hands the stringifier what it made.
    const program = (await mdx.run(tree as never, file)) as never;
    return mdxOutput(String(mdx.stringify(program, file)), file);
  }
  const printer = htmlPrinter(p, rawHandling(p, tree));
  const hast = (await printer.run(tree, file)) as HastRoot;
  return { kind: 'html', html: printHast(hast, p.fastPrint) };
}

/** An MDX page through the chain, to its React tree or the body of its function (`parsed` as for
 *  markdownChain). */
export async function mdxChain(p: Pipelines, file: VFile, parsed?: MdastRoot): Promise<ChainOutput> {
  const mdx = mdxCompiler(p, 'page');
  if (!parsed) return mdxOutput(String(await mdx.process(file)), file);
  const program = (await mdx.run(parsed as never, file)) as never;
  return mdxOutput(String(mdx.stringify(program, file)), file);
}

function mdxOutput(code: string, file: VFile): ChainOutput {
  const tree = file.data.staticMdx as RNode[] | undefined;
  return tree ? { kind: 'static', tree } : { kind: 'mdx', code };
}

const HINTS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/Expected a closing tag for `<(\w+)>`/, (m) => `JSX tags must be closed: did you mean <${m[1]} ... /> or a matching </${m[1]}>?`],
  [
    /Unexpected closing slash|Unexpected closing tag `<\/(\w+)>`/,
    () => 'a closing tag has no matching opening tag: check the nesting of your components',
  ],
  [
    /Could not parse expression|Unexpected character|Unexpected end of file in expression/,
    () =>
      'in MDX, `{` starts a JavaScript expression and `<` a tag: escape them as `\\{` and `&lt;` in prose, or put them in `inline code`',
  ],
];

/** micromark and mdast-util-mdx-jsx name the tag a message is about as `(line:col-line:col)` at
 *  the end of its reason; some (an unclosed `<div>`) give no other place. */
const REASON_RANGE = /\s*\((\d+):(\d+)-\d+:\d+\)$/;

export function toWriterError(e: unknown, input: MarkdownInput): Error {
  if (e instanceof WriterError) return e;
  const m = e as {
    reason?: string;
    message?: string;
    line?: number;
    column?: number;
    place?: { line?: number; column?: number; start?: { line: number; column: number } };
  };
  if (typeof m.reason !== 'string') return e as Error;
  let reason = m.reason.split('\n')[0];
  let line = m.line ?? m.place?.start?.line ?? m.place?.line;
  let column = m.column ?? m.place?.start?.column ?? m.place?.column;
  const range = REASON_RANGE.exec(reason);
  if (range) {
    reason = reason.slice(0, range.index);
    const [tagLine, tagColumn] = [Number(range[1]), Number(range[2])];
    if (line === undefined) [line, column] = [tagLine, tagColumn];
    else if (tagLine !== line || tagColumn !== column) reason += ` (the tag at ${tagLine}:${tagColumn})`;
  }
  let hint: string | undefined;
  for (const [re, h] of HINTS) {
    const x = re.exec(reason);
    if (x) {
      hint = h(x);
      break;
    }
  }
  return writerError(
    input.file,
    input.source,
    line,
    column,
    `MDX syntax error: ${reason}`,
    hint ?? 'fix the MDX syntax at this place; rename the file to .md if it needs no components',
  );
}
