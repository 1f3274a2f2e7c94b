// Stage 2 and 3 of a build: every page through the page step (compile → render → collect), written
// as it is done, so the HTML of a large site is never held in memory all at once. Then the routes
// that are not docs: the site's React page modules and the search page.
import { collapseUnknownLanguages } from '../markdown/unknown-languages.js';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import type { ComponentType } from 'react';
import { collectRoute, renderPage, type Asset, type PageResult } from './page-step.js';
import type { RenderSetup } from './render-setup.js';
import { renderPageModule } from './render-route.js';
import { compilePage, onSecondCore, type PageCompiler } from '../markdown/page-compiler.js';
import { MarkdownPool } from '../markdown/worker-pool.js';
import { compileMarkdown } from '../markdown/compile-doc.js';
import type { MarkdownInput } from '../markdown/markdown-input.js';
import { importSiteModule } from '../markdown/site-modules.js';
import { pageModuleRoute } from '../content/discover-pages.js';
import { IslandUseError, type IslandLog } from '../../theme/island.js';
import { islandUseError, withIslandScripts } from '../islands/page-scripts.js';
import { collectIds } from './page-links.js';
import { largeSite } from '../heap-growth.js';
import { renderSearchPage, SEARCH_ROUTE } from './search-page.js';
import { renderBlogRoutes } from './blog-routes.js';
import { collectWriterErrors, WriterError, WriterErrors } from '../errors.js';
import type { Site } from '../site/load-site.js';
import type { SearchRecord } from '../search/records.js';
import type { FileContents, OutputFile as FileOutput } from '../output-file.js';
import type { CompiledDoc, Doc, RenderedRoute } from '../types.js';
import type { ThemeSite } from '../../theme/types.js';

/** Markdown workers (each loads the pipeline and compiles the grammars again, ~1–2 s of CPU, and
 *  warms its own highlight caches) pay only with cores to spare. Measured on two cores, with one
 *  worker beside the main thread: 600 pages 11.1 s vs 10.7 s without, 3,000 pages 49.8 s vs
 *  45.3 s; V8's own collector threads already use the second core. */
const WORKER_MIN_PAGES = 300;
const WORKER_MIN_CORES = 3;
/** Pages in flight at once (compiling, rendering, writing): enough to keep Markdown workers busy. */
const CONCURRENCY = 16;
/** The same on a large site compiled on this thread alone or beside the second-core worker. Its
 *  pages compile one after another anyway, but each page in flight holds its trees, HTML and files
 *  until they are written: with 16 in flight they outlived two scavenges and were promoted (~3 MB
 *  per scavenge at 3,000 pages), for the full collector to find dead later. With 2, most of it dies
 *  young (see the README's Performance section for the figures). Pages the worker compiles wait
 *  outside these places (`pool`); with 16, this thread began so many pages at once that it compiled
 *  nearly all of them itself. */
const LARGE_SITE_CONCURRENCY = 2;

/** Where finished pages go: the output folder's writer, or nowhere (`docsgen check`). */
export interface PageSink {
  write(path: string, contents: FileContents): Promise<void>;
}

/** Everything the pages gave the rest of the build, in page order. */
export interface RenderedPages {
  routes: RenderedRoute[];
  /** Search records by route. */
  records: Map<string, SearchRecord[]>;
  assets: Asset[];
  mermaid: boolean;
  warnings: string[];
  /** Compiled bodies by doc id (watch mode only: an edit re-renders pages without compiling them). */
  compiled: Map<string, CompiledDoc>;
  timings: { renderMs: number };
  markdown: MarkdownStats;
  /** keepGoing only: the errors of pages that did not compile or render (they are not in routes). */
  errors: WriterError[];
  /** keepGoing only: the routes of those pages, so that links to them are not reported as broken. */
  failedRoutes: string[];
  /** Files the pages made besides their own (the blog's feeds), written with the assets. */
  files?: FileOutput[];
}

/** Which Markdown path the pages took, and why pages left their fast path. */
export interface MarkdownStats {
  fast: number;
  remark: number;
  /** MDX pages through the compiler. */
  mdx: number;
  /** MDX pages through the MDX fast path. */
  mdxFast: number;
  /** Reason (`task list`, `unsupported <token>`; `mdx: <reason>` for MDX pages) → pages. */
  fallbacks: Record<string, number>;
  /** A cold build's second core (compile-ahead.ts): Markdown pages it compiled, MDX pages whose
   *  code blocks it coloured. */
  secondCore?: { compiled: number; highlighted: number };
  /** Pages whose search records the thread that writes the pages extracted (emit/background-writes.ts). */
  writingThread?: { searchPages: number };
}

