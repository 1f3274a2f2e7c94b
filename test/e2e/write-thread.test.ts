// A default production build writes its pages, extracts their search records and makes the search
// files on a thread of its own (emit/background-writes.ts). What it writes must be byte for byte
// what the main thread alone writes (`build.threads.writeThread: 'off'`), the single-file search
// index and the sharded one alike.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { baseConfig, buildSite, makeSite } from '../helpers.js';
import { CORPUS_IMAGE } from '../fixtures/make-corpus.js';
import { MDX_PARTIAL, makeMdxCorpus } from '../fixtures/make-mdx-corpus.js';
import { SAMPLES } from '../unit/highlight-samples.js';
import { compareSites } from '../../bench/compare-output.mjs';
import type { ConfigChanges } from '../../bench/config-variant.mjs';

const MAIN_THREAD: ConfigChanges = { threads: { writeThread: 'off' } };

/** A cold build with the site's config, or with `changes` made to it (a second config file). */
const build = (dir: string, out: string, changes?: ConfigChanges): string => buildSite(dir, { out, changes, cold: true, debug: true });

/** An MDX corpus, then pages with code in every grammar a site can name. */
function site(): string {
  const files: Record<string, string> = {
    'docsgen.config.ts': baseConfig("onBrokenLinks: 'warn',"),
    [`content/${CORPUS_IMAGE}`]: 'not really a png',
    [`content/${MDX_PARTIAL}`]: 'The intro partial.\n',
  };
  for (const p of makeMdxCorpus(60)) files[`content/${p.file}`] = p.body;
  const langs = ['bash', 'json', 'yaml', 'go', 'ts', 'python', 'md'];
  langs.forEach((lang, i) => {
    const blocks = SAMPLES.filter((s) => !s.includes('```')).map((code) => `\`\`\`${lang}\n${code}\n\`\`\``);
    files[`content/zz-lang-${i}.md`] = `---\ntitle: ${lang} samples\n---\n\n${blocks.join('\n\nText between.\n\n')}\n`;
  });
  return makeSite(files);
}

describe('the thread that writes the pages', () => {
  it('writes what the main thread alone writes, and extracts the search records', () => {
    const dir = site();
    const single = build(dir, 'out-single', MAIN_THREAD);
    expect(single).not.toContain('writing thread');
    const writing = build(dir, 'out-writing');
    expect(Number(/writing thread: (\d+) pages' search records/.exec(writing)?.[1])).toBeGreaterThan(50);
    const { files, diffs } = compareSites(join(dir, 'out-single'), join(dir, 'out-writing'));
    expect(files).toBeGreaterThan(60);
    expect(diffs).toEqual([]);

    // The search index in shards, made on either thread.
    build(dir, 'out-single-shards', { ...MAIN_THREAD, search: { shardAbove: 100 } });
    build(dir, 'out-writing-shards', { search: { shardAbove: 100 } });
    const shards = compareSites(join(dir, 'out-single-shards'), join(dir, 'out-writing-shards'));
    expect(shards.files).toBeGreaterThan(files + 10);
    expect(shards.diffs).toEqual([]);
  }, 300_000);
});
