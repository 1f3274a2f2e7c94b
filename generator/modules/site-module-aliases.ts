// What a site component's Docusaurus imports resolve to when docsgen bundles it: `@site/…`,
// the theme and client modules docsgen provides (from docsgen/theme, the renderer's own instance),
// CSS and YAML. A Docusaurus module docsgen does not provide fails at the import, naming it.
import type { Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const ownRequire = createRequire(import.meta.url);
import { scopeCss } from './css-modules.js';
import { compileSass, SASS_FILE, SASS_MISSING, siteSass } from './site-sass.js';
import { yaml } from '../lazy-yaml.js';

/** Module → the docsgen/theme export that is its default (and named exports it also has). */
const PROVIDED: Record<string, { default?: string; named?: string[] }> = {
  '@theme-original/MDXComponents': { default: 'mdxComponents' },
  '@theme/MDXComponents': { default: 'mdxComponents' },
  '@theme/Tabs': { default: 'Tabs' },
  '@theme/TabItem': { default: 'TabItem' },
  '@theme/Admonition': { default: 'Admonition' },
  '@theme/ThemedImage': { default: 'ThemedImage' },
  '@theme/DocCardList': { default: 'DocCardList' },
  '@theme/DocCard': { default: 'DocCard' },
  '@theme/CodeBlock': { default: 'CodeBlock' },
  '@theme/Details': { default: 'Details' },
  '@theme/Heading': { default: 'Heading' },
  '@docusaurus/Link': { default: 'Link' },
  '@docusaurus/useBaseUrl': { default: 'useBaseUrl' },
  '@docusaurus/useDocusaurusContext': { default: 'useDocusaurusContext' },
  '@docusaurus/BrowserOnly': { default: 'BrowserOnly' },
  '@docusaurus/useIsBrowser': { default: 'useIsBrowser' },
  '@docusaurus/ExecutionEnvironment': { default: 'ExecutionEnvironment' },
  '@docusaurus/Head': { default: 'Head' },
  '@docusaurus/Translate': { default: 'Translate', named: ['translate'] },
  '@docusaurus/useGlobalData': { default: 'useGlobalData', named: ['usePluginData', 'useAllPluginInstancesData'] },
  '@theme/ApiDocMdx': { default: 'ApiDocMdx' },
  '@theme/JSONSchemaViewer': { default: 'JSONSchemaViewer' },
  '@theme/Layout': { default: 'Layout' },
  '@theme/TOCInline': { default: 'TOCInline' },
  '@theme/Icon/ExternalLink': { default: 'IconExternalLink' },
  '@docusaurus/theme-common': {
    named: ['useColorMode', 'useThemeConfig', 'useWindowSize', 'useIsomorphicLayoutEffect', 'ThemeClassNames'],
  },
  '@docusaurus/router': { named: ['useLocation', 'useHistory', 'useParams', 'useRouteMatch', 'matchPath', 'Redirect', 'Link', 'NavLink'] },
};

export const providedModules = Object.keys(PROVIDED);

export function siteModuleAliases(root: string): Plugin {
  return {
    name: 'docusaurus-modules',
    setup(b) {
      // One React for the renderer and the site's components (two copies break hooks and context),
      // and a site without React installed (it came with Docusaurus) still builds.
      // A CommonJS package's `require('react')` stays a require of that same file (importSiteModule
      // gives the bundle a `require`); an import gets its URL.
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        const file = ownRequire.resolve(args.path);
        return { path: args.kind === 'require-call' ? file : pathToFileURL(file).href, external: true };
      });
      b.onResolve({ filter: /^@site\// }, async (args) => b.resolve(`./${args.path.slice(6)}`, { resolveDir: root, kind: args.kind }));
      b.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus)\// }, (args) => {
        // `@theme-original/X` and `@theme-init/X` (what a swizzled component wraps) are docsgen's X.
        const own = args.path.replace(/^@theme-(original|init)\//, '@theme/');
        if (PROVIDED[args.path]) return { path: args.path, namespace: 'docusaurus-module' };
        if (PROVIDED[own]) return { path: own, namespace: 'docusaurus-module' };
        return {
          errors: [
            {
              text: `docsgen does not provide "${args.path}"`,
              detail: 'write the component in src/ and import it with @site/…; docsgen provides ' + providedModules.join(', '),
            },
          ],
        };
      });
      b.onLoad({ filter: /.*/, namespace: 'docusaurus-module' }, (args) => {
        const p = PROVIDED[args.path];
        const names = [...(p.default ? [`${p.default} as default`] : []), ...(p.named ?? [])];
        return { contents: `export { ${names.join(', ')} } from 'docsgen/theme';`, loader: 'js', resolveDir: root };
      });
      b.onLoad({ filter: /\.module\.css$/ }, (args) => ({
        contents: `export default ${JSON.stringify(scopeCss(readFileSync(args.path, 'utf8'), root, args.path).classes)};`,
        loader: 'js',
      }));
      // Sass as docusaurus-plugin-sass compiles it, with the site's own sass; a CSS module's
      // classes from the compiled CSS, the CSS itself in the site's stylesheet (css-modules.ts).
      b.onResolve({ filter: SASS_FILE }, (args) =>
        siteSass(root) ? undefined : { errors: [{ text: `cannot load "${args.path}": ${SASS_MISSING}` }] },
      );
      b.onLoad({ filter: /\.module\.s[ac]ss$/ }, (args) => ({
        contents: `export default ${JSON.stringify(scopeCss(compileSass(siteSass(root)!, root, args.path), root, args.path).classes)};`,
        loader: 'js',
      }));
      b.onLoad({ filter: SASS_FILE }, () => ({ contents: '', loader: 'js' }));
      // Plain CSS is global: it is in the site's stylesheet (css-modules.ts), not in the module.
      b.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }));
      b.onLoad({ filter: /\.ya?ml$/ }, (args) => ({
        contents: JSON.stringify(yaml().parse(readFileSync(args.path, 'utf8'))),
        loader: 'json',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
