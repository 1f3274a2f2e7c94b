// `docsgen version <name>`: the snapshot (generator/versions/snapshot.ts) and what to do next.
import { relative } from 'node:path';
import { loadConfig } from '../generator/config/load-config.js';
import { snapshotVersion } from '../generator/versions/snapshot.js';
import { formatWriterError, writerErrorsOf } from '../generator/errors.js';

export async function runVersion(
  name: string,
  opts: { config: string; debug: boolean },
  reportError: (e: unknown, debug: boolean) => number,
): Promise<number> {
  try {
    const s = snapshotVersion(await loadConfig(opts.config), name);
    const rel = (p: string) => relative(process.cwd(), p) || '.';
    process.stdout.write(
      `✔ version ${s.name}: ${s.pages} pages copied to ${rel(s.docsDir)}/, sidebar to ${rel(s.sidebarFile)}\n` +
        `  it is served at ${s.route}, with a banner pointing readers to the latest docs (docs.versions in the config changes its label, path or banner)\n` +
        '  the content folder stays the latest version: edit it for the next release\n',
    );
    return 0;
  } catch (e) {
    const list = writerErrorsOf(e);
    if (!list) return reportError(e, opts.debug);
    for (const err of list) process.stderr.write(`\n${formatWriterError(err)}\n`);
    process.stderr.write(`\n✖ no version made: nothing was copied or changed\n`);
    return 1;
  }
}
