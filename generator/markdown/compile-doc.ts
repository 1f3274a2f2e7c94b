import * as jsxRuntime from 'react/jsx-runtime';
import { COMMON_LANGUAGES, fenceLanguages, loadFenceLanguages } from './highlight/highlight.js';
import { createElement, type ComponentType } from 'react';
import { existsSync } from 'node:fs';
import { preprocess } from './syntax/preprocess.js';
import { writerError } from '../errors.js';
import type { ImportBinding } from './remark/remark-mdx-imports.js';
import type { MarkdownContext, MarkdownInput, MarkdownPath } from './markdown-input.js';
import { fastPathRefusal } from './fast/fast-path-gate.js';
import { compileFastMarkdown, FastPathUnsupported } from './fast/fast-markdown.js';
import type { CompiledDoc, LinkRef, TocItem } from '../types.js';
import type { RNode } from './mdx-fast/static-html.js';
import { hasSitePlugins } from './remark/site-plugins.js';
import { pluginFailure } from './plugin-failure.js';

export type { MarkdownContext, MarkdownInput, MarkdownPath } from './markdown-input.js';

function emptyDoc(markdownPath: CompiledDoc['markdownPath']): CompiledDoc {
  return { body: { type: 'html', html: '' }, toc: [], links: [] as LinkRef[], assets: [], warnings: [], markdownPath };
}

