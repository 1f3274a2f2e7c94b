// What get_page accepts as a page: the public URL (any origin: a deployed copy, a preview), a site
// route with or without the base URL, the `.md` copy's URL, `/x/`, `/x/index.html`, each with an
// optional `#anchor`. All of them come down to a route the manifest lists; what cannot be a route
// (`..`, backslashes, control characters) is refused before any lookup.
export interface PageRef {
  route: string;
  anchor?: string;
}

export function pageRef(input: string, baseUrl: string): PageRef | undefined {
  let s = input.trim();
  if (!s || s.length > 2048 || /[\\\0-\x1f]/.test(s)) return undefined;
  if (/^https?:\/\//i.test(s)) {
    try {
      const u = new URL(s);
      s = u.pathname + u.hash;
    } catch {
      return undefined;
    }
  }
  const hash = s.indexOf('#');
  const anchor = hash >= 0 ? s.slice(hash + 1) : undefined;
  let path = (hash >= 0 ? s.slice(0, hash) : s).split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.split('/').some((p) => p === '..' || p === '.')) return undefined;
  const base = baseUrl.replace(/\/$/, '');
  if (base && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length) || '/';
  path =
    path
      .replace(/\/index\.html$/, '')
      .replace(/\.(md|html)$/, '')
      .replace(/\/+$/, '') || '/';
  if (path === '/index') path = '/';
  return { route: path, ...(anchor ? { anchor } : {}) };
}
