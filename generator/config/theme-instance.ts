// A site's own components (site modules: its pages and MDX components in src/) import
// `docsgen/theme` and `@theme/…`. They must get the theme instance the renderer uses, whose
// contexts hold what the page provides (DocCardList's cards, the Docusaurus context): the one in
// docsgen's command-line script (scripts/cli-bundle.mjs), not the theme's own module files, which
// a build no longer loads. So the renderer's side leaves its instance on globalThis, and a site
// module's `docsgen/theme` is a small module that reads it.
import type { Plugin } from 'esbuild';
import * as theme from '../../theme/index.js';

const KEY = Symbol.for('docsgen.theme');
(globalThis as Record<symbol, unknown>)[KEY] ??= theme;

/** esbuild: `docsgen/theme` in a site module, as the running docsgen's theme instance. */
export const themeInstance: Plugin = {
  name: 'docsgen-theme-instance',
  setup(b) {
    b.onResolve({ filter: /^docsgen\/theme$/ }, () => ({ path: 'docsgen/theme', namespace: 'docsgen-theme' }));
    b.onLoad({ filter: /.*/, namespace: 'docsgen-theme' }, () => ({
      contents: `const theme = globalThis[Symbol.for('docsgen.theme')];\nexport const { ${Object.keys(theme).join(', ')} } = theme;\n`,
      loader: 'js',
    }));
  },
};
