import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { createElement, type ComponentType } from 'react';
import { loadConfig, type LoadedConfig } from './config/load-config.js';
import type { SiteConfig } from './config/schema.js';
import { discoverContent } from './content/discover.js';
import { gitLastUpdated } from './content/git-dates.js';
import { loadDocs } from './content/load-docs.js';
import { getHighlighter } from './markdown/highlight/highlight.js';
import { compileMarkdown, type MarkdownContext } from './markdown/compile-doc.js';
import { MarkdownPool } from './markdown/worker-pool.js';
import { MarkdownCache } from './markdown/cache/md-cache.js';
import { compileCached, markdownInput } from './markdown/cache/compile-cached.js';
import type { ImportTarget } from './markdown/remark/remark-mdx-imports.js';
import { importSiteModule } from './markdown/site-modules.js';
import { splitFrontmatter } from './content/frontmatter.js';
import { buildSidebar } from './routes/sidebar.js';
import { routeToFile } from './routes/url.js';
import { renderNotFound, renderPageModule } from './render/render-route.js';
import { navigationKey, pageEnv, renderDocPage } from './render/render-pages.js';
import type { BuildSession } from './incremental/session.js';
import { siteProps, withBase } from './render/site-props.js';
import { boundHeapGrowth } from './heap-growth.js';
import { checkLinks, collectIds, hrefsOf, sidebarHrefs, type LinkProblem } from './links/check-links.js';
import { applyLinkPolicies } from './links/link-policies.js';
import { mermaidFiles } from './emit/mermaid-files.js';
import { llmsTxt, markdownCopy, robots, sitemap } from './emit/site-files.js';
import { SiteWriter, type OutputFile, type SiteOutput } from './emit/write-site.js';
import { generateReferenceDocs } from './data/generate.js';
import type { ReferencePrefetch } from './data/prefetch.js';
import { buildSearch } from './search/build-search.js';
import { extractRecords, type SearchRecord } from './search/records.js';
import { renderSearchPage, SEARCH_ROUTE } from './search/search-page.js';
import { createRenderHelpers } from './data/render-helpers.js';
import { WriterError, WriterErrors, type WriterError as WE } from './errors.js';
import type { CompiledDoc, Doc, LinkRef, RenderedRoute } from './types.js';
import { mdxComponents } from '../theme/components/index.js';
import { useBaseUrl } from '../theme/components/misc.js';
import type { SidebarNode, ThemeSite } from '../theme/types.js';

export interface BuildOptions {
  configPath: string;
  outDir?: string;
  /** Watch mode: drafts included, output written in place, live-reload script injected. */
  dev?: boolean;
  devScript?: string;
  /** Skip writing (docsgen check). */
  write?: boolean;
  /** docsgen check: return broken links in `linkProblems` instead of throwing on them. */
  collectLinkErrors?: boolean;
  onProgress?: (stage: string, done: number, total: number) => void;
  /** Watch mode: keep what an edit needs to rebuild only what it changed (BuildResult.session). */
  keepSession?: boolean;
  /** Watch mode: the build id of the whole session. */
  buildId?: string;
  /** The config the caller loaded already (docsgen build), so that it is loaded once. */
  loadedConfig?: LoadedConfig;
  /** Reference data the caller started loading early (prefetchReferenceData). */
  referenceData?: ReferencePrefetch;
}

export interface BuildResult {
  pages: number;
  warnings: string[];
  linkProblems: LinkProblem[];
  bytes: number;
  outDir: string;
  timings: Record<string, number>;
  routes: RenderedRoute[];
  orphans: string[];
  duplicates: string[];
  session?: BuildSession;
}

// Runs from dist/generator (the CLI) or generator/ (tests): both find the package root.
const here = dirname(fileURLToPath(import.meta.url));
const pkgRoot = resolve(here, here.split(/[\\/]/).includes('dist') ? '../..' : '..');
const clientDir = join(pkgRoot, 'dist', 'client');
const themeCss = join(pkgRoot, 'theme', 'styles.css');

