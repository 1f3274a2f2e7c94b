import { resolve } from 'node:path';
import { WriterError } from '../errors.js';
import { selfImports } from '../config/self-imports.js';
import { themeInstance } from '../config/theme-instance.js';
import { siteModuleAliases } from '../modules/site-module-aliases.js';
import { pageComponentImports, type LoadComponent } from '../islands/page-module-imports.js';
import { bundleModule, cacheBundle, contentHash, type BundleOptions } from '../modules/load-module.js';
import { rawLoader, requireBanner, sitePackages } from '../modules/site-packages.js';
import { siteAssets } from '../modules/site-assets.js';
import { automaticJsxTsconfig } from '../modules/tsconfig-jsx.js';
import { esModuleShape } from './import-value.js';
import { fileGlobals, placeAsWritten, type Heads } from '../modules/node-file-globals.js';

const LEGACY_BANNER =
  "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);";

/** Bundles a site's own module (a page or an MDX component, or a package an MDX page imports) and
 *  imports it. Its packages are bundled with it, found from the site then from docsgen
 *  (site-packages.ts), so that every `react` they import is the renderer's one instance, a CommonJS
 *  package's default export goes through `__esModule` as a bundler gives it, and JSON needs no
 *  import attribute. Local `.js` files may hold JSX, as in Docusaurus. */
export async function importSiteModule(
  abs: string,
  display: string,
  cacheDir: string,
  components?: LoadComponent,
): Promise<Record<string, unknown>> {
  return (await importSiteModuleAndCode(abs, display, cacheDir, components)).mod;
}

/** importSiteModule, and the bundle it imported (what generator/islands/detect.ts reads).
 *  `components`: a page module's local component modules are loaded (and wrapped) by it instead of
 *  being bundled in (islands/page-module-imports.ts). */
export async function importSiteModuleAndCode(
  abs: string,
  display: string,
  cacheDir: string,
  components?: LoadComponent,
): Promise<{ mod: Record<string, unknown>; code: string }> {
  // The cache folder is <site>/.docsgen-cache/modules: the site root is two up.
  const root = resolve(cacheDir, '..', '..');
  const heads: Heads = new Map();
  const tsconfig = automaticJsxTsconfig(root);
  const options: BundleOptions = {
    plugins: [
      ...(components ? [pageComponentImports(abs, components)] : []),
      themeInstance,
      selfImports,
      rawLoader(root),
      siteModuleAliases(root),
      siteAssets(root),
      sitePackages(root, { bundle: true }),
      fileGlobals(undefined, true, heads),
    ],
    jsx: 'automatic',
    // JSX compiles with the automatic runtime whatever the site's tsconfig.json says (`"jsx":
    // "react"` from @tsconfig/docusaurus would need React in scope): Docusaurus's Babel ignores it.
    ...(tsconfig && { tsconfigRaw: tsconfig }),
    loader: { '.json': 'json' },
  };
  const { code: bundled } = await bundleModule(abs, options, (given) => {
    // A writer error from a plugin (a component the page imports, loaded on its own by the
    // islands' plugin) keeps its own place; esbuild would put it at the plugin's code.
    const thrown = (given as { detail?: unknown }).detail;
    if (thrown instanceof WriterError) return thrown;
    const first = placeAsWritten(given, heads);
    const [text, hint] = first.text.split(/: (?=install it|a workspace package|build it)/);
    return new WriterError(
      { file: first.location?.file ?? display, line: first.location?.line, column: (first.location?.column ?? 0) + 1 },
      text,
      { sourceLine: first.location?.lineText, ...(hint && { hint }) },
    );
  });
  // A bundle that calls require() (a CommonJS package's require of React, a raw-loader request
  // made at run time) gets Node's, from the module, falling back to docsgen's; one that does not
  // gets the one-line banner every module had, so its bundle is as it was.
  const code = `${/\b__require\b/.test(bundled) ? requireBanner(abs, root) : LEGACY_BANNER}\n\n${bundled}`;
  try {
    return {
      mod: esModuleShape(
        (await import(cacheBundle(code, cacheDir, `mod-${contentHash(code).slice(0, 16)}.mjs`))) as Record<string, unknown>,
      ),
      code,
    };
  } catch (e) {
    // The module's own top-level code failed as it loaded (a file it reads, a browser global):
    // the writer's to fix, at the module.
    throw new WriterError({ file: display }, `this module threw while docsgen loaded it: ${e instanceof Error ? e.message : String(e)}`, {
      hint: 'site modules load once, in Node, at build time: fix what the message names, or move browser-only code (window, document) into useEffect',
    });
  }
}
