// A site's React page module (content/pages/*.tsx) renders the site's components itself, so they
// are bundled into it and MDX's wrapping (wrap-module.ts) never sees them. This esbuild plugin keeps
// each component module the page imports from a local file out of the page's bundle: the import
// reads the module docsgen loaded and wrapped, so an island in a page module is one as in MDX.
import type { Plugin } from 'esbuild';
import { contentHash } from '../modules/load-module.js';
import { moduleKey } from './wrap-module.js';

export type LoadComponent = (abs: string) => Promise<Record<string, unknown>>;

/** Where a page module's bundle finds the wrapped modules: like the theme instance
 *  (config/theme-instance.ts), only a process-wide name reaches a module imported from a file.
 *  Keyed by file and content, so an edited component is a new entry. */
const KEY = Symbol.for('docsgen.pageComponents');
const registry = () => ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map()) as Map<string, Record<string, unknown>>;

const COMPONENT_FILE = /\.(tsx|jsx)$/;

export function pageComponentImports(page: string, load: LoadComponent): Plugin {
  return {
    name: 'docsgen-page-components',
    setup(b) {
      b.onResolve({ filter: /^(\.|@site\/)/ }, async (args) => {
        if (args.importer !== page || args.pluginData === 'inner') return undefined;
        const r = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: 'inner',
        });
        if (r.errors.length > 0 || !COMPONENT_FILE.test(r.path)) return undefined;
        return { path: r.path, namespace: 'docsgen-page-component' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-page-component' }, async (args) => {
        const mod = await load(args.path);
        // The wrapped module's own key (its file and bundled code): an edit makes a new bundle.
        const key = moduleKey(mod) ?? `${args.path}\0${contentHash(Object.keys(mod).join(','))}`;
        registry().set(key, mod);
        const names = Object.keys(mod).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
        const read = `const m = globalThis[Symbol.for('docsgen.pageComponents')].get(${JSON.stringify(key)});`;
        return {
          contents: `${read}\nexport default m.default;\n${names.length ? `export const { ${names.join(', ')} } = m;\n` : ''}`,
          loader: 'js',
        };
      });
    },
  };
}
