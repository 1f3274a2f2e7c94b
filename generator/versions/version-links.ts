// What a page shows of the docs versions: the dropdown's links (the same page in each version when
// it exists there, else that version's landing page), the banner on an old version's page (a link
// to the latest version of the page), and where its canonical link points.
import type { DocsVersion } from '../content/site-content.js';
import type { Doc } from '../types.js';
import type { ThemeVersionLink } from '../../theme/types.js';

/** Routes of every version's pages by their id inside the version, and each version's landing. */
export interface VersionRoutes {
  versions: DocsVersion[];
  /** version name → (id inside the version → route). */
  pages: Map<string, Map<string, string>>;
  /** version name → its landing route (the first page of its sidebar). */
  landing: Map<string, string>;
}

export function versionRoutes(versions: DocsVersion[], docs: Doc[], landing: Map<string, string>): VersionRoutes {
  const pages = new Map(versions.map((v) => [v.name, new Map<string, string>()]));
  for (const d of docs) {
    if (d.standalone || d.format === 'generated' || d.instance) continue;
    pages.get(d.version ?? 'current')?.set(d.versionDocId ?? d.id, d.route);
  }
  return { versions, pages, landing };
}

/** The version readers land on (`docs.lastVersion`). */
const latestOf = (r: VersionRoutes) => r.versions.find((v) => v.latest) ?? r.versions[0];

/** The dropdown's links seen from `doc` (or from a page outside the docs: every landing page). */
export function versionLinks(r: VersionRoutes, doc: Doc | undefined): ThemeVersionLink[] {
  // Another docs folder's page has no versions: the dropdown shows where readers land.
  const here = doc?.instance ? latestOf(r).name : (doc?.version ?? 'current');
  const id = doc && !doc.standalone && !doc.instance && doc.format !== 'generated' ? (doc.versionDocId ?? doc.id) : undefined;
  return r.versions.map((v) => ({
    name: v.name,
    label: v.label,
    href: (id !== undefined ? r.pages.get(v.name)?.get(id) : undefined) ?? r.landing.get(v.name) ?? v.routeBase,
    current: v.name === here,
  }));
}

/** The banner of a page in a version that is not the latest (or is marked unreleased). */
export function versionBanner(
  r: VersionRoutes,
  doc: Doc,
): { kind: 'unreleased' | 'unmaintained'; label: string; latestHref: string; latestLabel: string } | undefined {
  if (doc.instance) return undefined;
  const v = r.versions.find((x) => x.name === (doc.version ?? 'current'));
  if (!v?.banner) return undefined;
  const latest = latestOf(r);
  const id = doc.versionDocId ?? doc.id;
  return {
    kind: v.banner,
    label: v.label,
    latestHref: r.pages.get(latest.name)?.get(id) ?? r.landing.get(latest.name) ?? latest.routeBase,
    latestLabel: latest.label,
  };
}

/** An old version's page points search engines at the latest version of itself, when there is one. */
export function canonicalRoute(r: VersionRoutes, doc: Doc): string | undefined {
  const latest = latestOf(r);
  if (!doc.version || doc.version === latest.name) return undefined;
  return r.pages.get(latest.name)?.get(doc.versionDocId ?? doc.id);
}

/** The contextual-search facet of a page's version (DocSearch's `docusaurus_tag`). */
export function versionTag(doc: Doc | undefined): string {
  return `docs-default-${doc?.version ?? 'current'}`;
}
