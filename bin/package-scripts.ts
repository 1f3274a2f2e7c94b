// Adds docsgen's scripts to a project's package.json, keeping everything else of the file as it was:
// its key order, its indentation and its final newline.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface ScriptsResult {
  created: boolean;
  added: string[];
  /** Scripts of the same name the project already had: left alone. */
  kept: string[];
  hasDocsgen: boolean;
}

function indentOf(text: string): string | number {
  const m = /^\{\r?\n([ \t]+)"/.exec(text);
  return m ? m[1] : 2;
}

export function addPackageScripts(dir: string, scripts: Record<string, string>, version: string): ScriptsResult {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) {
    const name =
      basename(dir)
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[._-]+/, '') || 'docs';
    const pkg = { name, version: '0.0.0', private: true, scripts, devDependencies: { docsgen: `^${version}` } };
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
    return { created: true, added: Object.keys(scripts), kept: [], hasDocsgen: false };
  }
  const text = readFileSync(file, 'utf8');
  const pkg = JSON.parse(text) as {
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const existing = pkg.scripts ?? {};
  const added = Object.keys(scripts).filter((k) => !(k in existing));
  const kept = Object.keys(scripts).filter((k) => k in existing && existing[k] !== scripts[k]);
  if (added.length > 0) {
    pkg.scripts = { ...existing, ...Object.fromEntries(added.map((k) => [k, scripts[k]])) };
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    let out = JSON.stringify(pkg, null, indentOf(text));
    if (eol === '\r\n') out = out.replace(/\n/g, '\r\n');
    writeFileSync(file, text.endsWith('\n') ? `${out}${eol}` : out);
  }
  const hasDocsgen = Boolean(pkg.dependencies?.docsgen ?? pkg.devDependencies?.docsgen);
  return { created: false, added, kept, hasDocsgen };
}
