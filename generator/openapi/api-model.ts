import { sample } from 'openapi-sampler';
import type { OpenApiDoc } from './load-openapi.js';
import type { JsonSchema } from '../markdown/reference/schema-node.js';

// The small model the API pages render from: the theme never sees raw OpenAPI.
export interface ApiParam { name: string; in: string; type: string; required: boolean; description?: string; default?: string; enum?: string[] }
export interface ApiBody { contentType: string; schema?: JsonSchema; example?: string }
export interface ApiResponse { status: string; description?: string; bodies: ApiBody[] }
export interface ApiOperation {
  id: string; anchor: string; method: string; path: string; summary: string; description?: string; tag: string;
  deprecated: boolean; params: ApiParam[]; requestBody?: { required: boolean; description?: string; bodies: ApiBody[] }; responses: ApiResponse[];
}
export interface ApiModel {
  title: string; version: string; description?: string; servers: string[];
  tags: { name: string; description?: string; operations: ApiOperation[] }[];
  schemas: { name: string; anchor: string; schema: JsonSchema }[];
  security: string[];
}

/** One API description's model and where each operation is documented (for the MCP manifest). */
export interface ApiReferenceData {
  route: string;
  title: string;
  model: ApiModel;
  opUrl: (op: ApiOperation) => string;
}

type Obj = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

export function refTarget(doc: OpenApiDoc, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let cur: unknown = doc;
  for (const part of ref.slice(2).split('/')) cur = (cur as Obj | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return cur;
}

function deref<T>(doc: OpenApiDoc, v: unknown): T {
  let cur = v;
  for (let i = 0; i < 10 && cur && typeof cur === 'object' && '$ref' in (cur as Obj); i++) cur = refTarget(doc, (cur as { $ref: string }).$ref);
  return cur as T;
}

export const schemaAnchor = (name: string) => `schema-${name.replace(/[^\w-]+/g, '-').toLowerCase()}`;

function example(doc: OpenApiDoc, media: Obj | undefined): string | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return JSON.stringify(media.example, null, 2);
  const ex = media.examples as Record<string, { value?: unknown }> | undefined;
  const first = ex && Object.values(ex)[0];
  if (first?.value !== undefined) return JSON.stringify(first.value, null, 2);
  if (!media.schema) return undefined;
  try {
    const s = sample(media.schema as never, { skipReadOnly: false, quiet: true, maxSampleDepth: 4 }, doc as never);
    return typeof s === 'string' ? s : JSON.stringify(s, null, 2);
  } catch {
    return undefined;
  }
}

function bodies(doc: OpenApiDoc, content: Obj | undefined, forRequest: boolean): ApiBody[] {
  return Object.entries(content ?? {}).map(([contentType, m]) => {
    const media = m as Obj;
    // Plain-text error bodies have no useful generated example: the schema type says enough.
    let ex = contentType.startsWith('text/') && media.example === undefined ? undefined : example(doc, media);
    if (ex && forRequest && media.schema) {
      try {
        ex = JSON.stringify(sample(media.schema as never, { skipReadOnly: true, quiet: true, maxSampleDepth: 4 }, doc as never), null, 2);
      } catch {
        /* keep the first example */
      }
    }
    return { contentType, schema: media.schema as JsonSchema | undefined, example: ex };
  });
}

function typeOf(s: JsonSchema | undefined): string {
  if (!s) return 'string';
  if (s.$ref) return s.$ref.split('/').pop()!;
  if (s.type === 'array') return `${typeOf(s.items)}[]`;
  return `${Array.isArray(s.type) ? s.type.join(' | ') : s.type ?? 'any'}${s.format ? ` (${s.format})` : ''}`;
}

export function buildApiModel(doc: OpenApiDoc): ApiModel {
  const tags = new Map<string, ApiModel['tags'][number]>();
  for (const t of doc.tags ?? []) tags.set(t.name, { name: t.name, description: t.description, operations: [] });
  const usedIds = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const pathItem = deref<Obj>(doc, item);
    const shared = (pathItem.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = pathItem[method] as Obj | undefined;
      if (!op) continue;
      const tag = ((op.tags as string[] | undefined) ?? ['default'])[0];
      if (!tags.has(tag)) tags.set(tag, { name: tag, operations: [] });
      let id = (op.operationId as string | undefined) ?? `${method}-${path}`;
      id = id.replace(/[^\w-]+/g, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
      while (usedIds.has(id)) id += '-2';
      usedIds.add(id);
      const params = [...shared, ...((op.parameters as unknown[] | undefined) ?? [])].map((p) => deref<Obj>(doc, p)).map((p): ApiParam => {
        const schema = (p.schema as JsonSchema | undefined) ?? (p as JsonSchema);
        const resolved = deref<JsonSchema>(doc, schema) ?? {};
        return {
          name: String(p.name), in: String(p.in), type: typeOf(schema), required: !!p.required, description: p.description as string | undefined,
          default: resolved.default !== undefined ? JSON.stringify(resolved.default) : undefined, enum: resolved.enum?.map((e) => String(e)),
        };
      });
      const rb = op.requestBody ? deref<Obj>(doc, op.requestBody) : undefined;
      const responses = Object.entries((op.responses as Obj | undefined) ?? {}).map(([status, r]) => {
        const resp = deref<Obj>(doc, r);
        return { status, description: resp.description as string | undefined, bodies: bodies(doc, resp.content as Obj | undefined, false) };
      });
      tags.get(tag)!.operations.push({
        id, anchor: `operation-${id}`.toLowerCase(), method: method.toUpperCase(), path, tag,
        summary: (op.summary as string | undefined) || (op.operationId as string | undefined) || `${method.toUpperCase()} ${path}`,
        description: op.description as string | undefined, deprecated: !!op.deprecated, params,
        requestBody: rb ? { required: !!rb.required, description: rb.description as string | undefined, bodies: bodies(doc, rb.content as Obj | undefined, true) } : undefined,
        responses,
      });
    }
  }
  return {
    title: doc.info.title, version: doc.info.version, description: doc.info.description,
    // Converted Swagger 2.0 without `schemes` gives protocol-relative URLs; docs show http.
    servers: (doc.servers ?? []).map((s) => (s.url.startsWith('//') ? `http:${s.url}` : s.url)),
    tags: [...tags.values()].filter((t) => t.operations.length > 0),
    schemas: Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => ({ name, anchor: schemaAnchor(name), schema: schema as JsonSchema })),
    security: Object.keys(doc.components?.securitySchemes ?? {}),
  };
}
