// With `build.threads.codeAhead: 'on'` a cold build uses both cores (code-ahead.ts): a worker tokenizes the code blocks of the last pages
// while the main thread compiles the first, and extracts the search records of rendered pages
// (records-off-thread.ts). What it writes, and what `docsgen check` reports, must be byte for byte
// what the main thread alone makes; so must a default build, whose pages are written, and their
// records extracted, by a thread of their own (`build.threads.writeThread: 'off'`: by the main thread).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfig, makeSite, repo } from '../helpers.js';
import { CORPUS_IMAGE } from '../fixtures/make-corpus.js';
import { MDX_PARTIAL, makeMdxCorpus } from '../fixtures/make-mdx-corpus.js';
import { SAMPLES } from '../unit/highlight-samples.js';
import { compareSites } from '../../bench/compare-output.mjs';
import { configVariant, type ConfigChanges } from '../../bench/config-variant.mjs';

const AHEAD: ConfigChanges = { threads: { codeAhead: 'on' } };

function run(dir: string, args: string[]) {
  return spawnSync(process.execPath, [join(repo, 'dist/bin/docsgen.js'), ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
}

/** A build with the site's config, or with `changes` made to it (a second config file). */
function build(dir: string, out: string, changes?: ConfigChanges): string {
  const config = changes ? ['-c', configVariant(dir, out, changes)] : [];
  const r = run(dir, ['build', '--debug', '--out', out, ...config]);
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

/** Pages in every grammar a site can name (and a markdown block, which stays on the main thread),
 *  after an MDX corpus, so that the worker, working from the end, takes them. */
function site(): string {
  const files: Record<string, string> = { 'docsgen.config.ts': baseConfig("onBrokenLinks: 'warn',"), [`content/${CORPUS_IMAGE}`]: 'not really a png', [`content/${MDX_PARTIAL}`]: 'The intro partial.\n' };
  for (const p of makeMdxCorpus(60)) files[`content/${p.file}`] = p.body;
  const langs = ['bash', 'sh', 'console', 'json', 'jsonc', 'yaml', 'yml', 'powershell', 'dockerfile', 'go', 'ts', 'tsx', 'js', 'python', 'toml', 'ini', 'diff', 'promql', 'html', 'css', 'jsx', 'graphql', 'scss', 'less', 'md'];
  langs.forEach((lang, i) => {
    const blocks = SAMPLES.filter((s) => !s.includes('```')).map((code, j) => `\`\`\`${lang}${j % 3 === 1 ? ' {1,3}' : ''}\n${code}\n\`\`\``);
    files[`content/zz-lang-${String(i).padStart(2, '0')}.md`] = `---\ntitle: ${lang} samples\n---\n\n${blocks.join('\n\nText between.\n\n')}\n\n> \`\`\`${lang}\n> quoted\n> \`\`\`\n`;
    files[`content/zz-mdx-${String(i).padStart(2, '0')}.mdx`] = `---\ntitle: ${lang} in MDX\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value="a" label="A">\n\n${blocks[1]}\n\n</TabItem>\n</Tabs>\n\n${blocks[3]}\n`;
  });
  return makeSite(files);
}

describe('a cold build colours code on two cores', () => {
  it('writes exactly what a build on the main thread alone writes, and check reports the same', () => {
    const dir = site();
    // Off by default (it does not make two-core builds faster); `codeAhead: 'on'` starts it.
    // The main thread alone: it writes the pages and extracts their records itself too.
    const single = build(dir, 'out-single', { threads: { writeThread: 'off' } });
    expect(single).not.toContain('second core');
    expect(single).not.toContain('writing thread');
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    const two = build(dir, 'out-two', AHEAD);
    // How many pages the worker takes depends on the machine's load; the last page is its first.
    const [, coloured, records] = /second core: 0 pages compiled · (\d+) pages' code coloured · (\d+) pages' search records/.exec(two) ?? [];
    expect(Number(coloured)).toBeGreaterThanOrEqual(1);
    expect(Number(records)).toBeGreaterThanOrEqual(1);
    const { files, diffs } = compareSites(join(dir, 'out-single'), join(dir, 'out-two'));
    expect(files).toBeGreaterThan(100);
    expect(diffs).toEqual([]);
    // A warm build (the same config text: the cache's key covers it) finds every page in the
    // cache: the worker stops at once.
    expect(build(dir, 'out-warm', AHEAD)).not.toContain('second core');

    // By default the thread that writes the pages extracts their records (emit/background-writes.ts).
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    const writing = build(dir, 'out-writing');
    expect(Number(/writing thread: (\d+) pages' search records/.exec(writing)?.[1])).toBeGreaterThan(50);
    expect(compareSites(join(dir, 'out-single'), join(dir, 'out-writing')).diffs).toEqual([]);

    // The search index in shards, from records extracted on the worker.
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    build(dir, 'out-single-shards', { threads: { codeAhead: 'off' }, search: { shardAbove: 100 } });
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    build(dir, 'out-two-shards', { ...AHEAD, search: { shardAbove: 100 } });
    const shards = compareSites(join(dir, 'out-single-shards'), join(dir, 'out-two-shards'));
    expect(shards.files).toBeGreaterThan(files + 10);
    expect(shards.diffs).toEqual([]);

    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    const alone = run(dir, ['check', '--json']);
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    // The site's own config file with the worker on, so that the reports name the same file.
    writeFileSync(join(dir, 'docsgen.config.ts'), baseConfig("onBrokenLinks: 'warn', build: { threads: { codeAhead: 'on' } },"));
    const withWorker = run(dir, ['check', '--json']);
    expect(withWorker.status).toBe(alone.status);
    const report = (s: string) => JSON.parse(s) as Record<string, unknown>;
    expect(report(withWorker.stdout)).toEqual(report(alone.stdout));
  }, 300_000);

  it('ends with the command when the build fails', () => {
    // The worker starts once the config has loaded (it says whether to), and has a page to colour.
    const dir = makeSite({ 'docsgen.config.ts': baseConfig("build: { threads: { codeAhead: 'on' } },"), 'content/index.md': '# Home\n\nSee [the guide](/missing).\n\n```bash\nthv run\n```\n' });
    const started = Date.now();
    const r = run(dir, ['build']);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('missing');
    // The worker never holds the process open (it is unreferenced and closed).
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
