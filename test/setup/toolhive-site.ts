// Before the e2e and browser tiers: the ToolHive site (this repository's content) built into out/,
// which their tests read and serve. The unit tier never needs it.
import { spawnSync } from 'node:child_process';

// Both tiers list this set-up; in one `vitest run` the site is built once.
const BUILT = 'DOCSGEN_TEST_TOOLHIVE_BUILT';

export default function setup(): void {
  if (process.env[BUILT]) return;
  const r = spawnSync(process.execPath, ['dist/bin/docsgen.js', 'build'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`building the ToolHive site failed:\n${r.stdout}\n${r.stderr}`);
  process.env[BUILT] = '1';
}
