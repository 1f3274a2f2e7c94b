// The configuration schema as reference rows: every key with its type, default and description,
// read from the zod schema itself, so the documentation cannot drift from what the loader accepts.
// docs/ renders these rows (bin/reference/), and a unit test fails on a key without a description.
import type { z } from 'zod';
import { configSchema } from './schema.js';

export interface ConfigKeyDoc {
  /** Dotted path: `navbar.logo.src`, `footer.links[].title`, `docs.versions.<name>.label`. */
  key: string;
  type: string;
  /** The default as written in a config (`'/'`, `false`, `[]`), `required`, or `unset`. */
  default: string;
  description: string;
}

// zod 4 keeps a schema's definition on `_zod.def`; only the fields read here are typed.
interface Def {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
  shape?: Record<string, Schema>;
  element?: Schema;
  valueType?: Schema;
  options?: Schema[];
  entries?: Record<string, string>;
  values?: unknown[];
  getter?: () => Schema;
  checks?: { _zod: { def: { format?: string } } }[];
}
type Schema = z.ZodType & { _zod: { def: Def } };

const defOf = (s: Schema): Def => s._zod.def;
const metaOf = (s: Schema): { description?: string; docType?: string } => (s.meta() ?? {}) as { description?: string; docType?: string };

/** The schema under `optional` and `default`, with what they said on the way. */
function unwrap(schema: Schema): {
  inner: Schema;
  description?: string;
  docType?: string;
  default?: unknown;
  hasDefault: boolean;
  optional: boolean;
} {
  let s = schema;
  let description: string | undefined;
  let docType: string | undefined;
  let value: unknown;
  let hasDefault = false;
  let optional = false;
  for (;;) {
    const meta = metaOf(s);
    description ??= meta.description;
    docType ??= meta.docType;
    const def = defOf(s);
    if (def.type === 'default') {
      if (!hasDefault) value = def.defaultValue;
      hasDefault = true;
    } else if (def.type === 'optional') optional = true;
    else return { inner: s, description, docType, default: value, hasDefault, optional };
    s = def.innerType as Schema;
  }
}

const literal = (v: unknown): string => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v));

/** A short name of a schema's type, as a config writer would spell the value. */
export function typeName(schema: z.ZodType): string {
  return nameOf(schema as Schema);
}

function nameOf(schema: Schema): string {
  const { inner, docType } = unwrap(schema);
  if (docType) return docType;
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
    case 'boolean':
      return def.type;
    case 'number':
      return def.checks?.some((c) => /int/.test(c._zod.def.format ?? '')) ? 'integer' : 'number';
    case 'enum':
      return Object.values(def.entries ?? {})
        .map(literal)
        .join(' | ');
    case 'literal':
      return (def.values ?? []).map(literal).join(' | ');
    case 'array': {
      const element = nameOf(def.element as Schema);
      return `${/[ |]/.test(element) ? `(${element})` : element}[]`;
    }
    case 'record':
      return `{ [name]: ${nameOf(def.valueType as Schema)} }`;
    case 'object':
      return 'object';
    case 'lazy':
      return nameOf((def.getter as () => Schema)());
    case 'union':
      return (def.options ?? []).map(memberName).join(' | ');
    case 'unknown':
      return 'any';
    default:
      return def.type;
  }
}

/** A union member: an object is named by its `type` literal (`{ type: 'dropdown', … }`). */
function memberName(member: Schema): string {
  const def = defOf(unwrap(member).inner);
  if (def.type !== 'object') return nameOf(member);
  const tag = def.shape?.type && unwrap(def.shape.type).inner;
  const tagValue = tag && defOf(tag).type === 'literal' ? (defOf(tag).values ?? [])[0] : undefined;
  return tagValue === undefined ? '{ … }' : `{ type: ${literal(tagValue)}, … }`;
}

function defaultText(u: ReturnType<typeof unwrap>): string {
  if (u.hasDefault) {
    // An object's default is made of its keys' defaults, listed on their own rows.
    const v = u.default;
    return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0 ? 'see its keys' : literal(v);
  }
  return u.optional ? 'unset' : 'required';
}

/** Rows for `schema` at `key` and for every key under it (objects, arrays of objects, records of objects). */
function rows(schema: Schema, key: string, out: ConfigKeyDoc[]): void {
  const u = unwrap(schema);
  if (key) out.push({ key, type: nameOf(schema), default: defaultText(u), description: u.description ?? '' });
  const def = defOf(u.inner);
  const children = (s: Schema, prefix: string) => {
    const d = defOf(unwrap(s).inner);
    if (d.type === 'object') for (const [name, child] of Object.entries(d.shape ?? {})) rows(child, `${prefix}.${name}`, out);
  };
  if (def.type === 'object') for (const [name, child] of Object.entries(def.shape ?? {})) rows(child, key ? `${key}.${name}` : name, out);
  else if (def.type === 'array') children(def.element as Schema, `${key}[]`);
  else if (def.type === 'record') children(def.valueType as Schema, `${key}.<name>`);
}

/** Every key of docsgen.config.ts, in the schema's order. */
export function configKeyDocs(): ConfigKeyDoc[] {
  const out: ConfigKeyDoc[] = [];
  rows(configSchema as unknown as Schema, '', out);
  return out;
}
