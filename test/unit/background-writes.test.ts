// A production build's pages are written on a thread of their own (emit/background-writes.ts):
// what it writes is what was posted, byte for byte, and a write that fails fails the flush the
// build awaits, with the system's reason, instead of being lost.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const dist = join(import.meta.dirname, '../../dist/generator');
const { BackgroundWrites } = (await import(
  join(dist, 'emit/background-writes.js')
)) as typeof import('../../generator/emit/background-writes.js');

describe('background writes', () => {
  it('write each posted file into its folder, and count the bytes as UTF-8', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsgen-bgw-'));
    const w = new BackgroundWrites(root);
    try {
      const text = '<p>Grüße — ✔</p>';
      await w.write(join(root, 'a/b/index.html'), join(root, 'a/b'), text);
      await w.write(join(root, 'a/c.md'), join(root, 'a'), Buffer.from('# C\n'));
      expect(await w.flush()).toBe(Buffer.byteLength(text) + 4);
      expect(readFileSync(join(root, 'a/b/index.html'), 'utf8')).toBe(text);
      expect(readFileSync(join(root, 'a/c.md'), 'utf8')).toBe('# C\n');
    } finally {
      await w.close();
    }
  });

  it('fail the next flush when a write fails, with the reason', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsgen-bgw-'));
    // A file where the page's folder should be.
    writeFileSync(join(root, 'guide'), 'not a folder');
    const w = new BackgroundWrites(root);
    try {
      await w.write(join(root, 'guide/index.html'), join(root, 'guide'), '<p>x</p>');
      await expect(w.flush()).rejects.toMatchObject({ code: expect.stringMatching(/^(EEXIST|ENOTDIR)$/) });
    } finally {
      await w.close();
    }
  });
});
