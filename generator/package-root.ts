// Where docsgen itself is installed: its compiled client script, theme CSS and package.json live there.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs from dist/generator (the CLI, also as node_modules/docsgen/dist/generator in a site) or
// generator/ (tests): the nearest folder with a package.json is the package root, wherever the
// package sits (a path segment named "dist" elsewhere must not fool it).
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}

export const pkgRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
