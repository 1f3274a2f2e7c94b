// docusaurus-json-schema-plugin's `@theme/JSONSchemaViewer`: the schema object a page imports,
// drawn at build time as docsgen's schema tree (properties, types, required, descriptions, nested
// objects), `$ref`s within the schema expanded near the top and linked to its definitions below.
import { SchemaTree } from '../reference/SchemaTree.js';
import { schemaView } from './reference-renderers.js';

export function JSONSchemaViewer({ schema }: { schema?: unknown; viewerOptions?: unknown; resolverOptions?: unknown; className?: string }) {
  if (!schema || typeof schema !== 'object') throw new Error('<JSONSchemaViewer> needs a schema object: import it (import Schema from \'@site/static/schemas/x.schema.json\') and pass schema={Schema}');
  const view = schemaView(schema);
  return (
    <div className="json-schema-viewer" id={view.anchor}>
      <SchemaTree node={view.root} />
      {view.definitions.length ? (
        <div className="json-schema-definitions">
          <p className="json-schema-definitions-title">Definitions</p>
          {view.definitions.map((d) => (
            <section key={d.name} id={d.anchor} className="json-schema-definition">
              <p className="json-schema-definition-name"><code>{d.name}</code></p>
              <SchemaTree node={d.node} />
            </section>
          ))}
        </div>
      ) : null}
    </div>
  );
}
