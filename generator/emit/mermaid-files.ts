import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs from dist/generator/emit (the CLI) or generator/emit (tests): both find the package root.
const here = dirname(fileURLToPath(import.meta.url));
const pkgRoot = resolve(here, here.split(/[\\/]/).includes('dist') ? '../../..' : '../..');

/** Mermaid's own prebuilt ESM build, copied as is (never re-bundled) for pages with diagrams. */
export function mermaidFiles(): { from: string; to: string }[] {
  const dist = join(pkgRoot, 'node_modules', 'mermaid', 'dist');
  const files = [{ from: join(dist, 'mermaid.esm.min.mjs'), to: 'assets/mermaid/mermaid.esm.min.mjs' }];
  for (const f of readdirSync(join(dist, 'chunks', 'mermaid.esm.min'))) {
    if (f.endsWith('.mjs')) files.push({ from: join(dist, 'chunks', 'mermaid.esm.min', f), to: `assets/mermaid/chunks/mermaid.esm.min/${f}` });
  }
  return files;
}
