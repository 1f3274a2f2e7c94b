export async function runServe(_opts: { config: string; out: string; watch: boolean; port: number; host: string; open: boolean; debug: boolean }, _reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  const { startServer } = await import('../generator/serve/server.js');
  return startServer(_opts, _reportError);
}
