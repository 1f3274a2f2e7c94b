// A site imports docsgen by its package name ('docsgen' in its config, 'docsgen/theme' in its own
// components). Both resolve to the docsgen that is running the build, wherever the site is and
// whatever its node_modules holds: the config's defineConfig and the theme's components then match
// the generator that reads them, and a theme import shares the renderer's React context.
import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// generator/config (sources, tests) or dist/generator/config (the CLI): the code root is two up.
const codeRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const entries: Record<string, string> = { docsgen: 'generator/index', 'docsgen/theme': 'theme/index' };

function entryFile(spec: string): string {
  const base = join(codeRoot, entries[spec]);
  return existsSync(`${base}.js`) ? `${base}.js` : `${base}.ts`;
}

export const selfImports: Plugin = {
  name: 'docsgen-self-imports',
  setup(b) {
    b.onResolve({ filter: /^docsgen(\/theme)?$/ }, (args) => {
      const file = entryFile(args.path);
      // Compiled code stays an import of the one module instance the generator uses; the
      // TypeScript sources (tests) are bundled in, as Node cannot import .ts files.
      return file.endsWith('.js') ? { path: pathToFileURL(file).href, external: true } : { path: file };
    });
  },
};
