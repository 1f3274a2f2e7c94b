import * as jsxRuntime from 'react/jsx-runtime';
import { createElement, type ComponentType } from 'react';
import { existsSync } from 'node:fs';
import type { HighlighterCore } from 'shiki/core';
import { preprocess } from './syntax/preprocess.js';
import type { MarkdownCache } from './cache/md-cache.js';
import type { ImportBinding, ImportTarget } from './remark/remark-mdx-imports.js';
import { fastPathFits } from './fast/fast-path-gate.js';
import { compileFastMarkdown, FastPathUnsupported } from './fast/fast-markdown.js';
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

/** Which parser plain Markdown goes through: `auto` takes markdown-it when the page fits
 *  (fast-path-gate.ts); the tests force each to compare them. */
export type MarkdownPath = 'auto' | 'remark' | 'fast';

export async function compileMarkdown(input: MarkdownInput, ctx: MarkdownContext, path: MarkdownPath = 'auto'): Promise<CompiledDoc> {
  const out: CompiledDoc = { body: { type: 'html', html: '' }, toc: [], links: [] as LinkRef[], assets: [], warnings: [] };
  const text = preprocess(input.file, input.body, input.format);
  if (input.format === 'md' && (path === 'fast' || (path === 'auto' && fastPathFits(text)))) {
    try {
      const { html, toc } = await compileFastMarkdown(text, {
        highlighter: ctx.highlighter, file: input.file, abs: input.abs, source: input.source, routeOfFile: ctx.routeOfFile,
        links: out.links, assets: out.assets, warn: (m: string) => out.warnings.push(m),
      });
      out.body = { type: 'html', html };
      out.toc = toc;
      return out;
    } catch (e) {
      if (!(e instanceof FastPathUnsupported) || path === 'fast') throw e;
      // Something the gate let through by mistake: the remark path below prints it.
      out.links.length = 0;
      out.assets.length = 0;
      out.warnings.length = 0;
    }
  }
  const bindings: ImportBinding[] = [];
  // Compiled MDX from an earlier build needs no compiler. An import whose file has gone since is
  // not a hit: compiling again reports it properly.
  const cached = input.format === 'mdx' ? ctx.cache?.getMdx(input.abs, text) : undefined;
  const hit = cached?.bindings.every((b) => (b.target.kind === 'partial' || b.target.kind === 'siteModule' ? existsSync(b.target.abs) : true)) ? cached : undefined;
  let code: string;
  if (hit) {
    code = hit.code;
    bindings.push(...hit.bindings);
    out.toc = hit.toc;
    out.links.push(...hit.links);
    out.assets.push(...hit.assets);
    out.warnings.push(...hit.warnings);
  } else {
    const { VFile, mdProcessorFor, mdx, toWriterError } = await remarkPipeline();
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
  const mod = await run(code, { ...jsxRuntime, baseUrl: import.meta.url, __fn: ctx.functions });
  const Content = mod.default as ComponentType<{ components?: Record<string, unknown> }>;
  const Component = (props: { components?: Record<string, unknown> }) => createElement(Content, { ...props, components: { ...props.components, ...scope } });
  out.body = { type: 'component', Component };
  return out;
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
