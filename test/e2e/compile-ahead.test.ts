// With `build.threads.compileAhead: 'on'` a cold build uses both cores (compile-ahead.ts): a Markdown worker
// compiles the plain Markdown pages the main thread has not reached yet and colours the code blocks
// of MDX pages. What it writes must be byte for byte what a build on the main thread alone writes.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { readCacheEntries } from '../../generator/markdown/cache/md-cache.js';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { baseConfig, buildSite, makeSite } from '../helpers.js';
import { CORPUS_IMAGE } from '../fixtures/make-corpus.js';
import { MDX_PARTIAL, makeMdxCorpus } from '../fixtures/make-mdx-corpus.js';
import { compareSites } from '../../bench/compare-output.mjs';
import type { ConfigChanges } from '../../bench/config-variant.mjs';

/** A build with the site's config, or with `changes` made to it (a second config file). */
const build = (dir: string, out: string, changes?: ConfigChanges, env: Record<string, string> = {}, args: string[] = []): string =>
  buildSite(dir, { out, changes, env, args, debug: true });

const AHEAD: ConfigChanges = { threads: { compileAhead: 'on' } };
/** The main thread alone, with the config text of AHEAD builds (the cache's key covers it), so
 *  that both write the same cache entries. */
const buildSingle = (dir: string, out: string) => build(dir, out, AHEAD, {}, ['--without', 'compile-ahead']);

/** The pages' cache entries (md-cache.ts), by name: in packs or files of their own. */
function cacheEntries(dir: string): Map<string, string> {
  return readCacheEntries(join(dir, '.docsgen-cache'));
}

/** A build as a user runs it: the site's config, which sets neither second-core setting. */
const buildByDefault = (dir: string, out: string) => build(dir, out);

