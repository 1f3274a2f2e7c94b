// The Markdown stage's state for one site: the compile context (imports, components, partials,
// the on-disk cache) that the full build and watch-mode rebuilds share. Made once per build.
import { ASSET_FILE, assetRoute } from './asset-route.js';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { createElement, type ComponentType } from 'react';
import type { HighlighterCore } from 'shiki/core';
import { yaml } from '../lazy-yaml.js';
import { compileMarkdown, type MarkdownContext, type MarkdownInput } from './compile-doc.js';
import { pathFor } from './markdown-input.js';
import { MarkdownCache } from './cache/md-cache.js';
import { CompileAhead, compiledAhead } from './compile-ahead.js';
import { isPackageSpecifier, resolvePackage } from './package-imports.js';
import { compileCached, markdownInput, type LinkPlace } from './cache/compile-cached.js';
import type { ImportTarget } from './remark/remark-mdx-imports.js';
import { importSiteModuleAndCode } from './site-modules.js';
import { islandModules, wrapSiteModule, type IslandModules } from '../islands/wrap-module.js';
import { docusaurusToc } from './import-value.js';
import { loadComponentCodeLanguages } from './component-code-languages.js';
import { RAW_LOADER } from '../modules/site-packages.js';
import { sitePluginsOf } from './remark/site-plugins.js';
import { admonitionSyntax, siteAdmonitionKeywords } from './syntax/admonition-syntax.js';
import { fileRoute } from '../routes/file-route.js';
import { splitFrontmatter } from '../content/frontmatter.js';
import { readText } from '../content/read-text.js';
import { docFormat, type MarkdownFormat } from '../content/doc-format.js';
import type { SiteContent } from '../content/site-content.js';
import { WriterError, WriterErrors } from '../errors.js';
import { pkgRoot } from '../package-root.js';
import { LARGE_SITE_PAGES } from '../heap-growth.js';
import type { CompiledDoc, Doc, LinkRef } from '../types.js';
import type { BodyRecordsOf } from '../search/page-records.js';
import { mdxComponents } from '../../theme/components/index.js';
import { Link, useBaseUrl } from '../../theme/components/misc.js';
import {
  ThemeClassNames,
  useColorMode,
  useIsomorphicLayoutEffect,
  useThemeConfig,
  useWindowSize,
} from '../../theme/components/docusaurus-theme-common.js';
import {
  IconExternalLink,
  Layout,
  matchPath,
  NavLink,
  Redirect,
  TOCInline,
  useHistory,
  useLocation,
  useParams,
  useRouteMatch,
} from '../../theme/components/docusaurus-router.js';
import {
  docusaurusComponents,
  Translate,
  translate,
  useAllPluginInstancesData,
  useDocusaurusContext,
  useGlobalData,
  usePluginData,
} from '../../theme/components/docusaurus.js';
import type { SiteData } from '../../theme/site-data.js';
import { createRenderHelpers, describeWith, type RenderHelpers } from './reference/render-helpers.js';
import { jsonSchemaView } from './reference/json-schema-view.js';
import { loadPluginData } from './plugin-data.js';
import { mdxPropChecks } from './mdx-prop-checks.js';
import { mdxInCommonMark } from './syntax/mdx-in-commonmark.js';
import type { Without } from '../accelerators.js';

