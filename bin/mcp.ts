// `docsgen mcp`: checks its options and loads the MCP server (and with it the SDK) only now, so
// that no other command pays for it.
import { existsSync } from 'node:fs';

export interface McpCliOptions {
  config: string;
  site?: string;
  http: boolean;
  port: string;
  host: string;
}

type RunMcp = typeof import('../generator/mcp/run-mcp.js');

export async function runMcpCommand(opts: McpCliOptions, version: string): Promise<number> {
  const port = Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`error: --port must be a number between 0 and 65535, got "${opts.port}"\n`);
    return 2;
  }
  // The one-file build of the server (scripts/compile.mjs) starts in half the time; the modules
  // themselves are the fallback (running from sources).
  const bundle = new URL('../mcp/run-mcp.bundle.js', import.meta.url);
  const { runMcp } = (existsSync(bundle) ? await import(bundle.href) : await import('../generator/mcp/run-mcp.js')) as RunMcp;
  return runMcp({ ...opts, port, version });
}
