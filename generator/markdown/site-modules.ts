import { resolve } from 'node:path';
import { WriterError } from '../errors.js';
import { selfImports } from '../config/self-imports.js';
import { themeInstance } from '../config/theme-instance.js';
import { siteModuleAliases } from '../modules/site-module-aliases.js';
import { pageComponentImports, type LoadComponent } from '../islands/page-module-imports.js';
import { bundleModule, cacheBundle, contentHash, type BundleOptions } from '../modules/load-module.js';

/** Bundles a site's own TSX module (a page or an MDX component) and imports it. Packages stay
 *  external, so React is the same instance the renderer uses. */
export async function importSiteModule(abs: string, display: string, cacheDir: string, components?: LoadComponent): Promise<Record<string, unknown>> {
  return (await importSiteModuleAndCode(abs, display, cacheDir, components)).mod;
}

/** importSiteModule, and the bundle it imported (what generator/islands/detect.ts reads). */
/** `components`: a page module's local component modules are loaded (and wrapped) by it instead of
 *  being bundled in (islands/page-module-imports.ts). */
export async function importSiteModuleAndCode(abs: string, display: string, cacheDir: string, components?: LoadComponent): Promise<{ mod: Record<string, unknown>; code: string }> {
  // The cache folder is <site>/.docsgen-cache/modules: the site root is two up.
  const root = resolve(cacheDir, '..', '..');
  // The banner: CommonJS packages (bundled as they are imported from MDX) call require() for what
  // stays external; in an ES module it has to be made, resolving from the bundle's place in the site.
  const banner = "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);";
  const options: BundleOptions = { packages: 'external', plugins: [...(components ? [pageComponentImports(abs, components)] : []), themeInstance, selfImports, siteModuleAliases(root)], jsx: 'automatic', loader: { '.json': 'json' }, banner: { js: banner } };
  const { code } = await bundleModule(abs, options, (first) =>
    new WriterError({ file: first.location?.file ?? display, line: first.location?.line, column: (first.location?.column ?? 0) + 1 }, first.text, { sourceLine: first.location?.lineText }));
  const mod = (await import(cacheBundle(code, cacheDir, `mod-${contentHash(code).slice(0, 16)}.mjs`))) as Record<string, unknown>;
  return { mod, code };
}