const THEME_IMPORTS: Record<string, ImportTarget> = {
  '@theme/Tabs': { kind: 'component', name: 'Tabs' },
  '@theme/TabItem': { kind: 'component', name: 'TabItem' },
  '@theme/Admonition': { kind: 'component', name: 'Admonition' },
  '@theme/ThemedImage': { kind: 'component', name: 'ThemedImage' },
  '@theme/DocCardList': { kind: 'component', name: 'DocCardList' },
  '@theme/CodeBlock': { kind: 'component', name: 'CodeBlock' },
  '@theme/Details': { kind: 'component', name: 'Details' },
  '@docusaurus/Link': { kind: 'component', name: 'Link' },
  '@theme/DocCard': { kind: 'component', name: 'DocCard' },
  '@theme/Heading': { kind: 'component', name: 'Heading' },
  '@docusaurus/BrowserOnly': { kind: 'component', name: 'BrowserOnly' },
  '@docusaurus/Head': { kind: 'component', name: 'Head' },
  '@docusaurus/useGlobalData': { kind: 'function', name: 'useGlobalData' },
  '@theme/ApiDocMdx': { kind: 'component', name: 'ApiDocMdx' },
  '@theme/JSONSchemaViewer': { kind: 'component', name: 'JSONSchemaViewer' },
  '@theme/TOCInline': { kind: 'component', name: 'TOCInline' },
  '@theme/Layout': { kind: 'component', name: 'Layout' },
  '@theme/Icon/ExternalLink': { kind: 'component', name: 'IconExternalLink' },
  '@docusaurus/router': { kind: 'named', module: '@docusaurus/router' },
  '@docusaurus/theme-common': { kind: 'named', module: '@docusaurus/theme-common' },
  '@docusaurus/Translate': { kind: 'named', module: '@docusaurus/Translate' },
  '@docusaurus/useBaseUrl': { kind: 'named', module: '@docusaurus/useBaseUrl' },
  '@docusaurus/useDocusaurusContext': { kind: 'named', module: '@docusaurus/useDocusaurusContext' },
};

/** Docusaurus modules of several exports, by name. */
const NAMED_MODULES: Record<string, Record<string, unknown>> = {
  '@docusaurus/router': { useLocation, useHistory, useParams, useRouteMatch, matchPath, Redirect, Link, NavLink },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/theme-common': { useColorMode, useThemeConfig, useWindowSize, useIsomorphicLayoutEffect, ThemeClassNames },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils: () => ({ withBaseUrl: useBaseUrl }) },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
};

/** Docusaurus theme components MDX pages use without their being in the global MDX map. */
const PAGE_THEME_COMPONENTS = { TOCInline, Layout, IconExternalLink };

/** The theme's components: never wrapped as a site's (a swizzled MDXComponents spreads them in). */
const THEME_COMPONENTS: ReadonlySet<unknown> = new Set(
  Object.values({ ...mdxComponents, ...docusaurusComponents, ...PAGE_THEME_COMPONENTS }),
);

/** Components whose data has descriptions in Markdown: the full Markdown pipeline loads first. */
const DESCRIBING = new Set(['ApiDocMdx', 'JSONSchemaViewer']);

export interface PageCompiler {
  root: string;
  /** A site with remark or rehype plugins: its config file, which a Markdown worker loads to run
   *  them (functions cannot be posted to a thread). */
  pluginsConfig?: string;
  ctx: MarkdownContext;
  cache: MarkdownCache;
  /** MDX components: the theme's and the site's own (`markdown.components`). */
  components: Record<string, unknown>;
  /** Compiled partials by absolute path; watch mode drops an edited one so it compiles again. */
  partials: Map<string, Promise<ComponentType>>;
  /** Links written inside each partial, checked as the importing page's. */
  partialLinks: Map<string, LinkRef[]>;
  /** `markdown.trustedHtml`: raw HTML and JSX script are kept. */
  trustedHtml: boolean;
  /** `markdown.format`: partials are parsed as the pages are (doc-format.ts). */
  markdownFormat: MarkdownFormat;
  /** How each page's relative links resolve (its folder URL, its docs folder). */
  linkPlace: LinkPlace;
  /** A cold build's second-core worker (compile-ahead.ts), until the pages are compiled. */
  ahead?: CompileAhead;
  /** `build.threads.compileAhead`: when a cold build starts the compile-ahead worker. */
  compileAhead: 'auto' | 'on' | 'off';
  /** Markdown and code rendering for reference data: the API pages, ApiDocMdx, JSONSchemaViewer. */
  helpers: RenderHelpers;
  /** What the theme's Docusaurus hooks and JSONSchemaViewer read while a page renders; the render
   *  setup adds the OpenAPI descriptions (render-setup.ts) and the renderer provides it. */
  siteData: Omit<SiteData, 'apiDocs'>;
  /** The site's component modules, wrapped as islands or server-only (generator/islands/). */
  islands: IslandModules;
  /** Loads a site component module, wrapped: what MDX imports get, and page modules' imports too. */
  loadComponent: (abs: string) => Promise<Record<string, unknown>>;
}

