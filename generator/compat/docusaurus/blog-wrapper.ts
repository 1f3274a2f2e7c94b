// A site's own plugin that wraps Docusaurus's blog plugin (`require('@docusaurus/plugin-content-blog')`
// and overrides a lifecycle method for featured posts or categories): its options are the blog's.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';

const EXTENSIONS = ['', '.js', '.cjs', '.mjs', '.ts', '/index.js', '/index.ts'];

/** The local plugin file `name` names, when it wraps the blog plugin; undefined otherwise. */
export function blogWrapperFile(name: string, siteDir: string): string | undefined {
  if (!name.startsWith('.') && !isAbsolute(name)) return undefined;
  const base = isAbsolute(name) ? name : resolve(siteDir, name);
  const file = EXTENSIONS.map((e) => base + e).find((f) => existsSync(f) && statSync(f).isFile());
  if (!file) return undefined;
  const text = readFileSync(file, 'utf8');
  return /['"]@docusaurus\/plugin-content-blog['"]/.test(text) ? file : undefined;
}
