import * as jsxRuntime from 'react/jsx-runtime';
import { assetRoute } from './asset-route.js';
import { codeBlockLanguages, fenceLanguages, loadFenceLanguages } from './highlight/highlight.js';
import { createElement, type ComponentType } from 'react';
import { existsSync } from 'node:fs';
import { preprocess } from './syntax/preprocess.js';
import { writerError } from '../errors.js';
import type { ImportBinding } from './remark/remark-mdx-imports.js';
import { docusaurusToc, importedValue } from './import-value.js';
import type { MarkdownContext, MarkdownInput, MarkdownPath } from './markdown-input.js';
import { fastPathRefusal } from './fast/fast-path-gate.js';
import { compileFastMarkdown, FastPathUnsupported, type FastMarkdownOptions } from './fast/fast-markdown.js';
import type { CompiledDoc, LinkRef, TocItem } from '../types.js';
import type { RNode } from './mdx-fast/static-html.js';
import type { CachedMdx } from './cache/md-cache.js';
import type { AdmonitionSyntax } from './syntax/admonition-syntax.js';
import type { Root as MdastRoot } from 'mdast';
import type { ChainOutput } from './remark/remark-pipeline.js';

/** What an MDX entry of the cache holds besides the printed form. */
type CachedMdxEntry = Omit<CachedMdx, 'code'>;
import { hasSitePlugins } from './remark/site-plugins.js';
import { pluginFailure } from './plugin-failure.js';

export type { MarkdownContext, MarkdownInput, MarkdownPath } from './markdown-input.js';

function emptyDoc(markdownPath: CompiledDoc['markdownPath']): CompiledDoc {
  return { body: { type: 'html', html: '' }, toc: [], links: [] as LinkRef[], assets: [], warnings: [], markdownPath };
}

export async function compileMarkdown(input: MarkdownInput, ctx: MarkdownContext, path: MarkdownPath = 'auto'): Promise<CompiledDoc> {
  // Grammars load when a page first names their language (highlight.ts); fences a site plugin
  // makes load theirs when they are highlighted (rehype/rehype-code.ts).
  await loadFenceLanguages(ctx.highlighter, fenceLanguages(input.body));
  // `<CodeBlock language="…">` is highlighted while the page renders, with what is loaded by then.
  if (input.body.includes('<CodeBlock')) await loadFenceLanguages(ctx.highlighter, codeBlockLanguages(input.body));
  try {
    return await compileAnyMarkdown(input, ctx, path);
  } catch (e) {
    // preprocess.ts refuses the nesting that overflows the parsers' stack; should some other shape
    // still do it, the writer gets an error naming the page rather than a crash.
    if (e instanceof RangeError && /call stack/i.test(e.message)) {
      throw writerError(
        input.file,
        input.source,
        1,
        1,
        'this page is nested too deeply to compile (the parser ran out of stack)',
        'flatten deeply nested lists, quotes, emphasis, HTML or JSX in this page',
      );
    }
    throw e;
  }
}

async function compileAnyMarkdown(input: MarkdownInput, ctx: MarkdownContext, path: MarkdownPath): Promise<CompiledDoc> {
  const early: string[] = [];
  const out = await compileByFormat(input, ctx, path, early);
  out.warnings.unshift(...early);
  // A page with nothing in it is most likely a mistake (a file created and never written).
  if (input.source.trim() === '') out.warnings.push(`${input.file}  page is empty`);
  out.warnings = inPageOrder(out.warnings);
  return out;
}

/** Warnings in the order of their places in the page (file:line:col), whichever step found them:
 *  the code blocks' are found after the links' since highlighting is a rehype step. Those without a
 *  place come last, in the order they were made. */
function inPageOrder(warnings: string[]): string[] {
  const place = (w: string): [number, number] => {
    const m = /^[^\s]*?:(\d+):(\d+)\s/.exec(w);
    return m ? [Number(m[1]), Number(m[2])] : [Infinity, Infinity];
  };
  return warnings
    .map((w, i) => ({ w, i, at: place(w) }))
    .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1] || a.i - b.i)
    .map((x) => x.w);
}

