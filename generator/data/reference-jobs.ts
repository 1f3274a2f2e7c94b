import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WriterError, WriterErrors } from '../errors.js';
import type { LoadedOpenApi } from '../openapi/load-openapi.js';
import { loadCliData, type CliCommand } from './cli-data.js';

// The reference data that can load away from the main thread: plain data in, plain data out, so
// that the same job runs on a worker thread or, without one, right here.
export type ReferenceJob =
  | { kind: 'cli'; dir: string; root: string }
  | { kind: 'openapi'; abs: string; display: string };

export type ReferenceValue = CliCommand[] | LoadedOpenApi;

/** A job's outcome as a worker sends it: the value, or the error in a form that crosses threads. */
export type ReferenceReply =
  | { index: number; ok: true; value: ReferenceValue }
  | { index: number; ok: false; writerErrors?: { place: WriterError['place']; message: string; hint?: string; sourceLine?: string }[]; message: string; stack?: string };

export const jobKey = (job: ReferenceJob) => (job.kind === 'cli' ? `cli:${job.dir}` : `openapi:${job.abs}`);

export async function runReferenceJob(job: ReferenceJob): Promise<ReferenceValue> {
  if (job.kind === 'cli') return loadCliData(job.dir, job.root);
  // Imported here: the validator (swagger-parser, ajv) loads only where descriptions are loaded.
  const { loadOpenApi, publishedCopies } = await import('../openapi/load-openapi.js');
  const { doc, source } = await loadOpenApi(job.abs, job.display);
  return { doc, source, ...publishedCopies(doc) };
}

export function replyOf(index: number, e: unknown): ReferenceReply {
  const errors = e instanceof WriterErrors ? e.errors : e instanceof WriterError ? [e] : undefined;
  return {
    index,
    ok: false,
    writerErrors: errors?.map((w) => ({ place: w.place, message: w.message, hint: w.hint, sourceLine: w.sourceLine })),
    message: e instanceof Error ? e.message : String(e),
    stack: e instanceof Error ? e.stack : undefined,
  };
}

export function errorOf(r: Extract<ReferenceReply, { ok: false }>): Error {
  if (r.writerErrors) {
    const errors = r.writerErrors.map((w) => new WriterError(w.place, w.message, { hint: w.hint, sourceLine: w.sourceLine }));
    return errors.length === 1 ? errors[0] : new WriterErrors(errors);
  }
  // Anything else is a docsgen bug: keep the worker's stack for --debug.
  const bug = new Error(r.message);
  if (r.stack) bug.stack = r.stack;
  return bug;
}

/** Names, sizes and modification times of a CLI data folder: a prefetched command tree is used only
 *  if the folder still looks the same when the build asks for it. */
export function cliFingerprint(dir: string): string {
  try {
    return readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort().map((f) => {
      const s = statSync(join(dir, f));
      return `${f}:${s.size}:${s.mtimeMs}`;
    }).join('|');
  } catch {
    return '';
  }
}
