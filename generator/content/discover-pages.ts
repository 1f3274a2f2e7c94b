// A pages folder outside the content folder (`pages.path`; a Docusaurus site's `src/pages`): its
// Markdown pages and React page modules, routed from the site root as Docusaurus routes them. What
// Docusaurus leaves out is left out here too: `_`-prefixed files and folders, `__tests__` folders
// and `*.test.*` files (helpers, partials and tests kept beside the pages).
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { WriterError, WriterErrors } from '../errors.js';
import { readText } from './read-text.js';
import type { DiscoveredFile } from './discover.js';

/** A page module's file name: a React component Docusaurus routes (not a type declaration). */
export const PAGE_MODULE = /^(?!.*\.d\.ts$).*\.(js|jsx|ts|tsx)$/;

/** Whether Docusaurus's pages plugin skips `name` (a file or folder inside a pages folder). */
export function skippedInPages(name: string): boolean {
  return name.startsWith('_') || name.startsWith('.') || name === 'node_modules' || /\.test\.[jt]sx?$/.test(name);
}

/** Markdown pages (as `pages/…` files, which load-docs routes from `/` without a sidebar) and
 *  page modules, in file order. */
export function discoverPages(pagesDir: string, siteRoot: string): { docs: DiscoveredFile[]; modules: string[] } {
  const docs: DiscoveredFile[] = [];
  const modules: string[] = [];
  const unreadable: WriterError[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (skippedInPages(name)) continue;
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) {
        if (name !== '__tests__') walk(abs);
        continue;
      }
      if (/\.mdx?$/.test(name)) {
        const display = relative(siteRoot, abs).split(sep).join('/');
        try {
          docs.push({ rel: `pages/${relative(pagesDir, abs).split(sep).join('/')}`, abs, display, source: readText(abs, display), standalone: true });
        } catch (e) {
          if (!(e instanceof WriterError)) throw e;
          unreadable.push(e);
        }
      } else if (PAGE_MODULE.test(name)) modules.push(abs);
    }
  };
  walk(pagesDir);
  if (unreadable.length > 0) throw new WriterErrors(unreadable);
  return { docs, modules };
}

/** The route of a page module: `index` → `/`, `foo.tsx` → `/foo`, `foo/index.tsx` → `/foo`. */
export function pageModuleRoute(pagesDir: string, file: string): string {
  const name = relative(pagesDir, file).split(sep).join('/').replace(/\.[jt]sx?$/, '');
  if (name === 'index') return '/';
  return `/${name.replace(/\/index$/, '')}`;
}
