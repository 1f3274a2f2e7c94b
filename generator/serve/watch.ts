import type { ServeOptions } from './server.js';

export async function startWatch(_opts: ServeOptions, _reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  process.stderr.write('serve --watch is not available yet; run `docsgen build` then `docsgen serve`\n');
  return 2;
}