export async function compileMarkdown(input: MarkdownInput, ctx: MarkdownContext, path: MarkdownPath = 'auto'): Promise<CompiledDoc> {
  // Grammars load when a page first names their language (highlight.ts); a site's own plugins may
  // make code blocks no fence names, so their pages have every common grammar, as before.
  const fences = fenceLanguages(input.body);
  await loadFenceLanguages(ctx.highlighter, hasSitePlugins(ctx.plugins) ? [...COMMON_LANGUAGES, ...fences] : fences);
  try {
    return await compileAnyMarkdown(input, ctx, path);
  } catch (e) {
    // preprocess.ts refuses the nesting that overflows the parsers' stack; should some other shape
    // still do it, the writer gets an error naming the page rather than a crash.
    if (e instanceof RangeError && /call stack/i.test(e.message)) {
      throw writerError(input.file, input.source, 1, 1, 'this page is nested too deeply to compile (the parser ran out of stack)', 'flatten deeply nested lists, quotes, emphasis, HTML or JSX in this page');
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
  return out;
}

async function compileByFormat(input: MarkdownInput, ctx: MarkdownContext, requested: MarkdownPath, warnings: string[]): Promise<CompiledDoc> {
  const text = preprocess(input.file, input.body, input.format, (w) => warnings.push(w));
  // A site plugin can touch any page, and needs the syntax trees the fast paths never build.
  const path = hasSitePlugins(ctx.plugins) ? 'remark' : requested;
  if (input.format === 'mdx') return compileAnyMdx(input, ctx, text, path);
  let fallback = path === 'auto' ? fastPathRefusal(text) : undefined;
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

async function compileFast(input: MarkdownInput, ctx: MarkdownContext, text: string): Promise<CompiledDoc> {
  const out = emptyDoc('fast');
  const { html, toc } = await compileFastMarkdown(text, {
    highlighter: ctx.highlighter, file: input.file, abs: input.abs, source: input.source, routeOfFile: ctx.routeOfFile,
    links: out.links, assets: out.assets, warn: (m: string) => out.warnings.push(m), trustedHtml: input.trustedHtml, without: ctx.without,
  });
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
    links: out.links,
    assets: out.assets,
    resolveImport: (s: string) => ctx.resolveImport(input.abs, s),
    knownComponents: ctx.knownComponents,
    checkProps: ctx.checkProps,
    bindings,
    trustedHtml: input.trustedHtml === true,
  };
}

async function compileRemarkMarkdown(input: MarkdownInput, ctx: MarkdownContext, text: string): Promise<CompiledDoc> {
  const out = emptyDoc('remark');
  const { VFile, mdProcessorFor } = await remarkPipeline();
  const vfile = new VFile({ path: input.abs, value: text });
  vfile.data.docsgen = remarkData(input, ctx, out, []);
  let result;
  try {
    result = await mdProcessorFor(text, ctx.plugins).process(vfile);
  } catch (e) {
    throw pluginFailure(e, input);
  }
  out.body = { type: 'html', html: String(result) };
  out.toc = (vfile.data.toc as TocItem[] | undefined) ?? [];
  return out;
}

/** MDX: the fast path when the page is Markdown with imports and literal JSX (mdx-fast/), else the
 *  compiler, with the reason recorded. `remark` forces the compiler, `fast` the fast path. */
async function compileAnyMdx(input: MarkdownInput, ctx: MarkdownContext, text: string, path: MarkdownPath): Promise<CompiledDoc> {
  if (path === 'remark') return compileMdx(input, ctx, text);
  const { compileFastMdx, fastMdxComponent, MdxRefusal } = await import('./mdx-fast/mdx-fast.js');
  const out = emptyDoc('mdx-fast');
  // A page compiled the fast way before (an import whose file has gone since is not a hit).
  const cached = ctx.cache?.getMdxFast(input.abs, text);
  let fast = cached?.bindings.every((b) => (b.target.kind === 'partial' || b.target.kind === 'siteModule' ? existsSync(b.target.abs) : true)) ? cached : undefined;
  if (fast) {
    out.links.push(...fast.links);
    out.assets.push(...fast.assets);
    out.warnings.push(...fast.warnings);
  } else {
    try {
      const made = await compileFastMdx(text, input.abs, ctx, {
        highlighter: ctx.highlighter, file: input.file, abs: input.abs, source: input.source, routeOfFile: ctx.routeOfFile,
        links: out.links, assets: out.assets, warn: (m: string) => out.warnings.push(m), trustedHtml: input.trustedHtml,
      });
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

async function compileMdx(input: MarkdownInput, ctx: MarkdownContext, text: string): Promise<CompiledDoc> {
  const out = emptyDoc('mdx');
  const bindings: ImportBinding[] = [];
  // Compiled MDX from an earlier build needs no compiler. An import whose file has gone since is
  // not a hit: compiling again reports it properly.
  const cached = ctx.cache?.getMdx(input.abs, text);
  const hit = cached?.bindings.every((b) => (b.target.kind === 'partial' || b.target.kind === 'siteModule' || b.target.kind === 'data' ? existsSync(b.target.abs) : true)) ? cached : undefined;
  let code: string;
  if (hit) {
    code = hit.code;
    bindings.push(...hit.bindings);
    out.toc = hit.toc;
    out.links.push(...hit.links);
    out.assets.push(...hit.assets);
    out.warnings.push(...hit.warnings);
  } else {
    const { VFile, mdxProcessorFor, toWriterError } = await remarkPipeline();
    const vfile = new VFile({ path: input.abs, value: text });
    vfile.data.docsgen = remarkData(input, ctx, out, bindings);
    try {
      code = String(await mdxProcessorFor(ctx.plugins).process(vfile));
    } catch (e) {
      throw toWriterError(pluginFailure(e, input), input);
    }
    out.toc = (vfile.data.toc as TocItem[] | undefined) ?? [];
    ctx.cache?.setMdx(input.abs, text, { code, bindings, toc: out.toc, links: out.links, assets: out.assets, warnings: out.warnings });
  }
  out.partials = bindings.filter((b) => b.target.kind === 'partial').map((b) => (b.target as { abs: string }).abs);
  out.body = { type: 'component', Component: await mdxComponent(code, bindings, ctx) };
  return out;
}

/** Runs compiled MDX with the modules its imports name in scope. */
async function mdxComponent(code: string, bindings: ImportBinding[], ctx: MarkdownContext): Promise<ComponentType<{ components?: Record<string, unknown> }>> {
  const scope: Record<string, unknown> = {};
  const data: Record<string, unknown> = {};
  for (const b of bindings) {
    if (b.target.kind === 'function') continue;
    const mod = await ctx.loadModule(b.target);
    if (b.target.kind === 'data') data[b.local] = b.imported === 'default' ? mod : (mod as Record<string, unknown> | undefined)?.[b.imported];
    else scope[b.local] = b.target.kind === 'siteModule' ? (mod as Record<string, unknown>)[b.imported] : mod;
  }
  const mod = await run(code, { ...jsxRuntime, baseUrl: import.meta.url, __fn: ctx.functions, __data: data });
  const Content = mod.default as ComponentType<{ components?: Record<string, unknown> }>;
  return (props: { components?: Record<string, unknown> }) => createElement(Content, { ...props, components: { ...props.components, ...scope } });
}

let pipeline: Promise<typeof import('./remark/remark-pipeline.js')> | undefined;
function remarkPipeline() {
  pipeline ??= import('./remark/remark-pipeline.js');
  return pipeline;
}

// What @mdx-js/mdx's `run` does (compiled MDX is the body of an async function), without importing
// the compiler: a warm build takes compiled MDX from the cache and never needs it.
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => (options: unknown) => Promise<{ default: unknown }>;
function run(code: string, options: Record<string, unknown>): Promise<{ default: unknown }> {
  return new AsyncFunction(code)(options);
}
