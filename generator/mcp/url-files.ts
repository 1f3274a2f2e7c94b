// The files of a deployed docsgen site, read over HTTP(S) under its base URL and kept in memory:
// a static host is all the site needs to be an MCP server. A file is fetched again, conditionally
// (ETag / Last-Modified), once it is older than `ttlMs`, so a redeploy shows up without a restart.
import { sitePath, type SiteFile, type SiteFiles } from './site-files.js';

export interface UrlOptions {
  ttlMs?: number;
  timeoutMs?: number;
  /** Largest file accepted; the search index of a 3,000-page site is well under it. */
  maxBytes?: number;
}

interface Entry {
  file: SiteFile | undefined;
  at: number;
  validator?: { etag?: string; lastModified?: string };
}

export function urlFiles(base: string, options: UrlOptions = {}): SiteFiles {
  const root = new URL(base.endsWith('/') ? base : `${base}/`);
  if (root.protocol !== 'https:' && root.protocol !== 'http:') throw new Error(`--site: ${base} is not an http(s) URL`);
  root.search = '';
  root.hash = '';
  const ttl = options.ttlMs ?? 5 * 60_000;
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<SiteFile | undefined>>();

  const fetchFile = async (rel: string, old: Entry | undefined): Promise<SiteFile | undefined> => {
    const url = new URL(rel, root);
    // Never follow a path out from under the base URL (the check in sitePath makes this moot; a
    // second guard is cheap).
    if (!url.href.startsWith(root.href)) return undefined;
    const headers: Record<string, string> = { accept: '*/*' };
    if (old?.validator?.etag) headers['if-none-match'] = old.validator.etag;
    if (old?.validator?.lastModified) headers['if-modified-since'] = old.validator.lastModified;
    const res = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
    if (res.status === 304 && old) {
      cache.set(rel, { ...old, at: Date.now() });
      return old.file;
    }
    if (res.status === 404 || res.status === 410) {
      cache.set(rel, { file: undefined, at: Date.now() });
      return undefined;
    }
    if (!res.ok) throw new Error(`${url.href}: HTTP ${res.status}`);
    const max = options.maxBytes ?? 64 * 1024 * 1024;
    if (Number(res.headers.get('content-length') ?? 0) > max) throw new Error(`${url.href}: larger than ${max} bytes`);
    const text = await res.text();
    if (text.length > max) throw new Error(`${url.href}: larger than ${max} bytes`);
    const etag = res.headers.get('etag') ?? undefined;
    const lastModified = res.headers.get('last-modified') ?? undefined;
    const file = { text, stamp: etag ?? lastModified ?? `${Date.now()}` };
    cache.set(rel, { file, at: Date.now(), validator: { etag, lastModified } });
    return file;
  };

  const files: SiteFiles = {
    label: root.href,
    // Cached files answer at once; a file due for revalidation is fetched (conditionally) first.
    async stamp(path) {
      return (await files.read(path))?.stamp;
    },
    async read(path) {
      const rel = sitePath(path);
      if (!rel) return undefined;
      const hit = cache.get(rel);
      if (hit && Date.now() - hit.at < ttl) return hit.file;
      // Concurrent calls for the same file share one request.
      let p = pending.get(rel);
      if (!p) {
        p = fetchFile(rel, hit).finally(() => pending.delete(rel));
        pending.set(rel, p);
      }
      return p;
    },
  };
  return files;
}
