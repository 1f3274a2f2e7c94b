// Renders one doc page: the body compiled by the Markdown stage (or a generated body) inside the
// theme's doc layout, with the sidebar, breadcrumbs, TOC and prev/next that the sidebar implies.
// Used by the full build and, in watch mode, to re-render single pages after an edit.
import { createElement, type ReactNode } from 'react';
import type { SiteConfig } from '../config/schema.js';
import { cardsOf, flattenSidebar, pathsByRoute } from '../routes/sidebar.js';
import { emptyCardListWarning } from './empty-card-list.js';
import { collectIds } from './page-links.js';
import { WriterError } from '../errors.js';
import { IslandLogContext, IslandUseError, type IslandLog } from '../../theme/island.js';
import { islandUseError, withIslandScripts } from '../islands/page-scripts.js';
import { renderDoc, renderStandalone } from './render-route.js';
import type { CompiledDoc, Doc, LinkRef, RenderedRoute } from '../types.js';
import type { DocView, PageMeta, SidebarNode, ThemeSite } from '../../theme/types.js';
import type { SiteData } from '../../theme/site-data.js';
import { PrebuiltCache, renderWithPrebuilt } from './prebuilt-html.js';
import type { DocsVersion } from '../content/site-content.js';
import { renderBlogPost, type BlogEnv } from './blog-post.js';
import { bodyNode } from './page-body.js';
import {
  canonicalRoute,
  versionBanner,
  versionLinks,
  versionRoutes as makeVersionRoutes,
  versionTag,
  type VersionRoutes,
} from '../versions/version-links.js';

/** A sidebar with its links in reading order (for prev/next). */
interface Nav {
  sidebar: SidebarNode[];
  flat: { label: string; href: string }[];
  flatIndex: Map<string, number>;
  /** Each route's chain of sidebar entries (pathTo's), for breadcrumbs and category cards. */
  paths: Map<string, SidebarNode[]>;
}

/** What every page of one build shares. */
export interface PageEnv extends Nav {
  site: ThemeSite;
  /** What the theme's hooks and reference components read, provided around every page. */
  siteData: SiteData;
  config: SiteConfig;
  docs: Doc[];
  components: Record<string, unknown>;
  /** Links written inside each partial (by absolute path), checked as the importing page's. */
  partialLinks: Map<string, LinkRef[]>;
  descriptions: Map<string, string | undefined>;
  /** Docs versions (latest first) and each old version's sidebar; one version: no sidebars. */
  versions: DocsVersion[];
  versionSidebars: Map<string, SidebarNode[]>;
  /** Each old version's navigation, by name. */
  versionNav: Map<string, Nav>;
  /** Set when the site has more than one docs version. */
  versionRoutes?: VersionRoutes;
  /** Docusaurus sidebars after the first, by name, and the one each doc route shows. */
  otherSidebars?: Map<string, SidebarNode[]>;
  sidebarOf?: Map<string, string>;
  otherNav?: Map<string, Nav>;
  /** Chrome rendered once and inserted as HTML; new with every environment (each watch-mode
   *  rebuild), so nothing kept outlives the sidebar and config it was rendered from. Absent: React
   *  renders every page whole (tests compare the two). */
  prebuilt?: PrebuiltCache;
  /** Versioned sites: one site object per distinct version view, so kept parts keyed by the site
   *  (navbar, footer) serve every page with that view. */
  versionedSites: Map<string, ThemeSite>;
  /** The blog, when the site has one: its posts render in the blog layout. */
  blog?: BlogEnv;
  /** The islands runtime's chunk name and the site folder its uses' places are relative to. */
  islands?: { runtime: string; root: string };
}

function nav(sidebar: SidebarNode[]): Nav {
  const flat = flattenSidebar(sidebar);
  const flatIndex = new Map<string, number>();
  flat.forEach((f, i) => {
    if (!flatIndex.has(f.href)) flatIndex.set(f.href, i);
  });
  return { sidebar, flat, flatIndex, paths: pathsByRoute(sidebar) };
}

