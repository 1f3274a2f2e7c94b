import { resolve } from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { prefetchGitDates } from '../content/git-dates.js';
import { prefetchReferenceJobs } from './off-thread.js';
import type { ReferenceJob } from './reference-jobs.js';

/** Starts loading the site's reference data (CLI tree first: the build needs it first) off the
 *  main thread, and the `git log` pass for last-update dates in a child process. Best effort: a
 *  config that does not load is left to the build to report. */
export async function prefetchReferenceData(configPath: string): Promise<void> {
  try {
    const { config, root } = await loadConfig(configPath);
    const jobs: ReferenceJob[] = [];
    if (config.data.cli) jobs.push({ kind: 'cli', dir: resolve(root, config.data.cli.dir), root });
    for (const s of config.openapi) jobs.push({ kind: 'openapi', abs: resolve(root, s.spec), display: s.spec });
    prefetchReferenceJobs(jobs);
    if (config.docs.showLastUpdateTime) prefetchGitDates(root, config.docs.path);
  } catch {
    /* the build loads the config again and reports what is wrong with it */
  }
}
