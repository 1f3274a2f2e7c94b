// The route of a Markdown file a link names. Besides paths relative to the page, Docusaurus sites
// write file links from the docs root (`/guides/setup.mdx#x`) and the site root (`@site/docs/…`).
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';

export function fileRoute(routes: Map<string, string>, abs: string): string | undefined {
  const exact = routes.get(abs);
  // A path whose folder exists is a real relative path: found or broken, it means that file.
  if (exact !== undefined || existsSync(dirname(abs))) return exact;
  // Rooted at the docs or site folder: the content file whose path ends so (the shortest, so the
  // latest docs win over a versioned copy).
  let best: string | undefined;
  for (const k of routes.keys()) if (k.endsWith(abs) && (!best || k.length < best.length)) best = k;
  return best === undefined ? undefined : routes.get(best);
}
