// Routes that navbar items name indirectly (a doc id, a sidebar id), found the way a build finds
// them: the docs folder read by docsgen's own loader and the sidebars file evaluated.
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { instanceVersions, type InstanceVersion } from '../../site/instance-versions.js';
import { discoverContent } from '../../content/discover.js';
import { loadDocs } from '../../content/load-docs.js';
import { flattenSidebar } from '../../routes/sidebar.js';
import { evaluateSiteModule } from '../../modules/evaluate-module.js';
import { buildDocusaurusSidebars } from '../../routes/docusaurus-sidebars.js';
import type { ChromeContext } from './translate-chrome.js';
import type { Obj } from './report.js';

type FolderRoutes = { docRoute: (id: string) => string; sidebarRoute: (id: string) => string; landing: string };

/** The routes of the main docs folder and of every other one (`docsInstances`), by plugin id. */
export async function siteRoutes(
  siteDir: string,
  docsOptions: Obj,
  instances: Obj[],
  cacheDir: string,
): Promise<Omit<ChromeContext, 'report'>> {
  const main = await folderRoutes(siteDir, docsOptions, cacheDir);
  const others = new Map<string, FolderRoutes>();
  for (const i of instances) others.set(String(i.id), await folderRoutes(siteDir, i, cacheDir));
  const of = (plugin?: string) => (plugin === undefined || plugin === 'default' ? main : others.get(plugin));
  const versions = new Map<string, { label: string; to: string }[]>();
  for (const i of instances) {
    const list = await instanceVersionLinks(siteDir, i, cacheDir);
    if (list) versions.set(String(i.id), list);
  }
  return {
    docRoute: (id, plugin) => of(plugin)?.docRoute(id),
    sidebarRoute: (id, plugin) => of(plugin)?.sidebarRoute(id),
    instanceVersions: (plugin) => versions.get(plugin),
  };
}

/** A versioned docs folder's versions (`<id>_versions.json`), each linking to its landing page, as
 *  the build will publish them; undefined when the folder has no versions. */
async function instanceVersionLinks(siteDir: string, inst: Obj, cacheDir: string): Promise<{ label: string; to: string }[] | undefined> {
  const id = String(inst.id);
  let versions: InstanceVersion[];
  try {
    versions = instanceVersions(siteDir, 'docsgen.config.ts', {
      id,
      routeBasePath: String(inst.routeBasePath),
      ...(typeof inst.lastVersion === 'string' && { lastVersion: inst.lastVersion }),
    });
  } catch {
    return undefined; // the build reports it at its place
  }
  if (versions.length < 2) return undefined;
  const out: { label: string; to: string }[] = [];
  for (const v of versions) {
    const folder = {
      path: v.dir ? relative(siteDir, v.dir) : inst.path,
      routeBasePath: v.routeBase,
      numberPrefixes: inst.numberPrefixes,
      ...(v.dir ? v.sidebars && { sidebarPath: relative(siteDir, resolve(v.sidebars.file)) } : { sidebarPath: inst.sidebarPath }),
    };
    out.push({ label: v.name === 'current' ? 'Next' : v.name, to: (await folderRoutes(siteDir, folder, cacheDir)).landing });
  }
  return out;
}

async function folderRoutes(siteDir: string, docsOptions: Obj, cacheDir: string): Promise<FolderRoutes> {
  const routeBase = String(docsOptions.routeBasePath ?? '/docs');
  const contentDir = resolve(siteDir, String(docsOptions.path ?? 'docs'));
  const fallback = (id: string) => `${routeBase.replace(/\/$/, '')}/${id}`;
  if (!existsSync(contentDir)) return { docRoute: fallback, sidebarRoute: () => routeBase, landing: routeBase };
  const { docs } = loadDocs(discoverContent(contentDir, siteDir).docs, {
    routeBasePath: routeBase,
    includeDrafts: false,
    lastUpdated: new Map(),
    keepGoing: true,
    numberPrefixes: docsOptions.numberPrefixes !== false,
  });
  const byId = new Map(docs.map((d) => [d.id, d.route]));
  let sidebars = new Map<string, string>();
  if (typeof docsOptions.sidebarPath === 'string' && existsSync(resolve(siteDir, docsOptions.sidebarPath))) {
    const file = resolve(siteDir, docsOptions.sidebarPath);
    try {
      const { value } = await evaluateSiteModule(file, siteDir, cacheDir);
      const built = buildDocusaurusSidebars(value, { docs, contentDir, configFile: file, generated: {}, routeBase, sidebarFile: file });
      sidebars = new Map([...built.sidebars].map(([name, nodes]) => [name, flattenSidebar(nodes)[0]?.href ?? routeBase]));
    } catch {
      // The build reports a broken sidebars file at its place; here the navbar just links the docs root.
    }
  }
  // Where the folder starts: its first sidebar's first page, else its first page.
  const landing = [...sidebars.values()][0] ?? docs[0]?.route ?? routeBase;
  return { docRoute: (id) => byId.get(id) ?? fallback(id), sidebarRoute: (id) => sidebars.get(id) ?? routeBase, landing };
}