function countPath(stats: MarkdownStats, c: CompiledDoc): void {
  stats[c.markdownPath === 'mdx-fast' ? 'mdxFast' : c.markdownPath]++;
  const reason = c.fallback && (c.markdownPath === 'mdx' ? `mdx: ${c.fallback}` : c.fallback);
  if (reason) stats.fallbacks[reason] = (stats.fallbacks[reason] ?? 0) + 1;
}

export interface RenderSiteOptions {
  sink?: PageSink;
  /** Pages compiled while the reference data loaded (see compileWhile). */
  early: Map<Doc, Promise<CompiledDoc>>;
  /** Watch mode: keep compiled bodies and page texts for the next edit. */
  keep: boolean;
  /** docsgen check: render every page even after one failed, and return the errors instead of
   *  throwing them, so that one run reports every problem of every page. */
  keepGoing?: boolean;
  onProgress?: (stage: string, done: number, total: number) => void;
}

/** Writes a page's files and remembers what it gave; shared by both halves of this stage. */
export async function takePage(pages: RenderedPages, result: PageResult, sink: PageSink | undefined): Promise<void> {
  if (result.records) pages.records.set(result.route.route, result.records);
  pages.mermaid ||= result.mermaid;
  pages.assets.push(...result.assets);
  for (const f of result.files) await sink?.write(f.path, f.contents);
}

export async function renderSitePages(
  site: Site,
  compiler: PageCompiler,
  setup: RenderSetup,
  o: RenderSiteOptions,
): Promise<RenderedPages> {
  const { docs, bodies } = site;
  const pages: RenderedPages = {
    routes: [],
    records: new Map(),
    assets: [],
    mermaid: false,
    warnings: [],
    compiled: new Map(),
    timings: { renderMs: 0 },
    markdown: { fast: 0, remark: 0, mdx: 0, mdxFast: 0, fallbacks: {} },
    errors: [],
    failedRoutes: [],
  };
  const errors: WriterError[] = [];
  const slots: (RenderedRoute | undefined)[] = new Array(docs.length);
  const pageWarnings: string[][] = new Array(docs.length);
  let done = 0;
  const workers = startWorkers(site, compiler);
  try {
    await pool(
      docs.map((doc, i) => ({ doc, i })),
      pagesInFlight(site.config.build.threads.pagesInFlight, workers, !!compiler.ahead),
      async ({ doc, i }) => {
        try {
          const c = await compileOne(compiler, o.early, doc, bodies.get(doc.id) ?? '', workers);
          if (c) {
            pageWarnings[i] = c.warnings;
            countPath(pages.markdown, c);
          }
          // Once a page failed the build fails: rendering the others would only cost time.
          if (errors.length > 0 && !o.keepGoing) return;
          const t0 = performance.now();
          const result = renderPage(setup, doc, c, bodies.get(doc.id));
          if (result.route.warnings) pageWarnings[i] = [...(pageWarnings[i] ?? []), ...result.route.warnings];
          pages.timings.renderMs += performance.now() - t0;
          slots[i] = result.route;
          await takePage(pages, result, o.sink);
          if (o.keep && c) pages.compiled.set(doc.id, c);
          if (!o.keep) forget(site, doc);
          // A turn of the event loop: beside the second-core worker pages are written synchronously
          // (write-site.ts), and without it the worker's replies would wait until this thread had
          // compiled every page itself.
          if (compiler.ahead) await new Promise<void>((done) => setImmediate(done));
        } catch (e) {
          errors.push(...collectWriterErrors(e));
          pages.failedRoutes.push(doc.route);
        } finally {
          o.onProgress?.('pages', ++done, docs.length);
        }
      },
      ({ doc }) => onSecondCore(compiler, doc),
    );
  } finally {
    await workers?.close();
  }
  if (errors.length > 0 && !o.keepGoing) throw new WriterErrors(errors);
  pages.errors = errors;
  pages.warnings.push(...collapseUnknownLanguages(pageWarnings.flatMap((w) => w ?? [])));
  pages.routes = slots.filter((r): r is RenderedRoute => r !== undefined);
  const home = pages.routes.find((r) => r.doc?.home);
  // `/` as the checks see it: the home doc's copy (page-step.ts writes it), with no links of its own
  // (they are the doc's, reported once at their file:line).
  if (home) pages.routes.push({ route: '/', file: home.file, html: '', hrefs: [], ids: home.ids, links: [], copyOf: home.route });
  inPageOrder(pages, pages.records);
  return pages;
}

