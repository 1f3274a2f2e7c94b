import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Doc } from '../types.js';
import type { OutputFile } from '../output-file.js';
import type { SidebarNode } from '../../theme/types.js';
import type { CliCommand } from './cli-data.js';
import type { ApiReferenceData } from '../openapi/api-model.js';
import type { RenderHelpers } from '../markdown/reference/render-helpers.js';
import type { ApiSpecConfig } from '../openapi/api-pages.js';
import type { apiPageData as ApiPageDataOf } from '../openapi/api-page-data.js';
import type { ApiModel } from '../openapi/api-model.js';
import type { LoadedOpenApi } from '../openapi/load-openapi.js';
import type { ApiPageData } from '../../theme/types.js';
import { loadCliDataPrefetched, loadOpenApiOffThread, type ReferencePrefetch } from './off-thread.js';
import { withPipeline } from '../markdown/reference/render-helpers.js';

export interface GeneratedDocs {
  docs: Doc[];
  sidebars: { cli?: SidebarNode[] };
  /** Files published beside the pages (the API description, schemas for download). */
  files: OutputFile[];
  /** The data behind the reference pages, for the MCP manifest (emit/mcp-manifest.ts). */
  reference: { cli?: { route: string; commands: CliCommand[] }; apis: ApiReferenceData[] };
  /** `<ApiDocMdx id=…/>`'s data by description id, in config order (theme/site-data.ts). */
  inlineApis: Map<string, () => ApiPageData>;
}

/** Reference pages made from data: the CLI command tree and the OpenAPI descriptions.
 *  `prefetched`: loads `docsgen build` started early (prefetch.ts); without it, or for data it does
 *  not hold, they start here. `fastYaml` false: `--without yaml-fast`. */
export async function generateReferenceDocs(
  config: SiteConfig,
  root: string,
  _configFile: string,
  h: RenderHelpers,
  prefetched?: ReferencePrefetch,
  fastYaml = true,
): Promise<GeneratedDocs> {
  const out: GeneratedDocs = { docs: [], sidebars: {}, files: [], reference: { apis: [] }, inlineApis: new Map() };
  // OpenAPI descriptions load on a worker thread (parse, validate, YAML copy) while this thread
  // makes the CLI reference: on two cores that hides most of their cost.
  const apis = config.openapi.map((spec) => loadOpenApiOffThread(resolve(root, spec.spec), spec.spec, prefetched, fastYaml));
  // A CLI data error ends the build before these are awaited; their own failures then are moot.
  for (const p of apis) p.catch(() => undefined);
  if (config.data.cli || config.openapi.length > 0) await h.ready();
  // The reference generators load only for a site that has their data (openapi-sampler alone is
  // 117 KB that a site without OpenAPI parsed for nothing).
  if (config.data.cli) {
    const { cliDocs } = await import('./cli-pages.js');
    const commands = await loadCliDataPrefetched(resolve(root, config.data.cli.dir), root, prefetched, fastYaml);
    const route = config.data.cli.route;
    const cli = await withPipeline(h, () => cliDocs(commands, route, h, config.data.cli!.version));
    out.docs.push(...cli.docs);
    out.sidebars.cli = cli.sidebar;
    out.reference.cli = { route: config.data.cli.route, commands };
  }
  const inline = out.inlineApis;
  const openapi = config.openapi.length > 0 ? await openApiGenerators() : undefined;
  for (const [i, spec] of config.openapi.entries()) {
    const { apiDocs, apiPageData, buildApiModel } = openapi!;
    const loaded = await apis[i];
    const model = buildApiModel(loaded.doc);
    inline.set(spec.id, inlineApi(loaded, model, spec, h, apiPageData));
    // The inline data is made while a page renders, where the pipeline cannot be loaded on demand:
    // with a reference page, that page's data has met every text first (cached); without, load it.
    if (!spec.route) {
      await h.pipeline();
      continue;
    }
    const route = spec.route;
    const api = await withPipeline(h, () => apiDocs({ ...spec, route }, loaded, model, h));
    out.docs.push(...api.docs);
    out.files.push(...api.files);
    out.reference.apis.push(api.reference);
  }
  for (const p of config.data.publish) out.files.push({ path: p.to.replace(/^\//, ''), contents: readFileSync(resolve(root, p.from)) });
  return out;
}

/** `<ApiDocMdx id=…/>`'s data: made on first use (most sites never show a description inline),
 *  once per build however many pages show it; its schema links stay in the page. */
function inlineApi(
  loaded: LoadedOpenApi,
  model: ApiModel,
  spec: ApiSpecConfig,
  h: RenderHelpers,
  apiPageData: typeof ApiPageDataOf,
): () => ApiPageData {
  let data: ApiPageData | undefined;
  const downloads = spec.route
    ? [
        { label: 'JSON', href: `${spec.route}.json` },
        { label: 'YAML', href: `${spec.route}.yaml` },
      ]
    : [];
  return () => (data ??= apiPageData(loaded.doc, model, { title: spec.title, schemasRoute: '', downloads }, h));
}

async function openApiGenerators() {
  const [{ apiDocs }, { apiPageData }, { buildApiModel }] = await Promise.all([
    import('../openapi/api-pages.js'),
    import('../openapi/api-page-data.js'),
    import('../openapi/api-model.js'),
  ]);
  return { apiDocs, apiPageData, buildApiModel };
}
