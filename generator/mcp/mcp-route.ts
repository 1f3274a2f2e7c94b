// /mcp on the preview server (`docsgen serve`): the MCP endpoint as a site-handler route. The SDK,
// the search engine and the server load on the first request to it, so a preview that nobody asks
// over MCP starts as fast as before. `folder` is asked on every call: in watch mode the served
// folder changes after each good build, and the answers follow it (one reader per folder; the
// endpoint and its sessions stay).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHandler } from '../http-server.js';
import type { DocsSite } from './docs-site.js';
import type { McpHttpEndpoint } from './http-endpoint.js';
import type { FolderOptions } from './site-files.js';

export interface McpRoute extends RouteHandler {
  close(): Promise<void>;
}

export interface McpRouteOptions extends FolderOptions {
  folder: () => string;
  anyHost: boolean;
}

export function mcpRoute(options: McpRouteOptions): McpRoute {
  let endpoint: Promise<McpHttpEndpoint> | undefined;
  const load = () =>
    (endpoint ??= Promise.all([import('./http-endpoint.js'), import('./docs-site.js'), import('./site-files.js')]).then(([h, d, f]) => {
      let current: { dir: string; site: DocsSite } | undefined;
      const site = () => {
        const dir = options.folder();
        if (current?.dir !== dir) current = { dir, site: new d.DocsSite(f.folderFiles(dir, options)) };
        return current.site;
      };
      return new h.McpHttpEndpoint({ site, anyHost: options.anyHost });
    }));
  const route = ((req: IncomingMessage, res: ServerResponse) => {
    load().then(
      (e) => e.handle(req, res),
      (e: unknown) => {
        process.stderr.write(`docsgen serve: the MCP endpoint did not load: ${(e as Error).message}\n`);
        if (!res.headersSent) res.writeHead(500).end();
      },
    );
  }) as McpRoute;
  route.methods = ['GET', 'POST', 'DELETE'];
  route.close = async () => {
    if (endpoint) await (await endpoint).close();
  };
  return route;
}