/** Markdown workers (each loads the pipeline and compiles the grammars again, ~1–2 s of CPU, and
 *  warms its own highlight caches) pay only with cores to spare. Measured on two cores, with one
 *  worker beside the main thread: 600 pages 11.1 s vs 10.7 s without, 3,000 pages 49.8 s vs
 *  45.3 s; V8's own collector threads already use the second core. */
const WORKER_MIN_PAGES = 300;
const WORKER_MIN_CORES = 3;

const THEME_IMPORTS: Record<string, ImportTarget> = {
  '@theme/Tabs': { kind: 'component', name: 'Tabs' },
  '@theme/TabItem': { kind: 'component', name: 'TabItem' },
  '@theme/Admonition': { kind: 'component', name: 'Admonition' },
  '@theme/ThemedImage': { kind: 'component', name: 'ThemedImage' },
  '@theme/DocCardList': { kind: 'component', name: 'DocCardList' },
  '@theme/CodeBlock': { kind: 'component', name: 'CodeBlock' },
  '@theme/Details': { kind: 'component', name: 'Details' },
  '@docusaurus/Link': { kind: 'component', name: 'Link' },
  '@docusaurus/useBaseUrl': { kind: 'function', name: 'useBaseUrl' },
};

/** One build, top to bottom as in DESIGN.md: config → content → markdown → render → check → emit. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const warnings: string[] = [];
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = (timings[name] ?? 0) + (now - t);
    t = now;
  };

  // Config
  const { config, root, file: configAbs } = options.loadedConfig ?? (await loadConfig(options.configPath));
  const configFile = relative(process.cwd(), configAbs) || configAbs;
  const contentDir = resolve(root, config.docs.path);
  const cacheDir = join(root, '.docsgen-cache', 'modules');
  const outDir = resolve(root, options.outDir ?? 'out');

  // Content → docs with routes
  if (!existsSync(contentDir)) {
    throw new WriterError({ file: configFile }, `docs.path: the content folder ${relative(process.cwd(), contentDir) || contentDir} does not exist`, {
      hint: 'create it and put your Markdown pages there, or point docs.path at the folder that holds them',
    });
  }
  const discovered = discoverContent(contentDir, root);
  const { docs: fileDocs, bodies } = loadDocs(discovered.docs, {
    routeBasePath: config.docs.routeBasePath,
    includeDrafts: !!options.dev,
    lastUpdated: config.docs.showLastUpdateTime ? gitLastUpdated(root, config.docs.path) : new Map(),
  });
  // The docs hold their text now; the discovery list only names files from here on.
  for (const f of discovered.docs) f.source = '';
  const highlighter = await getHighlighter();
  // Markdown → compiled bodies (the context knows content files; generated docs have none)
  const docByFile = new Map(fileDocs.map((d) => [d.file, d]));
  const byFile = new Map(discovered.docs.map((f) => [f.abs, docByFile.get(f.display)]));
  const siteComponents: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(config.markdown.components)) {
    const mod = await importSiteModule(resolve(root, path), path, cacheDir);
    if (typeof mod.default !== 'function') throw new WriterError({ file: configFile }, `markdown.components.${name}: ${path} has no default export`, { hint: 'export the component as the module default' });
    siteComponents[name] = mod.default;
  }
  const components = { ...mdxComponents, ...siteComponents };
  const partials = new Map<string, Promise<ComponentType>>();
  const partialLinks = new Map<string, LinkRef[]>();
  const routesByFile = new Map(discovered.docs.map((f) => [f.abs, byFile.get(f.abs)?.route ?? '']));
  const lockfile = join(pkgRoot, 'package-lock.json');
  const cache = new MarkdownCache(join(root, '.docsgen-cache'), routesByFile, readFileSync(configAbs, 'utf8') + (existsSync(lockfile) ? readFileSync(lockfile, 'utf8') : ''));
  const ctx: MarkdownContext = {
    cache,
    highlighter,
    routeOfFile: (abs) => byFile.get(abs)?.route,
    resolveImport: (fromAbs, spec) => {
      if (THEME_IMPORTS[spec]) return THEME_IMPORTS[spec];
      const abs = spec.startsWith('@site/') ? resolve(root, spec.slice(6)) : spec.startsWith('.') ? resolve(dirname(fromAbs), spec) : undefined;
      if (!abs || !existsSync(abs)) return undefined;
      if (/\.mdx?$/.test(abs)) return { kind: 'partial', abs };
      if (/\.[jt]sx?$/.test(abs)) return { kind: 'siteModule', abs };
      return undefined;
    },
    knownComponents: () => Object.keys(components),
    functions: { useBaseUrl },
    loadModule: async (target) => {
      if (target.kind === 'component') return (components as Record<string, unknown>)[target.name];
      if (target.kind === 'siteModule') return importSiteModule(target.abs, relative(root, target.abs), cacheDir);
      if (target.kind === 'partial') {
        let p = partials.get(target.abs);
        if (!p) {
          p = (async () => {
            const source = readFileSync(target.abs, 'utf8');
            const display = relative(root, target.abs);
            const split = splitFrontmatter(display, source);
            if (split instanceof WriterError) throw split;
            const compiled = await compileMarkdown({ file: display, abs: target.abs, source, body: split.body, format: extname(target.abs) === '.md' ? 'md' : 'mdx' }, ctx);
            partialLinks.set(target.abs, [
              ...compiled.links.map((l) => ({ ...l, file: display, source })),
              ...(compiled.partials ?? []).flatMap((p) => partialLinks.get(p) ?? []),
            ]);
            const body = compiled.body;
            return (props: Record<string, unknown>) =>
              body.type === 'html'
                ? createElement('div', { className: 'partial', dangerouslySetInnerHTML: { __html: body.html } })
                : body.type === 'component'
                  ? createElement(body.Component, { ...props, components })
                  : body.element;
          })();
          partials.set(target.abs, p);
        }
        return p;
      }
      return undefined;
    },
  };
  // Reference data (CLI YAML, OpenAPI) finishes loading on its worker thread while this thread
  // compiles the first pages, instead of waiting for it.
  const generatedP = generateReferenceDocs(config, root, configFile, createRenderHelpers(highlighter), options.referenceData);
  const early = await compileWhile(generatedP, fileDocs, (doc) => compileCached(markdownInput(root, doc, bodies.get(doc.id) ?? ''), ctx));
  const generated = await generatedP;
  const docs: Doc[] = [...fileDocs, ...generated.docs];
  const duplicates = findDuplicates(docs);
  for (const d of duplicates) warnings.push(d);
  if (duplicates.length > 0 && config.onDuplicateRoutes === 'throw') {
    throw new WriterErrors(duplicates.map((m) => new WriterError({ file: m.split('  ')[0] }, m.split('  ').slice(1).join('  '))));
  }
  boundHeapGrowth(docs.length);
  lap('load');

  // Sidebar, assets, render
  const sidebarItems = Object.values(config.sidebars)[0];
  const makeSidebar = (all: Doc[]) => sidebarItems
    ? buildSidebar(sidebarItems, { docs: all, contentDir, configFile, generated: generated.sidebars })
    : buildSidebar([{ type: 'autogenerated', dirName: '' }], { docs: all.filter((d) => !d.standalone), contentDir, configFile, generated: generated.sidebars });
  const listedDocs = docs.filter((d) => !d.standalone);
  const sidebar = makeSidebar(docs);

  const output: SiteOutput = { files: [], copies: [], dirs: [{ from: join(root, 'static'), to: '.' }] };
  const css = readFileSync(themeCss, 'utf8');
  const cssPath = `/assets/css/styles-${hash(css)}.css`;
  output.files.push({ path: cssPath.slice(1), contents: css });
  const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8')) as { main: string; search: string; files: string[] };
  for (const f of manifest.files) output.copies.push({ from: join(clientDir, f), to: `assets/js/${f}` });
  const search = buildSearch(docs, listedDocs, { siteUrl: config.url });
  // Watch mode keeps one id for the whole session: pages rendered after different edits must not
  // look like different deployments to the client router (which reloads on a new build id).
  const buildId = options.buildId ?? hash(`${Date.now()}${Math.random()}`).slice(0, 10);
  const site: ThemeSite = {
    ...siteProps(config, { css: [cssPath], js: `/assets/js/${manifest.main}`, searchJs: `/assets/js/${manifest.search}` }, buildId, search.indexPath),
    devScript: options.devScript,
    // The tag manager is for production traffic only, never for a writer's preview.
    tagManager: options.dev ? undefined : config.tagManager?.containerId ? config.tagManager : undefined,
  };
  const env = pageEnv({ site, config, docs, sidebar, components, partialLinks });

  // Links in pages are written root-relative; a site served under a base URL gets it prefixed.
  const underBase = (html: string) => (config.baseUrl === '/' ? html : html.replace(/(\s(?:href|src|action)=")\/(?!\/)/g, `$1${config.baseUrl}`));

  // Pages go to disk as they are rendered (into a temporary folder that replaces out/ only after
  // every check passed), so the HTML of a large site is never held in memory all at once.
  const writer = options.write === false ? undefined : await SiteWriter.open(outDir, !!options.dev);
  try {
    const routes: RenderedRoute[] = [];
    /** Search records by route, in page order. */
    const records = new Map<string, SearchRecord[]>();
    let hasMermaid = false;
    const finish = async (r: RenderedRoute) => {
      // Checks and records use the site's own routes; only what is written carries the base URL.
      r.hrefs = hrefsOf(r.html);
      hasMermaid ||= r.html.includes('class="mermaid-diagram"');
      if (r.doc && search.isListed(r.route)) {
        // extractRecords copies the texts it keeps, so the records do not hold the page's HTML.
        records.set(r.route, extractRecords(r).map((x) => ({ ...x, url: withBase(config.baseUrl, x.url), url_without_anchor: withBase(config.baseUrl, x.url_without_anchor) })));
      }
      await writer?.write(routeToFile(r.route), underBase(r.html));
      r.html = '';
    };
    const mdCopy = (d: Doc): OutputFile => ({ path: `${d.route === '/' ? 'index' : d.route.slice(1)}.md`, contents: markdownCopy(d, bodies.get(d.id)) });
    // Markdown → page, one page at a time: each page is compiled, rendered and written before its
    // compiled body is dropped, so memory does not grow with the size of the site.
    const compiled = new Map<string, CompiledDoc>();
    const errors: WE[] = [];
    const slots: (RenderedRoute | undefined)[] = new Array(docs.length);
    const pageWarnings: string[][] = new Array(docs.length);
    let done = 0;
    let renderMs = 0;
    // Plain Markdown compiles on worker threads when there are cores to spare and enough pages to
    // pay for starting them (counted only then: the count hashes every page's text).
    const enoughWork = () => docs.filter((d) => d.format === 'md' && !cache.has(resolve(root, d.file), bodies.get(d.id) ?? '')).length >= WORKER_MIN_PAGES;
    const workers = availableParallelism() >= WORKER_MIN_CORES && enoughWork() ? new MarkdownPool(routesByFile) : undefined;
    try {
      await pool(docs.map((doc, i) => ({ doc, i })), 16, async ({ doc, i }) => {
        let c: CompiledDoc | undefined;
        try {
          if (doc.format !== 'generated') {
            const viaWorker = workers && doc.format === 'md' && workers.hasRoom() ? workers : undefined;
            c = await (early.get(doc) ?? compileCached(markdownInput(root, doc, bodies.get(doc.id) ?? ''), ctx, viaWorker && ((input) => viaWorker.compile(input))));
            early.delete(doc);
            pageWarnings[i] = c.warnings;
          }
          // Once a page failed the build fails: rendering the others would only cost time.
          if (errors.length === 0) {
            const t0 = performance.now();
            const rendered = renderDocPage(env, doc, c);
            renderMs += performance.now() - t0;
            slots[i] = rendered;
            await finish(rendered);
            if (!doc.standalone && writer) {
              const copy = mdCopy(doc);
              await writer.write(copy.path, copy.contents);
            }
            if (!options.keepSession) {
              bodies.delete(doc.id);
              if (doc.format !== 'generated') dropSource(doc, resolve(root, doc.file));
            }
            for (const a of c?.assets ?? []) output.copies.push({ from: a.from, to: a.to.slice(1) });
            // Watch mode keeps compiled pages: an edit re-renders pages without compiling them again.
            if (options.keepSession && c) compiled.set(doc.id, c);
          }
        } catch (e) {
          if (e instanceof WriterError) errors.push(e);
          else if (e instanceof WriterErrors) errors.push(...e.errors);
          else throw e;
        }
        options.onProgress?.('pages', ++done, docs.length);
      });
    } finally {
      await workers?.close();
    }
    if (errors.length > 0) throw new WriterErrors(errors);
    for (const w of pageWarnings) if (w) warnings.push(...w);
    for (const r of slots) routes.push(r!);
    // Pages finished in any order; the search index lists them in page order.
    const finished = new Map(records);
    records.clear();
    for (const r of routes) if (finished.has(r.route)) records.set(r.route, finished.get(r.route)!);
    lap('markdown');
    timings.markdown -= renderMs;
    timings.render = renderMs;

    for (const page of discovered.pages) {
      const display = relative(root, page);
      const mod = await importSiteModule(page, display, cacheDir);
      if (typeof mod.default !== 'function') {
        throw new WriterError({ file: display, line: 1, column: 1 }, 'page module has no default export', { hint: 'export the page component as default: `export default function Home() { ... }`' });
      }
      const name = relative(join(contentDir, 'pages'), page).replace(/\.[jt]sx$/, '');
      const route = name === 'index' ? '/' : `/${name.replace(/\/index$/, '')}`;
      const meta = (mod.meta ?? {}) as { title?: string; description?: string };
      const html = renderPageModule(site, { route, title: meta.title ?? config.title, description: meta.description ?? config.tagline, layout: 'page' }, mod.default as ComponentType<{ site: ThemeSite }>);
      const rendered: RenderedRoute = { route, file: display, html, ids: collectIds(html), links: [] };
      routes.push(rendered);
      await finish(rendered);
    }
    // --- search page (issue 5): the /search shell, unless the site has its own /search page
    if (!routes.some((r) => r.route === SEARCH_ROUTE)) {
      const searchPage = renderSearchPage(site);
      routes.push(searchPage);
      await finish(searchPage);
    }
    // --- end search page
    if (hasMermaid) output.copies.push(...mermaidFiles());
    lap('render');

    // Checks, on the pages in memory, before anything is written
    const staticFiles = new Set<string>([...output.files.map((f) => `/${f.path}`), ...output.copies.map((c) => `/${c.to}`), ...generated.files.map((f) => `/${f.path}`), '/sitemap.xml', '/robots.txt', '/llms.txt', '/search-records.json', '/404.html']);
    for (const f of staticUrls(join(root, 'static'))) staticFiles.add(f);
    const linkProblems = checkLinks({ routes, files: staticFiles, configFile, sidebar: sidebarHrefs(sidebar) });
    const fatal = applyLinkPolicies(config, linkProblems, warnings);
    if (fatal.length > 0 && !options.collectLinkErrors) throw new WriterErrors(fatal);
    lap('links');

    // Output
    const base = config.url + config.baseUrl.replace(/\/$/, '');
    /** The files that list pages or show the top of the sidebar. */
    const chromeFiles = (all: Doc[], allRoutes: RenderedRoute[], nav: SidebarNode[]): OutputFile[] => {
      const published = all.filter((d) => !d.frontmatter.unlisted && !d.frontmatter.draft);
      return [
        { path: '404.html', contents: underBase(renderNotFound(site, nav.filter((n) => n.href).slice(0, 8).map((n) => ({ label: n.label, href: n.href! })))) },
        { path: 'sitemap.xml', contents: sitemap(base, allRoutes.filter((r) => !r.doc || (!r.doc.frontmatter.unlisted && !r.doc.frontmatter.draft)).map((r) => ({ route: r.route, lastmod: r.doc?.lastUpdated }))) },
        { path: 'llms.txt', contents: llmsTxt(config.title, config.tagline, base, published.filter((d) => !d.standalone)) },
      ];
    };
    const searchFiles = () => search.filesFromRecords([...records.values()].flat());
    output.files.push(...chromeFiles(docs, routes, sidebar));
    output.files.push({ path: 'robots.txt', contents: robots(base) });
    output.files.push(...generated.files);
    output.files.push(...searchFiles());
    lap('search');
    const bytes = writer ? await writer.commit(output) : 0;
    lap('write');

    const linked = new Set<string>(env.flat.map((f) => f.href));
    for (const r of routes) {
      for (const h of r.hrefs ?? []) {
        const path = h.split(/[#?]/)[0];
        if (path.startsWith('/') && path !== r.route) linked.add(path.replace(/\/$/, '') || '/');
      }
    }
    const orphans = docs.filter((d) => !d.standalone && !linked.has(d.route) && d.route !== '/').map((d) => `${d.file}  ${d.route}`);
    timings.cacheHits = cache.hits;
    // A full build has looked up every page: cache entries it did not use are for texts that are gone.
    if (writer && !options.keepSession) await cache.prune();
    const result: BuildResult = { pages: routes.length, warnings, linkProblems, bytes, outDir, timings, routes, orphans, duplicates };
    if (options.keepSession && writer) {
      result.session = {
        config, root, contentDir, configFile, docs, bodies, compiled, ctx, partials, partialLinks, makeSidebar, env,
        navKey: navigationKey(env), routes, linkProblems, staticFiles, hasMermaid,
        baseWarnings: duplicates,
        finish,
        write: async (files) => {
          for (const f of files) await writer.write(f.path, f.contents);
          await writer.flush();
        },
        copy: (from, to) => writer.copy(from, to),
        mdCopy, chromeFiles, searchFiles,
        stale: new Set(), chromeStale: false, searchStale: false,
      };
    }
    return result;
  } catch (e) {
    await writer?.abort();
    throw e;
  }
}

