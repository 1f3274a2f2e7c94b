// JSON Schemas with their `$ref`s to components.schemas replaced by the schemas they name, for
// get_api_operation: an assistant cannot follow a reference. Bounded twice, because real APIs have
// recursive schemas (a tree node holding nodes) and very wide ones: a reference already being
// expanded on the way down, or deeper than `maxDepth`, stays a reference with the schema's name,
// and after `maxNodes` schemas nothing more is expanded.
import type { JsonSchema } from '../markdown/reference/schema-node.js';

export interface ResolveOptions {
  maxDepth?: number;
  maxNodes?: number;
}

const PREFIX = '#/components/schemas/';
const NESTED = ['items', 'additionalProperties', 'not'] as const;
const LISTS = ['allOf', 'anyOf', 'oneOf'] as const;

export function resolveSchema(schema: JsonSchema, schemas: Record<string, JsonSchema>, options: ResolveOptions = {}): JsonSchema {
  const maxDepth = options.maxDepth ?? 4;
  let budget = options.maxNodes ?? 400;

  const walk = (s: JsonSchema, depth: number, path: Set<string>): JsonSchema => {
    if (!s || typeof s !== 'object') return s;
    if (--budget < 0) return typeof s.$ref === 'string' ? { $ref: s.$ref } : { description: '(not expanded: size limit)' };
    if (typeof s.$ref === 'string') {
      const name = s.$ref.startsWith(PREFIX) ? decodeURIComponent(s.$ref.slice(PREFIX.length)) : undefined;
      const target = name !== undefined ? schemas[name] : undefined;
      if (!target || name === undefined) return { ...s };
      if (path.has(name)) return { $ref: s.$ref, description: `(recursive: ${name}, expanded above)` };
      if (depth >= maxDepth) return { $ref: s.$ref, description: `(not expanded: ${name}, depth limit)` };
      return { title: name, ...walk(target, depth + 1, new Set(path).add(name)) };
    }
    const out: Record<string, unknown> = { ...s };
    if (s.properties) out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, walk(v, depth, path)]));
    for (const k of NESTED) {
      const v = (s as Record<string, unknown>)[k];
      if (v && typeof v === 'object') out[k] = walk(v as JsonSchema, depth, path);
    }
    for (const k of LISTS) {
      const v = (s as Record<string, unknown>)[k];
      if (Array.isArray(v)) out[k] = v.map((x) => walk(x as JsonSchema, depth, path));
    }
    return out as JsonSchema;
  };
  return walk(schema, 0, new Set());
}
