import type { ServeOptions } from '../generator/serve/serve-options.js';

/** `docsgen serve [--watch]`: resolves with the exit code when the server is stopped. */
export async function runServe(opts: ServeOptions, reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  if (opts.watch) {
    const { startWatch } = await import('../generator/serve/watch.js');
    return startWatch(opts, reportError);
  }
  const { startServer } = await import('../generator/serve/serve-command.js');
  return startServer(opts, reportError);
}
