// compileMarkdown with the context's admonition syntax in place for the parts of the pipeline whose
// callers do not pass it yet (admonition-syntax.ts says which): every compile of the page compiler,
// the workers and watch mode goes through here, so a build never compiles with another's keywords.
import { compileMarkdown, type MarkdownContext, type MarkdownInput, type MarkdownPath } from './compile-doc.js';
import { installAdmonitions } from './syntax/admonition-syntax.js';
import type { CompiledDoc } from '../types.js';

export function compileInContext(input: MarkdownInput, ctx: MarkdownContext, path?: MarkdownPath): Promise<CompiledDoc> {
  installAdmonitions(ctx.admonitions);
  return compileMarkdown(input, ctx, path);
}
