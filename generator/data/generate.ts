import type { SiteConfig } from '../config/schema.js';
import type { Doc } from '../types.js';
import type { OutputFile } from '../emit/write-site.js';
import type { SidebarNode } from '../../theme/types.js';

export interface GeneratedDocs {
  docs: Doc[];
  sidebars: { cli?: SidebarNode[] };
  /** Files published beside the pages (the API description, the registry schema). */
  files: OutputFile[];
}

/** Reference pages made from data files: the CLI tree, the API description, schemas. */
export async function generateReferenceDocs(_config: SiteConfig, _root: string, _configFile: string): Promise<GeneratedDocs> {
  return { docs: [], sidebars: {}, files: [] };
}
