import { unified, type PluggableList } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import { compile, run } from '@mdx-js/mdx';
import * as jsxRuntime from 'react/jsx-runtime';
import { createElement, type ComponentType } from 'react';
import { VFile } from 'vfile';
import type { HighlighterCore } from 'shiki/core';
import { preprocess } from './preprocess.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkCode } from './remark-code.js';
import { remarkLinks } from './remark-links.js';
import { rehypeDropComments, rehypeHeadings } from './rehype-headings.js';
import { rehypeA11y } from './rehype-a11y.js';
import { remarkMdxImports, type ImportBinding, type ImportTarget } from './remark-mdx-imports.js';
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
}

export interface MarkdownInput {
  file: string;
  abs: string;
  source: string;
  /** The source with frontmatter blanked out (line numbers preserved). */
  body: string;
  format: 'md' | 'mdx';
}

function remarkPlugins(input: MarkdownInput, ctx: MarkdownContext, out: CompiledDoc): PluggableList {
  return [
    remarkGfm,
    remarkDirective,
    remarkAdmonitions,
    [remarkCode, { highlighter: ctx.highlighter, file: input.file, warn: (m: string) => out.warnings.push(m) }],
    [remarkLinks, { file: input.file, abs: input.abs, source: input.source, routeOfFile: ctx.routeOfFile, links: out.links, assets: out.assets }],
  ];
}

export async function compileMarkdown(input: MarkdownInput, ctx: MarkdownContext): Promise<CompiledDoc> {
  const out: CompiledDoc = { body: { type: 'html', html: '' }, toc: [], links: [] as LinkRef[], assets: [], warnings: [] };
  const text = preprocess(input.file, input.body, input.format);
  const vfile = new VFile({ path: input.abs, value: text });
  if (input.format === 'md') {
    const processor = unified()
      .use(remarkParse)
      .use(remarkPlugins(input, ctx, out))
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rehypeDropComments)
      .use(rehypeHeadings)
      .use(rehypeA11y)
      .use(rehypeStringify);
    const result = await processor.process(vfile);
    out.body = { type: 'html', html: String(result) };
    out.toc = (vfile.data.toc as TocItem[] | undefined) ?? [];
    return out;
  }
  const bindings: ImportBinding[] = [];
  let code: string;
  try {
    const compiled = await compile(vfile, {
      outputFormat: 'function-body',
      development: false,
      remarkPlugins: [
        [remarkMdxImports, { file: input.file, source: input.source, resolveImport: (s: string) => ctx.resolveImport(input.abs, s), knownComponents: ctx.knownComponents, bindings }],
        ...remarkPlugins(input, ctx, out),
      ],
      rehypePlugins: [rehypeHeadings, rehypeA11y],
      remarkRehypeOptions: { allowDangerousHtml: true },
    });
    code = String(compiled);
  } catch (e) {
    throw toWriterError(e, input);
  }
  out.toc = (vfile.data.toc as TocItem[] | undefined) ?? [];
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

export { writerError };
