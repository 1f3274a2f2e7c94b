import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Doc } from '../types.js';
import type { OutputFile } from '../emit/write-site.js';
import type { SidebarNode } from '../../theme/types.js';
import { cliDocs } from './cli-pages.js';
import type { CliCommand } from './cli-data.js';
import type { ApiReferenceData } from '../openapi/api-model.js';
import type { RenderHelpers } from './render-helpers.js';
import { apiDocs } from '../openapi/api-pages.js';
import { loadCliDataPrefetched, loadOpenApiOffThread, type ReferencePrefetch } from './off-thread.js';

export interface GeneratedDocs {
  docs: Doc[];
  sidebars: { cli?: SidebarNode[] };
  /** Files published beside the pages (the API description, schemas for download). */
  files: OutputFile[];
  /** The data behind the reference pages, for the MCP manifest (emit/mcp-manifest.ts). */
  reference: { cli?: { route: string; commands: CliCommand[] }; apis: ApiReferenceData[] };
}


/** Reference pages made from data: the CLI command tree and the OpenAPI descriptions.
 *  `prefetched`: loads `docsgen build` started early (prefetch.ts); without it, or for data it does
 *  not hold, they start here. */
export async function generateReferenceDocs(config: SiteConfig, root: string, _configFile: string, h: RenderHelpers, prefetched?: ReferencePrefetch): Promise<GeneratedDocs> {
  const out: GeneratedDocs = { docs: [], sidebars: {}, files: [], reference: { apis: [] } };
  // OpenAPI descriptions load on a worker thread (parse, validate, YAML copy) while this thread
  // makes the CLI reference: on two cores that hides most of their cost.
  const apis = config.openapi.map((spec) => loadOpenApiOffThread(resolve(root, spec.spec), spec.spec, prefetched));
  // A CLI data error ends the build before these are awaited; their own failures then are moot.
  for (const p of apis) p.catch(() => undefined);
  if (config.data.cli || config.openapi.length > 0) await h.ready();
  if (config.data.cli) {
    const commands = await loadCliDataPrefetched(resolve(root, config.data.cli.dir), root, prefetched);
    const cli = cliDocs(commands, config.data.cli.route, h);
    out.docs.push(...cli.docs);
    out.sidebars.cli = cli.sidebar;
    out.reference.cli = { route: config.data.cli.route, commands };
  }
  for (const [i, spec] of config.openapi.entries()) {
    const api = apiDocs(spec, await apis[i], h);
    out.docs.push(...api.docs);
    out.files.push(...api.files);
    out.reference.apis.push(api.reference);
  }
  for (const p of config.data.publish) out.files.push({ path: p.to.replace(/^\//, ''), contents: readFileSync(resolve(root, p.from)) });
  return out;
}
