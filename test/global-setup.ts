// Before any test: clear the throwaway sites of the last run, make sure Debian's Chromium is there
// (installing it when we are root, failing with the command otherwise — browser tests are never
// skipped) and that the ToolHive site is built.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';

export default function setup(): void {
  // Throwaway sites of earlier runs (test/helpers.ts makeSite): tests keep theirs for inspection
  // after a failure, and the next run clears them.
  if (existsSync('test/.tmp')) {
    for (const name of readdirSync('test/.tmp')) if (/^site-/.test(name)) rmSync(`test/.tmp/${name}`, { recursive: true, force: true });
  }
  if (!existsSync('/usr/bin/chromium')) {
    if (process.getuid?.() === 0) {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } else {
      throw new Error('Browser tests need Debian\'s Chromium at /usr/bin/chromium. Install it with: sudo apt-get install -y chromium');
    }
  }
  const r = spawnSync(process.execPath, ['dist/bin/docsgen.js', 'build'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`building the ToolHive site failed:\n${r.stdout}\n${r.stderr}`);
}