describe('a cold build on two cores', () => {
  it('writes exactly what a single-threaded build writes, with pages handed to the second core', () => {
    // The corpus links to missing pages on purpose (the Markdown tests want those warnings).
    const files: Record<string, string> = {
      'docsgen.config.ts': baseConfig("onBrokenLinks: 'warn',"),
      [`content/${CORPUS_IMAGE}`]: 'not really a png',
      [`content/${MDX_PARTIAL}`]: 'The intro partial.\n',
    };
    for (const p of makeMdxCorpus(90)) files[`content/${p.file}`] = p.body;
    const dir = makeSite(files);

    const single = buildSingle(dir, 'out-single');
    expect(single).not.toContain('second core');
    // The build's cache entries went into a pack, not a file each (entry-store.ts).
    expect(readdirSync(join(dir, '.docsgen-cache/md')).filter((n) => n.endsWith('.json'))).toEqual([]);
    expect(readCacheEntries(join(dir, '.docsgen-cache')).size).toBeGreaterThan(90);
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    const two = build(dir, 'out-two', AHEAD);
    // The worker claims the first two pages as it starts, and the main thread takes what it claimed
    // (how many more it does depends on the machine's load, so only this much is certain).
    const [, compiled, coloured] = /second core: (\d+) pages compiled · (\d+) pages/.exec(two) ?? [];
    expect(Number(compiled) + Number(coloured)).toBeGreaterThanOrEqual(2);

    const { files: compared, diffs } = compareSites(join(dir, 'out-single'), join(dir, 'out-two'));
    expect(compared).toBeGreaterThan(90);
    expect(diffs).toEqual([]);

    // A warm build finds every page in the cache: no worker. Without the setting, none either.
    expect(build(dir, 'out-warm', AHEAD)).not.toContain('second core');
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    expect(build(dir, 'out-default')).not.toContain('second core');
  });

  it('compiles plain Markdown pages whole on the worker, with the same bytes', () => {
    const files: Record<string, string> = { 'docsgen.config.ts': baseConfig() };
    for (let i = 0; i < 8; i++)
      files[`content/page-${i}.md`] =
        `---\ntitle: Page ${i}\n---\n\n## Part ${i}\n\n\`\`\`yaml\nkey: ${i}\n\`\`\`\n\nSee [the next page](./page-${(i + 1) % 8}.md).\n`;
    const dir = makeSite(files);
    buildSingle(dir, 'out-single');
    const entries = cacheEntries(dir);
    expect(entries.size).toBe(8);
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    const two = build(dir, 'out-two', AHEAD);
    // Every page is plain Markdown: the two the worker claims first are compiled there.
    expect(Number(/second core: (\d+) pages compiled/.exec(two)?.[1])).toBeGreaterThanOrEqual(2);
    expect(compareSites(join(dir, 'out-single'), join(dir, 'out-two')).diffs).toEqual([]);
    // The worker writes the cache entries of the pages it compiled: the same files, byte for byte,
    // and the next build takes every page from them.
    expect(cacheEntries(dir)).toEqual(entries);
    build(dir, 'out-warm', AHEAD, { DOCSGEN_STATS: join(dir, 'stats.json') });
    expect(JSON.parse(readFileSync(join(dir, 'stats.json'), 'utf8')).timings.cacheHits).toBe(8);
    expect(compareSites(join(dir, 'out-single'), join(dir, 'out-warm')).diffs).toEqual([]);
  });

  it('on a site with its own remark plugins, runs them on the worker too; a page they make MDX comes back', () => {
    const files: Record<string, string> = {
      'docsgen.config.ts': baseConfig("markdown: { remarkPlugins: [[stamp, { word: 'stamped' }], npm2yarn] },").replace(
        'export default',
        "import stamp from './stamp.mjs';\nimport npm2yarn from '@docusaurus/remark-plugin-npm2yarn';\nexport default",
      ),
      // Appends a paragraph to every page: a function of the config, which the worker loads.
      'stamp.mjs':
        "export default function stamp(o) { return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: o.word }] }); }; }\n",
    };
    for (let i = 0; i < 24; i++)
      files[`content/page-${i}.md`] =
        `---\ntitle: Page ${i}\n---\n\n\`\`\`yaml\nkey: ${i}\nlist: [a, b]\n\`\`\`\n\n\`\`\`bash${i % 6 === 5 ? ' npm2yarn' : ''}\nnpm install server-${i}\n\`\`\`\n`;
    const dir = makeSite(files);
    buildSingle(dir, 'out-single');
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    const two = build(dir, 'out-two', AHEAD);
    const [, compiled] = /second core: (\d+) pages compiled/.exec(two) ?? [];
    expect(Number(compiled)).toBeGreaterThan(0);
    expect(compareSites(join(dir, 'out-single'), join(dir, 'out-two')).diffs).toEqual([]);
    expect(readFileSync(join(dir, 'out-two/page-3/index.html'), 'utf8')).toContain('<p>stamped</p>');
    // The pages npm2yarn turns into tabs: MDX, compiled on the main thread with the components.
    for (const i of [5, 11, 17, 23])
      expect(readFileSync(join(dir, `out-two/page-${i}/index.html`), 'utf8')).toMatch(/role="tab"[^>]*>Yarn</);
  });

  it('is on by default for a large site on two cores, with the same bytes', () => {
    // AHEAD_MIN_PAGES (page-compiler.ts) pages: small ones, each with code and a link to the next.
    const files: Record<string, string> = { 'docsgen.config.ts': baseConfig() };
    for (let i = 0; i < 1000; i++)
      files[`content/part-${i % 10}/page-${i}.md`] =
        `---\ntitle: Page ${i}\n---\n\n## Step ${i}\n\nRun it *now*, then see [the next page](../part-${(i + 1) % 10}/page-${(i + 1) % 1000}.md).\n\n\`\`\`bash\nthv run server-${i} --port ${8000 + i}\n\`\`\`\n`;
    const dir = makeSite(files);
    build(dir, 'out-single', { threads: { compileAhead: 'off' } });
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
    const stdout = buildByDefault(dir, 'out-default');
    // With three cores or more the Markdown pool takes the pages instead.
    if (availableParallelism() === 2) expect(Number(/second core: (\d+) pages compiled/.exec(stdout)?.[1])).toBeGreaterThan(0);
    else expect(stdout).not.toContain('second core');
    const { files: compared, diffs } = compareSites(join(dir, 'out-single'), join(dir, 'out-default'));
    expect(compared).toBeGreaterThan(1000);
    expect(diffs).toEqual([]);
    // Both threads' cache entries (packs: entry-store.ts) serve the next build, every page of it.
    build(dir, 'out-warm', undefined, { DOCSGEN_STATS: join(dir, 'stats.json') });
    expect(JSON.parse(readFileSync(join(dir, 'stats.json'), 'utf8')).timings.cacheHits).toBe(1000);
    expect(compareSites(join(dir, 'out-single'), join(dir, 'out-warm')).diffs).toEqual([]);
  }, 120_000);

  it('stays off when fewer than 1,000 pages are plain Markdown, however many MDX pages there are', () => {
    // The worker compiles only plain Markdown whole; MDX pages it would only colour, which did not pay.
    const files: Record<string, string> = { 'docsgen.config.ts': baseConfig() };
    for (let i = 0; i < 999; i++) files[`content/md/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\nText ${i}.\n`;
    for (let i = 0; i < 100; i++)
      files[`content/mdx/page-${i}.mdx`] =
        `---\ntitle: MDX ${i}\n---\n\n<details>\n<summary>More</summary>\n\nHidden ${i}.\n\n</details>\n`;
    const dir = makeSite(files);
    const stdout = buildByDefault(dir, 'out');
    expect(stdout).toContain('markdown: 999 fast path · 0 remark · 100 MDX fast path');
    expect(stdout).not.toContain('second core');
  }, 120_000);
});
