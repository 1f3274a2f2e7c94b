// The MCP manifest (mcp/manifest-format.ts) from what the build already holds: the docs, the
// sidebar, and the data behind the CLI and API reference pages. Compact on purpose: no rendered
// text, no generated examples, empty fields left out; schemas keep their `$ref`s.
import { isLatestDoc } from '../versions/latest-docs.js';
import type { Doc } from '../types.js';
import type { SidebarNode } from '../../theme/types.js';
import type { CliCommand, CliFlag } from '../data/cli-data.js';
import type { ApiReferenceData } from '../openapi/api-model.js';
import type { GeneratedDocs } from '../data/generate.js';
import type { SiteConfig } from '../config/schema.js';
import {
  MANIFEST_FORMAT,
  type ManifestApi,
  type ManifestCommand,
  type ManifestFlag,
  type ManifestNode,
  type McpManifest,
} from '../mcp/manifest-format.js';

/** Empty strings, arrays and false drop out of the JSON. */
function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === '' || v === false || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out as T;
}

const flags = (list: CliFlag[]): ManifestFlag[] =>
  list.map((f) => compact({ name: f.name, shorthand: f.shorthand, type: f.type, default: f.default, description: f.description }));

function command(c: CliCommand, base: string): ManifestCommand {
  return compact({
    command: c.command,
    route: `${base}/${c.slug}`,
    summary: c.summary,
    description: c.description,
    usage: c.usage,
    aliases: c.aliases,
    flags: flags(c.flags),
    persistent: flags(c.persistent_flags),
    examples: c.examples,
  });
}

function api(a: ApiReferenceData): ManifestApi {
  const body = (b: { contentType: string; schema?: unknown }) =>
    compact({ contentType: b.contentType, schema: b.schema as ManifestApi['schemas'][string] | undefined });
  return {
    route: a.route,
    title: a.title,
    version: a.model.version,
    operations: a.model.tags
      .flatMap((t) => t.operations)
      .map((o) =>
        compact({
          id: o.id,
          method: o.method,
          path: o.path,
          summary: o.summary,
          description: o.description,
          tag: o.tag,
          deprecated: o.deprecated,
          url: a.opUrl(o),
          params: o.params.map((p) => compact(p)),
          requestBody:
            o.requestBody &&
            compact({ required: o.requestBody.required, description: o.requestBody.description, bodies: o.requestBody.bodies.map(body) }),
          responses: o.responses.map((r) => compact({ status: r.status, description: r.description, bodies: r.bodies.map(body) })),
        }),
      ),
    schemas: Object.fromEntries(a.model.schemas.map((s) => [s.name, s.schema])),
  };
}

/** Sidebar hrefs are site routes; links elsewhere stay hrefs. */
function sidebarTree(nodes: SidebarNode[]): ManifestNode[] {
  const target = (href: string | undefined) =>
    href === undefined ? {} : /^[a-z][a-z0-9+.-]*:/i.test(href) ? { href } : { route: href.split('#')[0] };
  return nodes
    .filter((n) => !(n.type === 'link' && n.draft))
    .map((n) =>
      n.type === 'category' ? { label: n.label, ...target(n.href), items: sidebarTree(n.items) } : { label: n.label, ...target(n.href) },
    );
}

export function mcpManifest(config: SiteConfig, docs: Doc[], sidebar: SidebarNode[], reference: GeneratedDocs['reference']): McpManifest {
  // The pages with a Markdown copy: every doc of the latest version that is listed.
  // Blog posts have Markdown copies too (drafts are only in watch-mode builds).
  const pages = docs
    .filter((d) => (!d.standalone || (d.blog && !d.frontmatter.draft)) && isLatestDoc(d, config) && !d.frontmatter.unlisted)
    .map((d) =>
      compact({
        route: d.route,
        title: d.title,
        description: d.description,
        updated: d.lastUpdated?.toISOString().slice(0, 10),
      }),
    );
  return {
    format: MANIFEST_FORMAT,
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    pages,
    sidebar: sidebarTree(sidebar),
    ...(reference.cli
      ? { cli: { route: reference.cli.route, commands: reference.cli.commands.map((c) => command(c, reference.cli!.route)) } }
      : {}),
    apis: reference.apis.map(api),
  };
}
