import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect } from 'vitest';
import { configVariant, type ConfigChanges } from '../bench/config-variant.mjs';

export const repo = resolve(import.meta.dirname, '..');
const cli = join(repo, 'dist/bin/docsgen.js');

export function runCli(args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  return {
    code: r.status,
    stdout: r.stdout,
    stderr: r.stderr + (r.signal ? `\n[killed by ${r.signal}]` : '') + (r.error ? `\n[spawn error ${r.error.message}]` : ''),
  };
}

export const baseConfig = (extra = '') => `import { defineConfig } from '${join(repo, 'generator/config/define-config.ts')}';
export default defineConfig({
  title: 'Fixture',
  tagline: 'A small site',
  url: 'https://example.com',
  ${extra}
});
`;

export interface BuildOptions {
  /** The output folder, relative to the site (default `out`). */
  out?: string;
  /** Build with these settings changed, through a second config file (bench/config-variant.mjs). */
  changes?: ConfigChanges;
  /** Delete .docsgen-cache/ first, so that every page is compiled again. */
  cold?: boolean;
  /** `--debug`: the Markdown paths the pages took are printed. */
  debug?: boolean;
  args?: string[];
  env?: Record<string, string>;
}

/** `docsgen build` of the site in `dir`, as a process of its own; its outcome, success or not. */
export function runBuild(dir: string, o: BuildOptions = {}) {
  if (o.cold) rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
  const out = o.out ?? 'out';
  const config = o.changes ? ['-c', configVariant(dir, out, o.changes)] : [];
  const args = ['build', ...(o.debug ? ['--debug'] : []), '--out', out, ...config, ...(o.args ?? [])];
  return runCli(args, dir, o.env);
}

/** A build that must succeed (the test fails with its stderr otherwise); its stdout. */
export function buildSite(dir: string, o: BuildOptions = {}): string {
  const r = runBuild(dir, o);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

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
