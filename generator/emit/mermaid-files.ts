import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Mermaid's own prebuilt ESM build, copied as is (never re-bundled) for pages with diagrams. */
export function mermaidFiles(): { from: string; to: string }[] {
  // Resolved like an import: in a site, npm hoists mermaid beside docsgen, not inside it.
  const dist = dirname(createRequire(import.meta.url).resolve('mermaid/dist/mermaid.esm.min.mjs'));
  const files = [{ from: join(dist, 'mermaid.esm.min.mjs'), to: 'assets/mermaid/mermaid.esm.min.mjs' }];
  for (const f of readdirSync(join(dist, 'chunks', 'mermaid.esm.min'))) {
    if (f.endsWith('.mjs'))
      files.push({ from: join(dist, 'chunks', 'mermaid.esm.min', f), to: `assets/mermaid/chunks/mermaid.esm.min/${f}` });
  }
  return files;
}
