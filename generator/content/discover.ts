import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface DiscoveredFile {
  /** Path relative to the content folder, with forward slashes: `toolhive/guides-cli/install.mdx`. */
  rel: string;
  abs: string;
  /** Path relative to the site root, for messages: `content/toolhive/guides-cli/install.mdx`. */
  display: string;
  source: string;
}

/** Every Markdown/MDX file under the content folder; `_`-prefixed files and folders are partials. */
export function discoverContent(contentDir: string, siteRoot: string): { docs: DiscoveredFile[]; pages: string[] } {
  const docs: DiscoveredFile[] = [];
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
        docs.push({ rel, abs, display: relative(siteRoot, abs).split(sep).join('/'), source: readFileSync(abs, 'utf8') });
      } else if (rel.startsWith('pages/') && /\.(tsx|jsx)$/.test(name)) {
        pages.push(abs);
      }
    }
  };
  walk(contentDir);
  return { docs, pages };
}
