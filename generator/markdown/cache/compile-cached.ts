// One page of the site through the Markdown stage, with the on-disk cache in front: the full
// build and watch mode's incremental rebuilds compile pages the same way.
import { resolve } from 'node:path';
import { compileMarkdown, type MarkdownContext, type MarkdownInput } from '../compile-doc.js';
import { pathFor } from '../markdown-input.js';
import type { CompiledDoc, Doc } from '../../types.js';

/** The compiler's input for a content page (`body`: its text with the frontmatter blanked). */
export function markdownInput(root: string, doc: Doc, body: string, trustedHtml = false): MarkdownInput {
  return { file: doc.file, abs: resolve(root, doc.file), source: doc.source, body, format: doc.format as 'md' | 'mdx', trustedHtml };
}

/** Plain Markdown comes from the cache when its text was compiled before (MDX caches its compiled
 *  code inside compileMarkdown); `compile` may run elsewhere (a worker thread). */
export async function compileCached(input: MarkdownInput, ctx: MarkdownContext, compile: (input: MarkdownInput) => Promise<CompiledDoc> = (i) => compileMarkdown(i, ctx, pathFor(i.format, ctx.without))): Promise<CompiledDoc> {
  if (input.format !== 'md') return compile(input);
  const hit = ctx.cache?.get(input.abs, input.body);
  if (hit) return hit;
  const out = await compile(input);
  ctx.cache?.set(input.abs, input.body, out);
  return out;
}
