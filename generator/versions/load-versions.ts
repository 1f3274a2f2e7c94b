// The site's docs versions as data: the content folder (the latest) and each snapshot listed in
// versions.json, with its label, route prefix, banner and docs. A snapshot's docs get ids of their
// own (`version-1.0/guide`), so they never collide with the latest docs; `versionDocId` keeps the
// id the page has inside its version, which finds the same page in another version.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { discoverContent } from '../content/discover.js';
import { loadDocs } from '../content/load-docs.js';
import type { MarkdownFormat } from '../content/doc-format.js';
import { joinRoute } from '../routes/url.js';
import { writerError, type WriterError } from '../errors.js';
import { configValueError } from '../config/config-place.js';
import { readVersionNames, versionDocsDir, versionSidebarFile } from './versions-file.js';
import type { Doc } from '../types.js';
import type { DocsVersion, VersionBanner } from '../content/site-content.js';

/** The versions of a site, the content folder (`current`) first. A site without versions.json has
 *  only `current`. The version readers land on (`docs.lastVersion`, current by default) is at the
 *  route base; with a released one there, the content folder is at `next`, labelled and bannered
 *  as unreleased, and versions newer than it too, as Docusaurus publishes them. */
export function docsVersions(config: SiteConfig, root: string, contentDir: string, configFile: string): DocsVersion[] {
  const all = readVersionNames(root);
  const options = config.docs.versions;
  const known = (key: string, at: string) => {
    if (key !== 'current' && !all.includes(key)) {
      const hint = all.length
        ? `the versions are: ${all.join(', ')} (and "current", the content folder)`
        : 'create it with `docsgen version <name>`, or remove this entry';
      throw configValueError(configFile, key, `${at}: there is no version "${key}" in versions.json`, hint, {
        asKey: at === `docs.versions.${key}`,
      });
    }
  };
  for (const key of Object.keys(options)) known(key, `docs.versions.${key}`);
  for (const key of config.docs.onlyIncludeVersions ?? []) known(key, 'docs.onlyIncludeVersions');
  const last = config.docs.lastVersion ?? 'current';
  known(last, 'docs.lastVersion');
  const only = config.docs.onlyIncludeVersions;
  const names = only ? all.filter((n) => only.includes(n) || n === last) : all;
  const lastIndex = last === 'current' ? -1 : all.indexOf(last);
  const current = options.current ?? {};
  const released = last !== 'current';
  const out: DocsVersion[] = [
    {
      name: 'current',
      label: current.label ?? (released ? 'Next' : 'Latest'),
      routeBase: joinRoute(config.docs.routeBasePath, current.path ?? (released ? 'next' : '')),
      banner: bannerOf(current.banner ?? (released ? 'unreleased' : undefined)),
      latest: !released,
      dir: contentDir,
    },
  ];
  for (const name of names) {
    const o = options[name] ?? {};
    const isLast = name === last;
    const banner = o.banner ?? (isLast ? 'none' : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained');
    out.push({
      name,
      label: o.label ?? name,
      routeBase: joinRoute(config.docs.routeBasePath, o.path ?? (isLast ? '' : name)),
      banner: bannerOf(banner),
      latest: isLast,
      dir: versionDocsDir(root, name),
      sidebarSnapshot: readSidebarSnapshot(root, name),
    });
  }
  return out;
}

function bannerOf(b: 'unreleased' | 'unmaintained' | 'none' | undefined): VersionBanner | undefined {
  return b === 'none' ? undefined : b;
}

function readSidebarSnapshot(root: string, name: string): DocsVersion['sidebarSnapshot'] {
  const abs = versionSidebarFile(root, name);
  if (!existsSync(abs)) return undefined;
  const file = relative(process.cwd(), abs) || abs;
  const source = readFileSync(abs, 'utf8');
  const hint =
    'a version sidebar is JSON: { "sidebarName": [ ...items ] }, items as in a Docusaurus sidebars file (doc ids, { type: … } objects, or { "Category label": [ ...items ] })';
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (e) {
    const message = (e as Error).message;
    // Node names the place: "… at position 12 (line 2 column 5)".
    const at = /line (\d+) column (\d+)/.exec(message);
    throw writerError(file, source, at ? Number(at[1]) : 1, at ? Number(at[2]) : 1, `not valid JSON: ${message}`, hint);
  }
  if (!isRecord(value) || Object.keys(value).length === 0)
    throw writerError(file, source, 1, 1, 'a version sidebar must be a JSON object with at least one sidebar', hint);
  return { file, value };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An old version's docs, with ids of their own; their bodies keyed by those ids. */
export function loadVersionDocs(
  v: DocsVersion,
  root: string,
  includeDrafts: boolean,
  lastUpdated: Map<string, Date>,
  keepGoing?: boolean,
  markdownFormat?: MarkdownFormat,
): { docs: Doc[]; bodies: Map<string, string>; warnings: WriterError[]; errors: WriterError[] } {
  const discovered = discoverContent(v.dir, root);
  const loaded = loadDocs(
    discovered.docs.filter((f) => !f.rel.startsWith('pages/')),
    { routeBasePath: v.routeBase, includeDrafts, lastUpdated, keepGoing, markdownFormat },
  );
  const prefix = `version-${v.name}/`;
  const bodies = new Map<string, string>();
  const docs = loaded.docs.map((d) => {
    const id = prefix + d.id;
    bodies.set(id, loaded.bodies.get(d.id) ?? '');
    return { ...d, id, dirId: d.dirId ? prefix + d.dirId : prefix.slice(0, -1), version: v.name, versionDocId: d.id };
  });
  return { docs, bodies, warnings: loaded.warnings, errors: loaded.errors };
}

/** A version's docs as its own sidebar sees them: with the ids they have inside the version. */
export function asVersionDocs(docs: Doc[], name: string): Doc[] {
  const prefix = `version-${name}/`;
  return docs
    .filter((d) => d.version === name)
    .map((d) => ({ ...d, id: d.versionDocId!, dirId: d.dirId === prefix.slice(0, -1) ? '' : d.dirId.slice(prefix.length) }));
}
