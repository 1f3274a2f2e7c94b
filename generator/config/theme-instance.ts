// A site's own components (site modules: its pages and MDX components in src/) import
// `docsgen/theme` and `@theme/…`. They must get the theme instance the renderer uses, whose
// contexts hold what the page provides (DocCardList's cards, the Docusaurus context): the one in
// docsgen's command-line script (scripts/cli-bundle.mjs), not the theme's own module files, which
// a build no longer loads. Nothing but a process-wide name reaches that instance from a module
// imported from a file (the script is no ES module an import could name), so the plugin leaves it
// on globalThis when it bundles a site module, and that module's `docsgen/theme` is a small module
// that reads it. The theme holds no state of its own (what a page renders from comes through its
// props and React contexts): the name shares code and context objects, never a build's data.
import type { Plugin } from 'esbuild';
import * as theme from '../../theme/index.js';

const KEY = Symbol.for('docsgen.theme');

/** esbuild: `docsgen/theme` in a site module, as the running docsgen's theme instance. */
export const themeInstance: Plugin = {
  name: 'docsgen-theme-instance',
  setup(b) {
    // Before the module is imported; the same instance for the life of the process.
    (globalThis as Record<symbol, unknown>)[KEY] ??= theme;
    b.onResolve({ filter: /^docsgen\/theme$/ }, () => ({ path: 'docsgen/theme', namespace: 'docsgen-theme' }));
    b.onLoad({ filter: /.*/, namespace: 'docsgen-theme' }, () => ({
      contents: `const theme = globalThis[Symbol.for('docsgen.theme')];\nexport const { ${Object.keys(theme).join(', ')} } = theme;\n`,
      loader: 'js',
    }));
  },
};