async function compileByFormat(
  input: MarkdownInput,
  ctx: MarkdownContext,
  requested: MarkdownPath,
  warnings: string[],
): Promise<CompiledDoc> {
  const text = preprocess(input.file, input.body, input.format, (w) => warnings.push(w), ctx.admonitions);
  // A site plugin can touch any page, and needs the syntax tree the direct paths never build: the
  // page takes the one chain, from the tree the fast parser makes when it can read the page.
  if (hasSitePlugins(ctx.plugins)) {
    if (input.format === 'mdx') return compileMdx(input, ctx, text, requested === 'auto');
    return treeOfMarkdown(input, ctx, text, requested === 'auto');
  }
  const path = requested;
  if (input.format === 'mdx') return compileAnyMdx(input, ctx, text, path);
  let fallback = path === 'auto' ? fastPathRefusal(text, ctx.admonitions) : undefined;
  if (path === 'fast' || (path === 'auto' && fallback === undefined)) {
    try {
      return await compileFast(input, ctx, text);
    } catch (e) {
      if (!(e instanceof FastPathUnsupported) || path === 'fast') throw e;
      // Something the gate let through by mistake: the remark path below prints it.
      fallback = `unsupported ${e.message}`;
    }
  }
  const out = await compileRemarkMarkdown(input, ctx, text);
  if (fallback !== undefined) out.fallback = fallback;
  return out;
}

/** A Markdown page into the one chain, from the fast parser's tree when the gate lets the page
 *  through and markdown-it reads it exactly (`fastParser`), else from remark-parse's, the reason
 *  recorded. */
async function treeOfMarkdown(input: MarkdownInput, ctx: MarkdownContext, text: string, fastParser: boolean): Promise<CompiledDoc> {
  let fallback = fastParser ? fastPathRefusal(text, ctx.admonitions) : undefined;
  let tree: MdastRoot | undefined;
  if (fastParser && fallback === undefined) {
    const { parseFast } = await import('./parse/markdown-it-mdast.js');
    try {
      tree = parseFast(text, ctx.admonitions);
    } catch (e) {
      if (!(e instanceof FastPathUnsupported)) throw e;
      fallback = `unsupported ${e.message}`;
    }
  }
  const out = await compileRemarkMarkdown(input, ctx, text, tree);
  if (fallback !== undefined) out.fallback = fallback;
  return out;
}

/** What the fast Markdown and MDX paths need of the page and the build; they record the page's
 *  links, assets and warnings into `out`. */
function fastOptions(input: MarkdownInput, ctx: MarkdownContext, out: CompiledDoc): FastMarkdownOptions {
  return {
    highlighter: ctx.highlighter,
    file: input.file,
    abs: input.abs,
    source: input.source,
    routeOfFile: ctx.routeOfFile,
    linkBase: input.linkBase,
    docsRoot: input.docsRoot,
    links: out.links,
    assets: out.assets,
    warn: (m: string) => out.warnings.push(m),
    trustedHtml: input.trustedHtml,
    admonitions: ctx.admonitions,
  };
}

async function compileFast(input: MarkdownInput, ctx: MarkdownContext, text: string): Promise<CompiledDoc> {
  const out = emptyDoc('fast');
  const { html, toc } = await compileFastMarkdown(text, { ...fastOptions(input, ctx, out), without: ctx.without });
  out.body = { type: 'html', html };
  out.toc = toc;
  return out;
}

/** The per-file context every remark plugin reads from `vfile.data.docsgen`. */
function remarkData(input: MarkdownInput, ctx: MarkdownContext, out: CompiledDoc, bindings: ImportBinding[]): Record<string, unknown> {
  return {
    highlighter: ctx.highlighter,
    file: input.file,
    abs: input.abs,
    source: input.source,
    warn: (m: string) => out.warnings.push(m),
    routeOfFile: ctx.routeOfFile,
    linkBase: input.linkBase,
    docsRoot: input.docsRoot,
    links: out.links,
    assets: out.assets,
    resolveImport: (s: string) => ctx.resolveImport(input.abs, s),
    knownComponents: ctx.knownComponents,
    siteComponents: ctx.siteComponents,
    checkProps: ctx.checkProps,
    bindings,
    trustedHtml: input.trustedHtml === true,
    admonitions: ctx.admonitions,
  };
}

/** The site's processors, made for this context on first use. */
async function chainOf(ctx: MarkdownContext) {
  const chain = await import('./remark/remark-pipeline.js');
  const { createPipelines } = await import('./remark/pipelines.js');
  ctx.pipelines ??= createPipelines(ctx.plugins, {
    staticMdx: !ctx.without?.includes('static-mdx'),
    fastPrint: !ctx.without?.includes('print-hast'),
  });
  return { chain, pipelines: ctx.pipelines };
}

/** A Markdown page through the one chain: HTML, or (when a site plugin put imports or components
 *  into it) an MDX component, as Docusaurus compiles such a page. */
