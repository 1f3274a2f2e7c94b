// Sass in a Docusaurus site (docusaurus-plugin-sass): `.scss`/`.sass` files its components import,
// CSS modules among them, and its customCss. docsgen has no Sass compiler of its own; it uses the
// one the site installed for that plugin (`sass`), as the plugin does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writerError } from '../errors.js';

export const SASS_FILE = /\.s[ac]ss$/;

interface SassApi {
  compile: (path: string, options?: Record<string, unknown>) => { css: string };
}

/** The site's `sass` package, or undefined when it is not installed. */
export function siteSass(root: string): SassApi | undefined {
  try {
    return createRequire(join(root, 'package.json'))('sass') as SassApi;
  } catch {
    return undefined;
  }
}

/** What to tell a writer whose site imports Sass without the compiler installed. */
export const SASS_MISSING =
  "Sass needs the site's own compiler: install it in the site (npm install sass), as docusaurus-plugin-sass needs it";

interface SassFailure {
  sassMessage?: string;
  span?: { url?: URL; start: { line: number; column: number } };
}

/** The CSS of the Sass file `abs`, compiled with the site's `sass` (imports from its folder and
 *  the site's node_modules, `~package/…` as webpack's sass-loader reads it). Deprecation warnings
 *  are not printed: they are the packages' (bootstrap's alone are hundreds of lines), not the
 *  writer's to fix. A Sass error is a writer error at its place. */
export function compileSass(sass: SassApi, root: string, abs: string): string {
  const modules = join(root, 'node_modules');
  try {
    return sass.compile(abs, {
      loadPaths: [modules],
      quietDeps: true,
      importers: [{ findFileUrl: (url: string) => (url.startsWith('~') ? pathToFileURL(join(modules, url.slice(1))) : null) }],
      logger: {
        warn: (message: string, options: { deprecation?: boolean }) => {
          if (!options.deprecation) console.warn(message);
        },
      },
    }).css;
  } catch (e) {
    const f = e as SassFailure;
    if (!f.sassMessage) throw e;
    const file = f.span?.url?.protocol === 'file:' ? fileURLToPath(f.span.url) : abs;
    const display = relative(process.cwd(), file) || file;
    let source = '';
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      // The place is still named without its line's text.
    }
    throw writerError(
      display,
      source,
      (f.span?.start.line ?? 0) + 1,
      (f.span?.start.column ?? 0) + 1,
      `Sass: ${f.sassMessage}`,
      "fix the stylesheet; it is compiled with the site's own sass package, as docusaurus-plugin-sass compiles it",
    );
  }
}
