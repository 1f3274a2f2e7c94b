// Resources: every page's Markdown as `docs://<route>` (listed a page of entries at a time) and
// llms.txt. Registered on the SDK's low-level server, since McpServer's own resource listing has
// no pagination.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { DocsSite } from './docs-site.js';
import { nearest } from './nearest.js';

const PAGE_SIZE = 100;
export const LLMS_URI = 'docs://llms.txt';

export const pageUri = (route: string) => `docs://${route === '/' ? 'index' : route.slice(1)}`;

function routeOf(uri: string): string | undefined {
  const m = /^docs:\/\/([^?#]*)$/.exec(uri);
  if (!m || m[1].length > 2048) return undefined;
  return m[1] === 'index' ? '/' : `/${m[1]}`;
}

export function registerResources(mcp: McpServer, site: () => DocsSite): void {
  mcp.server.registerCapabilities({ resources: {} });
  mcp.server.setRequestHandler(ListResourcesRequestSchema, async (req) => {
    const m = await site().manifest();
    const start = req.params?.cursor === undefined ? 0 : Number(req.params.cursor);
    if (!Number.isInteger(start) || start < 0 || start > m.pages.length)
      throw new McpError(ErrorCode.InvalidParams, `invalid cursor: ${String(req.params?.cursor).slice(0, 40)}`);
    const all = [
      { uri: LLMS_URI, name: 'llms.txt', title: `${m.title}: index for language models`, mimeType: 'text/plain' },
      ...m.pages.map((p) => ({
        uri: pageUri(p.route),
        name: p.route,
        title: p.title,
        ...(p.description ? { description: p.description } : {}),
        mimeType: 'text/markdown',
      })),
    ];
    const end = start + PAGE_SIZE;
    return { resources: all.slice(start, end), ...(end < all.length ? { nextCursor: String(end) } : {}) };
  });
  mcp.server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [
      {
        uriTemplate: 'docs://{+route}',
        name: 'page',
        title: 'A page of the docs, as Markdown (the route without its leading slash)',
        mimeType: 'text/markdown',
      },
    ],
  }));
  mcp.server.setRequestHandler(ReadResourceRequestSchema, async (req) => {
    const s = site();
    const uri = req.params.uri;
    if (uri === LLMS_URI) {
      const text = await s.llmsTxt();
      if (text === undefined) throw new McpError(-32002, 'this site has no llms.txt');
      return { contents: [{ uri, mimeType: 'text/plain', text }] };
    }
    const route = routeOf(uri);
    const page = route !== undefined && !route.split('/').some((p) => p === '..' || p === '.') ? await s.pageText(route) : undefined;
    if (!page) {
      const m = await s.manifest();
      const near = route
        ? nearest(
            route,
            m.pages.map((p) => p.route),
          ).map(pageUri)
        : [];
      throw new McpError(-32002, `Resource not found: ${uri.slice(0, 200)}${near.length ? `. Closest matches: ${near.join(', ')}` : ''}`);
    }
    return { contents: [{ uri, mimeType: 'text/markdown', text: page.markdown }] };
  });
}