async function compileRemarkMarkdown(input: MarkdownInput, ctx: MarkdownContext, text: string, parsed?: MdastRoot): Promise<CompiledDoc> {
  const out = emptyDoc('remark');
  const bindings: ImportBinding[] = [];
  const { chain, pipelines } = await chainOf(ctx);
  const vfile = new chain.VFile({ path: input.abs, value: text });
  vfile.data.docsgen = remarkData(input, ctx, out, bindings);
  let result;
  try {
    result = await chain.markdownChain(pipelines, text, vfile, parsed);
  } catch (e) {
    throw chain.toWriterError(pluginFailure(e, input), input);
  }
  out.toc = (vfile.data.toc as TocItem[] | undefined) ?? [];
  return printedMdx(out, result, bindings, ctx);
}

/** MDX: the fast path when the page is Markdown with imports and literal JSX (mdx-fast/), else the
 *  compiler, with the reason recorded. `remark` forces the compiler, `fast` the fast path. */
async function compileAnyMdx(input: MarkdownInput, ctx: MarkdownContext, text: string, path: MarkdownPath): Promise<CompiledDoc> {
  if (path === 'remark') return compileMdx(input, ctx, text);
  const { compileFastMdx, fastMdxComponent, MdxRefusal } = await import('./mdx-fast/mdx-fast.js');
  const out = emptyDoc('mdx-fast');
  // A page compiled the fast way before (an import whose file has gone since is not a hit).
  const cached = ctx.cache?.getMdxFast(input.abs, text);
  let fast = cached?.bindings.every((b) =>
    b.target.kind === 'partial' || b.target.kind === 'siteModule' || b.target.kind === 'raw' ? existsSync(b.target.abs) : true,
  )
    ? cached
    : undefined;
  if (fast) {
    out.links.push(...fast.links);
    out.assets.push(...fast.assets);
    out.warnings.push(...fast.warnings);
  } else {
    try {
      const made = await compileFastMdx(text, input.abs, ctx, fastOptions(input, ctx, out));
      fast = { ...made, links: out.links, assets: out.assets, warnings: out.warnings };
      ctx.cache?.setMdxFast(input.abs, text, fast);
    } catch (e) {
      if (path === 'fast' || !(e instanceof MdxRefusal || e instanceof FastPathUnsupported)) throw e;
      const slow = await compileMdx(input, ctx, text);
      slow.fallback = e instanceof MdxRefusal ? e.message : `unsupported ${e.message}`;
      return slow;
    }
  }
  out.toc = fast.toc;
  out.partials = fast.bindings.filter((b) => b.target.kind === 'partial').map((b) => (b.target as { abs: string }).abs);
  out.body = { type: 'component', Component: await fastMdxComponent(fast.tree as RNode[], fast.bindings, ctx) };
  return out;
}

/** Whether a page's imports still resolve to files that exist (an entry of an earlier build whose
 *  import has gone since is no hit: compiling again reports it properly). */
const importsExist = (bindings: ImportBinding[]) =>
  bindings.every((b) =>
    b.target.kind === 'partial' ||
    b.target.kind === 'siteModule' ||
    b.target.kind === 'data' ||
    b.target.kind === 'raw' ||
    b.target.kind === 'asset'
      ? existsSync(b.target.abs)
      : true,
  );

/** An MDX page's printed form from an earlier build: the React tree or the compiled code. */
function cachedMdx(input: MarkdownInput, ctx: MarkdownContext, text: string): (CachedMdxEntry & { output: ChainOutput }) | undefined {
  const tree = ctx.cache?.getMdxFast(input.abs, text);
  if (tree && importsExist(tree.bindings)) return { ...tree, output: { kind: 'static', tree: tree.tree as RNode[] } };
  const code = ctx.cache?.getMdx(input.abs, text);
  if (code && importsExist(code.bindings)) return { ...code, output: { kind: 'mdx', code: code.code } };
  return undefined;
}

/** The MDX page's tree from the fast parser, when the split takes the page and the parser reads
 *  it exactly (parse/mdx-split-mdast.ts), or why not: remark-mdx parses it then. */
async function fastMdxTree(text: string, admonitions: AdmonitionSyntax): Promise<{ tree?: MdastRoot; fallback?: string }> {
  const { parseFastMdx } = await import('./parse/mdx-split-mdast.js');
  const { MdxRefusal } = await import('./mdx-fast/mdx-refusal.js');
  try {
    return { tree: parseFastMdx(text, admonitions) };
  } catch (e) {
    if (e instanceof MdxRefusal) return { fallback: e.message };
    if (e instanceof FastPathUnsupported) return { fallback: `unsupported ${e.message}` };
    throw e;
  }
}

