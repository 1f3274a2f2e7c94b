// A config file that is not there is a usage mistake (wrong folder, wrong --config), not a content
// error: the CLI exits 2 for it, as for any other bad usage, and names the path it looked for.
import { relative } from 'node:path';
import { WriterError } from '../errors.js';

export const USAGE_EXIT_CODE = 2;

export class ConfigNotFound extends WriterError {
  constructor(abs: string) {
    super({ file: relative(process.cwd(), abs) || abs }, `config file not found (looked for ${abs})`, {
      hint: 'run docsgen in the site folder, or pass --config path/to/docsgen.config.ts',
    });
  }
}

/** The exit code for a writer error list: 2 when the config was not there at all, else 1. */
export function writerExitCode(list: WriterError[]): number {
  return list.some((e) => e instanceof ConfigNotFound) ? USAGE_EXIT_CODE : 1;
}
