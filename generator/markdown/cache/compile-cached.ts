// One page of the site through the Markdown stage, with the on-disk cache in front: the full
// build and watch mode's incremental rebuilds compile pages the same way.
import { resolve, sep } from 'node:path';
import { compileMarkdown, type MarkdownContext, type MarkdownInput } from '../compile-doc.js';
import { pathFor } from '../markdown-input.js';
import type { CompiledDoc, Doc } from '../../types.js';

/** Where a page's links resolve: the site's `trailingSlash` and its docs folders (absolute). */
export interface LinkPlace {
  trailingSlash?: boolean;
  roots: string[];
}

/** The compiler's input for a content page (`body`: its text with the frontmatter blanked). */
export function markdownInput(root: string, doc: Doc, body: string, trustedHtml = false, place?: LinkPlace): MarkdownInput {
  const abs = resolve(root, doc.file);
  const input: MarkdownInput = { file: doc.file, abs, source: doc.source, body, format: doc.format as 'md' | 'mdx', trustedHtml };
  if (!place) return input;
  input.linkBase = linkBase(doc.route, doc.isIndex, place.trailingSlash);
  const docsRoot = place.roots.filter((r) => abs.startsWith(r + sep)).sort((a, b) => b.length - a.length)[0];
  if (docsRoot) input.docsRoot = docsRoot;
  return input;
}

/** The folder a page's relative links resolve against, as Docusaurus publishes the page: an index
 *  doc at its folder URL (`/a/b/`), any page so when trailingSlash is true, else the page's parent
 *  (`/a/b` → `/a/`); trailingSlash false puts index docs at `/a/b` too. */
export function linkBase(route: string, isIndex: boolean, trailingSlash?: boolean): string {
  if (route === '/') return '/';
  if (trailingSlash === true || (isIndex && trailingSlash !== false)) return `${route}/`;
  return route.slice(0, route.lastIndexOf('/') + 1);
}

/** Plain Markdown comes from the cache when its text was compiled before (MDX caches its compiled
 *  code inside compileMarkdown); `compile` may run elsewhere (a worker thread). */
export async function compileCached(
  input: MarkdownInput,
  ctx: MarkdownContext,
  compile: (input: MarkdownInput) => Promise<CompiledDoc> = (i) => compileMarkdown(i, ctx, pathFor(i.format, ctx.without)),
): Promise<CompiledDoc> {
  if (input.format !== 'md') return compile(input);
  const hit = ctx.cache?.get(input.abs, input.body);
  if (hit) return hit;
  const out = await compile(input);
  ctx.cache?.set(input.abs, input.body, out);
  return out;
}
