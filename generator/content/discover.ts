import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { WriterError, WriterErrors } from '../errors.js';
import { readText } from './read-text.js';

export interface DiscoveredFile {
  /** Path relative to the content folder, with forward slashes: `toolhive/guides-cli/install.mdx`. */
  rel: string;
  abs: string;
  /** Path relative to the site root, for messages: `content/toolhive/guides-cli/install.mdx`. */
  display: string;
  source: string;
  /** A page routed from the site root, without a sidebar (a pages folder's Markdown page); absent:
   *  decided by the path (`pages/…` in the content folder). */
  standalone?: boolean;
}

/** Every Markdown/MDX file under the content folder; `_`-prefixed files and folders are partials.
 *  `pagesInside` false: the site's pages folder is elsewhere (`pages.path`), so `pages/` here is a
 *  docs folder like any other. */
export function discoverContent(contentDir: string, siteRoot: string, pagesInside = true): { docs: DiscoveredFile[]; pages: string[] } {
  const docs: DiscoveredFile[] = [];
  // Every file that is not text is reported, not just the first.
  const unreadable: WriterError[] = [];
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      const rel = relative(contentDir, abs).split(sep).join('/');
      if (name.startsWith('_') || name.startsWith('.') || name === 'node_modules') continue;
      if (statSync(abs).isDirectory()) {
        if (rel === 'data') continue;
        walk(abs);
      } else if (/\.(md|mdx)$/.test(name)) {
        const display = relative(siteRoot, abs).split(sep).join('/');
        try {
          docs.push({ rel, abs, display, source: readText(abs, display), ...(!pagesInside && { standalone: false }) });
        } catch (e) {
          if (!(e instanceof WriterError)) throw e;
          unreadable.push(e);
        }
      } else if (pagesInside && rel.startsWith('pages/') && /\.(tsx|jsx)$/.test(name)) {
        pages.push(abs);
      }
    }
  };
  walk(contentDir);
  if (unreadable.length > 0) throw new WriterErrors(unreadable);
  return { docs, pages };
}