/** Compiles a content page (through the cache); `via` runs the compiler elsewhere (a worker). */
export async function compilePage(
  compiler: PageCompiler,
  doc: Doc,
  body: string,
  via?: (input: MarkdownInput) => Promise<CompiledDoc>,
): Promise<CompiledDoc> {
  const input = markdownInput(compiler.root, doc, body, compiler.trustedHtml, compiler.linkPlace);
  const claimed = compiler.ahead?.take(input.abs);
  if (claimed?.kind === 'blocks') await claimed.done;
  // A page the worker compiled has no cache entry (pagesToCompile found none), and the worker wrote
  // it; a page the worker lost goes through the cache here.
  const out =
    claimed?.kind === 'compile'
      ? await compiledAhead(claimed, () => compileCached(input, compiler.ctx))
      : await compileCached(input, compiler.ctx, via);
  // A page that asks for CommonMark by its frontmatter shows its imports as text on purpose.
  if (doc.format !== 'md' || doc.frontmatter.mdx?.format === 'md') return out;
  const hints = mdxInCommonMark(doc.file, body, compiler.ctx.knownComponents());
  // A copy: the cached result is shared between builds in watch mode.
  return hints.length ? { ...out, warnings: [...out.warnings, ...hints] } : out;
}

/** Whether the second-core worker has this page (the page step need not wait for it in order). */
export function onSecondCore(compiler: PageCompiler, doc: Doc): boolean {
  return !!compiler.ahead?.has(resolve(compiler.root, doc.file));
}

function recordsOf(doc: Doc, baseUrl: string): BodyRecordsOf {
  return { route: doc.route, title: doc.title, description: doc.description, version: doc.version, baseUrl };
}

/** The pages a cold build compiles (not in the cache), for a second-core worker. */
function pagesToCompile(content: SiteContent, compiler: PageCompiler): MarkdownInput[] {
  const pages: MarkdownInput[] = [];
  for (const doc of content.fileDocs) {
    const body = content.bodies.get(doc.id) ?? '';
    const input =
      doc.format === 'md' || doc.format === 'mdx'
        ? markdownInput(content.root, doc, body, compiler.trustedHtml, compiler.linkPlace)
        : undefined;
    if (!input) continue;
    if (doc.format === 'md') {
      const cacheEntry = compiler.cache.entryFile(input.abs, body);
      if (!compiler.cache.hasEntry(cacheEntry)) pages.push({ ...input, cacheEntry, recordsOf: recordsOf(doc, content.config.baseUrl) });
    } else if (!compiler.cache.compiledBefore(input.abs, body, doc.format, compiler.ctx.admonitions)) pages.push(input);
  }
  return pages;
}

/** From this many plain Markdown pages to compile on (the worker compiles those whole; of an MDX
 *  page it only colours the code), a cold build compiles beside a second-core worker by default:
 *  a large site's. Measured on two cores, alternating cold builds against the build without it,
 *  medians: 3,000 pages 33.8 → 27.2 s, 1,000 pages 12.9 → 11.6 s (every round faster), but 600
 *  pages −10 %, −1 % and +4 % in three runs for 1.5–2.3 s more CPU, 150 pages 2.33 → 2.50 s (the
 *  worker's start and warm-up are not paid back), and 1,000 pages of which 600 MDX 13.4 / 13.8 s
 *  (CPU 18 → 22 s). */
export const AHEAD_MIN_PAGES = LARGE_SITE_PAGES;

/** `build.threads.compileAhead` 'on': always; 'off' (or `--without compile-ahead`): never; 'auto':
 *  for AHEAD_MIN_PAGES Markdown pages to compile or more on two cores (with three or more, the
 *  Markdown pool of render-site.ts takes pages instead). */
function compileAheadFor(compiler: PageCompiler, pages: number): boolean {
  if (compiler.ctx.without?.includes('compile-ahead')) return false;
  if (compiler.compileAhead !== 'auto') return compiler.compileAhead === 'on';
  return pages >= AHEAD_MIN_PAGES && availableParallelism() === 2;
}

