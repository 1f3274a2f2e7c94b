import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Last commit time of every file under `dir`, from one `git log` pass (not one process per file). */
export function gitLastUpdated(siteRoot: string, dir: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  let out: string;
  try {
    out = execFileSync('git', ['log', '--format=@%ct', '--name-only', '--no-renames', '--', dir], {
      cwd: siteRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return dates; // not a git checkout: no dates, not an error
  }
  let top = '';
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: siteRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return dates;
  }
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
