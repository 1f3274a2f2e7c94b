// The package's entry (`import { defineConfig } from 'docsgen'`): what a site's config needs, and
// `parseYaml` for its components' data files; nothing that would load the build pipeline.
export { defineConfig } from './config/define-config.js';
export type { ConfigInput, SiteConfig, SidebarItemInput, NavbarItem, NavLink } from './config/schema.js';
export { parseYaml } from './content/parse-yaml.js';
