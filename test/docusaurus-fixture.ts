// The Docusaurus-shaped fixture site, copied to a throwaway folder (inside the repository, as a
// site would sit next to its node_modules) and translated with `init --from docusaurus`.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repo, runCli } from './helpers.js';

export const fixtureDir = join(repo, 'test/fixtures/docusaurus-site');

export function copyFixture(): string {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  const dir = mkdtempSync(join(repo, 'test/.tmp/docusaurus-'));
  cpSync(fixtureDir, dir, { recursive: true });
  return dir;
}

/** What the init report asks of the writer for the site's local plugin, which docsgen does not run:
 *  the data its components read with usePluginData, given as a file in docs.pluginData. */
export function addPluginData(dir: string): void {
  const file = join(dir, 'docsgen.config.ts');
  const config = readFileSync(file, 'utf8');
  if (!config.includes('\n  docs: {\n')) throw new Error('docsgen.config.ts has no docs block to add pluginData to');
  writeFileSync(
    file,
    config.replace('\n  docs: {\n', "\n  docs: {\n    pluginData: { 'lantern-releases': 'data/lantern-releases.json' },\n"),
  );
}

/** Copied, translated (plugin data added as the report advises) and built: the folder and the two
 *  commands' results. */
export function migratedSite() {
  const dir = copyFixture();
  const init = runCli(['init', '--from', 'docusaurus'], dir);
  if (init.code === 0) addPluginData(dir);
  const started = Date.now();
  const build = runCli(['build'], dir);
  return { dir, init, build, buildMs: Date.now() - started };
}
