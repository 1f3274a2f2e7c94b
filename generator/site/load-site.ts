// Stage 1 of a build: the site as data. The config (loaded once, by the caller), the content
// folder read into docs with routes, and, once the reference data is in, every doc of the site with
// its sidebar. Nothing here renders or writes.
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { LoadedConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/schema.js';
import type { Without } from '../accelerators.js';
import { discoverContent } from '../content/discover.js';
import { discoverPages } from '../content/discover-pages.js';
import { configValueError } from '../config/config-place.js';
import { gitLastUpdated, type GitDatesPrefetch } from '../content/git-dates.js';
import { loadDocs } from '../content/load-docs.js';
import { collapseSiteKeys } from '../content/frontmatter-keys.js';
import { homeDoc } from './home-route.js';
import { loadPosts } from '../blog/load-posts.js';
import { buildSidebar } from '../routes/sidebar.js';
import { buildDocusaurusSidebars, type DocusaurusSidebars } from '../routes/docusaurus-sidebars.js';
import { WriterError } from '../errors.js';
import type { GeneratedDocs } from '../data/generate.js';
import { docsVersions, loadVersionDocs } from '../versions/load-versions.js';
import type { SiteContent } from '../content/site-content.js';
import { versionSidebar } from '../versions/version-sidebar.js';
import { docsInstances, instanceSidebars, loadInstanceDocs } from './docs-instances.js';
import type { Doc } from '../types.js';
import type { SidebarNode } from '../../theme/types.js';

/** Two docs with one route: the later one wins. */
export interface DuplicateRoute {
  route: string;
  file: string;
  previous: string;
}

/** Every doc of the site (content and reference data) and the sidebar they make. */
export interface Site extends SiteContent {
  docs: Doc[];
  generated: GeneratedDocs;
  duplicates: DuplicateRoute[];
  /** The latest docs' sidebar. */
  sidebar: SidebarNode[];
  /** Each old version's own sidebar, by version name. */
  versionSidebars: Map<string, SidebarNode[]>;
  /** Docusaurus sidebars after the first, by name, and the one each doc route shows. */
  otherSidebars?: Map<string, SidebarNode[]>;
  sidebarOf?: Map<string, string>;
}

export function loadContent(
  loaded: LoadedConfig,
  options: { dev: boolean; gitDates?: GitDatesPrefetch; keepGoing?: boolean; without?: Without },
): SiteContent {
  const { config, root, file: configAbs } = loaded;
  const configFile = relative(process.cwd(), configAbs) || configAbs;
  const contentDir = contentFolder(config, root, configFile);
  const versions = docsVersions(config, root, contentDir, configFile);
  const pages = pagesFolder(config, root, contentDir, configFile);
  const discovered = discoverContent(contentDir, root, !config.pages);
  if (config.pages) {
    const found = discoverPages(pages, root);
    discovered.docs.push(...found.docs);
    discovered.pages.push(...found.modules);
  }
  const { docs, bodies, warnings, errors } = loadDocs(discovered.docs, {
    routeBasePath: versions[0].routeBase,
    includeDrafts: options.dev,
    lastUpdated: config.docs.showLastUpdateTime ? gitLastUpdated(root, config.docs.path, options.gitDates) : new Map(),
    keepGoing: options.keepGoing,
    numberPrefixes: config.docs.numberPrefixes,
    markdownFormat: config.markdown.format,
    fastYaml: !options.without?.includes('yaml-fast'),
  });
  const blog = loadPosts(config, root, { dev: options.dev, keepGoing: options.keepGoing });
  if (docs.length === 0 && discovered.pages.length === 0 && config.openapi.length === 0 && !config.data.cli && !blog?.blog.posts.length)
    throw noPages(root, contentDir);
  const home = homeDoc(docs, discovered.pages, config, {
    contentDir,
    pagesDir: pages,
    configFile,
    routeBase: versions[0].routeBase,
    docusaurusSidebars: loaded.docusaurusSidebars,
  });
  if (home) home.home = true;
  const files = discovered.docs.map((f) => [f.abs, f.display]);
  const lastUpdated =
    versions.length > 1 && config.docs.showLastUpdateTime ? gitLastUpdated(root, 'versioned_docs') : new Map<string, Date>();
  const all = { docs, warnings, errors, bodies, files };
  for (const v of versions.slice(1)) {
    const old = loadVersionDocs(v, root, options.dev, lastUpdated, options.keepGoing, config.markdown.format);
    addDocs(
      all,
      old,
      old.docs.map((d) => [resolve(root, d.file), d.file]),
    );
  }
  const instances = config.docsInstances ? docsInstances(config, root, configFile, loaded.instanceSidebars) : undefined;
  for (const inst of instances ?? []) {
    const more = loadInstanceDocs(inst, root, {
      includeDrafts: options.dev,
      keepGoing: options.keepGoing,
      markdownFormat: config.markdown.format,
      numberPrefixes: inst.numberPrefixes,
    });
    addDocs(all, more, more.files);
    // A folder published at `/` is the home page: no doc is shown there besides.
    if (home && more.docs.some((d) => d.route === '/')) home.home = undefined;
  }
  if (blog)
    addDocs(
      all,
      { ...blog, docs: blog.blog.posts },
      blog.blog.posts.map((d) => [resolve(root, d.file), d.file]),
    );
  const routeByDisplay = new Map(docs.map((d) => [d.file, d.route]));
  const routesByFile = new Map(files.map(([abs, display]) => [abs, routeByDisplay.get(display) ?? '']));
  return {
    config,
    root,
    configFile,
    configAbs,
    configBundleHash: loaded.bundleHash,
    contentDir,
    fileDocs: docs,
    bodies,
    routesByFile,
    pageModules: discovered.pages,
    pagesDir: pages,
    versions,
    warnings: collapseSiteKeys(warnings),
    errors,
    ...(loaded.docusaurusSidebars && { docusaurusSidebars: loaded.docusaurusSidebars }),
    ...(instances && { docsInstances: instances }),
    ...(blog && { blog: blog.blog }),
  };
}

/** `docs.path`, which must exist. */
function contentFolder(config: SiteConfig, root: string, configFile: string): string {
  const contentDir = resolve(root, config.docs.path);
  if (!existsSync(contentDir)) {
    throw new WriterError(
      { file: configFile },
      `docs.path: the content folder ${relative(process.cwd(), contentDir) || contentDir} does not exist`,
      {
        hint: 'create it and put your Markdown pages there, or point docs.path at the folder that holds them',
      },
    );
  }
  return contentDir;
}

function noPages(root: string, contentDir: string): WriterError {
  const dir = relative(root, contentDir) || '.';
  return new WriterError(
    { file: relative(process.cwd(), contentDir) || contentDir },
    `no pages in ${dir}/ — add a Markdown file, e.g. ${dir}/index.md`,
    {
      hint: 'every .md or .mdx file under the content folder is a page (files and folders starting with _ are partials)',
    },
  );
}

/** The docs of a folder beside the content folder (an old version, another docs folder, the blog). */
interface MoreDocs {
  docs: Doc[];
  warnings: WriterError[];
  errors: WriterError[];
  bodies: Map<string, string>;
}

function addDocs(all: MoreDocs & { files: string[][] }, more: MoreDocs, files: string[][]): void {
  all.docs.push(...more.docs);
  all.warnings.push(...more.warnings);
  all.errors.push(...more.errors);
  for (const [id, body] of more.bodies) all.bodies.set(id, body);
  all.files.push(...files);
}

/** `pages.path` (which must exist), else the content folder's `pages/`. */
function pagesFolder(config: SiteConfig, root: string, contentDir: string, configFile: string): string {
  if (!config.pages) return join(contentDir, 'pages');
  const dir = resolve(root, config.pages.path);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw configValueError(
      configFile,
      config.pages.path,
      `pages.path: the folder ${relative(process.cwd(), dir) || dir} does not exist`,
      'create it, or point pages.path at the folder of your standalone pages (relative to the config file)',
    );
  }
  return dir;
}

