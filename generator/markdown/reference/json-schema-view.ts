// A JSON schema as `<JSONSchemaViewer schema={…}/>` shows it: the root's tree, `$ref`s to the
// schema's own definitions (`#/definitions/X`, `#/$defs/X`, `#`) expanded for the first levels and
// linked to the definition drawn below it. A `$ref` to another file stays its name (docsgen does not
// fetch it); cycles stop at a link.
import type { SchemaView } from '../../../theme/site-data.js';
import { toSchemaNode, type JsonSchema, type NodeOptions } from './schema-node.js';

const slug = (s: string) =>
  s
    .replace(/[^\w-]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function definitionsOf(schema: JsonSchema): [string, string, JsonSchema][] {
  const out: [string, string, JsonSchema][] = [];
  for (const key of ['definitions', '$defs']) {
    const defs = schema[key];
    if (defs && typeof defs === 'object')
      for (const [name, s] of Object.entries(defs as Record<string, JsonSchema>)) out.push([`#/${key}/${name}`, name, s]);
  }
  return out;
}

export function jsonSchemaView(value: unknown, describe: (text: string) => string): SchemaView {
  const schema = value as JsonSchema;
  const prefix = `json-schema-${slug(String(schema.title ?? schema.$id ?? 'schema')) || 'schema'}`;
  const defs = definitionsOf(schema);
  const byRef = new Map(defs.map(([ref, name, s]) => [ref, { name, anchor: `${prefix}-${slug(name)}`, schema: s }]));
  const opts: NodeOptions = {
    refLink: (ref) => {
      if (ref === '#') return { label: String(schema.title ?? 'root'), href: `#${prefix}`, schema };
      const d = byRef.get(ref);
      return d ? { label: d.name, href: `#${d.anchor}`, schema: d.schema } : undefined;
    },
    describe,
    maxDepth: 8,
    expandRefs: 3,
    refDescriptions: true,
  };
  return {
    anchor: prefix,
    root: toSchemaNode(schema, opts),
    definitions: [...byRef.values()].map((d) => ({
      name: d.name,
      anchor: d.anchor,
      node: toSchemaNode(d.schema, { ...opts, expandRefs: 1 }),
    })),
  };
}
