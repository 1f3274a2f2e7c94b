import { unified, type PluggableList } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import { createProcessor, run } from '@mdx-js/mdx';
import * as jsxRuntime from 'react/jsx-runtime';
import { createElement, type ComponentType } from 'react';
import { VFile } from 'vfile';
import { existsSync } from 'node:fs';
import type { HighlighterCore } from 'shiki/core';
import { preprocess } from './preprocess.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkCodeAndLinks } from './remark-code-links.js';
import { rehypeDropComments } from './rehype-headings.js';
import { rehypeHeadingsAndA11y } from './rehype-headings-a11y.js';
import { remarkGfmTrimmed, unusableAutolinks, type AutolinkKind } from './remark-gfm-trimmed.js';
import { CODE_HTML_TYPE, rehypeHideCodeHtml, rehypeShowCodeHtml } from './rehype-code-html.js';
import type { MarkdownCache } from './md-cache.js';
import { remarkMdxImports, type ImportBinding, type ImportTarget } from './remark-mdx-imports.js';
import { fastPathFits } from './fast-path-gate.js';
import { compileFastMarkdown } from './fast-markdown.js';
import { WriterError, writerError } from '../errors.js';
import type { CompiledDoc, LinkRef, TocItem } from '../types.js';

export interface MarkdownContext {
  highlighter: HighlighterCore;
  routeOfFile: (abs: string) => string | undefined;
  resolveImport: (fromAbs: string, specifier: string) => ImportTarget | undefined;
  knownComponents: () => string[];
  /** Loads a partial (compiled with this same pipeline) or a site component module. */
  loadModule: (target: ImportTarget) => Promise<unknown>;
  /** Plain functions MDX content may import (`useBaseUrl`). */
  functions: Record<string, unknown>;
  /** Compiled MDX from earlier builds. */
  cache?: MarkdownCache;
}

export interface MarkdownInput {
  file: string;
  abs: string;
  source: string;
  /** The source with frontmatter blanked out (line numbers preserved). */
  body: string;
  format: 'md' | 'mdx';
}

const REMARK = [remarkGfm, remarkDirective, remarkAdmonitions, remarkCodeAndLinks];

// Plain Markdown prints HTML, so highlighted code goes in as ready HTML (`raw`), never as span trees;
// GFM leaves out the autolink literals the text cannot contain (see remark-gfm-trimmed.ts).
function markdownProcessor(withHtml: boolean, drop: AutolinkKind[]) {
  const remark = [[remarkGfmTrimmed, { drop }], remarkDirective, remarkAdmonitions, [remarkCodeAndLinks, { rawHtml: true }]] as PluggableList;
  if (withHtml) {
    return unified().use(remarkParse).use(remark).use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeHideCodeHtml).use(rehypeRaw, { passThrough: [CODE_HTML_TYPE] }).use(rehypeShowCodeHtml)
      .use(rehypeDropComments).use(rehypeHeadingsAndA11y).use(rehypeStringify, { allowDangerousHtml: true }).freeze();
  }
  // Most Markdown has no raw HTML: skipping the HTML re-parse (parse5) saves a fifth of the stage.
  // remark-rehype drops writer HTML here (there is none), so the only raw nodes are the code blocks.
  return unified().use(remarkParse).use(remark).use(remarkRehype).use(rehypeHeadingsAndA11y).use(rehypeStringify, { allowDangerousHtml: true }).freeze();
}
// Built once per variant and reused for every file: the per-file context (file name, link list,
// warnings) travels in `vfile.data.docsgen`, which each plugin reads.
const RAW_HTML = /<[a-zA-Z!/]/;
const mdProcessors = new Map<string, ReturnType<typeof markdownProcessor>>();
function mdProcessorFor(text: string) {
  const withHtml = RAW_HTML.test(text);
  const drop = unusableAutolinks(text);
  const key = `${withHtml}:${drop.join(',')}`;
  let p = mdProcessors.get(key);
  if (!p) mdProcessors.set(key, (p = markdownProcessor(withHtml, drop)));
  return p;
}
const mdx = createProcessor({
  outputFormat: 'function-body',
  development: false,
  remarkPlugins: [remarkMdxImports, ...REMARK],
  rehypePlugins: [rehypeHeadingsAndA11y],
  remarkRehypeOptions: { allowDangerousHtml: true },
});

/** Which parser plain Markdown goes through: `auto` takes markdown-it when the page fits
 *  (fast-path-gate.ts); the tests force each to compare them. */
export type MarkdownPath = 'auto' | 'remark' | 'fast';

