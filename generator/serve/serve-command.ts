// `docsgen serve`: the static preview of a built `out/`, or, with --watch, watch mode (loaded on
// demand: it pulls in chokidar and the build worker, which a static preview does not need).
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { closeServer, createSiteServer, isLoopback, listen, untilStopped, urlFor, warnIfExposed } from '../http-server.js';
import { siteHandler } from './site-handler.js';
import { siteRoot, type ServeOptions } from './serve-options.js';
import { openBrowser } from './open-browser.js';
import { mcpRoute } from '../mcp/mcp-route.js';

/** `docsgen serve`: a static preview of the built site (with --watch: see watch.ts). */
export async function startServer(opts: ServeOptions, reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  if (opts.watch) {
    const { startWatch } = await import('./watch.js');
    return startWatch(opts, reportError);
  }
  const root = resolve(siteRoot(opts.config), opts.out);
  const shown = relative(process.cwd(), root) || '.';
  if (!existsSync(join(root, 'index.html')) && !existsSync(join(root, '404.html'))) {
    process.stderr.write(`error: ${shown}/ holds no built site; run \`docsgen build\` first, or \`docsgen serve --watch\`\n`);
    return 1;
  }
  // The docs as an MCP server too, at /mcp (generator/mcp/).
  const mcp = mcpRoute({ folder: () => root, anyHost: !isLoopback(opts.host) });
  const server = createSiteServer(siteHandler(root, { anyHost: !isLoopback(opts.host), routes: { '/mcp': mcp } }));
  let port: number;
  try {
    port = await listen(server, opts.port, opts.host);
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n`);
    return 2;
  }
  const url = urlFor(opts.host, port);
  process.stdout.write(`Serving ${shown}/ at ${url}  (Ctrl+C to stop)\n`);
  warnIfExposed(opts.host, (s) => process.stderr.write(s));
  if (opts.open) openBrowser(url);
  return untilStopped(async () => {
    await mcp.close();
    await closeServer(server);
  });
}
