import { createRequire } from 'node:module';

// The `yaml` package is dozens of CommonJS files (~35 ms to load). Most sites need it for nothing:
// their frontmatter takes the fast path (content/frontmatter-fast.ts) and they have no YAML data,
// category or OpenAPI files. So it loads on first use; every caller is synchronous, hence require.
type Yaml = typeof import('yaml');
let loaded: Yaml | undefined;

export function yaml(): Yaml {
  loaded ??= createRequire(import.meta.url)('yaml') as Yaml;
  return loaded;
}
