// The remark (micromark) and MDX pipelines: for MDX pages and for Markdown the fast path does not
// take. Loaded on first use (compile-doc.ts), so a site of plain Markdown never imports them
// (about 200 ms of module loading).
import { unified, type PluggableList } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { admonitionHandler, remarkAdmonitions } from './remark-admonitions.js';
import { remarkCodeAndLinks } from './remark-code-links.js';
import { rehypeDropComments } from './rehype-headings.js';
import { rehypeHeadingsAndA11y } from './rehype-headings-a11y.js';
import { remarkGfmTrimmed, unusableAutolinks, type AutolinkKind } from './remark-gfm-trimmed.js';
import { CODE_HTML_TYPE, rehypeHideCodeHtml, rehypeShowCodeHtml } from './rehype-code-html.js';
import { remarkMdxImports } from './remark-mdx-imports.js';
import { rehypeSafeLinks, rehypeSafeRawHtml } from './rehype-safe-html.js';
import { RAW_HTML } from '../syntax/preprocess.js';
import { WriterError, writerError } from '../../errors.js';
import type { MarkdownInput } from '../markdown-input.js';
import { hasSitePlugins, withSitePlugins, type SitePlugins } from './site-plugins.js';

export { VFile };

const REMARK = [remarkGfmTrimmed, remarkDirective, remarkAdmonitions, remarkCodeAndLinks];
/** remark-rehype's handlers for the nodes our remark plugins add. */
const handlers = { admonition: admonitionHandler };

// Plain Markdown prints HTML, so highlighted code goes in as ready HTML (`raw`), never as span trees;
// GFM leaves out the autolink literals the text cannot contain (see remark-gfm-trimmed.ts).
function markdownProcessor(withHtml: boolean, drop: AutolinkKind[], site: SitePlugins | undefined) {
  const remark = [[remarkGfmTrimmed, { drop }], remarkDirective, remarkAdmonitions, [remarkCodeAndLinks, { rawHtml: true }]] as PluggableList;
  const rehypeAfter = withHtml ? [rehypeDropComments, rehypeHeadingsAndA11y] : [rehypeHeadingsAndA11y];
  // Most Markdown has no raw HTML: skipping the HTML re-parse (parse5) saves a fifth of the stage.
  // remark-rehype drops writer HTML then (there is none), so the only raw nodes are the code blocks.
  const rehypeBefore = (withHtml
    ? [rehypeSafeLinks, rehypeHideCodeHtml, [rehypeRaw, { passThrough: [CODE_HTML_TYPE] }], rehypeSafeRawHtml, rehypeShowCodeHtml]
    : [rehypeSafeLinks]) as PluggableList;
  const plugins = withSitePlugins({ remark, rehypeBefore, rehypeAfter }, site);
  return unified().use(remarkParse).use(plugins.remark).use(remarkRehype, { allowDangerousHtml: withHtml, handlers })
    .use(plugins.rehype).use(rehypeStringify, { allowDangerousHtml: true }).freeze();
}
// Built once per variant and reused for every file: the per-file context (file name, link list,
// warnings) travels in `vfile.data.docsgen`, which each plugin reads. A site with plugins of its own
// has its own set (one site per build: the plugins' attachers run once, as in Docusaurus).
type Processor = ReturnType<typeof markdownProcessor>;
const mdProcessors = new Map<string, Processor>();
const siteMdProcessors = new WeakMap<SitePlugins, Map<string, Processor>>();
export function mdProcessorFor(text: string, site?: SitePlugins) {
  // A site plugin may add raw HTML to any page (as Docusaurus parses it, with rehype-raw).
  const withHtml = hasSitePlugins(site) || RAW_HTML.test(text);
  const drop = unusableAutolinks(text);
  const key = `${withHtml}:${drop.join(',')}`;
  let processors = mdProcessors;
  if (hasSitePlugins(site)) {
    processors = siteMdProcessors.get(site) ?? new Map();
    siteMdProcessors.set(site, processors);
  }
  let p = processors.get(key);
  if (!p) processors.set(key, (p = markdownProcessor(withHtml, drop, site)));
  return p;
}

function mdxProcessor(site: SitePlugins | undefined) {
  // The imports plugin follows the site's before-default plugins: those may add imports (tabs, cards).
  const own = { remark: [remarkMdxImports, ...REMARK], rehypeBefore: [rehypeSafeLinks], rehypeAfter: [rehypeHeadingsAndA11y] };
  const plugins = withSitePlugins(own, site);
  return createProcessor({
    outputFormat: 'function-body',
    development: false,
    remarkPlugins: plugins.remark,
    rehypePlugins: plugins.rehype,
    remarkRehypeOptions: { allowDangerousHtml: true, handlers },
  });
}
export const mdx = mdxProcessor(undefined);
const siteMdx = new WeakMap<SitePlugins, ReturnType<typeof mdxProcessor>>();
export function mdxProcessorFor(site?: SitePlugins) {
  if (!hasSitePlugins(site)) return mdx;
  let p = siteMdx.get(site);
  if (!p) siteMdx.set(site, (p = mdxProcessor(site)));
  return p;
}

const HINTS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/Expected a closing tag for `<(\w+)>`/, (m) => `JSX tags must be closed: did you mean <${m[1]} ... /> or a matching </${m[1]}>?`],
  [/Unexpected closing slash|Unexpected closing tag `<\/(\w+)>`/, () => 'a closing tag has no matching opening tag: check the nesting of your components'],
  [/Could not parse expression|Unexpected character|Unexpected end of file in expression/, () => 'in MDX, `{` starts a JavaScript expression and `<` a tag: escape them as `\\{` and `&lt;` in prose, or put them in `inline code`'],
];

/** micromark and mdast-util-mdx-jsx name the tag a message is about as `(line:col-line:col)` at
 *  the end of its reason; some (an unclosed `<div>`) give no other place. */
const REASON_RANGE = /\s*\((\d+):(\d+)-\d+:\d+\)$/;

export function toWriterError(e: unknown, input: MarkdownInput): Error {
  if (e instanceof WriterError) return e;
  const m = e as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
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
    if (x) { hint = h(x); break; }
  }
  return writerError(input.file, input.source, line, column, `MDX syntax error: ${reason}`, hint ?? 'fix the MDX syntax at this place; rename the file to .md if it needs no components');
}
