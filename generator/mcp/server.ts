// The MCP server of a built docsgen site: five read-only tools, the pages as resources, and
// instructions written from the site's own manifest. `site` is asked on every call, not once, so
// that a server in watch mode answers from the folder of the last good build.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { DocsSite } from './docs-site.js';
import type { McpManifest } from './manifest-format.js';
import { registerResources } from './resources.js';
import { apiSchemas, cliSchemas, listSchemas, pageSchemas, searchSchemas } from './tool-schemas.js';
import { failure, type ToolAnswer } from './tool-result.js';
import { searchDocs } from './tool-search.js';
import { getPage, listPages } from './tool-pages.js';
import { getCliCommand } from './tool-cli.js';
import { getApiOperation } from './tool-api.js';

export function instructions(m: McpManifest): string {
  const parts = [
    `${m.title}${m.tagline ? `: ${m.tagline}` : ''}. This server answers from its documentation (${m.pages.length} pages, ${m.url}${m.baseUrl === '/' ? '' : m.baseUrl}).`,
    'Start with search_docs for any question; then read the best hit with get_page (pass its url; with its #anchor you get that section only). list_pages shows how the docs are organised, by sidebar section.',
  ];
  if (m.cli?.commands.length)
    parts.push(
      `get_cli_command gives the exact usage, flags and examples of a command of the CLI reference (${m.cli.commands.length} commands, for example "${m.cli.commands[0].command}").`,
    );
  if (m.apis.length)
    parts.push(
      `get_api_operation gives one operation of the API reference (${m.apis.map((a) => a.title).join(', ')}) with its schemas resolved, by operationId or by method and path.`,
    );
  parts.push('Every page is also a resource, docs://<route> in Markdown. Quote the page URL when you rely on a page.');
  return parts.join(' ');
}

type Handler<A> = (site: DocsSite, args: A) => Promise<ToolAnswer>;

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export function createDocsServer(site: () => DocsSite, manifest: McpManifest, version = '0.0.0'): McpServer {
  const mcp = new McpServer({ name: 'docsgen-docs', title: `${manifest.title} docs`, version }, { instructions: instructions(manifest) });
  const run =
    <A>(fn: Handler<A>) =>
    async (args: A): Promise<ToolAnswer> => {
      try {
        return await fn(site(), args);
      } catch (e) {
        return failure(e);
      }
    };
  mcp.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Full-text search of the ${manifest.title} docs with the site's own search ranking (the same hits as the search page). Returns up to 20 hits with title, URL (with the heading anchor), section and a snippet; read one with get_page.`,
      inputSchema: searchSchemas.input,
      outputSchema: searchSchemas.output,
      annotations: { title: 'Search the docs', ...READ_ONLY },
    },
    run(searchDocs),
  );
  mcp.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'The Markdown of one docs page, with title, description, URL and last-updated date. Pass a URL or route; add #anchor to get only that section. Long pages come in parts: pass nextCursor back as cursor for the rest.',
      inputSchema: pageSchemas.input,
      outputSchema: pageSchemas.output,
      annotations: { title: 'Read a page', ...READ_ONLY },
    },
    run(getPage),
  );
  mcp.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      description:
        'The docs as the sidebar organises them: sections and pages with routes, URLs and descriptions. Pass a section label or route prefix to see one part.',
      inputSchema: listSchemas.input,
      outputSchema: listSchemas.output,
      annotations: { title: 'List the pages', ...READ_ONLY },
    },
    run(listPages),
  );
  if (manifest.cli?.commands.length) {
    mcp.registerTool(
      'get_cli_command',
      {
        title: 'CLI command reference',
        description: `Usage, description, flags (type, default, description, inherited ones too), subcommands and examples of one ${manifest.cli.commands[0].command} command, from the CLI reference. Accepts "${manifest.cli.commands[0].command} run", "run" or a nested command.`,
        inputSchema: cliSchemas.input,
        outputSchema: cliSchemas.output,
        annotations: { title: 'CLI command reference', ...READ_ONLY },
      },
      run(getCliCommand),
    );
  }
  if (manifest.apis.length) {
    mcp.registerTool(
      'get_api_operation',
      {
        title: 'API operation reference',
        description:
          'One operation of the REST API reference: summary, parameters, request body and responses with their JSON schemas resolved. Pass operationId, or method and path.',
        inputSchema: apiSchemas.input,
        outputSchema: apiSchemas.output,
        annotations: { title: 'API operation reference', ...READ_ONLY },
      },
      run(getApiOperation),
    );
  }
  registerResources(mcp, site);
  return mcp;
}
