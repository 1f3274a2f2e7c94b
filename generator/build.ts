// One build, top to bottom, as the README's "How a build flows" draws it: load the site → compile
// and render every page (the page step) → check → emit. Each stage is a function of plain data;
// watch mode (incremental/) re-runs the page step on the data this returns in `session`.
import { resolve } from 'node:path';
import { loadConfig, type LoadedConfig } from './config/load-config.js';
import type { SiteConfig } from './config/schema.js';
import { loadContent, type DuplicateRoute, type Site } from './site/load-site.js';
import type { SiteContent } from './content/site-content.js';
import { getHighlighter } from './markdown/highlight/highlight.js';
import { createPageCompiler, startCompileAhead, stopCompileAhead, type PageCompiler } from './markdown/page-compiler.js';
import { renderOtherRoutes, renderSitePages, type MarkdownStats } from './render/render-site.js';
import { finishSecondCore, offThreadRecords, searchOutput } from './second-core.js';
import { newBuildId, renderSetup } from './render/render-setup.js';
import { buildWarnings, checkSite, publishedFiles, type OrphanPage } from './links/check-site.js';
import type { LinkProblem } from './links/check-links.js';
import { assetOutput, islandFiles, siteFiles } from './emit/emit-site.js';
import { SiteWriter } from './emit/write-site.js';
import type { ReferencePrefetch } from './data/prefetch.js';
import { loadSite } from './load-stage.js';
import { stageTimer } from './stage-timer.js';
import { WriterErrors, type WriterError } from './errors.js';
import { StrictWarnings } from './strict-warnings.js';
import { sessionOf, type BuildSession } from './incremental/session.js';
import type { RenderedRoute } from './types.js';
import type { Without } from './accelerators.js';

export interface BuildOptions {
  configPath: string;
  /** The config, when the caller loaded it already (the CLI does, to start prefetching). */
  loadedConfig?: LoadedConfig;
  /** Reference data the caller started loading (prefetchReferenceData); without it, the build
   *  loads it itself. */
  referenceData?: ReferencePrefetch;
  outDir?: string;
  /** Watch mode: drafts included, the live-reload script injected, no tag manager. */
  dev?: boolean;
  devScript?: string;
  /** Skip writing (docsgen check). */
  write?: boolean;
  /** docsgen check: collect every problem of every page instead of stopping at the first failing
   *  stage: broken links in `linkProblems`, files that do not load or compile in `errors` (the other
   *  pages are still rendered and checked). */
  collectAll?: boolean;
  onProgress?: (stage: string, done: number, total: number) => void;
  /** Watch mode: keep what an edit needs to rebuild only what it changed (BuildResult.session). */
  keepSession?: boolean;
  /** Watch mode: the build id of the whole session. */
  buildId?: string;
  /** `build --strict`: any warning throws StrictWarnings before the output is written. */
  strict?: boolean;
  /** `build --without`: accelerators turned off (accelerators.ts), to measure what each buys. */
  without?: Without;
}

export interface BuildResult {
  pages: number;
  warnings: string[];
  linkProblems: LinkProblem[];
  bytes: number;
  outDir: string;
  timings: Record<string, number>;
  routes: RenderedRoute[];
  orphans: OrphanPage[];
  duplicates: DuplicateRoute[];
  /** Pages per Markdown path, and the reasons plain Markdown pages left the fast path. */
  markdown: MarkdownStats;
  /** collectAll only: content that did not load or compile (frontmatter, MDX, duplicate routes when
   *  they fail the build). */
  errors: WriterError[];
  /** Content warnings with their place (unknown frontmatter keys); `warnings` has them as text. */
  contentWarnings: WriterError[];
  /** What the Markdown compiler warned about (`file:line:col  message`); in `warnings` too. */
  pageWarnings: string[];
  session?: BuildSession;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  return buildWith(options, stageTimer());
}

