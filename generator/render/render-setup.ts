// What every page of one build is rendered with: the theme's view of the config, the page
// environment (docs, sidebar, components), the search settings and the theme's own assets.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { pageStylesheets } from '../markdown/package-imports.js';
import { siteComponentCss } from '../modules/css-modules.js';
import { compileSass, SASS_FILE, SASS_MISSING, siteSass } from '../modules/site-sass.js';
import { configValueError } from '../config/config-place.js';
import { pageEnv, type PageEnv } from './render-pages.js';
import { versionLinks } from '../versions/version-links.js';
import { safeChrome } from './chrome-html.js';
import { siteProps } from './site-props.js';
import { blogEnv } from './blog-post.js';
import { planBlog } from '../blog/blog-model.js';
import { FEED_FILES, feedTypes } from '../blog/feeds.js';
import { runtimeName } from '../islands/build-islands.js';
import { buildSearch, type SearchOutput } from '../search/build-search.js';
import type { OffThreadRecords } from '../search/records-off-thread.js';
import { pkgRoot } from '../package-root.js';
import type { Site } from '../site/load-site.js';
import type { PageCompiler } from '../markdown/page-compiler.js';
import type { SiteOutput } from '../output-file.js';
import type { SidebarNode, ThemeSite } from '../../theme/types.js';
import type { SiteData } from '../../theme/site-data.js';
import { sidebarMemo } from '../../theme/sidebar-memo.js';
import { DEFAULT_FAVICON_PATH, DEFAULT_FAVICON_SVG } from '../../theme/default-favicon.js';

export interface RenderOptions {
  /** One id per deployment; watch mode keeps one for the whole session (a new id makes the client
   *  router reload instead of navigating). */
  buildId: string;
  /** Watch mode (drafts shown, no tag manager). */
  dev: boolean;
  /** Watch mode: the live-reload client, written into every page. */
  devScript?: string;
}

export interface RenderSetup {
  theme: ThemeSite;
  /** The page compiler's site data with the OpenAPI descriptions ApiDocMdx draws; the renderer
   *  provides it around every page (render-route.tsx). */
  siteData: SiteData;
  env: PageEnv;
  search: SearchOutput;
  baseUrl: string;
  /** The theme's CSS and client script, and the site's `static/` folder. */
  assets: SiteOutput;
  /** A cold build's second-core worker, which extracts listed pages' search records. */
  recordsOffThread?: OffThreadRecords;
  /** Loads a site component module, wrapped as MDX gets it: page modules import them this way. */
  loadComponent?: PageCompiler['loadComponent'];
}

export function renderSetup(site: Site, compiler: PageCompiler, options: RenderOptions): RenderSetup {
  const { config } = site;
  const assets: SiteOutput = { files: [], copies: [], dirs: [{ from: join(site.root, 'static'), to: '.' }] };
  const css = readFileSync(join(pkgRoot, 'theme', 'styles.css'), 'utf8');
  const cssPath = `/assets/css/styles-${hash(css)}.css`;
  assets.files.push({ path: cssPath.slice(1), contents: css });
  const cssFiles = [cssPath, ...pagesCss(site, assets), ...blogCss(site, assets), ...siteCss(site, assets)];
  const clientDir = join(pkgRoot, 'dist', 'client');
  const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8')) as { main: string; search: string; files: string[] };
  for (const f of manifest.files) assets.copies.push({ from: join(clientDir, f), to: `assets/js/${f}` });
  const favicon = defaultFavicon(site, assets);
  const search = buildSearch(
    site.docs,
    site.docs.filter((d) => !d.standalone || d.blog),
    { siteUrl: config.url, buildId: options.buildId, shardAbove: config.search.shardAbove },
  );
  const theme: ThemeSite = safeChrome(
    {
      ...siteProps(
        config,
        { css: cssFiles, js: `/assets/js/${manifest.main}`, searchJs: `/assets/js/${manifest.search}` },
        options.buildId,
        search.indexPath,
      ),
      devScript: options.devScript,
      ...(favicon ? { favicon } : {}),
      ...(config.navbar.title === undefined && !config.navbar.logo ? { navbar: { ...config.navbar, title: config.title } } : {}),
      docsRoot: firstLink(site.sidebar),
      // The tag manager is for production traffic only, never for a writer's preview.
      tagManager: options.dev ? undefined : config.tagManager?.containerId ? config.tagManager : undefined,
      ...(site.blog && { feeds: blogFeeds(site) }),
    },
    config.markdown.trustedHtml,
    site.configFile,
  );
  const siteData: SiteData = { ...compiler.siteData, apiDocs: site.generated.inlineApis, sidebarMemo: sidebarMemo() };
  const env = pageEnv({
    site: theme,
    siteData,
    config,
    docs: site.docs,
    sidebar: site.sidebar,
    components: compiler.components,
    partialLinks: compiler.partialLinks,
    versions: site.versions,
    versionSidebars: site.versionSidebars,
    ...(site.otherSidebars && { otherSidebars: site.otherSidebars, sidebarOf: site.sidebarOf }),
    islands: { runtime: runtimeName(), root: site.root },
    ...(site.blog && { blog: blogEnv(site.blog, planBlog(site.blog)) }),
  });
  // Pages outside the docs (home, search, 404) offer each version's landing page.
  if (env.versionRoutes) theme.docsVersions = versionLinks(env.versionRoutes, undefined);
  return { theme, siteData, env, search, baseUrl: config.baseUrl, assets, loadComponent: compiler.loadComponent };
}

