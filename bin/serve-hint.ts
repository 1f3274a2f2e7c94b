// The command printed after a build to view the site: the one that works from where the writer is.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { pkgRoot } from '../generator/package-root.js';

function isDocsgenRepo(dir: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === 'docsgen';
  } catch {
    return false;
  }
}

/** `npm run serve` in docsgen's own repository, `npx docsgen serve` where docsgen is a dependency
 *  of the project (npx finds node_modules/.bin up the tree) or runs from npx's cache, plain
 *  `docsgen serve` otherwise (a global install). */
export function serveCommand(cwd: string, outArg: string, configArg?: string): string {
  // The build's own config: `serve` without it would show another site (docsgen's repository has two).
  const out = `${outArg === 'out' ? '' : ` --out ${outArg}`}${configArg && configArg !== 'docsgen.config.ts' ? ` --config ${configArg}` : ''}`;
  if (pkgRoot === cwd && isDocsgenRepo(cwd)) return out ? `npm run serve --${out}` : 'npm run serve';
  // Installed as <project>/node_modules/docsgen, with the working directory inside that project.
  const project = dirname(dirname(pkgRoot));
  const dependency = basename(dirname(pkgRoot)) === 'node_modules' && !relative(project, cwd).startsWith('..');
  // Run through npx without installing: npx keeps it in its own cache folder, and finds it again.
  const viaNpx = pkgRoot.split(sep).includes('_npx');
  return `${dependency || viaNpx ? 'npx docsgen' : 'docsgen'} serve${out}`;
}
