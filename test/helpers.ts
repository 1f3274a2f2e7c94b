import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { configVariant } from '../bench/config-variant.mjs';

export const repo = resolve(import.meta.dirname, '..');
const cli = join(repo, 'dist/bin/docsgen.js');

export function runCli(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr + (r.signal ? `\n[killed by ${r.signal}]` : '') + (r.error ? `\n[spawn error ${r.error.message}]` : '') };
}

export const baseConfig = (extra = '') => `import { defineConfig } from '${join(repo, 'generator/config/define-config.ts')}';
export default defineConfig({
  title: 'Fixture',
  tagline: 'A small site',
  url: 'https://example.com',
  ${extra}
});
`;

/** A throwaway site under test/.tmp with the given files (paths relative to the site root). */
export function makeSite(files: Record<string, string>): string {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  const dir = mkdtempSync(join(repo, 'test/.tmp/site-'));
  const all = { 'docsgen.config.ts': baseConfig(), ...files };
  for (const [p, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  return dir;
}

/** Builds the ToolHive site (the repository) into `out` with every search record sharded
 *  (`search.shardAbove: 0`), through a second config file that lives as long as the build. */
export function buildRepoSharded(out: string): void {
  const config = configVariant(repo, `sharded-${process.pid}`, { search: { shardAbove: 0 } });
  try {
    execFileSync(process.execPath, [cli, 'build', '-o', out, '-c', config], { cwd: repo, stdio: 'ignore' });
  } finally {
    rmSync(config, { force: true });
  }
}