export function pageEnv(
  base: Omit<
    PageEnv,
    'flat' | 'flatIndex' | 'paths' | 'descriptions' | 'versionNav' | 'versionRoutes' | 'otherNav' | 'prebuilt' | 'versionedSites'
  >,
): PageEnv {
  const main = nav(base.sidebar);
  const versionNav = new Map([...base.versionSidebars].map(([name, sidebar]) => [name, nav(sidebar)]));
  const landing = new Map(
    [['current', main.flat[0]?.href], ...[...versionNav].map(([name, n]) => [name, n.flat[0]?.href] as const)].filter(
      (e): e is [string, string] => !!e[1],
    ),
  );
  const versionRoutes = base.versions.length > 1 ? makeVersionRoutes(base.versions, base.docs, landing) : undefined;
  const otherNav = base.otherSidebars && new Map([...base.otherSidebars].map(([name, sidebar]) => [name, nav(sidebar)]));
  return {
    ...base,
    ...main,
    descriptions: new Map(base.docs.map((d) => [d.route, d.description])),
    versionNav,
    versionRoutes,
    ...(otherNav && { otherNav }),
    prebuilt: new PrebuiltCache(),
    versionedSites: new Map(),
  };
}

/** What the pages around a doc show of the site: when this stays the same after an edit, only the
 *  edited pages need rendering again. */
export function navigationKey(env: Pick<PageEnv, 'sidebar' | 'docs'>): string {
  return JSON.stringify([env.sidebar, env.docs.map((d) => [d.route, d.description, d.title, d.id])]);
}

/** A doc page; `at: '/'` renders the home doc's copy at `/` (content/home-route.ts): the same page,
 *  its sidebar place and prev/next its own, and its canonical link to its own route. */
export function renderDocPage(env: PageEnv, doc: Doc, c: CompiledDoc | undefined, at?: '/'): RenderedRoute {
  const own = env.sidebarOf?.get(doc.route);
  const docNav = (doc.version && env.versionNav.get(doc.version)) || (own && env.otherNav?.get(own)) || env;
  const site = versionedSite(env, doc);
  const page = doc.format === 'generated' ? doc.generatedBody! : c!.body;
  const body: ReactNode = bodyNode(page, env.components);
  const fm = doc.frontmatter;
  let html: string;
  const log: IslandLog = { warnings: [], islands: [] };
  const content = createElement(IslandLogContext.Provider, { value: log }, body);
  try {
    if (doc.blog && env.blog && c) {
      html = renderBlogPost({ ...env, blog: env.blog }, doc, c, content);
    } else if (doc.standalone) {
      const meta: PageMeta = {
        route: at ?? doc.route,
        title: doc.title,
        description: doc.description,
        layout: 'page',
        noindex: fm.unlisted,
        ...canonicalOf(env, doc, at),
      };
      html = renderWithPrebuilt(env.prebuilt, (s) =>
        renderStandalone(
          site,
          env.siteData,
          meta,
          createElement(
            'div',
            { className: 'markdown standalone-markdown' },
            fm.hide_title ? null : createElement('h1', null, doc.title),
            content,
          ),
          undefined,
          s,
        ),
      );
    } else {
      const view = docView(env, docNav, doc, c, content, at);
      const cards = cardsOf(docNav.paths.get(doc.route), env.descriptions);
      html = renderWithPrebuilt(env.prebuilt, (s) => renderDoc(site, env.siteData, view, cards, s));
    }
  } catch (e) {
    if (e instanceof IslandUseError) throw islandUseError(e, env.islands?.root ?? process.cwd(), doc.file);
    // A component that throws while rendering (bad props, missing data) is the page's problem.
    throw new WriterError({ file: doc.file }, `rendering failed: ${(e as Error).message}`, {
      hint: 'check the props of the components this page uses',
    });
  }
  if (env.islands) html = withIslandScripts(html, log.islands, env.islands.runtime, env.config.baseUrl);
  const links = [...(c?.links ?? []), ...(c?.partials ?? []).flatMap((p) => env.partialLinks.get(p) ?? [])];
  const islands = log.islands.length > 0 ? { islands: log.islands } : {};
  if (at) return { route: at, file: doc.file, html, ids: collectIds(html), links: [], copyOf: doc.route, ...islands };
  const warnings = [
    ...log.warnings.filter((w, i) => log.warnings.indexOf(w) === i),
    ...[emptyCardListWarning(doc, html)].filter((w): w is string => !!w),
  ];
  return {
    route: doc.route,
    file: doc.file,
    html,
    ids: collectIds(html),
    links,
    doc,
    ...(warnings.length > 0 ? { warnings } : {}),
    ...islands,
  };
}

