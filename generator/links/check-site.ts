// Stage 4 of a build: the checks that need every page, on what the page step collected (links,
// ids), before the output folder is swapped in. Returns a report; the caller decides what fails.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkLinks, sidebarLinks, type LinkProblem, type SidebarLinks } from './check-links.js';
import { versionSidebarFile } from '../versions/versions-file.js';
import { applyLinkPolicies, warningText } from './link-policies.js';
import { duplicateMessage, type DuplicateRoute, type Site } from '../site/load-site.js';
import { WriterError } from '../errors.js';
import type { SiteOutput } from '../output-file.js';
import type { Asset } from '../render/page-step.js';
import type { RenderedRoute } from '../types.js';

/** A page that is built but linked from no page and absent from the sidebar. */
export interface OrphanPage {
  file: string;
  route: string;
}

export interface CheckReport {
  linkProblems: LinkProblem[];
  /** The problems the config's policies make fatal (`onBroken*: 'throw'`). */
  fatal: WriterError[];
  /** Problems the policies turn into warnings, formatted for the terminal. */
  warnings: string[];
  duplicates: DuplicateRoute[];
  orphans: OrphanPage[];
  /** Every file URL the site publishes besides its routes; links to them are fine. */
  staticFiles: Set<string>;
}

/** An orphan page as the build summary prints it (a warning in `build` and in `check`). */
export function orphanMessage(o: OrphanPage): string {
  return `orphan page: ${o.route} is built, but linked from no page and not in the sidebar`;
}

/** Duplicate routes fail the build right away when the config says so; otherwise they warn. */
export function duplicateErrors(site: Site): WriterError[] {
  return site.config.onDuplicateRoutes === 'throw'
    ? site.duplicates.map((d) => new WriterError({ file: d.file }, duplicateMessage(d)))
    : [];
}

export function checkSite(site: Site, routes: RenderedRoute[], files: Set<string>, sidebarLinks: { href: string }[]): CheckReport {
  const linkProblems = checkLinks({ routes, files, configFile: site.configFile, sidebars: everySidebar(site) });
  const warnings: string[] = [];
  const fatal = applyLinkPolicies(site.config, linkProblems, warnings);
  return {
    linkProblems,
    fatal,
    warnings,
    duplicates: site.duplicates,
    orphans: findOrphans(site, routes, sidebarLinks),
    staticFiles: files,
  };
}

/** Every sidebar of the site, not only those some page shows: the site's, a Docusaurus sidebars
 *  file's others, and each old version's. */
function everySidebar(site: Site): SidebarLinks[] {
  const file = site.docusaurusSidebars?.file ?? site.configFile;
  const out: SidebarLinks[] = [{ file, name: 'the sidebar', links: sidebarLinks(site.sidebar) }];
  for (const [name, nodes] of site.otherSidebars ?? []) out.push({ file, name: `the sidebar "${name}"`, links: sidebarLinks(nodes) });
  for (const v of site.versions.slice(1)) {
    const snapshot = versionSidebarFile(site.root, v.name);
    out.push({
      file: relative(process.cwd(), existsSync(snapshot) ? snapshot : v.dir),
      name: `the sidebar of version ${v.name}`,
      links: sidebarLinks(site.versionSidebars.get(v.name) ?? []),
    });
  }
  return out;
}

/** The URL paths of every file the site publishes that is not a route. */
export function publishedFiles(site: Site, output: SiteOutput, assets: Asset[]): Set<string> {
  const files = new Set<string>([
    ...output.files.map((f) => `/${f.path}`),
    ...output.copies.map((c) => `/${c.to}`),
    ...assets.map((a) => a.to),
    ...site.generated.files.map((f) => `/${f.path}`),
    '/sitemap.xml',
    '/robots.txt',
    '/llms.txt',
    '/search-records.json',
    '/404.html',
  ]);
  for (const f of staticUrls(join(site.root, 'static'))) files.add(f);
  return files;
}

function findOrphans(site: Site, routes: RenderedRoute[], sidebarLinks: { href: string }[]): OrphanPage[] {
  const linked = new Set<string>(sidebarLinks.map((f) => f.href));
  for (const r of routes) {
    for (const h of r.hrefs ?? []) {
      const path = h.split(/[#?]/)[0];
      if (path.startsWith('/') && path !== r.route) linked.add(path.replace(/\/$/, '') || '/');
    }
  }
  return site.docs
    .filter((d) => !d.standalone && !linked.has(d.route) && d.route !== '/' && !d.home)
    .map((d) => ({ file: d.file, route: d.route }));
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

/** Every warning of a build, as the summary prints it; `docsgen check` counts the same ones. */
export function buildWarnings(site: Site, pageWarnings: string[], report: CheckReport): string[] {
  // One warning per duplicated route (the file that wins), as `docsgen check` lists them.
  const byRoute = new Map(site.duplicates.map((d) => [d.route, d]));
  const duplicates = site.config.onDuplicateRoutes === 'warn' ? [...byRoute.values()].map((d) => `${d.file}  ${duplicateMessage(d)}`) : [];
  return [
    ...duplicates,
    ...site.warnings.map(warningText),
    ...pageWarnings,
    ...report.warnings,
    ...report.orphans.map((o) => `${o.file}  ${orphanMessage(o)}`),
  ];
}
