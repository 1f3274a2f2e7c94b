// What a build gives the theme to render from besides a page's props: the Docusaurus context
// (`useDocusaurusContext`, plugin data) and the reference data ApiDocMdx and JSONSchemaViewer draw.
// The renderer wraps every page in SiteDataContext's provider (generator/render/render-route.tsx);
// a test renders a component with plain renderToString and its own provider. The generator turns
// OpenAPI descriptions and JSON schemas into the theme's plain data (theme/types.ts): the theme
// never parses either itself.
import { createContext } from 'react';
import type { ApiPageData, SchemaNode } from './types.js';
import type { SidebarMemo } from './sidebar-memo.js';

export interface SchemaView {
  anchor: string;
  root: SchemaNode;
  definitions: { name: string; anchor: string; node: SchemaNode }[];
}

export interface SiteData {
  /** The site's config, as `useDocusaurusContext().siteConfig` exposes it. */
  siteConfig: Record<string, unknown>;
  /** Plugin data by plugin name (`docs.pluginData`). */
  pluginData: Record<string, unknown>;
  /** The configured OpenAPI descriptions by id, in config order; each made on first use. */
  apiDocs: ReadonlyMap<string, () => ApiPageData>;
  /** Turns a JSON schema object (as a site imports it) into a tree with its definitions; absent
   *  outside a build. */
  schemaView?: (schema: unknown) => SchemaView;
  /** `<CodeBlock>` highlighted as a fence is (its HTML); absent outside a build. */
  codeBlock?: (code: string, lang: string, o: { title?: string; showLineNumbers?: boolean; highlightLines?: Set<number> }) => string;
  /** The build's sidebar walks, kept by sidebar (theme/sidebar-memo.ts). */
  sidebarMemo?: SidebarMemo;
}

/** A page rendered outside a build (a test, a component alone): no config, data or descriptions. */
export const NO_SITE_DATA: SiteData = Object.freeze({ siteConfig: {}, pluginData: {}, apiDocs: new Map() });

export const SiteDataContext = createContext<SiteData>(NO_SITE_DATA);
