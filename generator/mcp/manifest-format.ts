// out/mcp.json: what `docsgen mcp` needs besides the search index, the pages' Markdown copies and
// llms.txt, all of which the build already writes. It is published beside them so that a deployed
// site on any static host is enough for `docsgen mcp --site https://…`. Written by the emit stage
// (emit/mcp-manifest.ts), read by the MCP site reader (mcp/docs-site.ts). Types only.
import type { JsonSchema } from '../markdown/reference/schema-node.js';

export const MANIFEST_FORMAT = 'docsgen-mcp/1';

export interface ManifestPage {
  /** The site route, without the base URL (`/toolhive/faq`). */
  route: string;
  title: string;
  description?: string;
  /** Last-updated date, YYYY-MM-DD, when the site shows one. */
  updated?: string;
}

/** A sidebar entry: a page (route), an outside link (href) or a category (items). */
export interface ManifestNode {
  label: string;
  route?: string;
  href?: string;
  items?: ManifestNode[];
}

export interface ManifestFlag {
  name: string;
  shorthand?: string;
  type: string;
  default?: string;
  description: string;
}

export interface ManifestCommand {
  command: string;
  route: string;
  summary: string;
  description?: string;
  usage: string;
  aliases?: string[];
  /** Empty lists are left out of the manifest, here and below. */
  flags?: ManifestFlag[];
  /** Flags this command passes on to its subcommands. */
  persistent?: ManifestFlag[];
  examples?: { description: string; command: string }[];
}

export interface ManifestParam {
  name: string;
  in: string;
  type: string;
  /** Left out when false. */ required?: boolean;
  description?: string;
  default?: string;
  enum?: string[];
}
export interface ManifestBody {
  contentType: string;
  schema?: JsonSchema;
}

export interface ManifestOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  deprecated?: boolean;
  /** The page and anchor documenting it (site route, no base URL). */
  url: string;
  params?: ManifestParam[];
  requestBody?: { required?: boolean; description?: string; bodies?: ManifestBody[] };
  responses?: { status: string; description?: string; bodies?: ManifestBody[] }[];
}

export interface ManifestApi {
  route: string;
  title: string;
  version: string;
  operations: ManifestOperation[];
  /** components.schemas, unresolved: `$ref`s are resolved when an operation is asked for. */
  schemas: Record<string, JsonSchema>;
}

export interface McpManifest {
  format: typeof MANIFEST_FORMAT;
  title: string;
  tagline: string;
  /** The production origin and base path (`https://docs.stacklok.com`, `/`). */
  url: string;
  baseUrl: string;
  pages: ManifestPage[];
  sidebar: ManifestNode[];
  cli?: { route: string; commands: ManifestCommand[] };
  apis: ManifestApi[];
}
