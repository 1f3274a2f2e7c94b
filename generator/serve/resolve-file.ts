// Finds the file a site path names, the way a static host does (`/x` → `x`, `x.html` or
// `x/index.html`), and refuses a file whose real location is outside the site folder: a symlink in
// `out/` must not expose the rest of the disk.
import { realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

export type ResolvedFile =
  { kind: 'file'; abs: string; urlPath: string; size: number; mtime: Date } | { kind: 'missing' } | { kind: 'outside'; urlPath: string };

/** `path` comes from parseRequestPath: decoded, absolute, without dot segments. */
export function resolveSiteFile(root: string, path: string): ResolvedFile {
  const candidates = path === '/' ? ['/index.html'] : [path, `${path}.html`, `${path}/index.html`];
  let realRoot: string | undefined;
  for (const urlPath of candidates) {
    const abs = join(root, urlPath);
    const stats = statSync(abs, { throwIfNoEntry: false });
    if (!stats || !stats.isFile()) continue;
    let real: string;
    try {
      realRoot ??= realpathSync(root);
      real = realpathSync(abs);
    } catch {
      continue; // removed between the two calls (a rebuild in watch mode)
    }
    if (!real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep)) return { kind: 'outside', urlPath };
    return { kind: 'file', abs, urlPath, size: stats.size, mtime: stats.mtime };
  }
  return { kind: 'missing' };
}
