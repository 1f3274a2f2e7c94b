// Where a value of the config is written, for problems found after the config loaded (a sidebar
// entry naming a missing doc): editors and CI annotations need a line to jump to.
import { readFileSync } from 'node:fs';
import { writerError, type WriterError } from '../errors.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A writer error at the first place the config file has `value` as a quoted string (with
 *  `asKey`: as an object key, quoted or not, e.g. `'1.0': {` or `v2: {`); at the file alone when
 *  it is not there (the value came from a module the config imports). */
export function configValueError(
  configFile: string,
  value: string,
  message: string,
  hint?: string,
  opts: { asKey?: boolean } = {},
): WriterError {
  let source: string | undefined;
  try {
    source = readFileSync(configFile, 'utf8');
  } catch {
    source = undefined;
  }
  const lines = source?.split('\n') ?? [];
  const key = new RegExp(`(^|[\\s{,])(['"\`]?)${escape(value)}\\2\\s*:`);
  for (let i = 0; i < lines.length; i++) {
    const m = opts.asKey ? key.exec(lines[i]) : undefined;
    const col = m
      ? m.index + m[1].length
      : ["'", '"', '`']
          .map((q) => lines[i].indexOf(`${q}${value}${q}`))
          .filter((c) => c >= 0)
          .sort((a, b) => a - b)[0];
    if (col !== undefined) return writerError(configFile, source, i + 1, col + 1, message, hint);
  }
  return writerError(configFile, undefined, undefined, undefined, message, hint);
}
