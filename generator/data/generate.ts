import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Doc } from '../types.js';
import type { OutputFile } from '../emit/write-site.js';
import type { SidebarNode } from '../../theme/types.js';
import { loadCliData } from './cli-data.js';
import { cliDocs } from './cli-pages.js';
import type { RenderHelpers } from './render-helpers.js';
import { apiDocs } from '../openapi/api-pages.js';

export interface GeneratedDocs {
  docs: Doc[];
  sidebars: { cli?: SidebarNode[] };
  /** Files published beside the pages (the API description, schemas for download). */
  files: OutputFile[];
}

/** Reference pages made from data: the CLI command tree and the OpenAPI descriptions. */
export async function generateReferenceDocs(config: SiteConfig, root: string, configFile: string, h: RenderHelpers): Promise<GeneratedDocs> {
  const out: GeneratedDocs = { docs: [], sidebars: {}, files: [] };
  if (config.data.cli) {
    const commands = loadCliData(resolve(root, config.data.cli.dir), root);
    const cli = cliDocs(commands, config.data.cli.route, h);
    out.docs.push(...cli.docs);
    out.sidebars.cli = cli.sidebar;
  }
  for (const spec of config.openapi) {
    const api = await apiDocs(spec, root, configFile, h);
    out.docs.push(...api.docs);
    out.files.push(...api.files);
  }
  for (const p of config.data.publish) out.files.push({ path: p.to.replace(/^\//, ''), contents: readFileSync(resolve(root, p.from)) });
  return out;
}
