// Where `docsgen mcp` reads a built site from: a build folder (this file) or a deployed site
// (url-files.ts). Both answer the same question, "the text of this file of the site", for the
// few files the build publishes for it (mcp.json, search-index.json, llms.txt, <route>.md), and
// neither ever reads outside the site: paths are checked here, before any lookup.
import { realpathSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

export interface SiteFile {
  text: string;
  /** Changes when the file does (size and mtime, or the HTTP validator): caches key on it. */
  stamp: string;
}

export interface SiteFiles {
  /** The folder or URL, for messages. */
  readonly label: string;
  /** A file by its path under the site root (`toolhive/faq.md`); undefined when there is none. */
  read(path: string): Promise<SiteFile | undefined>;
  /** The file's stamp alone, without reading it: what is derived from the large files (the search
   *  index, the manifest) is kept while it stays the same. */
  stamp(path: string): Promise<string | undefined>;
}

/** Longest file path asked for: routes are short, and a long one can only be an attack or a typo. */
const MAX_PATH = 1024;

/** A relative path inside the site, or undefined for anything that could leave it or reach a
 *  hidden file: `..` and `.` segments, dotfiles, backslashes, NUL, absolute paths. */
export function sitePath(path: string): string | undefined {
  if (path.length === 0 || path.length > MAX_PATH || /[\\\0]/.test(path) || path.startsWith('/')) return undefined;
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p.startsWith('.'))) return undefined;
  return parts.join('/');
}

export interface FolderOptions {
  /** Watch mode: wait for this before reading (the build worker writes some files on demand). */
  beforeRead?: (path: string) => Promise<void> | undefined;
}

/** The files of a build folder. Nothing is cached here (the folder may be rebuilt under us): the
 *  stamp lets callers cache what they derive from a file. */
export function folderFiles(dir: string, options: FolderOptions = {}): SiteFiles {
  const root = resolve(dir);
  let realRoot: string | undefined;
  /** The file's real path and stamp, when it is a file inside the folder. */
  const locate = async (path: string) => {
    const rel = sitePath(path);
    if (!rel) return undefined;
    await options.beforeRead?.(`/${rel}`);
    const abs = resolve(root, rel);
    if (!abs.startsWith(root + sep)) return undefined;
    try {
      // A symbolic link may point out of the folder: only its real place counts.
      realRoot ??= realpathSync(root);
      const real = realpathSync(abs);
      if (!real.startsWith(realRoot + sep)) return undefined;
      const st = await stat(real);
      return st.isFile() ? { real, stamp: `${st.size}-${st.mtimeMs}` } : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    label: dir,
    async read(path) {
      const at = await locate(path);
      if (!at) return undefined;
      try {
        return { text: await readFile(at.real, 'utf8'), stamp: at.stamp };
      } catch {
        return undefined; // removed by a rebuild in between
      }
    },
    async stamp(path) {
      return (await locate(path))?.stamp;
    },
  };
}
