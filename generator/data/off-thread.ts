import { Worker } from 'node:worker_threads';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LoadedOpenApi } from '../openapi/load-openapi.js';
import type { CliCommand } from './cli-data.js';
import { cliFingerprint, errorOf, jobKey, runReferenceJob, type ReferenceJob, type ReferenceReply, type ReferenceValue } from './reference-jobs.js';

// The compiled worker sits beside this file in dist/; running from the TypeScript sources (the
// tests) there is none, and jobs run on this thread instead.
const workerUrl = new URL('./reference-worker.js', import.meta.url);
const canUseWorker = import.meta.url.endsWith('.js') && existsSync(fileURLToPath(workerUrl));

interface Prefetch { value: Promise<ReferenceValue>; fingerprint: string }
/** Jobs started by prefetchReferenceJobs, each taken by the first request for the same input. */
const prefetched = new Map<string, Prefetch>();

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
  const settle = jobs.map(() => {
    let resolve!: (v: ReferenceValue) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<ReferenceValue>((res, rej) => { resolve = res; reject = rej; });
    return { promise, resolve, reject };
  });
  let left = jobs.length;
  const worker = new Worker(workerUrl, { workerData: { jobs } });
  worker.on('message', (r: ReferenceReply) => {
    if (r.ok) settle[r.index].resolve(r.value);
    else settle[r.index].reject(errorOf(r));
    if (--left === 0) void worker.terminate();
  });
  // Settled promises ignore these: they only end jobs a crashed worker left unanswered.
  const fail = (e: Error) => { for (const s of settle) s.reject(e); };
  worker.once('error', fail);
  worker.once('exit', (code) => fail(new Error(`the reference data worker stopped (exit code ${code}) before it finished`)));
  return settle.map((s) => s.promise);
}

const fingerprintOf = (job: ReferenceJob) => (job.kind === 'cli' ? cliFingerprint(job.dir) : '');

/** Starts loading reference data before the build asks for it: `docsgen build` calls this before
 *  it imports the build pipeline, so that the work runs on a second core while ~600 modules load
 *  on the first. */
export function prefetchReferenceJobs(jobs: ReferenceJob[]): void {
  const fresh = jobs.filter((j) => !prefetched.has(jobKey(j)));
  run(fresh).forEach((value, i) => {
    value.catch(() => undefined); // a failure is reported by the build's own load
    prefetched.set(jobKey(fresh[i]), { value, fingerprint: fingerprintOf(fresh[i]) });
  });
}

/** The prefetched result of `job` if its input is unchanged; undefined when there is none. A
 *  failed one resolves to undefined: the build then loads again and reports its own error. */
function take(job: ReferenceJob): Promise<ReferenceValue | undefined> | undefined {
  const early = prefetched.get(jobKey(job));
  if (!early) return undefined;
  prefetched.delete(jobKey(job));
  if (early.fingerprint !== fingerprintOf(job)) return undefined;
  return early.value.catch(() => undefined);
}

/** The CLI command tree, prefetched or loaded now on this thread. */
export async function loadCliDataPrefetched(dir: string, root: string): Promise<CliCommand[]> {
  const job: ReferenceJob = { kind: 'cli', dir, root };
  return ((await take(job)) ?? (await runReferenceJob(job))) as CliCommand[];
}

/** A loaded, validated description, prefetched or loaded on a worker thread started now, so that
 *  the caller can do other work meanwhile. Fails with the same WriterError as loadOpenApi. */
export function loadOpenApiOffThread(abs: string, display: string): Promise<LoadedOpenApi> {
  const job: ReferenceJob = { kind: 'openapi', abs, display };
  const early = take(job);
  if (!early) return run([job])[0] as Promise<LoadedOpenApi>;
  return early.then((v) => {
    const loaded = v as LoadedOpenApi | undefined;
    // Used only if the file still has the text that was loaded.
    if (loaded && existsSync(abs) && loaded.source === readFileSync(abs, 'utf8')) return loaded;
    return run([job])[0] as Promise<LoadedOpenApi>;
  });
}
