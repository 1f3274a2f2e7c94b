import { ApiReference } from '../../theme/reference/ApiReference.js';
import type { ApiPageData, SchemaNode } from '../../theme/types.js';
import type { Doc, TocItem } from '../types.js';
import type { OutputFile } from '../emit/write-site.js';
import type { RenderHelpers } from '../data/render-helpers.js';
import { toSchemaNode, type JsonSchema } from '../data/schema-node.js';
import type { LoadedOpenApi } from './load-openapi.js';
import { buildApiModel, refTarget, schemaAnchor, type ApiOperation, type ApiReferenceData } from './api-model.js';

/** Above this many operations, the reference is split into a page per tag. */
export const SPLIT_OVER = 150;

export interface ApiSpecConfig { id: string; spec: string; route: string; title?: string }

function curl(server: string, op: ApiOperation, body?: string): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) => (n.toLowerCase().includes('name') ? 'my-name' : `{${n}}`));
  const query = op.params.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=value`).join('&');
  const lines = [`curl -X ${op.method} "${server}${path}${query ? `?${query}` : ''}"`];
  if (body) lines.push(`  -H "Content-Type: application/json"`, `  -d '${body.replace(/'/g, "'\\''")}'`);
  return lines.join(' \\\n');
}

/** The API reference route(s) for one configured description, plus its JSON and YAML downloads. */
export function apiDocs(spec: ApiSpecConfig, loaded: LoadedOpenApi, h: RenderHelpers): { docs: Doc[]; files: OutputFile[]; reference: ApiReferenceData } {
  const { doc } = loaded;
  const model = buildApiModel(doc);
  const operationCount = model.tags.reduce((n, t) => n + t.operations.length, 0);
  // Large descriptions are split: an overview, one page per tag and one for the schemas, so no
  // page carries the whole API.
  const split = operationCount > SPLIT_OVER;
  const tagRoute = (tag: string) => `${spec.route}/${tag.replace(/[^\w-]+/g, '-').toLowerCase()}`;
  const schemasRoute = split ? `${spec.route}/schemas` : spec.route;
  const opts = {
    refLink: (ref: string) => {
      const name = ref.split('/').pop()!;
      return ref.startsWith('#/components/schemas/') ? { label: name, href: `${schemasRoute}#${schemaAnchor(name)}`, schema: refTarget(doc, ref) as JsonSchema } : undefined;
    },
    describe: h.md,
    maxDepth: 6,
  };
  const node = (s: JsonSchema | undefined): SchemaNode | undefined => (s ? toSchemaNode(s, { ...opts, expandRefs: 2 }) : undefined);
  const server = model.servers[0] ?? 'http://localhost:8080';
  const downloads = [
    { label: 'JSON', href: `${spec.route}.json` },
    { label: 'YAML', href: `${spec.route}.yaml` },
  ];
  const data: ApiPageData = {
    title: spec.title ?? model.title,
    version: model.version,
    descriptionHtml: model.description ? h.md(model.description) : undefined,
    server,
    downloads,
    tags: model.tags.map((t) => ({
      name: t.name,
      anchor: `tag-${t.name.replace(/[^\w-]+/g, '-').toLowerCase()}`,
      descriptionHtml: t.description ? h.md(t.description) : undefined,
      operations: t.operations.map((op) => {
        const req = op.requestBody?.bodies[0];
        return {
          anchor: op.anchor, method: op.method, path: op.path, summary: op.summary, deprecated: op.deprecated,
          descriptionHtml: op.description ? h.md(op.description) : undefined,
          params: op.params.map((p) => ({ ...p, descriptionHtml: p.description ? h.md(p.description) : undefined })),
          requestBody: op.requestBody && req ? { required: op.requestBody.required, descriptionHtml: op.requestBody.description ? h.md(op.requestBody.description) : undefined, contentType: req.contentType, schema: node(req.schema), exampleHtml: req.example ? h.code(req.example, 'json') : undefined } : undefined,
          responses: op.responses.map((r) => ({
            status: r.status, descriptionHtml: r.description ? h.md(r.description) : undefined, contentType: r.bodies[0]?.contentType,
            schema: node(r.bodies[0]?.schema), exampleHtml: r.bodies[0]?.example ? h.code(r.bodies[0].example, r.bodies[0].contentType.includes('json') ? 'json' : 'text') : undefined,
          })),
          curlHtml: h.code(curl(server, op, req?.contentType.includes('json') ? req.example?.replace(/\n\s*/g, ' ') : undefined), 'bash'),
        };
      }),
    })),
    schemas: model.schemas.map((s) => ({ name: s.name, anchor: s.anchor, node: toSchemaNode(s.schema, { ...opts, maxDepth: 3, expandRefs: 1 }) })),
  };
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
