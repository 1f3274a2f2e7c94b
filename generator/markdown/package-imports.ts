// Imports of npm packages in MDX (`import LiteYouTubeEmbed from 'react-lite-youtube-embed'`) and
// the stylesheets pages import for their side effect (`import 'react-lite-youtube-embed/dist/x.css'`),
// found where Docusaurus finds them: in the site's own node_modules.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { processMap } from '../caches.js';
import { pkgRoot } from '../package-root.js';

/** `react-tweet`, `@scope/pkg/sub`: not a path, not an alias docsgen provides, not a Node built-in. */
export function isPackageSpecifier(spec: string): boolean {
  return !/^(\.|\/|@site\/|@theme(-original|-init)?\/|@docusaurus\/|node:)/.test(spec);
}

const requireFrom = processMap<string, NodeJS.Require>('packageRequire');

/** The file a package import names, resolved from the site's root, then from docsgen's own
 *  dependencies (as the site's modules find theirs, modules/site-packages.ts); undefined when
 *  installed in neither. */
export function resolvePackage(root: string, spec: string): string | undefined {
  for (const from of [root, pkgRoot]) {
    let req = requireFrom.get(from);
    if (!req) requireFrom.set(from, (req = createRequire(join(from, 'package.json'))));
    try {
      return req.resolve(spec);
    } catch {
      // not installed there
    }
  }
  return undefined;
}

const CSS_IMPORT = /^import\s+['"]([^'"]+\.css)['"];?\s*$/gm;

/** The stylesheets MDX pages import for their side effect, in page order, each once: they go into
 *  the site's stylesheet (as Docusaurus's bundler puts them into its CSS). */
export function pageStylesheets(root: string, pages: { abs: string; body: string }[]): { abs: string; css: string }[] {
  const seen = new Set<string>();
  const out: { abs: string; css: string }[] = [];
  for (const page of pages) {
    for (const [, spec] of page.body.matchAll(CSS_IMPORT)) {
      const abs = isPackageSpecifier(spec)
        ? resolvePackage(root, spec)
        : spec.startsWith('@site/')
          ? resolve(root, spec.slice(6))
          : resolve(dirname(page.abs), spec);
      // One that does not resolve is reported at its import by the page's compile.
      if (!abs || seen.has(abs) || !existsSync(abs)) continue;
      seen.add(abs);
      out.push({ abs, css: `/* ${relative(root, abs).split(sep).join('/')} */\n${readFileSync(abs, 'utf8')}` });
    }
  }
  return out;
}
