// `docsgen init [dir]`: scaffolds a site that builds at once. It never overwrites a file: when any
// site file is already there it writes nothing, names them, and exits 1.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gitignoreLines, packageScripts, siteTemplates } from './init-templates.js';
import { addPackageScripts } from './package-scripts.js';

export interface InitOptions {
  dir: string;
  version: string;
  /** `--blog`: the site gets a blog (the config key, a first post, an authors file). */
  blog?: boolean;
  out?: (text: string) => void;
  err?: (text: string) => void;
}

function titleOf(dir: string): string {
  const words = basename(dir)
    .replace(/[-_.]+/g, ' ')
    .trim();
  return words ? `${words.replace(/\b\w/g, (c) => c.toUpperCase())}` : 'My Docs';
}

/** `.gitignore`: created, or completed with the lines it lacks (never rewritten). */
function updateGitignore(dir: string): 'created' | 'updated' | 'unchanged' {
  const file = join(dir, '.gitignore');
  if (!existsSync(file)) {
    writeFileSync(file, `${gitignoreLines.join('\n')}\n`);
    return 'created';
  }
  const text = readFileSync(file, 'utf8');
  const have = new Set(text.split(/\r?\n/).map((l) => l.trim().replace(/^\//, '')));
  const missing = gitignoreLines.filter((l) => !have.has(l) && !have.has(l.replace(/\/$/, '')));
  if (missing.length === 0) return 'unchanged';
  appendFileSync(file, `${text === '' || text.endsWith('\n') ? '' : '\n'}${missing.join('\n')}\n`);
  return 'updated';
}

export function runInit(opts: InitOptions): number {
  const out = opts.out ?? ((t: string) => process.stdout.write(t));
  const err = opts.err ?? ((t: string) => process.stderr.write(t));
  const dir = resolve(opts.dir);
  const shown = relative(process.cwd(), dir) || '.';
  const templates = siteTemplates.filter((t) => !t.blog || opts.blog);
  const taken = templates.filter((t) => !t.optional && existsSync(join(dir, t.path))).map((t) => t.path);
  if (taken.length > 0) {
    err(
      `✖ ${shown} already has a docsgen site; nothing was written. These files are already there:\n${taken.map((p) => `  ${p}\n`).join('')}  (init never overwrites a file: move them away to start over)\n`,
    );
    return 1;
  }
  const title = titleOf(dir);
  const lines: string[] = [];
  for (const t of templates) {
    const file = join(dir, t.path);
    if (existsSync(file)) {
      lines.push(`  kept     ${t.path} (yours)`);
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, t.text(title, { blog: !!opts.blog }));
    lines.push(`  created  ${t.path}`);
  }
  const ignore = updateGitignore(dir);
  if (ignore !== 'unchanged') lines.push(`  ${ignore.padEnd(8)} .gitignore`);
  const pkg = addPackageScripts(dir, packageScripts, opts.version);
  if (pkg.created) lines.push('  created  package.json');
  else if (pkg.added.length > 0) lines.push(`  updated  package.json (scripts: ${pkg.added.join(', ')})`);
  for (const k of pkg.kept) lines.push(`  kept     package.json script "${k}" (yours; docsgen's would be: ${packageScripts[k]})`);
  const next = [
    ...(shown === '.' ? [] : [`cd ${shown}`]),
    ...(pkg.hasDocsgen ? [] : ['npm install docsgen']),
    'npm run dev      # docsgen serve --watch: preview at http://127.0.0.1:3000, reloads on every edit',
    'npm run build    # the site, into out/',
  ];
  out(`✔ docsgen site "${title}" created in ${shown}\n${lines.join('\n')}\n\nnext:\n${next.map((l) => `  ${l}\n`).join('')}`);
  return 0;
}
