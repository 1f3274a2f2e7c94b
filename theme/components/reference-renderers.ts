// What ApiDocMdx and JSONSchemaViewer draw from: the generator turns OpenAPI descriptions and JSON
// schemas into the theme's plain data (theme/types.ts) and sets these once per build, as it sets
// the Docusaurus context (the theme never parses OpenAPI or JSON Schema itself).
import type { ApiPageData, SchemaNode } from '../types.js';

export interface SchemaView { anchor: string; root: SchemaNode; definitions: { name: string; anchor: string; node: SchemaNode }[] }

const state: { apis: Map<string, () => ApiPageData>; schema?: (schema: unknown) => SchemaView } = { apis: new Map() };

/** The configured OpenAPI descriptions by id, in config order; each made on first use. */
export function setApiDocs(apis: Map<string, () => ApiPageData>): void {
  state.apis = apis;
}

export const apiDocs = (): Map<string, () => ApiPageData> => state.apis;

/** Turns a JSON schema object (as a site imports it) into a tree with its definitions. */
export function setSchemaRenderer(render: (schema: unknown) => SchemaView): void {
  state.schema = render;
}

export function schemaView(schema: unknown): SchemaView {
  if (!state.schema) throw new Error('no schema renderer: the build sets one before pages render');
  return state.schema(schema);
}
