// The load stage of a build (build.ts): the site assembled from its files and the reference data,
// with the pages compiled while that data loaded.
import { resolve } from 'node:path';
import { assembleSite, type Site } from './site/load-site.js';
import type { SiteContent } from './content/site-content.js';
import { compilePage, type PageCompiler } from './markdown/page-compiler.js';
import { compileWhile } from './render/render-site.js';
import { duplicateErrors } from './links/check-site.js';
import { generateReferenceDocs } from './data/generate.js';
import type { ReferencePrefetch } from './data/prefetch.js';
import { boundHeapGrowth } from './heap-growth.js';
import { WriterErrors } from './errors.js';
import type { CompiledDoc, Doc } from './types.js';

/** The whole site, and the pages compiled early; duplicate routes throw unless `collectAll`. */
export async function loadSite(
  content: SiteContent,
  compiler: PageCompiler,
  referenceData: ReferencePrefetch | undefined,
  collectAll: boolean,
): Promise<{ site: Site; early: Map<Doc, Promise<CompiledDoc>> }> {
  // Reference data (CLI YAML, OpenAPI) finishes loading on its worker thread while this thread
  // compiles the first pages, instead of waiting for it.
  const generatedP = generateReferenceDocs(
    content.config,
    content.root,
    content.configFile,
    compiler.helpers,
    referenceData,
    !compiler.ctx.without?.includes('yaml-fast'),
  );
  const early = await compileWhile(
    generatedP,
    content.fileDocs,
    (doc) => compilePage(compiler, doc, content.bodies.get(doc.id) ?? ''),
    (doc) => !!compiler.ahead?.has(resolve(content.root, doc.file)),
  );
  const site = assembleSite(content, await generatedP);
  const duplicates = duplicateErrors(site);
  if (duplicates.length > 0 && !collectAll) throw new WriterErrors(duplicates);
  boundHeapGrowth(site.docs.length);
  return { site, early };
}
