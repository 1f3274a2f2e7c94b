import type { GitDatesPrefetch } from '../content/git-dates.js';
import { Worker } from 'node:worker_threads';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LoadedOpenApi } from '../openapi/load-openapi.js';
import type { CliCommand } from './cli-data.js';
import {
  cliFingerprint,
  jobKey,
  runReferenceJob,
  type ReferenceJob,
  type ReferenceValue,
  type ReferenceWorkerApi,
} from './reference-jobs.js';
import { WorkerClient } from '../workers/request-reply.js';

// The compiled worker sits beside this file in dist/; running from the TypeScript sources (the
// tests) there is none, and jobs run on this thread instead.
const workerUrl = new URL('./reference-worker.js', import.meta.url);
const canUseWorker = import.meta.url.endsWith('.js') && existsSync(fileURLToPath(workerUrl));

/** Runs the jobs in order on one worker thread (or here, without one); one promise per job. */
function run(jobs: ReferenceJob[]): Promise<ReferenceValue>[] {
  if (jobs.length === 0) return [];
  if (!canUseWorker) {
    let chain: Promise<unknown> = Promise.resolve();
    return jobs.map((job) => {
      const p = chain.then(() => runReferenceJob(job));
      chain = p.catch(() => undefined);
      return p;
    });
  }
  const client = new WorkerClient<ReferenceWorkerApi>(() => new Worker(workerUrl), { name: 'reference data' });
  const values = jobs.map((job) => client.request('load', job));
  // A worker per batch, stopped once it answered every job: nothing else would end it.
  void Promise.allSettled(values).then(() => client.close());
  return values;
}

const fingerprintOf = (job: ReferenceJob) => (job.kind === 'cli' ? cliFingerprint(job.dir) : '');

/** Reference data loads started before the build asks for them (prefetch.ts), handed to the build
 *  explicitly (generateReferenceDocs). Each job's result is taken by the first request for the
 *  same input, and only while that input is unchanged. */
export class ReferencePrefetch {
  /** The `git log` pass for last-update dates, when the site shows them. */
  gitDates?: GitDatesPrefetch;
  private readonly started = new Map<string, { value: Promise<ReferenceValue>; fingerprint: string }>();

  constructor(jobs: ReferenceJob[]) {
    run(jobs).forEach((value, i) => {
      value.catch(() => undefined); // a failure is reported by the build's own load
      this.started.set(jobKey(jobs[i]), { value, fingerprint: fingerprintOf(jobs[i]) });
    });
  }

  /** The prefetched result of `job` if its input is unchanged; undefined when there is none. A
   *  failed one resolves to undefined: the build then loads again and reports its own error. */
  take(job: ReferenceJob): Promise<ReferenceValue | undefined> | undefined {
    const early = this.started.get(jobKey(job));
    if (!early) return undefined;
    this.started.delete(jobKey(job));
    if (early.fingerprint !== fingerprintOf(job)) return undefined;
    return early.value.catch(() => undefined);
  }
}

/** The CLI command tree, prefetched or loaded now on this thread. */
export async function loadCliDataPrefetched(
  dir: string,
  root: string,
  prefetched?: ReferencePrefetch,
  fastYaml = true,
): Promise<CliCommand[]> {
  const job: ReferenceJob = { kind: 'cli', dir, root, fastYaml };
  return ((await prefetched?.take(job)) ?? (await runReferenceJob(job))) as CliCommand[];
}

/** A loaded, validated description, prefetched or loaded on a worker thread started now, so that
 *  the caller can do other work meanwhile. Fails with the same WriterError as loadOpenApi. */
export function loadOpenApiOffThread(
  abs: string,
  display: string,
  prefetched?: ReferencePrefetch,
  fastYaml = true,
): Promise<LoadedOpenApi> {
  const job: ReferenceJob = { kind: 'openapi', abs, display, fastYaml };
  const early = prefetched?.take(job);
  if (!early) return run([job])[0] as Promise<LoadedOpenApi>;
  return early.then((v) => {
    const loaded = v as LoadedOpenApi | undefined;
    // Used only if the file still has the text that was loaded.
    if (loaded && existsSync(abs) && loaded.source === readFileSync(abs, 'utf8')) return loaded;
    return run([job])[0] as Promise<LoadedOpenApi>;
  });
}
