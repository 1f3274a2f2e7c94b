// A site's config with a few settings changed, as a second config file beside the first (paths in
// a config are relative to its folder): the bench and the tests build one site with other
// `build.threads` or `search` settings without editing its docsgen.config.ts.
//   const file = configVariant(dir, 'shards', { search: { shardAbove: 0 } });  // then build -c file
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `docsgen.<name>.config.ts` in `dir` and returns its path: `dir`'s docsgen.config.ts with
 *  `changes.threads` merged into `build.threads` and `changes.search` into `search`. */
export function configVariant(dir, name, changes) {
  const file = join(dir, `docsgen.${name}.config.ts`);
  writeFileSync(
    file,
    `import base from './docsgen.config.ts';
const threads = ${JSON.stringify(changes.threads ?? {})};
const search = ${JSON.stringify(changes.search ?? {})};
export default { ...base, search: { ...base.search, ...search }, build: { ...base.build, threads: { ...base.build?.threads, ...threads } } };
`,
  );
  return file;
}
