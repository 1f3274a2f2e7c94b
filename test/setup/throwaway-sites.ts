// Before any tier: clear the throwaway sites of the last run. Tests keep theirs (test/helpers.ts
// makeSite) for inspection after a failure, and the next run clears them.
import { existsSync, readdirSync, rmSync } from 'node:fs';

export default function setup(): void {
  if (!existsSync('test/.tmp')) return;
  for (const name of readdirSync('test/.tmp')) if (/^site-/.test(name)) rmSync(`test/.tmp/${name}`, { recursive: true, force: true });
}
