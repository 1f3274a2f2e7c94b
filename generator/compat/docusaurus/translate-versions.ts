// The docs plugin's version options. docsgen reads versions.json and versioned_docs/ as Docusaurus
// does; per-version label, path and banner carry over into docs.versions, the rest is reported.
import { isObj, str, type MigrationReport, type Obj } from './report.js';

const BANNERS = new Set(['unreleased', 'unmaintained', 'none']);

/** One version's options as docsgen's `{ label, path, banner }`; what has no equivalent is reported. */
function versionOptions(name: string, v: Obj, report: MigrationReport): Obj {
  const out: Obj = {};
  if (str(v.label)) out.label = v.label;
  const path = str(v.path);
  if (path !== undefined) {
    const segment = path.replace(/^\/+|\/+$/g, '');
    if (segment.includes('/')) report.dropped.push({ what: `docs.versions.${name}.path '${path}'`, why: 'docsgen takes one route segment under the docs route base: choose a path without "/"' });
    else out.path = segment;
  }
  if (str(v.banner) && BANNERS.has(v.banner as string)) out.banner = v.banner;
  for (const key of Object.keys(v).filter((k) => !['label', 'path', 'banner'].includes(k))) {
    report.dropped.push({ what: `docs.versions.${name}.${key}`, why: key === 'badge' ? 'docsgen shows no version badge: the version dropdown names the version' : 'no docsgen equivalent' });
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
  if (last && last !== 'current') {
    report.dropped.push({ what: `docs.lastVersion '${last}'`, why: `docsgen always serves the content folder (current) as the latest version, at the docs route base; version ${last} is built under its own path. To keep ${last} as what readers land on, make the content folder hold it` });
  }
  if (Array.isArray(opts.onlyIncludeVersions)) {
    report.dropped.push({ what: `docs.onlyIncludeVersions (${opts.onlyIncludeVersions.join(', ')})`, why: 'docsgen builds every version named in versions.json: remove the others from versions.json to build fewer' });
  }
  if (opts.includeCurrentVersion === false) report.dropped.push({ what: 'docs.includeCurrentVersion: false', why: 'docsgen always builds the content folder as the current version' });
}
