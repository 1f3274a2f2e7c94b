import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedOpenApi } from '../openapi/load-openapi.js';
import { loadCliData, type CliCommand } from './cli-data.js';

// The reference data that can load away from the main thread: plain data in, plain data out, so
// that the same job runs on a worker thread or, without one, right here. `fastYaml` false
// (`--without yaml-fast`): the yaml package reads every file.
export type ReferenceJob =
  { kind: 'cli'; dir: string; root: string; fastYaml?: boolean } | { kind: 'openapi'; abs: string; display: string; fastYaml?: boolean };

export type ReferenceValue = CliCommand[] | LoadedOpenApi;

/** What reference-worker.ts answers: one job's value; a failure crosses as the loader's own
 *  WriterError (workers/request-reply.ts). */
export interface ReferenceWorkerApi {
  load: { request: ReferenceJob; reply: ReferenceValue };
}

export const jobKey = (job: ReferenceJob) => (job.kind === 'cli' ? `cli:${job.dir}` : `openapi:${job.abs}`);

export async function runReferenceJob(job: ReferenceJob): Promise<ReferenceValue> {
  if (job.kind === 'cli') return loadCliData(job.dir, job.root, job.fastYaml !== false);
  // Imported here: the validator (swagger-parser, ajv) loads only where descriptions are loaded.
  const { loadOpenApi, publishedCopies } = await import('../openapi/load-openapi.js');
  const { doc, source } = await loadOpenApi(job.abs, job.display, job.fastYaml !== false);
  return { doc, source, ...publishedCopies(doc) };
}

/** Names, sizes and modification times of a CLI data folder: a prefetched command tree is used only
 *  if the folder still looks the same when the build asks for it. */
export function cliFingerprint(dir: string): string {
  try {
    return readdirSync(dir)
      .filter((f) => /\.ya?ml$/.test(f))
      .sort()
      .map((f) => {
        const s = statSync(join(dir, f));
        return `${f}:${s.size}:${s.mtimeMs}`;
      })
      .join('|');
  } catch {
    return '';
  }
}
