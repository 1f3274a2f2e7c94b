// The one URL rule: routes have no trailing slash (`/toolhive/quickstart`; the root is `/`) and are
// written as `out/<route>/index.html`. Links, canonical URLs, sitemap and search all use this form.

export function normalizeRoute(path: string): string {
  let p = path.split('#')[0].split('?')[0];
  p = p.replace(/\/index\.html?$/, '/').replace(/\.html?$/, '');
  p = p.replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

export function joinRoute(...parts: string[]): string {
  return normalizeRoute(parts.filter(Boolean).join('/'));
}

/** A root-relative URL under the site's base URL (`/docs/` + `/x` → `/docs/x`). */
export function withBase(baseUrl: string, path: string): string {
  return baseUrl === '/' ? path : `${baseUrl.replace(/\/$/, '')}${path}`;
}

/** `out/` path of a route's HTML. */
export function routeToFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** A route as it is written into an absolute URL (sitemap, canonical link, llms.txt, hosted search
 *  records): spaces and non-ASCII letters percent-encoded, as a browser sends them. Routes stay
 *  decoded everywhere else (links between pages, files on disk, the preview server's lookup). A
 *  `#fragment` is kept as one. */
export function encodeRoute(route: string): string {
  return encodeURI(route);
}
