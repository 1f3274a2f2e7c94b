import { createRequire } from 'node:module';
import { processSlot } from './caches.js';

// The `yaml` package is dozens of CommonJS files (~35 ms to load). Most sites need it for nothing:
// their frontmatter takes the fast path (content/frontmatter-fast.ts) and they have no YAML data,
// category or OpenAPI files. So it loads on first use; every caller is synchronous, hence require.
type Yaml = typeof import('yaml');
const loaded = processSlot<Yaml>('yaml');

export function yaml(): Yaml {
  return (loaded.value ??= createRequire(import.meta.url)('yaml') as Yaml);
}
