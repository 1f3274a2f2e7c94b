import { resolve } from 'node:path';
import type { LoadedConfig } from '../config/load-config.js';
import { prefetchGitDates } from '../content/git-dates.js';
import { ReferencePrefetch } from './off-thread.js';
import type { ReferenceJob } from './reference-jobs.js';
import type { Without } from '../accelerators.js';

export type { ReferencePrefetch };

/** Starts loading the site's reference data (CLI tree first: the build needs it first) off the
 *  main thread, and the `git log` pass for last-update dates in a child process. `docsgen build`
 *  calls this with the config it loaded before it imports the build pipeline, so that the work runs
 *  on a second core while ~600 modules load on the first; the handle goes to the build
 *  (generateReferenceDocs), which loads whatever was not prefetched itself. */
export function prefetchReferenceData({ config, root }: LoadedConfig, without: Without = []): ReferencePrefetch {
  const fastYaml = !without.includes('yaml-fast');
  const jobs: ReferenceJob[] = [];
  if (config.data.cli) jobs.push({ kind: 'cli', dir: resolve(root, config.data.cli.dir), root, fastYaml });
  for (const s of config.openapi) jobs.push({ kind: 'openapi', abs: resolve(root, s.spec), display: s.spec, fastYaml });
  const prefetch = new ReferencePrefetch(jobs);
  if (config.docs.showLastUpdateTime) prefetch.gitDates = prefetchGitDates(root, config.docs.path);
  return prefetch;
}
