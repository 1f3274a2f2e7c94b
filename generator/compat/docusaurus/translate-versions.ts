// The docs plugin's version options. docsgen reads versions.json and versioned_docs/ as Docusaurus
// does; per-version label, path and banner carry over into docs.versions, the rest is reported.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isObj, str, type MigrationReport, type Obj } from './report.js';
import { joinRoute } from '../../routes/url.js';

const BANNERS = new Set(['unreleased', 'unmaintained', 'none']);

/** One version's options as docsgen's `{ label, path, banner }`; what has no equivalent is reported. */
function versionOptions(name: string, v: Obj, report: MigrationReport): Obj {
  const out: Obj = {};
  if (str(v.label)) out.label = v.label;
  const path = str(v.path);
  if (path !== undefined) {
    const segment = path.replace(/^\/+|\/+$/g, '');
    if (segment.includes('/'))
      report.dropped.push({
        what: `docs.versions.${name}.path '${path}'`,
        why: 'docsgen takes one route segment under the docs route base: choose a path without "/"',
      });
    else out.path = segment;
  }
  if (str(v.banner) && BANNERS.has(v.banner as string)) out.banner = v.banner;
  for (const key of Object.keys(v).filter((k) => !['label', 'path', 'banner'].includes(k))) {
    report.dropped.push({
      what: `docs.versions.${name}.${key}`,
      why: key === 'badge' ? 'docsgen shows no version badge: the version dropdown names the version' : 'no docsgen equivalent',
    });
  }
  return out;
}

/** `versions`, `lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion` of the docs options. */
export function translateVersions(opts: Obj, docs: Obj, report: MigrationReport): void {
  if (isObj(opts.versions)) {
    const versions: Obj = {};
    for (const [name, v] of Object.entries(opts.versions)) if (isObj(v)) versions[name] = versionOptions(name, v, report);
    const kept = Object.entries(versions).filter(([, v]) => Object.keys(v as Obj).length > 0);
    if (kept.length) {
      docs.versions = Object.fromEntries(kept);
      report.translated.push(`docs versions options → docs.versions (${kept.map(([n]) => n).join(', ')}: label, path, banner)`);
    }
  }
  const last = str(opts.lastVersion);
  if (last && last !== 'current') docs.lastVersion = last;
  if (Array.isArray(opts.onlyIncludeVersions)) {
    const only = opts.onlyIncludeVersions.filter((v): v is string => typeof v === 'string');
    const kept = only.filter((v) => v !== 'current');
    if (kept.length) docs.onlyIncludeVersions = kept;
    if (!only.includes('current'))
      report.dropped.push({
        what: `docs.onlyIncludeVersions (${only.join(', ')}) without 'current'`,
        why: 'docsgen always builds the docs folder as the current version; the versions listed are the only others built',
      });
  }
  if (opts.includeCurrentVersion === false)
    report.dropped.push({
      what: 'docs.includeCurrentVersion: false',
      why: 'docsgen always builds the docs folder as the current version (at /next when a released version is the last one): empty it, or keep it as the unreleased docs',
    });
}

/** Where each version will be published, as Docusaurus publishes it (the report says so). */
export function versionPlaces(siteDir: string, opts: Obj, docs: Obj, report: MigrationReport): void {
  const file = join(siteDir, 'versions.json');
  if (!existsSync(file)) return;
  let names: unknown;
  try {
    names = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return; // the build reports a broken versions.json at its place
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) return;
  // Docusaurus's default last version is the newest released one, not the docs folder.
  if (opts.lastVersion === undefined && names.length) {
    docs.lastVersion = names[0];
    report.translated.push(`lastVersion: '${names[0]}' (Docusaurus's default: the first name in versions.json)`);
  }
  const base = String(docs.routeBasePath ?? '/docs');
  const options = isObj(docs.versions) ? docs.versions : {};
  const last = str(docs.lastVersion) ?? 'current';
  const only = Array.isArray(docs.onlyIncludeVersions) ? (docs.onlyIncludeVersions as string[]) : undefined;
  const path = (name: string) => {
    const given = isObj(options[name]) ? str((options[name] as Obj).path) : undefined;
    return joinRoute(base, given ?? (name === last ? '' : name === 'current' ? 'next' : name));
  };
  const places = ['current', ...(names as string[]).filter((n) => !only || only.includes(n) || n === last)].map(
    (n) =>
      `${n === 'current' ? `current (${str(docs.path) ?? 'docs'}/)` : n} at ${path(n)}${n === last ? ' (the last version: readers land there)' : ''}`,
  );
  report.translated.push(`versions.json → versions: ${places.join('; ')}`);
}
