// get_api_operation: one operation of the site's API reference by operationId or by method and
// path, with its parameters, request body and responses, and their schemas resolved (bounded:
// resolve-schema.ts), since an assistant cannot follow a `$ref`.
import type { DocsSite } from './docs-site.js';
import type { ManifestApi, ManifestBody, ManifestOperation } from './manifest-format.js';
import { nearest } from './nearest.js';
import { resolveSchema } from './resolve-schema.js';
import { answer, ToolFailure, type ToolAnswer } from './tool-result.js';

export interface OperationArgs {
  operationId?: string;
  method?: string;
  path?: string;
}

/** `/workloads/{name}` and `/workloads/{id}` are the same path. */
const shape = (p: string) =>
  p
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/+$/, '')
    .toLowerCase();

function find(apis: ManifestApi[], args: OperationArgs): { api: ManifestApi; op: ManifestOperation } | undefined {
  for (const api of apis) {
    const op = args.operationId
      ? (api.operations.find((o) => o.id === args.operationId) ??
        api.operations.find((o) => o.id.toLowerCase() === args.operationId!.toLowerCase()))
      : api.operations.find((o) => o.method === args.method!.toUpperCase() && shape(o.path) === shape(args.path!));
    if (op) return { api, op };
  }
  return undefined;
}

export async function getApiOperation(site: DocsSite, args: OperationArgs): Promise<ToolAnswer> {
  if (!args.operationId && !(args.method && args.path))
    throw new ToolFailure('Pass an operationId, or a method and a path (GET /api/v1beta/workloads).');
  const m = await site.manifest();
  if (!m.apis.length) throw new ToolFailure('This site has no API reference.');
  const found = find(m.apis, args);
  if (!found) {
    const all = m.apis.flatMap((a) => a.operations);
    const asked = args.operationId ?? `${args.method!.toUpperCase()} ${args.path}`;
    const names = args.operationId ? all.map((o) => o.id) : all.map((o) => `${o.method} ${o.path}`);
    throw new ToolFailure(`No API operation ${asked.slice(0, 200)}.`, nearest(asked, names));
  }
  const { api, op } = found;
  const body = (b: ManifestBody) => ({ contentType: b.contentType, ...(b.schema ? { schema: resolveSchema(b.schema, api.schemas) } : {}) });
  const structured = {
    operationId: op.id,
    method: op.method,
    path: op.path,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tag: op.tag,
    deprecated: !!op.deprecated,
    url: await site.publicUrl(op.url),
    api: `${api.title} ${api.version}`,
    parameters: (op.params ?? []).map((p) => ({ ...p, required: !!p.required })),
    ...(op.requestBody
      ? {
          requestBody: {
            required: !!op.requestBody.required,
            ...(op.requestBody.description ? { description: op.requestBody.description } : {}),
            content: (op.requestBody.bodies ?? []).map(body),
          },
        }
      : {}),
    responses: (op.responses ?? []).map((r) => ({
      status: r.status,
      ...(r.description ? { description: r.description } : {}),
      content: (r.bodies ?? []).map(body),
    })),
  };
  const text = [
    `${op.method} ${op.path}${op.deprecated ? ' (deprecated)' : ''}`,
    `operationId: ${op.id} · ${structured.url}`,
    '',
    op.summary,
    op.description ?? '',
    structured.parameters.length
      ? `\nParameters:\n${structured.parameters.map((p) => `  ${p.name} (${p.in}, ${p.type}${p.required ? ', required' : ''}): ${p.description ?? ''}`).join('\n')}`
      : '',
    structured.requestBody ? `\nRequest body:\n${JSON.stringify(structured.requestBody, null, 1)}` : '',
    `\nResponses:\n${JSON.stringify(structured.responses, null, 1)}`,
  ]
    .filter(Boolean)
    .join('\n');
  return answer(structured, text);
}
