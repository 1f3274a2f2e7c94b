// A config that imports a package the site has not installed: Node's "Cannot find package" becomes
// a writer error at the import in the config, with the command that installs it.
import { writerError, type WriterError } from '../errors.js';

const NOT_FOUND = /Cannot find (?:package|module) '([^']+)'/;

/** The writer error for `e` when it is Node failing to find a package the config imports. */
export function missingPackage(e: unknown, display: string, source: string): WriterError | undefined {
  if ((e as { code?: string } | undefined)?.code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  const spec = NOT_FOUND.exec((e as Error).message)?.[1];
  if (!spec || spec.startsWith('/') || spec.startsWith('.')) return undefined;
  const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
  const lines = source.split('\n');
  const at = lines.findIndex((l) => l.includes(`'${name}`) || l.includes(`"${name}`));
  return writerError(
    display,
    source,
    at < 0 ? undefined : at + 1,
    at < 0 ? undefined : lines[at].indexOf(name),
    `the config imports "${name}", which is not installed in this site`,
    `install it in the site (npm install ${name}), or remove the import and what uses it`,
  );
}
