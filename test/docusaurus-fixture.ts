// The Docusaurus-shaped fixture site, copied to a throwaway folder (inside the repository, as a
// site would sit next to its node_modules) and translated with `init --from docusaurus`.
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { repo, runCli } from './helpers.js';

export const fixtureDir = join(repo, 'test/fixtures/docusaurus-site');

export function copyFixture(): string {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  const dir = mkdtempSync(join(repo, 'test/.tmp/docusaurus-'));
  cpSync(fixtureDir, dir, { recursive: true });
  return dir;
}

/** Copied, translated and built: the folder and the two commands' results. */
export function migratedSite() {
  const dir = copyFixture();
  const init = runCli(['init', '--from', 'docusaurus'], dir);
  const started = Date.now();
  const build = runCli(['build'], dir);
  return { dir, init, build, buildMs: Date.now() - started };
}