function findDuplicates(docs: Doc[]): string[] {
  const seen = new Map<string, Doc>();
  const out: string[] = [];
  for (const d of docs) {
    const prev = seen.get(d.route);
    if (prev) out.push(`${d.file}  duplicate route ${d.route}: ${prev.file} has the same route; the later one wins (change its slug or file name)`);
    seen.set(d.route, d);
  }
  return out;
}

function hash(s: string): string {
  return createHash('sha1').update(s).digest('hex').slice(0, 10);
}

function staticUrls(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(`/${relative(dir, p).split('\\').join('/')}`);
    }
  };
  walk(dir);
  return out;
}


async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

export type { SiteConfig };

/** Compiles pages one after another until `busy` settles; the pages loop takes these first. */
async function compileWhile(busy: Promise<unknown>, docs: Doc[], compile: (doc: Doc) => Promise<CompiledDoc>): Promise<Map<Doc, Promise<CompiledDoc>>> {
  // Keyed by the doc itself: two files can share an id (guide.md and guide.mdx), and both compile.
  const out = new Map<Doc, Promise<CompiledDoc>>();
  let settled = false;
  const stop = () => {
    settled = true;
  };
  busy.then(stop, stop);
  for (const doc of docs) {
    if (settled) break;
    const p = compile(doc);
    out.set(doc, p);
    // Failures are reported by the pages loop, which awaits the same promise.
    await p.catch(() => undefined);
  }
  return out;
}

/** A written page's text is needed again only to quote a line in a link error found later: it is
 *  read back from the file then, instead of being held for every page of the site (3,000 pages:
 *  ~40 MB of the live heap). */
function dropSource(doc: Doc, abs: string): void {
  Object.defineProperty(doc, 'source', { get: () => (existsSync(abs) ? readFileSync(abs, 'utf8') : ''), configurable: true, enumerable: true });
}