/** Pages finished in any order, and some had their records extracted elsewhere (`more`): the
 *  search index lists them in page order. */
export function inPageOrder(pages: RenderedPages, more: Map<string, SearchRecord[]>): void {
  const finished = new Map([...pages.records, ...more]);
  pages.records = new Map();
  for (const r of pages.routes) if (finished.has(r.route)) pages.records.set(r.route, finished.get(r.route)!);
}

async function compileOne(
  compiler: PageCompiler,
  early: Map<Doc, Promise<CompiledDoc>>,
  doc: Doc,
  body: string,
  workers: MarkdownPool | undefined,
): Promise<CompiledDoc | undefined> {
  if (doc.format === 'generated') return undefined;
  const viaWorker = workers && doc.format === 'md' && workers.hasRoom() ? workers : undefined;
  // A page the worker gives back (a site plugin made it MDX) compiles here, with the components.
  const local = (input: MarkdownInput) => compileMarkdown(input, compiler.ctx);
  const c = await (early.get(doc) ?? compilePage(compiler, doc, body, viaWorker && ((input) => viaWorker.compile(input, local))));
  early.delete(doc);
  return c;
}

/** `build.threads.pagesInFlight` overrides the choice (the tests build one site with several). */
function pagesInFlight(set: number | undefined, workers: MarkdownPool | undefined, secondCore: boolean): number {
  if (set !== undefined) return set;
  if (workers) return CONCURRENCY;
  return largeSite() || secondCore ? LARGE_SITE_CONCURRENCY : CONCURRENCY;
}

/** Plain Markdown compiles on worker threads when there are cores to spare and enough pages to
 *  pay for starting them (counted only then: the count hashes every page's text). */
function startWorkers(site: Site, compiler: PageCompiler): MarkdownPool | undefined {
  if (availableParallelism() < WORKER_MIN_CORES) return undefined;
  const uncached = site.docs.filter(
    (d) => d.format === 'md' && !compiler.cache.has(resolve(site.root, d.file), site.bodies.get(d.id) ?? ''),
  ).length;
  // A site's own plugins are functions of its config: each worker loads the config to run them.
  return uncached >= WORKER_MIN_PAGES
    ? new MarkdownPool(site.routesByFile, undefined, compiler.ctx.admonitions.keywords, compiler.pluginsConfig, compiler.ctx.without)
    : undefined;
}

/** A written page's text is needed again only to quote a line in a link error found later: it is
 *  read back from the file then, instead of being held for every page of the site (3,000 pages:
 *  ~40 MB of the live heap). */
function forget(site: Site, doc: Doc): void {
  site.bodies.delete(doc.id);
  if (doc.format === 'generated') return;
  const abs = resolve(site.root, doc.file);
  Object.defineProperty(doc, 'source', {
    get: () => (existsSync(abs) ? readFileSync(abs, 'utf8') : ''),
    configurable: true,
    enumerable: true,
  });
}

/** The site's React page modules (`content/pages/*.tsx`), then the search page unless the site has
 *  its own /search. */
export async function renderOtherRoutes(
  site: Site,
  setup: RenderSetup,
  pages: RenderedPages,
  sink: PageSink | undefined,
  compiler?: PageCompiler,
): Promise<void> {
  const cacheDir = join(site.root, '.docsgen-cache', 'modules');
  const blogEnv = setup.env.blog;
  if (site.blog && blogEnv && compiler) {
    const { theme, siteData, env } = setup;
    const blog = await renderBlogRoutes(
      compiler,
      {
        site: theme,
        siteData,
        components: env.components,
        blog: blogEnv,
        url: site.config.url,
        baseUrl: site.config.baseUrl,
        title: site.config.title,
        ...(env.islands && { islands: env.islands }),
      },
      site.blog.bodies,
      site.configFile,
    );
    const taken = new Map(pages.routes.map((r) => [r.route, r.file]));
    for (const r of blog.routes) {
      // A list page would overwrite a doc's page without a word (`routeBasePath: '/'` beside a home page).
      if (taken.has(r.route))
        throw new WriterError({ file: site.configFile }, `blog page ${r.route} has the route of ${taken.get(r.route)}`, {
          hint: 'give the blog another routeBasePath (or the doc another slug)',
        });
      pages.routes.push(r);
      await takePage(pages, collectRoute(setup, r), sink);
    }
    pages.files = [...(pages.files ?? []), ...blog.files];
  }
  for (const page of site.pageModules) {
    const r = await renderModuleRoute(site, setup, page, cacheDir);
    if (r.warnings) pages.warnings.push(...r.warnings);
    pages.routes.push(r);
    await takePage(pages, collectRoute(setup, r), sink);
  }
  if (!pages.routes.some((r) => r.route === SEARCH_ROUTE)) {
    const r = renderSearchPage(setup.theme, setup.siteData);
    pages.routes.push(r);
    await takePage(pages, collectRoute(setup, r), sink);
  }
}