async function buildWith(options: BuildOptions, time: ReturnType<typeof stageTimer>): Promise<BuildResult> {
  const loaded = options.loadedConfig ?? (await loadConfig(options.configPath));
  const without = options.without ?? [];
  const content = loadContent(loaded, {
    dev: !!options.dev,
    gitDates: options.referenceData?.gitDates,
    keepGoing: !!options.collectAll,
    without,
  });
  const highlighter = await getHighlighter(without);
  const compiler = await createPageCompiler(content, highlighter, without);
  startCompileAhead(content, compiler);
  return buildPages(options, time, content, compiler).finally(() => stopCompileAhead(compiler));
}

async function buildPages(
  options: BuildOptions,
  time: ReturnType<typeof stageTimer>,
  content: SiteContent,
  compiler: PageCompiler,
): Promise<BuildResult> {
  const collectAll = !!options.collectAll;
  const { site, early } = await loadSite(content, compiler, options.referenceData, collectAll);
  time.lap('load');

  const setup = renderSetup(site, compiler, { buildId: options.buildId ?? newBuildId(), dev: !!options.dev, devScript: options.devScript });
  const outDir = resolve(site.root, options.outDir ?? 'out');
  const writer = await openWriter(options, site, outDir, compiler);
  const keep = !!options.keepSession;
  offThreadRecords(setup, keep, writer?.records);
  try {
    const pages = await renderSitePages(site, compiler, setup, {
      sink: writer,
      early,
      keep,
      keepGoing: collectAll,
      onProgress: options.onProgress,
    });
    await finishSecondCore(compiler, pages);
    time.lap('markdown');
    time.move('markdown', 'render', pages.timings.renderMs);
    await renderOtherRoutes(site, setup, pages, writer, compiler);
    const output = assetOutput(setup, pages, await islandFiles(compiler, setup, pages.routes));
    time.lap('render');

    // Pages that failed (collectAll) count as existing: links to them are not the problem.
    const files = publishedFiles(
      site,
      output,
      pages.failedRoutes.map((to) => ({ from: '', to })),
    );
    const report = checkSite(site, pages.routes, files, setup.env.flat);
    if (report.fatal.length > 0 && !collectAll) throw new WriterErrors(report.fatal);
    time.lap('links');

    const warnings = buildWarnings(site, pages.warnings, report);
    if (options.strict && warnings.length > 0) throw new StrictWarnings(warnings);
    output.files.push(...siteFiles(site, setup, pages), ...(await searchOutput(setup, pages, writer)));
    // The search files hold what they need of the records; written, they let it go (write-site.ts).
    if (!keep) pages.records.clear();
    time.lap('search');
    const bytes = writer ? await writer.commit(output) : 0;
    time.lap('write');

    const timings = { ...time.timings, cacheHits: compiler.cache.hits };
    // A full build has looked up every page: cache entries it did not use are for texts that are gone.
    if (writer && !keep) compiler.cache.prune();
    return {
      pages: pages.routes.length + pages.failedRoutes.length,
      warnings,
      errors: [...site.errors, ...pages.errors],
      contentWarnings: site.warnings,
      pageWarnings: pages.warnings,
      linkProblems: report.linkProblems,
      bytes,
      outDir,
      timings,
      routes: pages.routes,
      orphans: report.orphans,
      duplicates: site.duplicates,
      markdown: pages.markdown,
      session: keep && writer ? sessionOf({ site, compiler, setup, pages, report, outDir }) : undefined,
    };
  } catch (e) {
    await writer?.abort();
    throw e;
  }
}

/** Where rendered pages go, or nothing for docsgen check. */
async function openWriter(options: BuildOptions, site: Site, outDir: string, compiler: PageCompiler): Promise<SiteWriter | undefined> {
  if (options.write === false) return undefined;
  // Pages go to disk as rendered, into a temporary folder that replaces out/ once every check passed.
  return SiteWriter.open(
    outDir,
    false,
    !!compiler.ahead,
    site.config.build.threads.writeThread === 'on' && !compiler.ctx.without?.includes('write-thread'),
  );
}

export type { SiteConfig };