export async function compileMarkdown(input: MarkdownInput, ctx: MarkdownContext, path: MarkdownPath = 'auto'): Promise<CompiledDoc> {
  const out: CompiledDoc = { body: { type: 'html', html: '' }, toc: [], links: [] as LinkRef[], assets: [], warnings: [] };
  const text = preprocess(input.file, input.body, input.format);
  if (input.format === 'md' && (path === 'fast' || (path === 'auto' && fastPathFits(text)))) {
    const { html, toc } = compileFastMarkdown(text, {
      highlighter: ctx.highlighter, file: input.file, abs: input.abs, source: input.source, routeOfFile: ctx.routeOfFile,
      links: out.links, assets: out.assets, warn: (m: string) => out.warnings.push(m),
    });
    out.body = { type: 'html', html };
    out.toc = toc;
    return out;
  }
  const bindings: ImportBinding[] = [];
  const vfile = new VFile({ path: input.abs, value: text });
  vfile.data.docsgen = {
    highlighter: ctx.highlighter,
    file: input.file,
    abs: input.abs,
    source: input.source,
    warn: (m: string) => out.warnings.push(m),
    routeOfFile: ctx.routeOfFile,
    links: out.links,
    assets: out.assets,
    resolveImport: (s: string) => ctx.resolveImport(input.abs, s),
    knownComponents: ctx.knownComponents,
    bindings,
  };
  if (input.format === 'md') {
    const result = await mdProcessorFor(text).process(vfile);
    out.body = { type: 'html', html: String(result) };
    out.toc = (vfile.data.toc as TocItem[] | undefined) ?? [];
    return out;
  }
  let code: string;
  const cached = ctx.cache?.getMdx(input.abs, text);
  // An import whose file has gone since is not a hit: compiling again reports it properly.
  const hit = cached?.bindings.every((b) => (b.target.kind === 'partial' || b.target.kind === 'siteModule' ? existsSync(b.target.abs) : true)) ? cached : undefined;
  if (hit) {
    code = hit.code;
    bindings.push(...hit.bindings);
    out.toc = hit.toc;
    out.links.push(...hit.links);
    out.assets.push(...hit.assets);
    out.warnings.push(...hit.warnings);
  } else {
    try {
      code = String(await mdx.process(vfile));
    } catch (e) {
      throw toWriterError(e, input);
    }
    out.toc = (vfile.data.toc as TocItem[] | undefined) ?? [];
    ctx.cache?.setMdx(input.abs, text, { code, bindings, toc: out.toc, links: out.links, assets: out.assets, warnings: out.warnings });
  }
  out.partials = bindings.filter((b) => b.target.kind === 'partial').map((b) => (b.target as { abs: string }).abs);
  const scope: Record<string, unknown> = {};
  for (const b of bindings) {
    if (b.target.kind === 'function') continue;
    const mod = await ctx.loadModule(b.target);
    scope[b.local] = b.target.kind === 'siteModule' ? (mod as Record<string, unknown>)[b.imported] : mod;
  }
  const mod = await run(code, { ...jsxRuntime, baseUrl: import.meta.url, __fn: ctx.functions } as never);
  const Content = mod.default as ComponentType<{ components?: Record<string, unknown> }>;
  const Component = (props: { components?: Record<string, unknown> }) => createElement(Content, { ...props, components: { ...props.components, ...scope } });
  out.body = { type: 'component', Component };
  return out;
}

const HINTS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/Expected a closing tag for `<(\w+)>`/, (m) => `JSX tags must be closed: did you mean <${m[1]} ... /> or a matching </${m[1]}>?`],
  [/Unexpected closing slash|Unexpected closing tag `<\/(\w+)>`/, () => 'a closing tag has no matching opening tag: check the nesting of your components'],
  [/Could not parse expression|Unexpected character|Unexpected end of file in expression/, () => 'in MDX, `{` starts a JavaScript expression and `<` a tag: escape them as `\\{` and `&lt;` in prose, or put them in `inline code`'],
];

function toWriterError(e: unknown, input: MarkdownInput): Error {
  if (e instanceof WriterError) return e;
  const m = e as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  if (typeof m.reason !== 'string') return e as Error;
  const line = m.line ?? m.place?.start?.line ?? m.place?.line;
  const column = m.column ?? m.place?.start?.column ?? m.place?.column;
  let hint: string | undefined;
  for (const [re, h] of HINTS) {
    const x = re.exec(m.reason);
    if (x) { hint = h(x); break; }
  }
  return writerError(input.file, input.source, line, column, `MDX syntax error: ${m.reason.split('\n')[0]}`, hint ?? 'fix the MDX syntax at this place; rename the file to .md if it needs no components');
}

