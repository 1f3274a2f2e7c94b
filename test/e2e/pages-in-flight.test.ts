// A large site builds with 2 pages in flight instead of 16 (render-site.ts: less of each page is
// promoted to the old generation). Pages then finish in another order: the output must not depend
// on it. The same corpus (Markdown and MDX pages, code, links, images, partials) built with 1, 2,
// 5 and 16 pages in flight, byte for byte.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseConfig, buildSite, makeSite } from '../helpers.js';
import { CORPUS_IMAGE } from '../fixtures/make-corpus.js';
import { MDX_PARTIAL, makeMdxCorpus } from '../fixtures/make-mdx-corpus.js';
import { compareSites } from '../../bench/compare-output.mjs';

/** A cold build (pages from the cache would compile in another order again). */
const build = (dir: string, out: string, inFlight: number) =>
  buildSite(dir, { out, changes: { threads: { pagesInFlight: inFlight, compileAhead: 'off' } }, cold: true });

describe('pages in flight', () => {
  it('the output is the same whatever the number of pages in flight', () => {
    const files: Record<string, string> = {
      'docsgen.config.ts': baseConfig("onBrokenLinks: 'warn',"),
      [`content/${CORPUS_IMAGE}`]: 'not really a png',
      [`content/${MDX_PARTIAL}`]: 'The intro partial.\n',
    };
    for (const p of makeMdxCorpus(100, 0.5, 7)) files[`content/${p.file}`] = p.body;
    const dir = makeSite(files);
    build(dir, 'out-16', 16);
    for (const n of [1, 2, 5]) {
      build(dir, `out-${n}`, n);
      const { files: compared, diffs } = compareSites(join(dir, 'out-16'), join(dir, `out-${n}`));
      expect(compared).toBeGreaterThan(90);
      expect(diffs, `${n} pages in flight`).toEqual([]);
    }
  }, 180_000);
});