async function renderModuleRoute(
  site: Site,
  { theme, siteData, env, loadComponent }: RenderSetup,
  page: string,
  cacheDir: string,
): Promise<RenderedRoute> {
  const display = relative(site.root, page);
  const mod = await importSiteModule(page, display, cacheDir, loadComponent);
  if (typeof mod.default !== 'function') {
    throw new WriterError({ file: display, line: 1, column: 1 }, 'page module has no default export', {
      hint: 'export the page component as default: `export default function Home() { ... }`',
    });
  }
  const route = pageModuleRoute(site.pagesDir, page);
  const meta = (mod.meta ?? {}) as { title?: string; description?: string };
  const log: IslandLog = { warnings: [], islands: [] };
  let html: string;
  try {
    html = renderPageModule(
      theme,
      siteData,
      { route, title: meta.title ?? site.config.title, description: meta.description ?? site.config.tagline, layout: 'page' },
      mod.default as ComponentType<{ site: ThemeSite }>,
      log,
    );
  } catch (e) {
    if (e instanceof IslandUseError) throw islandUseError(e, site.root, display);
    // The page's own code failed while rendering (a value it reads is missing, a hook the browser
    // alone has): the writer's to fix, named at the module.
    throw new WriterError({ file: display }, `this page threw while rendering: ${e instanceof Error ? e.message : String(e)}`, {
      hint: 'pages render once, on the server, at build time: fix what the message names, or guard browser-only code (window, document) with BrowserOnly or useEffect',
    });
  }
  if (env.islands) html = withIslandScripts(html, log.islands, env.islands.runtime, site.config.baseUrl);
  return {
    route,
    file: display,
    html,
    ids: collectIds(html),
    links: [],
    ...(log.warnings.length > 0 && {
      warnings: log.warnings.map((w) => (w.startsWith(`${display}`) ? w : `${display}  ${w.replace(/^\S+ {2}/, '')}`)),
    }),
    ...(log.islands.length > 0 && { islands: log.islands }),
  };
}

/** Runs `fn` over the items, `size` at a time. An item compiled on another thread (`elsewhere`)
 *  holds no place while it waits for it: the place takes the next item, so this thread never idles
 *  while the second-core worker has the pages just ahead of it. */
async function pool<T>(
  items: T[],
  size: number,
  fn: (item: T) => Promise<void>,
  elsewhere: (item: T) => boolean = () => false,
): Promise<void> {
  let next = 0;
  const away: Promise<void>[] = [];
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++];
        if (elsewhere(item)) away.push(fn(item));
        else await fn(item);
      }
    }),
  );
  await Promise.all(away);
}

/** Compiles pages one after another until `busy` settles; the pages loop takes these first. A page
 *  a worker has (`elsewhere`) is skipped. */
export async function compileWhile(
  busy: Promise<unknown>,
  docs: Doc[],
  compile: (doc: Doc) => Promise<CompiledDoc>,
  elsewhere: (doc: Doc) => boolean = () => false,
): Promise<Map<Doc, Promise<CompiledDoc>>> {
  // Keyed by the doc itself: two files can share an id (guide.md and guide.mdx), and both compile.
  const out = new Map<Doc, Promise<CompiledDoc>>();
  let settled = false;
  const stop = () => {
    settled = true;
  };
  busy.then(stop, stop);
  for (const doc of docs) {
    if (settled) break;
    // Left to the pages loop, which holds no place while the worker has it: taken here, the loop
    // would wait for it in order (150 pages: ~100 ms, while the worker started).
    if (elsewhere(doc)) continue;
    const p = compile(doc);
    out.set(doc, p);
    // Failures are reported by the pages loop, which awaits the same promise.
    await p.catch(() => undefined);
    // A page from the cache compiles in microtasks only: without a turn of the event loop, the
    // worker's message that settles `busy` would wait until every page had compiled.
    await new Promise<void>((done) => setImmediate(done));
  }
  return out;
}
