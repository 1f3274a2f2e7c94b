// Sass in a Docusaurus site (docusaurus-plugin-sass): `.scss`/`.sass` files its components import,
// CSS modules among them, and its customCss. docsgen has no Sass compiler of its own; it uses the
// one the site installed for that plugin (`sass`), as the plugin does.
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const SASS_FILE = /\.s[ac]ss$/;

interface SassApi { compile: (path: string, options?: Record<string, unknown>) => { css: string } }

/** The site's `sass` package, or undefined when it is not installed. */
export function siteSass(root: string): SassApi | undefined {
  try {
    return createRequire(join(root, 'package.json'))('sass') as SassApi;
  } catch {
    return undefined;
  }
}

/** What to tell a writer whose site imports Sass without the compiler installed. */
export const SASS_MISSING = 'Sass needs the site\'s own compiler: install it in the site (npm install sass), as docusaurus-plugin-sass needs it';

/** The CSS of the Sass file `abs`, compiled with the site's `sass` (imports from its folder and
 *  the site's node_modules). */
export function compileSass(sass: SassApi, root: string, abs: string): string {
  return sass.compile(abs, { loadPaths: [join(root, 'node_modules')] }).css;
}