/** The whole site once the reference data is in: all docs, duplicate routes, the sidebar. */
export function assembleSite(content: SiteContent, generated: GeneratedDocs): Site {
  const docs = [...content.fileDocs, ...generated.docs];
  const site: Site = { ...content, docs, generated, duplicates: [], sidebar: [], versionSidebars: new Map() };
  if (content.docusaurusSidebars) {
    const ds = docusaurusSidebars(site, docs);
    docs.push(...ds.indexDocs);
    site.sidebar = [...ds.sidebars.values()][0] ?? [];
    site.otherSidebars = new Map([...ds.sidebars].slice(1));
    site.sidebarOf = ds.sidebarOf;
  } else site.sidebar = makeSidebar(site, docs);
  for (const v of content.versions.slice(1)) {
    const vs = versionSidebar(site, v, docs);
    site.versionSidebars.set(v.name, vs.nodes);
    docs.push(...vs.indexDocs);
  }
  if (content.docsInstances?.length) {
    const is = instanceSidebars(content.docsInstances, docs, content.configFile);
    docs.push(...is.indexDocs);
    site.otherSidebars = new Map([...(site.otherSidebars ?? []), ...is.sidebars]);
    site.sidebarOf = new Map([...(site.sidebarOf ?? []), ...is.sidebarOf]);
  }
  site.duplicates = findDuplicates(docs);
  return site;
}

