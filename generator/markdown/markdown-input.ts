// What the Markdown stage takes: the page and the site around it. Kept apart from compile-doc.ts so
// the remark pipeline, the worker pool and the cache can name these types without importing the
// compiler (compile-doc.ts loads the remark pipeline, which would close an import cycle).
import type { HighlighterCore } from 'shiki/core';
import type { MarkdownCache } from './cache/md-cache.js';
import type { ImportTarget } from './remark/remark-mdx-imports.js';
import type { PropCheck } from './mdx-prop-checks.js';
import type { SitePlugins } from './remark/site-plugins.js';
import type { Pipelines } from './remark/pipelines.js';
import type { BodyRecordsOf } from '../search/page-records.js';
import type { AdmonitionSyntax } from './syntax/admonition-syntax.js';
import type { Without } from '../accelerators.js';

export interface MarkdownContext {
  highlighter: HighlighterCore;
  routeOfFile: (abs: string) => string | undefined;
  resolveImport: (fromAbs: string, specifier: string) => ImportTarget | undefined;
  knownComponents: () => string[];
  /** Global components that are the site's own (`markdown.components`, src/theme/MDXComponents):
   *  their elements carry their place for the island wrapper (theme/island.tsx). */
  siteComponents?: ReadonlySet<string>;
  /** Loads a partial (compiled with this same pipeline) or a site component module. */
  loadModule: (target: ImportTarget) => Promise<unknown>;
  /** Plain functions MDX content may import (`useBaseUrl`). */
  functions: Record<string, unknown>;
  /** The site's admonition keywords (`markdown.admonitions`). */
  admonitions: AdmonitionSyntax;
  /** Checks of theme components' literal props (an unknown ApiDocMdx id), at the element. */
  checkProps?: PropCheck;
  /** Compiled MDX from earlier builds. */
  cache?: MarkdownCache;
  /** The site's remark and rehype plugins: every page then takes the remark or MDX compiler, the
   *  paths that have the trees they work on. */
  plugins?: SitePlugins;
  /** The unified processors, made for this context on first use (remark/pipelines.ts). */
  pipelines?: Pipelines;
  /** Accelerators the build does without (`docsgen build --without`, accelerators.ts). */
  without?: Without;
}

export interface MarkdownInput {
  file: string;
  abs: string;
  source: string;
  /** The source with frontmatter blanked out (line numbers preserved). */
  body: string;
  format: 'md' | 'mdx';
  /** The folder URL the page's relative links resolve against (`/a/b/` for the index doc of
   *  `/a/b`, `/a/` for the page `/a/b`), as a browser resolves them on the published page; they are
   *  written into the HTML as absolute routes. Unset: kept as written. */
  linkBase?: string;
  /** The docs folder the page is in: a bare `x.md` link not beside the page is looked up there. */
  docsRoot?: string;
  /** The site keeps its writers' raw HTML and JSX script as written (`markdown.trustedHtml`). */
  trustedHtml?: boolean;
  /** A page the compile-ahead worker compiles: where it writes the page's cache entry
   *  (md-cache.ts), so that the main thread need not. */
  cacheEntry?: string;
  /** A page the compile-ahead worker compiles: what its search records need besides the page's
   *  HTML (search/page-records.ts bodyRecords), so that the worker extracts them too. */
  recordsOf?: BodyRecordsOf;
}

/** Which parser plain Markdown goes through: `auto` takes markdown-it when the page fits
 *  (fast-path-gate.ts); the tests force each to compare them. */
export type MarkdownPath = 'auto' | 'remark' | 'fast';

/** The path for a page of this format: `auto`, or the compiler when the build does without the
 *  fast path for it (`fast-markdown`: every .md page through remark; `mdx-split`: every .mdx page
 *  through the MDX compiler). */
export function pathFor(format: 'md' | 'mdx', without: Without = []): MarkdownPath {
  return without.includes(format === 'md' ? 'fast-markdown' : 'mdx-split') ? 'remark' : 'auto';
}
