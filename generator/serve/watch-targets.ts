// What `serve --watch` watches, read from the site's config: the config file, the content folder,
// the pages folder (`pages.path`), the OpenAPI files' folders, data and component files the config
// names, `static/`, `theme/`, `src/`,
// and a Docusaurus sidebars file with the local modules it imports.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { pkgRoot } from '../package-root.js';

export { pkgRoot };

export interface WatchTargets {
  /** Files and folders to watch, none inside another. */
  paths: string[];
  /** docsgen's own theme folder when it is watched: a change to its code needs a recompile. */
  themeDir?: string;
}

/** `extraFiles`: the Docusaurus sidebars file and the local modules it imports. */
export function watchTargets(
  root: string,
  configFile: string,
  outDir: string,
  config: SiteConfig | undefined,
  extraFiles: string[] = [],
): WatchTargets {
  // src/: the site's own components (islands among them) and their CSS, as Docusaurus sites keep them.
  const wanted = [
    configFile,
    resolve(root, config?.docs.path ?? 'content'),
    resolve(root, 'openapi'),
    resolve(root, 'static'),
    resolve(root, 'theme'),
    resolve(root, 'src'),
    ...extraFiles,
  ];
  for (const o of config?.openapi ?? []) wanted.push(dirname(resolve(root, o.spec)));
  if (config?.pages) wanted.push(resolve(root, config.pages.path));
  if (config?.data.cli) wanted.push(resolve(root, config.data.cli.dir));
  for (const p of config?.data.publish ?? []) wanted.push(resolve(root, p.from));
  for (const c of Object.values(config?.markdown.components ?? {})) wanted.push(dirname(resolve(root, c)));
  for (const f of Object.values(config?.docs.pluginData ?? {})) wanted.push(resolve(root, f));
  // Other docs folders and their sidebars files: an edit there is a full build (rebuild-changed.ts).
  for (const d of config?.docsInstances ?? []) wanted.push(resolve(root, d.path), ...(d.sidebarPath ? [resolve(root, d.sidebarPath)] : []));
  if (config?.blog) wanted.push(resolve(root, config.blog.path));
  const existing = [...new Set(wanted)].filter((p) => existsSync(p) && p !== root && !within(p, outDir) && !within(outDir, p));
  const paths = existing.filter((p) => !existing.some((q) => q !== p && isDir(q) && within(p, q)));
  const theme = resolve(root, 'theme');
  return { paths: paths.sort(), themeDir: theme === resolve(pkgRoot, 'theme') && paths.some((p) => within(theme, p)) ? theme : undefined };
}

export function isDir(p: string): boolean {
  return statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** `child` is `parent` or inside it. */
export function within(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);
}

/** Editor and tool droppings that never change the site. */
export function ignoredPath(path: string): boolean {
  const name = basename(path);
  return (
    name.startsWith('.') ||
    name === 'node_modules' ||
    name.endsWith('~') ||
    /\.(sw[a-p]|tmp|bak)$/.test(name) ||
    name === '4913' ||
    /^#.*#$/.test(name)
  );
}

/** A file without an extension: no page, partial, asset or data file is one, but tools write
 *  them while saving (`sed -i` writes `sedXXXXXX` beside the file and renames it over). Only for
 *  file events: folders have no extension either. */
export function isScratchFile(path: string): boolean {
  return !basename(path).includes('.');
}

/** A change to docsgen's theme code (not styles.css, which every build reads afresh). */
export function isThemeCode(path: string, themeDir: string | undefined): boolean {
  return !!themeDir && within(path, themeDir) && /\.(tsx?|jsx?|mjs)$/.test(path);
}

/** `content/docs/a.md changed`, `3 files changed (a.md, b.md, …)` — for the terminal line.
 *  `changes` maps each path to its last chokidar event. */
export function describeChanges(changes: Map<string, string>, cwd = process.cwd()): string {
  const shown = [...changes].map(([p, event]) => ({ path: relative(cwd, p) || p, event }));
  if (shown.length === 1) {
    const verb = shown[0].event === 'add' ? 'added' : shown[0].event.startsWith('unlink') ? 'removed' : 'changed';
    return `${shown[0].path} ${verb}`;
  }
  const names = shown
    .slice(0, 3)
    .map((s) => s.path)
    .join(', ');
  return `${shown.length} files changed (${names}${shown.length > 3 ? ', …' : ''})`;
}