/** A site that names no favicon gets docsgen's (unless its static/ folder has one at that path). */
function defaultFavicon(site: Site, assets: SiteOutput): string | undefined {
  if (site.config.favicon) return undefined;
  if (!existsSync(join(site.root, 'static', DEFAULT_FAVICON_PATH.slice(1))))
    assets.files.push({ path: DEFAULT_FAVICON_PATH.slice(1), contents: DEFAULT_FAVICON_SVG });
  return DEFAULT_FAVICON_PATH;
}

/** The first page of the docs sidebar: where "the docs" start. */
function firstLink(nodes: SidebarNode[]): string | undefined {
  for (const n of nodes) {
    if (n.href && n.href.startsWith('/')) return n.href;
    if (n.type === 'category') {
      const inner = firstLink(n.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

export function newBuildId(): string {
  return hash(`${Date.now()}${Math.random()}`);
}

function hash(s: string): string {
  return createHash('sha1').update(s).digest('hex').slice(0, 10);
}

/** Infima's layout classes, which Docusaurus landing pages are made of, for a site with a pages
 *  folder of its own (`pages.path`): a site without one gets none. */
function pagesCss(site: Site, assets: SiteOutput): string[] {
  if (!site.config.pages) return [];
  const css = readFileSync(join(pkgRoot, 'theme', 'docusaurus-pages.css'), 'utf8');
  const path = `/assets/css/docusaurus-pages-${hash(css)}.css`;
  assets.files.push({ path: path.slice(1), contents: css });
  return [path];
}

/** The site's own stylesheets (`customCss`), hashed like the theme's and loaded after it. */
function siteCss(site: Site, assets: SiteOutput): string[] {
  const custom = site.config.customCss.map((file) => {
    if (!existsSync(join(site.root, file)))
      throw configValueError(
        site.configFile,
        file,
        `customCss: ${file} does not exist`,
        'paths in customCss are relative to the config file',
      );
    const text = SASS_FILE.test(file) ? customSass(site, file) : readFileSync(join(site.root, file), 'utf8');
    const path = `/assets/css/${basename(file).replace(/\.(css|s[ac]ss)$/, '')}-${hash(text)}.css`;
    assets.files.push({ path: path.slice(1), contents: text });
    return path;
  });
  // Stylesheets under src/ that site components import (CSS modules scoped), and those MDX pages
  // import from packages or files outside src/, as one file.
  const skip = new Set(site.config.customCss.map((f) => resolve(site.root, f)));
  const pageCss = pageStylesheets(site.root, mdxPages(site)).filter(
    (s) => !skip.has(s.abs) && !s.abs.startsWith(join(site.root, 'src') + sep),
  );
  const components = [siteComponentCss(site.root, skip), ...pageCss.map((s) => s.css)].filter(Boolean).join('\n');
  if (!components) return custom;
  const path = `/assets/css/site-components-${hash(components)}.css`;
  assets.files.push({ path: path.slice(1), contents: components });
  return [...custom, path];
}

/** A customCss Sass file, compiled with the site's own `sass` (docusaurus-plugin-sass's way). */
function customSass(site: Site, file: string): string {
  const sass = siteSass(site.root);
  if (!sass) throw configValueError(site.configFile, file, `customCss: ${file} is Sass, and the site has no Sass compiler`, SASS_MISSING);
  return compileSass(sass, site.root, join(site.root, file));
}

/** The MDX pages' texts (read before any page is compiled, so the stylesheet is known first). */
function mdxPages(site: Site): { abs: string; body: string }[] {
  return site.docs.filter((d) => d.format === 'mdx').map((d) => ({ abs: resolve(site.root, d.file), body: site.bodies.get(d.id) ?? '' }));
}

/** The blog's stylesheet, only for sites with a blog (the others' pages stay as they were). */
function blogCss(site: Site, assets: SiteOutput): string[] {
  if (!site.blog) return [];
  const css = readFileSync(join(pkgRoot, 'theme', 'blog.css'), 'utf8');
  const path = `/assets/css/blog-${hash(css)}.css`;
  assets.files.push({ path: path.slice(1), contents: css });
  return [path];
}

/** The blog's feeds, linked from every page's head as Docusaurus links them. */
function blogFeeds(site: Site): NonNullable<ThemeSite['feeds']> {
  const blog = site.blog!;
  const title = blog.options.feedOptions.title ?? site.config.title;
  const types = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;
  return feedTypes(blog.options.feedOptions.type).map((t) => ({
    type: types[t],
    title: `${title} ${t === 'rss' ? 'RSS' : t === 'atom' ? 'Atom' : 'JSON'} Feed`,
    href: `${blog.route === '/' ? '' : blog.route}/${FEED_FILES[t]}`,
  }));
}
