import { build } from 'esbuild';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WriterError } from '../errors.js';
import { selfImports } from '../config/self-imports.js';
import { themeInstance } from '../config/theme-instance.js';
import { siteModuleAliases } from '../compat/docusaurus/site-module-aliases.js';

/** Bundles a site's own TSX module (a page or an MDX component) and imports it. Packages stay
 *  external, so React is the same instance the renderer uses. */
export async function importSiteModule(abs: string, display: string, cacheDir: string): Promise<Record<string, unknown>> {
  let code: string;
  // The cache folder is <site>/.docsgen-cache/modules: the site root is two up.
  const root = resolve(cacheDir, '..', '..');
  try {
    // The banner: CommonJS packages (bundled as they are imported from MDX) call require() for what
    // stays external; in an ES module it has to be made, resolving from the bundle's place in the site.
    const banner = "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);";
    const r = await build({ entryPoints: [abs], bundle: true, packages: 'external', plugins: [themeInstance, selfImports, siteModuleAliases(root)], format: 'esm', platform: 'node', jsx: 'automatic', write: false, logLevel: 'silent', loader: { '.json': 'json' }, banner: { js: banner } });
    code = r.outputFiles[0].text;
  } catch (e) {
    const first = (e as { errors?: { text: string; location?: { file: string; line: number; column: number; lineText: string } }[] }).errors?.[0];
    if (!first) throw e;
    throw new WriterError({ file: first.location?.file ?? display, line: first.location?.line, column: (first.location?.column ?? 0) + 1 }, first.text, { sourceLine: first.location?.lineText });
  }
  mkdirSync(cacheDir, { recursive: true });
  const out = join(cacheDir, `mod-${createHash('sha1').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(out)) writeFileSync(out, code);
  return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
}
