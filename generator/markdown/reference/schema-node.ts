import type { SchemaNode } from '../../../theme/types.js';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  example?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  const?: unknown;
  'x-enum-varnames'?: string[];
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  [k: string]: unknown;
};

export interface NodeOptions {
  /** A `$ref` becomes a link to the named schema shown elsewhere (never expanded: no cycles). */
  refLink: (ref: string) => { label: string; href: string; schema?: JsonSchema } | undefined;
  /** Turns a description (Markdown-ish plain text) into safe HTML. */
  describe: (text: string) => string;
  /** Anchor ids for fields (CRD fields get one each). */
  anchorPrefix?: string;
  maxDepth?: number;
  /** Expand a `$ref` at the root one level (request and response bodies). */
  expandRoot?: boolean;
  /** Expand references inline down to this depth (0 = the root only). */
  expandRefs?: number;
  /** An expanded reference without a description of its own shows its target's. */
  refDescriptions?: boolean;
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function typeName(s: JsonSchema, o: NodeOptions): { type: string; ref?: { label: string; href: string } } {
  if (s.$ref) {
    const r = o.refLink(s.$ref);
    return r ? { type: r.label, ref: { label: r.label, href: r.href } } : { type: s.$ref.split('/').pop() ?? 'object' };
  }
  if (s.type === 'array' && s.items) {
    const inner = typeName(s.items, o);
    return { type: `${inner.type}[]`, ref: inner.ref };
  }
  let t = Array.isArray(s.type) ? s.type.join(' | ') : s.type;
  if (!t)
    t = s.properties
      ? 'object'
      : s.oneOf
        ? 'oneOf'
        : s.anyOf
          ? 'anyOf'
          : s.allOf
            ? 'object'
            : s['x-kubernetes-preserve-unknown-fields']
              ? 'object'
              : 'any';
  if (s.format) t += ` (${s.format})`;
  if (t === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object' && !s.properties) {
    const inner = typeName(s.additionalProperties, o);
    return { type: `map[string]${inner.type}`, ref: inner.ref };
  }
  if (s.nullable) t += ' | null';
  return { type: t };
}

function constraints(s: JsonSchema): string[] {
  const c: string[] = [];
  if (s.minimum !== undefined) c.push(`minimum ${s.minimum}`);
  if (s.maximum !== undefined) c.push(`maximum ${s.maximum}`);
  if (typeof s.exclusiveMinimum === 'number') c.push(`greater than ${s.exclusiveMinimum}`);
  if (typeof s.exclusiveMaximum === 'number') c.push(`less than ${s.exclusiveMaximum}`);
  if (s.minLength !== undefined) c.push(`at least ${s.minLength} characters`);
  if (s.maxLength !== undefined) c.push(`at most ${s.maxLength} characters`);
  if (s.pattern) c.push(`pattern ${s.pattern}`);
  if (s.minItems !== undefined) c.push(`at least ${s.minItems} items`);
  if (s.maxItems !== undefined) c.push(`at most ${s.maxItems} items`);
  if (s.uniqueItems) c.push('unique items');
  if (s.readOnly) c.push('read-only');
  if (s.writeOnly) c.push('write-only');
  if (s.deprecated) c.push('deprecated');
  if (s.const !== undefined) c.push(`always ${show(s.const)}`);
  return c;
}

/** Properties of an object schema, with `allOf` parts merged (named parts stay links in `extends`). */
function collect(s: JsonSchema, o: NodeOptions, seen = new Set<string>()): { props: [string, JsonSchema][]; required: Set<string> } {
  const props: [string, JsonSchema][] = [];
  const required = new Set(s.required ?? []);
  for (const part of s.allOf ?? []) {
    let target = part;
    if (part.$ref) {
      if (seen.has(part.$ref)) continue;
      seen.add(part.$ref);
      target = o.refLink(part.$ref)?.schema ?? {};
    }
    const sub = collect(target, o, seen);
    props.push(...sub.props);
    for (const r of sub.required) required.add(r);
  }
  for (const [k, v] of Object.entries(s.properties ?? {})) props.push([k, v]);
  for (const [k, v] of Object.entries(s.patternProperties ?? {})) props.push([`<${k}>`, v]);
  return { props, required };
}

export function toSchemaNode(
  s: JsonSchema,
  o: NodeOptions,
  name?: string,
  required?: boolean,
  depth = 0,
  path = '',
  seen: string[] = [],
): SchemaNode {
  const t = typeName(s, o);
  const desc = [s.title && s.description ? `**${s.title}.** ${s.description}` : (s.description ?? s.title)].filter(Boolean).join('');
  const node: SchemaNode = {
    name,
    type: t.type,
    ref: t.ref,
    required,
    description: desc ? o.describe(desc) : undefined,
    default: s.default !== undefined ? show(s.default) : undefined,
    enum: s.enum?.map(show) ?? (s.items?.enum ? s.items.enum.map(show) : undefined),
    constraints: constraints(s),
    anchor: o.anchorPrefix && name ? `${o.anchorPrefix}${path}${name}`.replace(/[^\w.-]/g, '-').toLowerCase() : undefined,
  };
  let target = s.type === 'array' && s.items && !s.items.$ref ? s.items : s;
  const ref = s.$ref ?? (s.type === 'array' ? s.items?.$ref : undefined);
  if (t.ref && ref && depth <= (o.expandRefs ?? (o.expandRoot ? 0 : -1)) && !seen.includes(ref)) {
    // Near the top of a body: show the named schema's fields here (its name stays a link), as
    // far as `expandRefs` levels and never around a cycle.
    const resolved = o.refLink(ref)?.schema;
    if (!resolved) return node;
    if (o.refDescriptions && !node.description && resolved.description) node.description = o.describe(resolved.description);
    target = resolved;
    seen = [...seen, ref];
  } else if (t.ref || depth > (o.maxDepth ?? 12)) return node;
  const { props, required: req } = collect(target, o);
  if (props.length > 0)
    node.children = props.map(([k, v]) => toSchemaNode(v, o, k, req.has(k), depth + 1, `${path}${name ? `${name}.` : ''}`, seen));
  else if (
    target.additionalProperties &&
    typeof target.additionalProperties === 'object' &&
    !target.additionalProperties.$ref &&
    (target.additionalProperties.properties || target.additionalProperties.allOf)
  ) {
    node.children = [toSchemaNode(target.additionalProperties, o, '<key>', false, depth + 1, `${path}${name ? `${name}.` : ''}`, seen)];
  }
  const variants = target.oneOf ? 'oneOf' : target.anyOf ? 'anyOf' : undefined;
  if (variants)
    node.variants = {
      kind: variants,
      options: (target[variants] as JsonSchema[]).map((v) => toSchemaNode(v, o, v.title, undefined, depth + 1, path, seen)),
    };
  return node;
}
