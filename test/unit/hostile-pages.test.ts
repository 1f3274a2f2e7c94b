// The property test of issue 16 (scripts/hostile-fuzz.mjs says what it generates and checks):
// 300 generated hostile pages, each read, compiled and rendered as a build does.
import { describe, expect, it } from 'vitest';
import { runHostileFuzz } from '../../scripts/hostile-fuzz.mjs';

describe('hostile pages (property test, fast-check)', () => {
  it('300 pages: HTML with every marker and no script, or writer errors naming the page; never a crash, never slow', async () => {
    const r = await runHostileFuzz({ runs: 300, seed: 16 });
    expect(r.failures).toEqual([]);
    expect(r.runs).toBe(300);
    expect(r.outcomes.crash + r.outcomes.slow).toBe(0);
    // Both outcomes are exercised, and every construct is tried. (About a sixth of the cases open a
    // frontmatter block they never close, which is an error since frontmatter checking landed:
    // with seed 16, 89 pages build and 211 end in writer errors.)
    expect(r.outcomes.ok).toBeGreaterThan(60);
    expect(r.outcomes.error).toBeGreaterThan(30);
    for (const kind of [
      'list',
      'quote',
      'emphasis',
      'tags',
      'mixed',
      'rawHtml',
      'link',
      'longLine',
      'run',
      'code',
      'frontmatter:junk',
      'bytes:invalid',
      'bytes:nul',
      'mdx',
      'md',
      'trusted',
      'untrusted',
    ]) {
      expect(r.counts[kind], kind).toBeGreaterThan(5);
    }
  }, 120_000);
});