/** The docs sidebar for `docs` (watch mode calls it again after an edit). */
export function makeSidebar(
  site: Pick<Site, 'config' | 'contentDir' | 'configFile' | 'generated' | 'docusaurusSidebars' | 'versions'>,
  all: Doc[],
): SidebarNode[] {
  if (site.docusaurusSidebars) return [...docusaurusSidebars(site, all).sidebars.values()][0] ?? [];
  const docs = all.some((d) => d.version || d.instance) ? all.filter((d) => !d.version && !d.instance) : all;
  const items = Object.values(site.config.sidebars)[0];
  const ctx = { contentDir: site.contentDir, configFile: site.configFile, generated: site.generated.sidebars };
  return items
    ? buildSidebar(items, { ...ctx, docs })
    : buildSidebar([{ type: 'autogenerated', dirName: '' }], { ...ctx, docs: docs.filter((d) => !d.standalone) });
}

function docusaurusSidebars(
  site: Pick<Site, 'config' | 'contentDir' | 'configFile' | 'generated' | 'docusaurusSidebars' | 'versions'>,
  all: Doc[],
): DocusaurusSidebars {
  const docs = all.filter((d) => !d.version && !d.instance && !d.standalone && !d.id.startsWith('category/'));
  const { file, value } = site.docusaurusSidebars!;
  return buildDocusaurusSidebars(value, {
    docs,
    contentDir: site.contentDir,
    configFile: site.configFile,
    generated: site.generated.sidebars,
    routeBase: site.versions[0].routeBase,
    sidebarFile: file,
  });
}

export function findDuplicates(docs: Doc[]): DuplicateRoute[] {
  const seen = new Map<string, Doc>();
  const out: DuplicateRoute[] = [];
  for (const d of docs) {
    const prev = seen.get(d.route);
    if (prev) out.push({ route: d.route, file: d.file, previous: prev.file });
    seen.set(d.route, d);
  }
  return out;
}

/** A duplicate route as the terminal prints it (and as `onDuplicateRoutes: 'throw'` reports it). */
export function duplicateMessage(d: DuplicateRoute): string {
  return `duplicate route ${d.route}: ${d.previous} has the same route; the later one wins (change its slug or file name)`;
}
