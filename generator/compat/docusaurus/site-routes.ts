// Routes that navbar items name indirectly (a doc id, a sidebar id), found the way a build finds
// them: the docs folder read by docsgen's own loader and the sidebars file evaluated.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { discoverContent } from '../../content/discover.js';
import { loadDocs } from '../../content/load-docs.js';
import { flattenSidebar } from '../../routes/sidebar.js';
import { evaluateSiteModule } from '../../modules/evaluate-module.js';
import { buildDocusaurusSidebars } from '../../routes/docusaurus-sidebars.js';
import type { ChromeContext } from './translate-chrome.js';
import type { Obj } from './report.js';

type FolderRoutes = { docRoute: (id: string) => string; sidebarRoute: (id: string) => string };

/** The routes of the main docs folder and of every other one (`docsInstances`), by plugin id. */
export async function siteRoutes(siteDir: string, docsOptions: Obj, instances: Obj[], cacheDir: string): Promise<Omit<ChromeContext, 'report'>> {
  const main = await folderRoutes(siteDir, docsOptions, cacheDir);
  const others = new Map<string, FolderRoutes>();
  for (const i of instances) others.set(String(i.id), await folderRoutes(siteDir, i, cacheDir));
  const of = (plugin?: string) => (plugin === undefined || plugin === 'default' ? main : others.get(plugin));
  return { docRoute: (id, plugin) => of(plugin)?.docRoute(id), sidebarRoute: (id, plugin) => of(plugin)?.sidebarRoute(id) };
}

async function folderRoutes(siteDir: string, docsOptions: Obj, cacheDir: string): Promise<FolderRoutes> {
  const routeBase = String(docsOptions.routeBasePath ?? '/docs');
  const contentDir = resolve(siteDir, String(docsOptions.path ?? 'docs'));
  const fallback = (id: string) => `${routeBase.replace(/\/$/, '')}/${id}`;
  if (!existsSync(contentDir)) return { docRoute: fallback, sidebarRoute: () => routeBase };
  const { docs } = loadDocs(discoverContent(contentDir, siteDir).docs, { routeBasePath: routeBase, includeDrafts: false, lastUpdated: new Map(), keepGoing: true, numberPrefixes: docsOptions.numberPrefixes !== false });
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
  return { docRoute: (id) => byId.get(id) ?? fallback(id), sidebarRoute: (id) => sidebars.get(id) ?? routeBase };
}
