// Which docs are "the latest" for the files that list pages for readers and crawlers (sitemap,
// llms.txt, the MCP manifest): those of the version readers land on (`docs.lastVersion`, the
// content folder by default), and of each other docs folder's (its `lastVersion`).
import type { SiteConfig } from '../config/schema.js';
import type { Doc } from '../types.js';

export function isLatestDoc(
  doc: Pick<Doc, 'id' | 'version' | 'instance' | 'standalone' | 'format' | 'blog'>,
  config: Pick<SiteConfig, 'docs' | 'docsInstances'>,
): boolean {
  if (doc.instance) {
    // `community@2.0`: version 2.0 of the docs folder `community` (site/docs-instances.ts).
    const [id, version = 'current'] = doc.instance.split('@');
    return version === (config.docsInstances?.find((d) => d.id === id)?.lastVersion ?? 'current');
  }
  const last = config.docs.lastVersion ?? 'current';
  if (doc.version) return doc.version === last;
  // Blog posts, standalone pages and generated reference pages have no versions (a sidebar's
  // generated index page, `category/…`, is its version's).
  if (doc.blog || doc.standalone || (doc.format === 'generated' && !doc.id.startsWith('category/'))) return true;
  return last === 'current';
}
