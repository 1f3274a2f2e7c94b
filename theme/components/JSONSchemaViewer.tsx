// docusaurus-json-schema-plugin's `@theme/JSONSchemaViewer`: the schema object a page imports,
// drawn at build time as docsgen's schema tree (properties, types, required, descriptions, nested
// objects), `$ref`s within the schema expanded near the top and linked to its definitions below.
import { SchemaRows, SchemaTree } from '../reference/SchemaTree.js';
import { useContext } from 'react';
import { SiteDataContext } from '../site-data.js';

export function JSONSchemaViewer({ schema }: { schema?: unknown; viewerOptions?: unknown; resolverOptions?: unknown; className?: string }) {
  if (!schema || typeof schema !== 'object')
    throw new Error(
      "<JSONSchemaViewer> needs a schema object: import it (import Schema from '@site/static/schemas/x.schema.json') and pass schema={Schema}",
    );
  const { schemaView } = useContext(SiteDataContext);
  if (!schemaView) throw new Error('<JSONSchemaViewer> renders in a build: outside one there is no schema renderer');
  const view = schemaView(schema);
  return (
    <div className="json-schema-viewer" id={view.anchor}>
      <SchemaTree node={view.root} />
      {view.definitions.length ? (
        <div className="schema json-schema-definitions">
          <p className="schema-variants-title">Definitions</p>
          <SchemaRows nodes={view.definitions.map((d) => ({ ...d.node, name: d.name, anchor: d.anchor }))} />
        </div>
      ) : null}
    </div>
  );
}
