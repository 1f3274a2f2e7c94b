// What `docsgen serve` is started with, and where its paths are resolved from. Apart from the
// command (serve-command.ts) because watch mode needs them too, and the command imports watch mode:
// keeping them here keeps that dependency one-way.
import { dirname, resolve } from 'node:path';

export interface ServeOptions {
  config: string;
  out: string;
  watch: boolean;
  port: number;
  host: string;
  open: boolean;
  debug: boolean;
}

/** Paths in `serve` are relative to the config file's folder, as in `build`. */
export function siteRoot(configPath: string): string {
  return dirname(resolve(configPath));
}
