// A Docusaurus config computes paths of the machine it runs on (`path.resolve(__dirname,
// 'static/x')`, `require.resolve('./sidebars')`); evaluated, they are absolute paths that would
// break on every other checkout. Written into docsgen.config.ts, each is relative to the site
// folder (where the config lives, and where docsgen runs), and the report says so.
import { existsSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import { Code } from './config-source.js';
import type { MigrationReport } from './report.js';

/** Whether `s` is a path of this machine: under the site, or an existing path beside it. */
function machinePath(s: string, siteDir: string): boolean {
  if (!isAbsolute(s) || s.startsWith('//')) return false;
  if (s === siteDir || s.startsWith(siteDir + sep)) return true;
  // `/img/logo.svg` is a route; `/home/me/shared/x.css` is a file: the first folder tells them apart.
  const top = siteDir.split(sep)[1];
  return !!top && s.split(sep)[1] === top && existsSync(s);
}

/** `config` with every absolute path of this machine made relative to the site folder. */
export function portablePaths(value: unknown, siteDir: string, report: MigrationReport, where = ''): unknown {
  if (typeof value === 'string') {
    if (!machinePath(value, siteDir)) return value;
    const rel = relative(siteDir, value).split(sep).join('/') || '.';
    report.notes.push(`${where}: the absolute path ${value} is written relative to the site folder, as ${rel}`);
    return rel;
  }
  if (value instanceof Code || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v, i) => portablePaths(v, siteDir, report, `${where}[${i}]`));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, portablePaths(v, siteDir, report, where ? `${where}.${k}` : k)]));
}
