import { ApiReference } from '../../theme/reference/ApiReference.js';
import type { Doc, TocItem } from '../types.js';
import type { OutputFile } from '../output-file.js';
import type { RenderHelpers } from '../markdown/reference/render-helpers.js';
import type { LoadedOpenApi } from './load-openapi.js';
import type { ApiModel, ApiReferenceData } from './api-model.js';
import { apiPageData } from './api-page-data.js';

/** Above this many operations, the reference is split into a page per tag. */
export const SPLIT_OVER = 150;

/** `route` unset: no page of its own; the description is shown where `<ApiDocMdx id=…/>` is. */
export interface ApiSpecConfig { id: string; spec: string; route?: string; title?: string }

/** The API reference route(s) for one configured description, plus its JSON and YAML downloads. */
export function apiDocs(spec: ApiSpecConfig & { route: string }, loaded: LoadedOpenApi, model: ApiModel, h: RenderHelpers): { docs: Doc[]; files: OutputFile[]; reference: ApiReferenceData } {
  const { doc } = loaded;
  const operationCount = model.tags.reduce((n, t) => n + t.operations.length, 0);
  // Large descriptions are split: an overview, one page per tag and one for the schemas, so no
  // page carries the whole API.
  const split = operationCount > SPLIT_OVER;
  const tagRoute = (tag: string) => `${spec.route}/${tag.replace(/[^\w-]+/g, '-').toLowerCase()}`;
  const schemasRoute = split ? `${spec.route}/schemas` : spec.route;
  const downloads = [
    { label: 'JSON', href: `${spec.route}.json` },
    { label: 'YAML', href: `${spec.route}.yaml` },
  ];
  const data = apiPageData(doc, model, { title: spec.title, schemasRoute, downloads }, h);
  const server = data.server!;
  const toc: TocItem[] = [];
  for (const t of data.tags) {
    toc.push({ depth: 2, id: t.anchor, text: t.name });
    if (!split) for (const o of t.operations) toc.push({ depth: 3, id: o.anchor, text: `${o.method} ${o.path}` });
  }
  toc.push({ depth: 2, id: 'schemas', text: 'Schemas' });
  const markdown = [`# ${data.title}\n\nVersion ${data.version}. Server: ${server}\n\n${model.description ?? ''}\n`]
    .concat(model.tags.map((t) => `## ${t.name}\n\n${t.description ?? ''}\n\n${t.operations.map((o) => `### ${o.method} ${o.path}\n\n${o.summary}\n\n${o.description ?? ''}\n\nResponses: ${o.responses.map((r) => r.status).join(', ')}\n`).join('\n')}`))
    .join('\n');
  const id = spec.route.replace(/^\//, '');
  const page = (route: string, title: string, element: Doc['generatedBody'], pageToc: TocItem[], extra: Partial<Doc> = {}): Doc => ({
    id: route.replace(/^\//, ''), dirId: id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '', isIndex: false, file: spec.spec, source: '', format: 'generated',
    route, title, description: model.description?.split('\n')[0], frontmatter: {}, standalone: false, generatedBody: element, generatedToc: pageToc, ...extra,
  });
  const apiDoc = page(spec.route, data.title, { type: 'element', element: <ApiReference data={data} overview={split ? { tagHref: tagRoute, schemasHref: schemasRoute } : undefined} /> }, toc, {
    frontmatter: { sidebar_label: 'API reference', sidebar_position: 2 }, sidebarLabel: 'API reference', sidebarPosition: 2, markdown,
  });
  const docs: Doc[] = [apiDoc];
  if (split) {
    for (const t of data.tags) {
      docs.push(page(tagRoute(t.name), `${data.title}: ${t.name}`, { type: 'element', element: <ApiReference data={data} tagsOnly={[t.name]} /> },
        t.operations.map((o) => ({ depth: 2, id: o.anchor, text: `${o.method} ${o.path}` })), { ownSidebar: true, markdown: `# ${t.name}\n\n${t.operations.map((o) => `- ${o.method} ${o.path}: ${o.summary}`).join('\n')}\n` }));
    }
    docs.push(page(schemasRoute, `${data.title}: schemas`, { type: 'element', element: <ApiReference data={data} schemasOnly /> }, [], { ownSidebar: true, markdown: `# Schemas\n` }));
  }
  // The model goes to the MCP manifest too (emit/mcp-manifest.ts), with each operation's page.
  const reference: ApiReferenceData = { route: spec.route, title: data.title, model, opUrl: (o) => `${split ? tagRoute(o.tag) : spec.route}#${o.anchor}` };
  return {
    docs,
    reference,
    files: [
      { path: `${spec.route.slice(1)}.json`, contents: loaded.json },
      { path: `${spec.route.slice(1)}.yaml`, contents: loaded.yaml },
    ],
  };
}