/** Starts the second-core worker (compile-ahead.ts) when compileAheadFor says so and pages are left
 *  to compile (a warm build finds them in the cache and starts nothing). */
export function startCompileAhead(content: SiteContent, compiler: PageCompiler): void {
  // Listing the pages to compile looks each one up in the cache: only when a worker may take them.
  if (!compileAheadFor(compiler, content.fileDocs.filter((d) => d.format === 'md').length)) return;
  const pages = pagesToCompile(content, compiler);
  if (pages.length > 0 && compileAheadFor(compiler, pages.filter((p) => p.format === 'md').length)) {
    compiler.ahead = new CompileAhead(
      content.routesByFile,
      pages,
      compiler.ctx.admonitions.keywords,
      compiler.pluginsConfig,
      compiler.ctx.without,
    );
  }
}

/** Closes the second-core worker and writes the cache entries: the pages are compiled (or the
 *  build failed). */
export async function stopCompileAhead(compiler: PageCompiler): Promise<void> {
  const { ahead } = compiler;
  compiler.ahead = undefined;
  compiler.cache.flush();
  await ahead?.close();
}

/** `without`: the accelerators the build does without (accelerators.ts). */
export async function createPageCompiler(content: SiteContent, highlighter: HighlighterCore, without: Without = []): Promise<PageCompiler> {
  const { root, configAbs } = content;
  const cacheDir = join(root, '.docsgen-cache', 'modules');
  const helpers = createRenderHelpers(highlighter, !without.includes('print-hast'));
  // A Docusaurus site's components (src/) and standalone pages may write <CodeBlock language=…>.
  await loadComponentCodeLanguages(highlighter, [join(root, 'src'), ...(content.config.pages ? [content.pagesDir] : [])]);
  const siteData = {
    siteConfig: content.config as unknown as Record<string, unknown>,
    pluginData: loadPluginData(content),
    schemaView: (schema: unknown) => jsonSchemaView(schema, describeWith(helpers)),
    codeBlock: helpers.codeBlock,
  };
  const islands = islandModules();
  const load = (abs: string) => loadSiteModule(islands, root, abs, cacheDir);
  const own = { ...(await siteComponents(content, load)), ...(await swizzledMdxComponents(root, load)) };
  const components: Record<string, unknown> = { ...mdxComponents, ...docusaurusComponents, ...PAGE_THEME_COMPONENTS, ...own };
  const siteComponentNames = new Set(Object.keys(own));
  // The dependencies' versions are part of the key: the lockfile in docsgen's own repository; an
  // installed package has none (npm never packs it), and its package.json pins exact versions.
  const lockfile = join(pkgRoot, existsSync(join(pkgRoot, 'package-lock.json')) ? 'package-lock.json' : 'package.json');
  const plugins = sitePluginsOf(content.config.markdown);
  // A site with plugins of its own: their code (bundled with the config when local) is part of the key.
  // `islands`: MDX compiled since elements of site components carry their place (theme/island.tsx).
  const cacheKey =
    'islands\0' +
    readFileSync(configAbs, 'utf8') +
    (existsSync(lockfile) ? readFileSync(lockfile, 'utf8') : '') +
    (plugins ? `\0${content.configBundleHash ?? Date.now()}` : '');
  const { keywords, extendDefaults } = content.config.markdown.admonitions;
  const admonitions = admonitionSyntax(siteAdmonitionKeywords(keywords, extendDefaults));
  const compiler: PageCompiler = {
    root,
    ...(plugins && { pluginsConfig: configAbs }),
    cache: new MarkdownCache(join(root, '.docsgen-cache'), content.routesByFile, cacheKey),
    components,
    partials: new Map(),
    partialLinks: new Map(),
    trustedHtml: content.config.markdown.trustedHtml,
    markdownFormat: content.config.markdown.format,
    linkPlace: {
      ...(content.config.trailingSlash !== undefined && { trailingSlash: content.config.trailingSlash }),
      roots: [content.contentDir, ...content.versions.slice(1).map((v) => v.dir), ...(content.docsInstances ?? []).map((d) => d.dir)],
    },
    compileAhead: content.config.build.threads.compileAhead,
    helpers,
    siteData,
    islands,
    loadComponent: load,
    ctx: undefined as unknown as MarkdownContext, // set just below: the context loads partials through the compiler
  };
  const routeOf = (abs: string) => fileRoute(content.routesByFile, abs) || undefined;
  compiler.ctx = {
    cache: compiler.cache,
    highlighter,
    routeOfFile: routeOf,
    resolveImport: (fromAbs, spec) => resolveImport(root, fromAbs, spec),
    knownComponents: () => Object.keys(components),
    siteComponents: siteComponentNames,
    admonitions,
    functions: { useBaseUrl, useDocusaurusContext, usePluginData, useGlobalData, useAllPluginInstancesData, translate },
    checkProps: mdxPropChecks(content.config.openapi.map((o) => o.id)),
    ...(plugins && { plugins }),
    ...(without.length > 0 && { without }),
    loadModule: async (target) => {
      // These describe schemas while the page renders, where the pipeline cannot be loaded on demand.
      if (target.kind === 'component' && DESCRIBING.has(target.name)) await Promise.all([helpers.ready(), helpers.pipeline()]);
      if (target.kind === 'component') return components[target.name];
      if (target.kind === 'siteModule') return load(target.abs);
      if (target.kind === 'partial') return loadPartial(compiler, target.abs);
      if (target.kind === 'data') return loadData(target.abs);
      if (target.kind === 'raw') return readFileSync(target.abs, 'utf8');
      if (target.kind === 'asset') return assetRoute(target.abs);
      if (target.kind === 'style') return {};
      if (target.kind === 'named') return NAMED_MODULES[target.module] ?? ownModule(target.module);
      return undefined;
    },
  };
  return compiler;
}