/** An MDX page through the one chain (`fastParser`: from the fast parser's tree when it can). */
async function compileMdx(input: MarkdownInput, ctx: MarkdownContext, text: string, fastParser = false): Promise<CompiledDoc> {
  const out = emptyDoc('mdx');
  const bindings: ImportBinding[] = [];
  const hit = cachedMdx(input, ctx, text);
  let output: ChainOutput;
  if (hit) {
    output = hit.output;
    bindings.push(...hit.bindings);
    out.toc = hit.toc;
    out.links.push(...hit.links);
    out.assets.push(...hit.assets);
    out.warnings.push(...hit.warnings);
  } else {
    const { chain, pipelines } = await chainOf(ctx);
    const vfile = new chain.VFile({ path: input.abs, value: text });
    vfile.data.docsgen = remarkData(input, ctx, out, bindings);
    const parsed = fastParser ? await fastMdxTree(text, ctx.admonitions) : {};
    if (parsed.fallback !== undefined) out.fallback = parsed.fallback;
    try {
      output = await chain.mdxChain(pipelines, vfile, parsed.tree);
    } catch (e) {
      throw chain.toWriterError(pluginFailure(e, input), input);
    }
    out.toc = (vfile.data.toc as TocItem[] | undefined) ?? [];
    // An imported image is published with the page, as a Markdown image is.
    for (const b of bindings) if (b.target.kind === 'asset') out.assets.push({ from: b.target.abs, to: assetRoute(b.target.abs) });
    const entry = { bindings, toc: out.toc, links: out.links, assets: out.assets, warnings: out.warnings };
    if (output.kind === 'static') ctx.cache?.setMdxFast(input.abs, text, { ...entry, tree: output.tree });
    else if (output.kind === 'mdx') ctx.cache?.setMdx(input.abs, text, { ...entry, code: output.code });
  }
  return printedMdx(out, output, bindings, ctx);
}

/** The page's body from what the MDX printer made. */
async function printedMdx(out: CompiledDoc, output: ChainOutput, bindings: ImportBinding[], ctx: MarkdownContext): Promise<CompiledDoc> {
  if (output.kind === 'html') {
    out.body = { type: 'html', html: output.html };
    return out;
  }
  out.partials = bindings.filter((b) => b.target.kind === 'partial').map((b) => (b.target as { abs: string }).abs);
  out.mdxPrinter = output.kind === 'static' ? 'tree' : 'compiler';
  if (output.kind === 'static')
    out.body = {
      type: 'component',
      Component: await (await import('./mdx-fast/mdx-fast.js')).fastMdxComponent(output.tree, bindings, ctx),
    };
  else out.body = { type: 'component', Component: await mdxComponent(output.code, bindings, ctx, out.toc) };
  return out;
}

/** Runs compiled MDX with the modules its imports name in scope. */
async function mdxComponent(
  code: string,
  bindings: ImportBinding[],
  ctx: MarkdownContext,
  toc: TocItem[],
): Promise<ComponentType<{ components?: Record<string, unknown> }>> {
  const scope: Record<string, unknown> = {};
  const data: Record<string, unknown> = {};
  for (const b of bindings) {
    if (b.target.kind === 'function') continue;
    const mod = await ctx.loadModule(b.target);
    if (b.target.kind === 'data' || b.target.kind === 'asset')
      data[b.local] = b.imported === 'default' ? mod : (mod as Record<string, unknown> | undefined)?.[b.imported];
    else data[b.local] = scope[b.local] = importedValue(b, mod);
  }
  const mod = await run(code, { ...jsxRuntime, baseUrl: import.meta.url, __fn: ctx.functions, __data: data, __toc: docusaurusToc(toc) });
  const Content = mod.default as ComponentType<{ components?: Record<string, unknown> }>;
  return (props: { components?: Record<string, unknown> }) =>
    createElement(Content, { ...props, components: { ...props.components, ...scope } });
}

// What @mdx-js/mdx's `run` does (compiled MDX is the body of an async function), without importing
// the compiler: a warm build takes compiled MDX from the cache and never needs it.
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  body: string,
) => (options: unknown) => Promise<{ default: unknown }>;
function run(code: string, options: Record<string, unknown>): Promise<{ default: unknown }> {
  return new AsyncFunction(code)(options);
}
