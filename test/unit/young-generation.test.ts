// The restart of a large site's build (bin/young-generation.ts): which command lines restart, with
// which arguments, and how the config and the page count are found.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configOf, hasPages, restartArgs, SEMI_SPACE_MB } from '../../bin/young-generation.js';

function siteWith(pages: number, other = 0): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-young-'));
  for (let i = 0; i < pages; i++) {
    const dir = join(root, 'content', `part-${i % 7}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `page-${i}.${i % 3 ? 'md' : 'mdx'}`), '# x\n');
  }
  mkdirSync(join(root, 'content'), { recursive: true });
  for (let i = 0; i < other; i++) writeFileSync(join(root, 'content', `image-${i}.png`), '');
  return root;
}

describe('restarting a large build with a larger young generation', () => {
  it('reads the config file as commander does', () => {
    expect(configOf([])).toBe('docsgen.config.ts');
    expect(configOf(['--out', 'x'])).toBe('docsgen.config.ts');
    expect(configOf(['-c', 'a/site.ts'])).toBe('a/site.ts');
    expect(configOf(['--config', 'b.ts', '--strict'])).toBe('b.ts');
    expect(configOf(['--config=c.ts'])).toBe('c.ts');
    expect(configOf(['-cd.ts'])).toBe('d.ts');
    expect(configOf(['-c', 'a.ts', '--config', 'e.ts'])).toBe('e.ts');
  });

  it('counts Markdown and MDX pages only, in every folder, up to the threshold', () => {
    const root = siteWith(12, 30);
    expect(hasPages(root, 12)).toBe(true);
    expect(hasPages(root, 13)).toBe(false);
    expect(hasPages(join(root, 'missing'), 1)).toBe(false);
  });

  it('restarts build and check of a large site only, keeping every argument', () => {
    const root = siteWith(5);
    const env = { DOCSGEN_LARGE_SITE_FILES: '5' };
    const argv = (command: string) => ['/usr/bin/node', '/x/dist/bin/docsgen.js', command, '--out', 'o'];
    expect(restartArgs(['--cpu-prof'], argv('build'), env, root)).toEqual([`--max-semi-space-size=${SEMI_SPACE_MB}`, '--cpu-prof', '/x/dist/bin/docsgen.js', 'build', '--out', 'o']);
    expect(restartArgs([], argv('check'), env, root)).toBeDefined();
    for (const command of ['serve', 'mcp', 'init', '--version']) expect(restartArgs([], argv(command), env, root)).toBeUndefined();
    expect(restartArgs([], argv('build'), { DOCSGEN_LARGE_SITE_FILES: '6' }, root)).toBeUndefined();
    // Sized already: by the user, or by the restart itself (no second restart).
    expect(restartArgs(['--max-semi-space-size=32'], argv('build'), env, root)).toBeUndefined();
    expect(restartArgs([], argv('build'), { ...env, NODE_OPTIONS: '--max-semi-space-size=8' }, root)).toBeUndefined();
    // The config names the site's folder.
    const elsewhere = mkdtempSync(join(tmpdir(), 'docsgen-young-cwd-'));
    expect(restartArgs([], [...argv('build'), '-c', join(root, 'docsgen.config.ts')], env, elsewhere)).toBeDefined();
    expect(restartArgs([], argv('build'), env, elsewhere)).toBeUndefined();
  });

  it('restarts exactly when the site has at least the threshold of pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 12 }), (pages, threshold) => {
        const root = siteWith(pages, 2);
        const args = restartArgs([], ['node', 'docsgen.js', 'build'], { DOCSGEN_LARGE_SITE_FILES: String(threshold) }, root);
        return (args !== undefined) === (pages >= threshold);
      }),
      { numRuns: 40 },
    );
  });
});
