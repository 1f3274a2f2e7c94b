// `docsgen check [--format text|json|github] [--strict]`: everything a build validates (config,
// content, MDX, links, anchors, routes) without writing the site, as one report: every problem of
// every page in one run (a page that fails to compile does not stop the others). Exit 1 when
// `docsgen build` would fail, or with --strict on any warning; 2 when the config file is missing.
import { build } from '../generator/build.js';
import { loadConfig, type LoadedConfig } from '../generator/config/load-config.js';
import { writerExitCode } from '../generator/config/config-not-found.js';
import { prefetchReferenceData } from '../generator/data/prefetch.js';
import { collectWriterErrors, formatWriterError, type WriterError } from '../generator/errors.js';
import { relative } from 'node:path';
import { checkReport, configFailureReport } from './check-report.js';
import { formatGithub, formatReport } from './check-format.js';
import type { CheckReport } from './check-schema.js';

export type { CheckedLink, CheckReport, Problem, ProblemCode, Severity } from './check-schema.js';
export { checkReport } from './check-report.js';
export { formatReport } from './check-format.js';

export type CheckFormat = 'text' | 'json' | 'github';
export const CHECK_FORMATS: CheckFormat[] = ['text', 'json', 'github'];

export interface CheckOptions {
  config: string;
  format: CheckFormat;
  strict: boolean;
  debug: boolean;
}

export async function runCheck(opts: CheckOptions, reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  let loaded: LoadedConfig;
  try {
    loaded = await loadConfig(opts.config);
  } catch (e) {
    // No config, no site: the report holds the config's errors alone.
    const list = collectWriterErrors(e);
    print(opts, configFailureReport(list, undefined), list);
    return writerExitCode(list);
  }
  const configFile = relative(process.cwd(), loaded.file) || loaded.file;
  try {
    // The reference data loads on a worker thread while the build starts.
    const r = await build({
      configPath: opts.config,
      loadedConfig: loaded,
      referenceData: prefetchReferenceData(loaded),
      write: false,
      collectAll: true,
    });
    const report = checkReport(r, loaded.config, configFile);
    print(opts, report, r.errors);
    return !report.ok || (opts.strict && report.warnings > 0) ? 1 : 0;
  } catch (e) {
    let list: WriterError[];
    try {
      list = collectWriterErrors(e);
    } catch {
      return reportError(e, opts.debug);
    }
    // What stops even a collecting build (the sidebar names a missing doc, a component module
    // does not load): its errors are the report.
    print(opts, configFailureReport(list, configFile), list);
    if (opts.debug) process.stderr.write(`${(e as Error).stack}\n`);
    return 1;
  }
}

function print(opts: CheckOptions, report: CheckReport, errors: WriterError[]): void {
  if (opts.format === 'json') {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else if (opts.format === 'github') {
    process.stdout.write(formatGithub(report));
  }
  // Content errors in full (the line and a caret) on stderr, as `docsgen build` prints them.
  for (const w of errors) process.stderr.write(`\n${formatWriterError(w)}\n`);
  if (opts.format === 'text') process.stdout.write(formatReport(report));
  else if (errors.length > 0)
    process.stderr.write(`\n✖ check failed: ${errors.length} error${errors.length === 1 ? '' : 's'} (docsgen build would fail)\n`);
}
