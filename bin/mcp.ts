// `docsgen mcp`: checks its options and loads the MCP server (and with it the SDK) only now, so
// that no other command pays for it.
export interface McpCliOptions {
  config: string;
  site?: string;
  http: boolean;
  port: string;
  host: string;
}

export async function runMcpCommand(opts: McpCliOptions, version: string): Promise<number> {
  const port = Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`error: --port must be a number between 0 and 65535, got "${opts.port}"\n`);
    return 2;
  }
  const { runMcp } = await import('../generator/mcp/run-mcp.js');
  return runMcp({ ...opts, port, version });
}
