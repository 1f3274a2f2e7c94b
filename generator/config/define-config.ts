import type { ConfigInput } from './schema.js';

/** Identity function that gives a site's `docsgen.config.ts` its types. */
export function defineConfig(config: ConfigInput): ConfigInput {
  return config;
}
export type { ConfigInput, SiteConfig } from './schema.js';