const ownRequire = createRequire(import.meta.url);

/** A module of docsgen's own (React), as an ES import of it sees a CommonJS module: its exports,
 *  and the whole as the default. */
function ownModule(spec: string): Record<string, unknown> {
  const mod = ownRequire(spec) as Record<string, unknown>;
  return { ...mod, default: mod };
}

/** A site's component module (or a package's), its components wrapped as islands or server-only. */
async function loadSiteModule(islands: IslandModules, root: string, abs: string, cacheDir: string): Promise<Record<string, unknown>> {
  const { mod, code } = await importSiteModuleAndCode(abs, relative(root, abs), cacheDir);
  return wrapSiteModule(islands, root, abs, mod, code, readFileSync(abs, 'utf8'), THEME_COMPONENTS);
}

type LoadSiteModule = (abs: string) => Promise<Record<string, unknown>>;

/** `markdown.components`: the site's global MDX components. */
async function siteComponents(content: SiteContent, load: LoadSiteModule): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(content.config.markdown.components)) {
    const mod = await load(resolve(content.root, path));
    if (typeof mod.default !== 'function')
      throw new WriterError({ file: content.configFile }, `markdown.components.${name}: ${path} has no default export`, {
        hint: 'export the component as the module default',
      });
    out[name] = mod.default;
  }
  return out;
}

function resolveImport(root: string, fromAbs: string, spec: string): ImportTarget | undefined {
  if (THEME_IMPORTS[spec]) return THEME_IMPORTS[spec];
  // React is the renderer's own (a second copy breaks hooks), whatever the site installed.
  if (/^react(-dom)?(\/.*)?$/.test(spec)) return { kind: 'named', module: spec };
  const raw = RAW_LOADER.exec(spec)?.[1];
  if (raw !== undefined) {
    const abs = raw.startsWith('@site/') ? resolve(root, raw.slice(6)) : resolve(dirname(fromAbs), raw);
    return existsSync(abs) ? { kind: 'raw', abs } : undefined;
  }
  const base = spec.startsWith('@site/')
    ? resolve(root, spec.slice(6))
    : spec.startsWith('.')
      ? resolve(dirname(fromAbs), spec)
      : undefined;
  if (base && ASSET_FILE.test(base)) return existsSync(base) ? { kind: 'asset', abs: base } : undefined;
  const abs = base ? moduleFile(base) : isPackageSpecifier(spec) ? resolvePackage(root, spec) : undefined;
  if (!abs) return undefined;
  if (abs.endsWith('.css')) return { kind: 'style', abs };
  // A package's entry (`.cjs`, `.mjs` or `.js`) is bundled like a site component.
  if (!base && /\.[cm]?js$/.test(abs)) return { kind: 'siteModule', abs };
  if (/\.mdx?$/.test(abs)) return { kind: 'partial', abs };
  if (/\.[jt]sx?$/.test(abs)) return { kind: 'siteModule', abs };
  if (/\.(json|ya?ml)$/.test(abs)) return { kind: 'data', abs };
  return undefined;
}

