// The Markdown cache's entries on disk (entry-store.ts): a build's entries in a pack, a few as
// files of their own, both read back by the next build; pruning keeps the cache near what the
// last build used, and nothing half written is ever read.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { EntryStore } from '../../generator/markdown/cache/entry-store.js';

const names = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `k${from + i}.json`);
const text = (name: string) => `entry ${name} ✓ ${'x'.repeat(name.length * 7)}`;

async function storeWith(count: number): Promise<{ dir: string; store: EntryStore }> {
  const dir = mkdtempSync(join(tmpdir(), 'entries-'));
  const store = new EntryStore(dir);
  for (const n of names(count)) store.write(n, text(n));
  store.flush();
  // Written in the background; read from memory meanwhile.
  expect(store.read('k0.json')).toBe(text('k0.json'));
  await store.settled();
  return { dir, store };
}

describe('the cache entry store', () => {
  it('writes a build’s entries as one pack that the next build reads, and a few as files of their own', async () => {
    const { dir } = await storeWith(40);
    expect(readdirSync(dir).sort()).toEqual([expect.stringMatching(/\.index$/), expect.stringMatching(/\.pack$/)]);
    const next = new EntryStore(dir);
    for (const n of names(40)) expect(next.read(n)).toBe(text(n));
    expect(next.has('k40.json')).toBe(false);
    expect(next.read('k40.json')).toBeUndefined();

    next.write('k40.json', text('k40.json'));
    expect(next.read('k40.json')).toBe(text('k40.json'));
    next.flush();
    await next.settled();
    expect(readdirSync(dir)).toContain('k40.json');
    expect(new EntryStore(dir).entries()).toEqual(new Map(names(41).map((n) => [n, text(n)])));
  });

  it('drops a pack the build used less than half of, keeping the used entries, and keeps one it used', async () => {
    const { dir } = await storeWith(40);
    const used = new Set(names(10));
    const next = new EntryStore(dir);
    expect(next.prune(used)).toBe(30);
    await next.settled();
    expect(new EntryStore(dir).entries()).toEqual(new Map(names(10).map((n) => [n, text(n)])));
    // Ten entries carried over are written as files of their own; a pack half used stays.
    const { dir: other } = await storeWith(40);
    expect(new EntryStore(other).prune(new Set(names(20)))).toBe(0);
    expect(new EntryStore(other).entries().size).toBe(40);
  });

  it('keeps the packs another thread wrote after the store read the folder, when the build used them', async () => {
    const { dir, store } = await storeWith(20);
    // Another process's store writes entries while this one is open.
    const other = new EntryStore(dir);
    for (const n of names(20, 100)) other.write(n, text(n));
    other.flush();
    await other.settled();
    expect(store.prune(new Set([...names(20), ...names(20, 100)]))).toBe(0);
    expect(new EntryStore(dir).entries().size).toBe(40);
  });

  it('does not take its own pack, still being written, for a torn one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'entries-'));
    const store = new EntryStore(dir);
    for (const n of names(20)) store.write(n, text(n));
    store.flush();
    // The build's prune right after its flush, before the pack is on disk.
    expect(store.prune(new Set(names(20)))).toBe(0);
    await store.settled();
    expect(new EntryStore(dir).entries().size).toBe(20);
  });

  it('never reads a pack without its index, and prunes it', async () => {
    const { dir } = await storeWith(20);
    writeFileSync(join(dir, 'torn.pack'), 'half an entr');
    writeFileSync(join(dir, 'broken.index'), '[["k99.json", 0, ');
    const next = new EntryStore(dir);
    expect(next.has('k99.json')).toBe(false);
    expect(next.entries().size).toBe(20);
    next.prune(new Set(names(20)));
    expect(readdirSync(dir).filter((f) => f.startsWith('torn') || f.startsWith('broken'))).toEqual([]);
    expect(new EntryStore(dir).entries().size).toBe(20);
  });
});
