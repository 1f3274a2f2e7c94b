// What the theme's ApiReference draws for one OpenAPI description: the model with its descriptions
// and examples rendered. Made for the description's own page(s) and, with links kept inside the
// page, for `<ApiDocMdx id=…/>` in an MDX page.
import type { ApiPageData, SchemaNode } from '../../theme/types.js';
import type { RenderHelpers } from '../markdown/reference/render-helpers.js';
import { toSchemaNode, type JsonSchema } from '../markdown/reference/schema-node.js';
import type { OpenApiDoc } from './load-openapi.js';
import { refTarget, schemaAnchor, type ApiModel, type ApiOperation } from './api-model.js';

function curl(server: string, op: ApiOperation, body?: string): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) => (n.toLowerCase().includes('name') ? 'my-name' : `{${n}}`));
  const query = op.params.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=value`).join('&');
  const lines = [`curl -X ${op.method} "${server}${path}${query ? `?${query}` : ''}"`];
  if (body) lines.push(`  -H "Content-Type: application/json"`, `  -d '${body.replace(/'/g, "'\\''")}'`);
  return lines.join(' \\\n');
}

export interface ApiDataPlace {
  title?: string;
  /** The route the named schemas are drawn on ('' = this page). */
  schemasRoute: string;
  downloads: { label: string; href: string }[];
}

export function apiPageData(doc: OpenApiDoc, model: ApiModel, place: ApiDataPlace, h: RenderHelpers): ApiPageData {
  const opts = {
    refLink: (ref: string) => {
      const name = ref.split('/').pop()!;
      return ref.startsWith('#/components/schemas/') ? { label: name, href: `${place.schemasRoute}#${schemaAnchor(name)}`, schema: refTarget(doc, ref) as JsonSchema } : undefined;
    },
    describe: h.md,
    maxDepth: 6,
  };
  const node = (s: JsonSchema | undefined): SchemaNode | undefined => (s ? toSchemaNode(s, { ...opts, expandRefs: 2 }) : undefined);
  const server = model.servers[0] ?? 'http://localhost:8080';
  return {
    title: place.title ?? model.title,
    version: model.version,
    descriptionHtml: model.description ? h.md(model.description) : undefined,
    server,
    downloads: place.downloads,
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
}