/** As a bundler finds a module: the file, the file with an extension, or a folder's index. */
function moduleFile(base: string): string | undefined {
  if (existsSync(base) && statSync(base).isFile()) return base;
  const candidates = [...MODULE_EXTS.map((e) => base + e), ...MODULE_EXTS.map((e) => join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c));
}
const MODULE_EXTS = ['.tsx', '.ts', '.jsx', '.js'];

/** A Docusaurus site's swizzled `src/theme/MDXComponents`: its default export's components are
 *  global in every MDX page, as in Docusaurus. */
async function swizzledMdxComponents(root: string, load: LoadSiteModule): Promise<Record<string, unknown>> {
  const file = moduleFile(join(root, 'src', 'theme', 'MDXComponents'));
  if (!file) return {};
  const mod = await load(file);
  const map = mod.default;
  if (!map || typeof map !== 'object')
    throw new WriterError({ file: relative(process.cwd(), file) }, 'src/theme/MDXComponents has no default export of components', {
      hint: 'export default { ...MDXComponents, MyComponent } (MDXComponents from @theme-original/MDXComponents)',
    });
  // The theme's own components (spread in from @theme-original/MDXComponents) stay the theme's.
  return Object.fromEntries(
    Object.entries(map as Record<string, unknown>).filter(([name, c]) => /^[A-Z]/.test(name) && !THEME_COMPONENTS.has(c)),
  );
}

/** A partial compiles once per build, with this same pipeline; its links are kept for the pages
 *  that import it. */
function loadPartial(compiler: PageCompiler, abs: string): Promise<ComponentType> {
  let p = compiler.partials.get(abs);
  if (!p) {
    p = compilePartial(compiler, abs);
    compiler.partials.set(abs, p);
  }
  return p;
}

async function compilePartial(compiler: PageCompiler, abs: string): Promise<ComponentType> {
  const display = relative(compiler.root, abs);
  const source = readText(abs, display);
  const split = splitFrontmatter(display, source, !compiler.ctx.without?.includes('yaml-fast'));
  if (split instanceof WriterErrors) throw split;
  const format = docFormat(abs, split.frontmatter.mdx?.format, compiler.markdownFormat);
  const compiled = await compileMarkdown(
    { file: display, abs, source, body: split.body, format, trustedHtml: compiler.trustedHtml },
    compiler.ctx,
    pathFor(format, compiler.ctx.without),
  );
  compiler.partialLinks.set(abs, [
    ...compiled.links.map((l) => ({ ...l, file: display, source })),
    ...(compiled.partials ?? []).flatMap((p) => compiler.partialLinks.get(p) ?? []),
  ]);
  const body = compiled.body;
  const components = compiler.components;
  const Partial = (props: Record<string, unknown>) =>
    body.type === 'html'
      ? createElement('div', { className: 'partial', dangerouslySetInnerHTML: { __html: body.html } })
      : body.type === 'component'
        ? createElement(body.Component, { ...props, components })
        : body.element;
  // `import Shared, { toc } from './_shared.mdx'`: a partial's headings, as Docusaurus exports them.
  return Object.assign(Partial, { toc: docusaurusToc(compiled.toc) });
}

/** A JSON or YAML module's value (`import schema from './x.schema.json'`). */
function loadData(abs: string): unknown {
  const text = readFileSync(abs, 'utf8');
  try {
    return abs.endsWith('.json') ? JSON.parse(text) : yaml().parse(text);
  } catch (e) {
    throw new WriterError({ file: relative(process.cwd(), abs) }, `cannot parse this file: ${(e as Error).message}`, {
      hint: 'an imported .json or .yaml file must be valid',
    });
  }
}