/** What the doc layout shows around the body: sidebar, breadcrumbs, TOC, prev/next, banners. */
function docView(
  env: PageEnv,
  { sidebar, flat, flatIndex, paths }: Nav,
  doc: Doc,
  c: CompiledDoc | undefined,
  body: ReactNode,
  at?: '/',
): DocView {
  const { config, docs } = env;
  const fm = doc.frontmatter;
  const toc = (doc.format === 'generated' ? (doc.generatedToc ?? []) : c!.toc).filter(
    (x) => x.depth >= (fm.toc_min_heading_level ?? 2) && x.depth <= (fm.toc_max_heading_level ?? 3),
  );
  const idx = flatIndex.get(doc.route) ?? -1;
  const chain = paths.get(doc.route) ?? [];
  const prefix = doc.version ? `version-${doc.version}/` : doc.instance ? `@${doc.instance}/` : '';
  const pick = (v: string | null | undefined, fallback: { label: string; href: string } | undefined) => {
    if (v === null) return undefined;
    if (v) {
      const d = docs.find((x) => x.id === prefix + v || (x.id.startsWith(prefix) && x.id.endsWith(`/${v}`)));
      return d ? { label: d.sidebarLabel ?? d.title, href: d.route } : fallback;
    }
    return fallback;
  };
  return {
    meta: {
      route: at ?? doc.route,
      title: doc.title,
      description: doc.description,
      layout: 'doc',
      noindex: fm.unlisted,
      ...canonicalOf(env, doc, at),
    },
    navItems: config.navbar.items,
    body,
    hideTitle: !!fm.hide_title,
    toc: fm.hide_table_of_contents ? [] : toc,
    sidebar,
    breadcrumbs: chain.map((n) => ({ label: n.label, href: n.href })),
    prev: pick(fm.pagination_prev, idx > 0 ? flat[idx - 1] : undefined),
    next: pick(fm.pagination_next, idx >= 0 && idx < flat.length - 1 ? flat[idx + 1] : undefined),
    editUrl: editUrlOf(config, doc),
    lastUpdated: doc.lastUpdated?.toISOString(),
    draft: fm.draft,
    ...(env.versionRoutes && { versionBanner: versionBanner(env.versionRoutes, doc) }),
  };
}

/** The page's source on the forge: the docs folder's editUrl and the file's path in the site. */
function editUrlOf(config: SiteConfig, doc: Doc): string | undefined {
  const base = doc.instance ? config.docsInstances?.find((d) => d.id === doc.instance)?.editUrl : config.docs.editUrl;
  return base && doc.format !== 'generated' ? `${base.replace(/\/$/, '')}/${doc.file}` : undefined;
}

/** The site as a page of a versioned site sees it: the version dropdown's links from this page, and
 *  contextual search kept to the page's version. */
function versionedSite(env: PageEnv, doc: Doc): ThemeSite {
  if (!env.versionRoutes) return env.site;
  const docsVersions = versionLinks(env.versionRoutes, doc);
  const docsTag = doc.version ? versionTag(doc) : undefined;
  const key = JSON.stringify([docsVersions, docsTag]);
  let site = env.versionedSites.get(key);
  if (!site) {
    site = { ...env.site, docsVersions };
    if (docsTag !== undefined) site = { ...site, search: { ...site.search, docsTag } };
    env.versionedSites.set(key, site);
  }
  return site;
}

function canonicalOf(env: PageEnv, doc: Doc, at?: string): { canonicalRoute?: string } {
  if (at) return { canonicalRoute: doc.route };
  const route = env.versionRoutes && canonicalRoute(env.versionRoutes, doc);
  return route ? { canonicalRoute: route } : {};
}
