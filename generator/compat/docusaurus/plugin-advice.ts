// What to do instead of a Docusaurus plugin docsgen cannot run. Plugins are arbitrary code against
// Docusaurus's lifecycle API; docsgen does not emulate it, so each is named with its replacement.
const ADVICE: [RegExp, string][] = [
  [
    /plugin-content-blog|^blog$/,
    'docsgen builds one blog (blog in its config): a second blog instance is not built; move its posts into the first or publish it elsewhere',
  ],
  [/plugin-ideal-image/, 'use plain Markdown images: docsgen copies them with a content hash'],
  [/plugin-client-redirects/, 'redirects are not generated: configure them on the host (for example a _redirects file in static/)'],
  [/plugin-google-gtag|plugin-google-analytics/, 'use `analytics` or `tagManager` in docsgen.config.ts'],
  [/plugin-sitemap|^sitemap$/, 'not needed: docsgen always writes sitemap.xml'],
  [/plugin-svgr|^svgr$/, 'import SVG files as images (<img src=…>) or inline them in a component'],
  [/search-local|lunr|local-search|pagefind/, 'not needed: docsgen has built-in local search'],
  [
    /docusaurus-plugin-sass|sass/,
    "not needed while the site has sass installed: docsgen compiles .scss/.sass files (customCss, component imports, CSS modules) with the site's own sass; without it, each import of one is an error saying to install it",
  ],
  [/plugin-pwa/, 'no service worker is generated'],
  [/theme-mermaid/, 'not needed: ```mermaid fences are diagrams in docsgen'],
  [/plugin-debug|^debug$/, 'not needed'],
  [
    /llms/,
    'docsgen writes llms.txt (an index of the pages) and a Markdown copy of every page beside its HTML; an llms-full.txt (every page in one file) is not written',
  ],
];

export function pluginAdvice(name: string): string {
  return (
    ADVICE.find(([re]) => re.test(name))?.[1] ??
    "docsgen does not run Docusaurus plugins: drop it, or rebuild what it gives as a component under src/ or a build step; data its components read with usePluginData can be given as a JSON or YAML file in docs.pluginData: { '<plugin name>': 'path/to/data.json' }"
  );
}

/** Plugins and themes whose components docsgen draws itself: nothing to run, nothing lost. */
const WIRED: [RegExp, string][] = [
  [
    /docusaurus-json-schema-plugin/,
    '<JSONSchemaViewer schema={…}/> (@theme/JSONSchemaViewer) is drawn by docsgen as a schema tree at build time; viewerOptions and the editor are not used',
  ],
  [/docusaurus-theme-redoc/, '@theme/ApiDocMdx is drawn by docsgen from the openapi descriptions; the Redoc theme options are not used'],
];

export function wiredPlugin(name: string): string | undefined {
  return WIRED.find(([re]) => re.test(name))?.[1];
}

/** A plugin's name as written (`'name'`, `['name', options]`, or an inline function/object). */
export function pluginName(entry: unknown): string {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head === 'string') return head;
  if (typeof head === 'function') return head.name ? `inline plugin ${head.name}()` : 'an inline plugin function';
  if (head && typeof head === 'object' && typeof (head as { name?: unknown }).name === 'string') return (head as { name: string }).name;
  return 'an inline plugin';
}

export const pluginOptions = (entry: unknown): Record<string, unknown> =>
  (Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? entry[1] : {}) as Record<string, unknown>;
