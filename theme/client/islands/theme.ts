// `docsgen/theme`, `@theme/…` and `@docusaurus/…` as an island's browser code imports them: the
// components and hooks that render the same in the browser as on the server. A module an island
// imports that is not here fails the islands build, naming the import (generator/islands/).
export { BrowserOnly, useIsBrowser, ExecutionEnvironment } from '../../shared/browser-only.js';
export { Link, useBaseUrl, ThemedImage, Details, CodeBlock } from '../../components/misc.js';
export { Admonition } from '../../components/Admonition.js';
export { Tabs, TabItem } from '../../components/Tabs.js';

/** `@theme-original/MDXComponents` in a swizzled MDXComponents module: the browser takes only the
 *  site's own components from that map (each island names its export), never the theme's. */
export const mdxComponents: Record<string, never> = {};
