// The `section` argument of search_docs and list_pages: a sidebar category by its label
// ("Guides: CLI", any case) or a route prefix (`/toolhive/guides-cli`). Either way it becomes the
// set of routes it covers, or a tool error naming the nearest labels.
import type { ManifestNode, McpManifest } from './manifest-format.js';
import { nearest } from './nearest.js';
import { ToolFailure } from './tool-result.js';

export interface SectionScope {
  label: string;
  /** The sidebar subtree, when the section is a category. */
  nodes: ManifestNode[];
  has: (route: string) => boolean;
}

function categories(nodes: ManifestNode[], out: ManifestNode[] = []): ManifestNode[] {
  for (const n of nodes) {
    if (!n.items) continue;
    out.push(n);
    categories(n.items, out);
  }
  return out;
}

function routesOf(nodes: ManifestNode[], out = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (n.route) out.add(n.route);
    if (n.items) routesOf(n.items, out);
  }
  return out;
}

function underPrefix(nodes: ManifestNode[], prefix: string): ManifestNode[] {
  const inside = (r?: string) => r !== undefined && (r === prefix || r.startsWith(`${prefix}/`));
  return nodes.flatMap((n): ManifestNode[] => {
    if (inside(n.route)) return [n];
    return n.items ? underPrefix(n.items, prefix) : [];
  });
}

export function sectionScope(m: McpManifest, section: string): SectionScope {
  const s = section.trim();
  if (s.startsWith('/')) {
    const prefix = s.replace(/\/+$/, '') || '/';
    const has = (r: string) => prefix === '/' || r === prefix || r.startsWith(`${prefix}/`);
    if (!m.pages.some((p) => has(p.route)))
      throw new ToolFailure(
        `No page is under ${prefix}.`,
        nearest(
          prefix,
          m.pages.map((p) => p.route),
        ),
      );
    return { label: prefix, nodes: prefix === '/' ? m.sidebar : underPrefix(m.sidebar, prefix), has };
  }
  const all = categories(m.sidebar);
  const hit = all.find((c) => c.label.toLowerCase() === s.toLowerCase());
  if (!hit)
    throw new ToolFailure(
      `No sidebar section is called "${s}". Pass a section label from list_pages, or a route prefix such as /toolhive/guides-cli.`,
      nearest(s, [...new Set(all.map((c) => c.label))]),
    );
  const routes = routesOf([hit]);
  return { label: hit.label, nodes: hit.items ?? [], has: (r) => routes.has(r) };
}
