import { execFile, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const LOG_ARGS = (dir: string) => ['log', '--format=@%ct', '--name-only', '--no-renames', '--', dir];
const TOP_ARGS = ['rev-parse', '--show-toplevel'];

/** The outputs of `git` runs started early (prefetchGitDates), filled in as they finish. */
export interface GitDatesPrefetch { siteRoot: string; dir: string; log?: string; top?: string; failed?: boolean }

/** Starts the two `git` processes in the background (`docsgen build` calls this before it imports
 *  the build pipeline), so that gitLastUpdated usually finds their output waiting instead of
 *  blocking on them. The result is handed to the build (prefetch.ts). */
export function prefetchGitDates(siteRoot: string, dir: string): GitDatesPrefetch {
  const out: GitDatesPrefetch = { siteRoot, dir };
  const opts = { cwd: siteRoot, encoding: 'utf8' as const, maxBuffer: 64 * 1024 * 1024 };
  const run = (args: string[], set: (s: string) => void) => {
    try {
      execFile('git', args, opts, (err, stdout) => {
        if (err) out.failed = true;
        else set(stdout);
      }).stdin?.end();
    } catch {
      out.failed = true;
    }
  };
  run(LOG_ARGS(dir), (s) => { out.log = s; });
  run(TOP_ARGS, (s) => { out.top = s.trim(); });
  return out;
}

/** Last commit time of every file under `dir`, from one `git log` pass (not one process per file). */
export function gitLastUpdated(siteRoot: string, dir: string, prefetched?: GitDatesPrefetch): Map<string, Date> {
  const ready = prefetched && prefetched.siteRoot === siteRoot && prefetched.dir === dir ? prefetched : undefined;
  // A prefetch still running (or failed) is not waited for: the synchronous pass below decides.
  if (ready && !ready.failed && ready.log !== undefined && ready.top !== undefined) return parseLog(ready.log, ready.top);
  let out: string;
  try {
    out = execFileSync('git', LOG_ARGS(dir), {
      cwd: siteRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return new Map(); // not a git checkout: no dates, not an error
  }
  let top = '';
  try {
    top = execFileSync('git', TOP_ARGS, { cwd: siteRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return new Map();
  }
  return parseLog(out, top);
}

function parseLog(out: string, top: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  let current: Date | undefined;
  for (const line of out.split('\n')) {
    if (line.startsWith('@')) current = new Date(Number(line.slice(1)) * 1000);
    else if (line && current) {
      const abs = resolve(top, line);
      if (!dates.has(abs)) dates.set(abs, current);
    }
  }
  return dates;
}
