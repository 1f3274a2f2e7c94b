// Which docs are "the latest" for the files that list pages for readers and crawlers (sitemap,
// llms.txt, the MCP manifest): those of the version readers land on (`docs.lastVersion`, the
// content folder by default), and the pages of other docs folders, which have no versions.
import type { SiteConfig } from '../config/schema.js';
import type { Doc } from '../types.js';

export function isLatestDoc(doc: Pick<Doc, 'version' | 'instance'>, config: Pick<SiteConfig, 'docs'>): boolean {
  return !!doc.instance || (doc.version ?? 'current') === (config.docs.lastVersion ?? 'current');
}
