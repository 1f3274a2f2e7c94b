// A build restarted with a larger young generation (bin/young-generation.ts; the threshold lowered
// so that a small site restarts) writes the same files, byte for byte, and fails as the build run
// in place does.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite, repo } from '../helpers.js';
import { SEMI_SPACE_MB } from '../../bin/young-generation.js';
import { compareSites } from '../../bench/compare-output.mjs';

const cli = join(repo, 'dist/bin/docsgen.js');
const pages: Record<string, string> = {};
for (let i = 0; i < 12; i++) {
  pages[`content/part-${i % 3}/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\nSee [the next one](./page-${i + 3}.md) and \`code\`.\n\n## Setup ${i}\n\n\`\`\`ts\nconst x${i}: number = ${i};\nexport default x${i};\n\`\`\`\n\n- one\n- two **bold**\n`;
}

function build(dir: string, out: string, threshold: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', DOCSGEN_STATS: join(dir, `${out}.json`) };
  delete env.DOCSGEN_LARGE_SITE_FILES;
  if (threshold !== undefined) env.DOCSGEN_LARGE_SITE_FILES = threshold;
  return spawnSync(process.execPath, [cli, 'build', '--out', out], { cwd: dir, encoding: 'utf8', env });
}

describe('a large build restarted with a larger young generation', () => {
  it('writes the same files as the build in place, and says which flags it ran with', () => {
    const dir = makeSite(pages);
    const here = build(dir, 'here', undefined);
    const there = build(dir, 'there', '0');
    expect(here.status, here.stderr).toBe(0);
    expect(there.status, there.stderr).toBe(0);
    expect(there.stderr).toBe(here.stderr);
    expect(there.stdout.replace(/ in [\d.]+ m?s/, '')).toBe(here.stdout.replace(/ in [\d.]+ m?s/, '').replaceAll('here', 'there'));
    const flags = (out: string) => (JSON.parse(readFileSync(join(dir, `${out}.json`), 'utf8')) as { nodeFlags: string[] }).nodeFlags;
    expect(flags('here')).toEqual([]);
    expect(flags('there')).toEqual([`--max-semi-space-size=${SEMI_SPACE_MB}`]);
    // Byte for byte but the build id, which differs between any two builds.
    const { files, diffs } = compareSites(join(dir, 'here'), join(dir, 'there'));
    expect(files).toBeGreaterThan(12);
    expect(diffs).toEqual([]);
  }, 60_000);

  it('fails as the build in place does: the same exit code and message', () => {
    const dir = makeSite({ 'content/a.mdx': '# A\n\n<Broken\n' });
    const here = build(dir, 'here', undefined);
    const there = build(dir, 'there', '0');
    expect(here.status).not.toBe(0);
    expect(there.status).toBe(here.status);
    expect(there.stderr).toBe(here.stderr);
  }, 60_000);
});
