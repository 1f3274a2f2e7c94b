// `docsgen build --without NAMES` (hidden; generator/accelerators.ts) builds the same site the slow
// way: every accelerator off writes the bytes a default build writes. The bench measures each one
// on larger sites (bench/accelerators.mjs); this keeps the switches working.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseConfig, buildSite, makeSite, repo } from '../helpers.js';
import { CORPUS_IMAGE } from '../fixtures/make-corpus.js';
import { MDX_PARTIAL, makeMdxCorpus } from '../fixtures/make-mdx-corpus.js';
import { compareSites } from '../../bench/compare-output.mjs';
import { ACCELERATORS } from '../../generator/accelerators.js';

function run(dir: string, args: string[]) {
  return spawnSync(process.execPath, [join(repo, 'dist/bin/docsgen.js'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
}

/** A cold build (the cache would hand the second build the first one's pages). */
const build = (dir: string, out: string, args: string[] = []): string => buildSite(dir, { out, args, cold: true, debug: true });

describe('build --without', () => {
  it('writes the same site with every accelerator off', () => {
    const files: Record<string, string> = {
      'docsgen.config.ts': baseConfig("onBrokenLinks: 'warn',"),
      [`content/${CORPUS_IMAGE}`]: 'not really a png',
      [`content/${MDX_PARTIAL}`]: 'The intro partial.\n',
    };
    for (const p of makeMdxCorpus(40)) files[`content/${p.file}`] = p.body;
    files['content/zz-code.md'] =
      '---\ntitle: Code\n---\n\n```yaml\nkey: value\nlist: [a, b]\n```\n\n```json\n{ "a": [1, true, null] }\n```\n\n```bash\nthv run --name x "server" # start\n```\n';
    const dir = makeSite(files);
    const fast = build(dir, 'out-on');
    expect(fast).toMatch(/markdown: [1-9]\d* fast path · 0 remark · [1-9]\d* MDX fast path · 0 MDX/);
    const slow = build(dir, 'out-off', ['--without', Object.keys(ACCELERATORS).join(',')]);
    expect(slow).toMatch(/markdown: 0 fast path · [1-9]\d* remark · 0 MDX fast path · [1-9]\d* MDX/);
    expect(slow).not.toContain('writing thread');
    const { files: compared, diffs } = compareSites(join(dir, 'out-on'), join(dir, 'out-off'));
    expect(compared).toBeGreaterThan(40);
    expect(diffs).toEqual([]);
  }, 120_000);

  it('refuses an unknown name, and is not in --help', () => {
    const dir = makeSite({ 'content/index.md': '# Home\n' });
    const r = run(dir, ['build', '--without', 'fast-markdown,warp-drive']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown accelerator warp-drive');
    expect(run(dir, ['build', '--help']).stdout).not.toContain('--without');
  });
});
