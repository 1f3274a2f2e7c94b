// The registry format reference, generated from a JSON Schema data file: the top-level fields, then
// every definition with an anchor; `$ref`s between them are links.
import { readFileSync } from 'node:fs';
import { SchemaTree } from '../../theme/reference/SchemaTree.js';
import { toSchemaNode, type JsonSchema } from '../../generator/markdown/reference/schema-node.js';
import { inlineHtml } from './inline-text.js';

export default function JsonSchemaReference({ file, part = 'root' }: { file: string; part?: 'root' | 'definitions' }) {
  const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema & { definitions?: Record<string, JsonSchema> };
  const defs = schema.definitions ?? {};
  const options = {
    refLink: (ref: string) => {
      const name = ref.split('/').pop()!;
      return defs[name] ? { label: name, href: `#def-${name.replace(/_/g, '-')}`, schema: defs[name] } : undefined;
    },
    describe: inlineHtml,
  };
  if (part === 'root') return <SchemaTree node={toSchemaNode(schema, options)} />;
  return (
    <>
      {Object.entries(defs).map(([name, def]) => (
        <section key={name} className="schema-definition">
          <h3 id={`def-${name.replace(/_/g, '-')}`}><code>{name}</code></h3>
          <SchemaTree node={toSchemaNode(def, options)} />
        </section>
      ))}
    </>
  );
}
