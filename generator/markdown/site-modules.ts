import { resolve } from 'node:path';
import { WriterError } from '../errors.js';
import { selfImports } from '../config/self-imports.js';
import { themeInstance } from '../config/theme-instance.js';
import { siteModuleAliases } from '../modules/site-module-aliases.js';
import { pageComponentImports, type LoadComponent } from '../islands/page-module-imports.js';
import { bundleModule, cacheBundle, contentHash, type BundleOptions } from '../modules/load-module.js';
import { rawLoader, requireBanner, sitePackages } from '../modules/site-packages.js';
import { siteAssets } from '../modules/site-assets.js';
import { fileGlobals, placeAsWritten, type Heads } from '../modules/node-file-globals.js';

/** Bundles a site's own module (a page or an MDX component, or a package an MDX page imports) and
 *  imports it. Its packages are bundled with it, found from the site then from docsgen
 *  (site-packages.ts), so that every `react` they import is the renderer's one instance, a CommonJS
 *  package's default export goes through `__esModule` as a bundler gives it, and JSON needs no
 *  import attribute. Local `.js` files may hold JSX, as in Docusaurus. */
export async function importSiteModule(abs: string, display: string, cacheDir: string, components?: LoadComponent): Promise<Record<string, unknown>> {
  return (await importSiteModuleAndCode(abs, display, cacheDir, components)).mod;
}

/** importSiteModule, and the bundle it imported (what generator/islands/detect.ts reads).
 *  `components`: a page module's local component modules are loaded (and wrapped) by it instead of
 *  being bundled in (islands/page-module-imports.ts). */
export async function importSiteModuleAndCode(abs: string, display: string, cacheDir: string, components?: LoadComponent): Promise<{ mod: Record<string, unknown>; code: string }> {
  // The cache folder is <site>/.docsgen-cache/modules: the site root is two up.
  const root = resolve(cacheDir, '..', '..');
  const heads: Heads = new Map();
  const options: BundleOptions = {
    plugins: [...(components ? [pageComponentImports(abs, components)] : []), themeInstance, selfImports, rawLoader(root), siteModuleAliases(root), siteAssets(root), sitePackages(root, { bundle: true }), fileGlobals(undefined, true, heads)],
    jsx: 'automatic',
    // JSX compiles with the automatic runtime whatever the site's tsconfig.json says (`"jsx":
    // "react"` from @tsconfig/docusaurus would need React in scope): Docusaurus's Babel ignores it.
    tsconfigRaw: { compilerOptions: { jsx: 'react-jsx' } },
    loader: { '.json': 'json' },
    // A CommonJS package's require() of what stays external (React) is Node's, from the module.
    banner: { js: requireBanner(abs, root) },
  };
  const { code } = await bundleModule(abs, options, (given) => {
    const first = placeAsWritten(given, heads);
    const [text, hint] = first.text.split(/: (?=install it|a workspace package|build it)/);
    return new WriterError({ file: first.location?.file ?? display, line: first.location?.line, column: (first.location?.column ?? 0) + 1 }, text, { sourceLine: first.location?.lineText, ...(hint && { hint }) });
  });
  try {
    return { mod: (await import(cacheBundle(code, cacheDir, `mod-${contentHash(code).slice(0, 16)}.mjs`))) as Record<string, unknown>, code };
  } catch (e) {
    // The module's own top-level code failed as it loaded (a file it reads, a browser global):
    // the writer's to fix, at the module.
    throw new WriterError({ file: display }, `this module threw while docsgen loaded it: ${e instanceof Error ? e.message : String(e)}`, { hint: 'site modules load once, in Node, at build time: fix what the message names, or move browser-only code (window, document) into useEffect' });
  }
}
