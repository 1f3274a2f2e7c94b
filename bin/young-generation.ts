// A large site's build restarts itself with a larger young generation, which V8 sizes only when the
// process starts (`setFlagsFromString` has no effect on it later).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LARGE_SITE_PAGES } from '../generator/heap-growth.js';

/** Each of the young generation's two halves, in MB (V8's default on 64-bit machines is 16). On the
 *  3,000-page corpus, pages in flight (their HTML waiting to be written, their trees being printed)
 *  outlived the 16 MB of a scavenge: ~500 scavenges of ~7 ms, ~3 MB promoted each, and 31 full
 *  collections of what was promoted. With 64 MB most of it dies young. */
export const SEMI_SPACE_MB = 32;

const PAGE_FILE = /\.mdx?$/;

/** The config file a command line names (`-c`, `--config`, `--config=`), as commander reads it. */
export function configOf(args: string[]): string {
  let config = 'docsgen.config.ts';
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if ((a === '-c' || a === '--config') && i + 1 < args.length) config = args[++i];
    else if (a.startsWith('--config=')) config = a.slice('--config='.length);
    else if (a.startsWith('-c') && a.length > 2 && !a.startsWith('--')) config = a.slice(2);
  }
  return config;
}

/** Whether the docs folder beside the config (the default `content/`; a site that moved it is not
 *  looked for, and builds as before) holds at least `n` Markdown or MDX files. */
export function hasPages(root: string, n: number): boolean {
  let names: string[];
  try {
    names = readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' });
  } catch {
    return false;
  }
  let count = 0;
  for (const name of names) if (PAGE_FILE.test(name) && ++count >= n) return true;
  return false;
}

/** The Node arguments to run this command again with, or undefined to run it here: only `build`
 *  and `check` of a large site, and never when the young generation was sized already (by the user,
 *  or by this restart). `DOCSGEN_LARGE_SITE_FILES` moves the threshold (the tests restart a small
 *  site with it). */
export function restartArgs(execArgv: string[], argv: string[], env: NodeJS.ProcessEnv, cwd: string): string[] | undefined {
  const command = argv[2] ?? '';
  if (!['build', 'check'].includes(command)) return undefined;
  if (`${execArgv.join(' ')} ${env.NODE_OPTIONS ?? ''}`.includes('semi-space')) return undefined;
  const threshold = env.DOCSGEN_LARGE_SITE_FILES ? Number(env.DOCSGEN_LARGE_SITE_FILES) : LARGE_SITE_PAGES;
  if (!Number.isFinite(threshold)) return undefined;
  const root = dirname(resolve(cwd, configOf(argv.slice(3))));
  if (threshold > 0 && !hasPages(root, threshold)) return undefined;
  return [`--max-semi-space-size=${SEMI_SPACE_MB}`, ...execArgv, ...argv.slice(1)];
}

/** Runs the command again in a child with a larger young generation when restartArgs says so, and
 *  exits as it did; returns only when the command is to run in this process. */
export function restartIfLarge(): void {
  const args = restartArgs(process.execArgv, process.argv, process.env, process.cwd());
  if (!args) return;
  const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
  // A child that could not start: the build runs here, as it would have without the restart.
  if (r.error) return;
  if (r.signal) process.kill(process.pid, r.signal);
  process.exit(r.status ?? 1);
}
