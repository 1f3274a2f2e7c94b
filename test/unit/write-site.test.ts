import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SiteWriter, STREAMED_AT_ONCE, takeEach, type OutputFile } from '../../generator/emit/write-site.js';
import fc from 'fast-check';
import { jsonArrayChunks, jsonObjectChunks } from '../../generator/search/json-chunks.js';

describe('writing the site', () => {
  it('prints large JSON in pieces that join to exactly what JSON.stringify prints', () => {
    const items = Array.from({ length: 1234 }, (_, i) => ({ i, text: `record "${i}" ✓`, none: null, list: [i, 'x'] }));
    expect([...jsonArrayChunks(items)].join('')).toBe(JSON.stringify(items));
    expect([...jsonArrayChunks([])].join('')).toBe('[]');
    const obj = { format: 'f/1', language: 'en', strings: ['a', 'b'], records: items };
    expect(
      [
        ...jsonObjectChunks({ format: 'f/1', language: 'en' }, [
          ['strings', obj.strings],
          ['records', items],
        ]),
      ].join(''),
    ).toBe(JSON.stringify(obj));
    expect([...jsonObjectChunks({}, [['records', [1]]])].join('')).toBe('{"records":[1]}');
  });

  it('joins its pieces to JSON.stringify of the mapped items, for any JSON items and piece size', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 40 }), fc.integer({ min: 1, max: 7 }), (items, batch) => {
        const map = (x: unknown) => ({ x, n: 1 });
        expect([...jsonArrayChunks(items, map, batch)].join('')).toBe(JSON.stringify(items.map(map)));
        expect([...jsonArrayChunks(items, undefined, batch)].join('')).toBe(JSON.stringify(items));
      }),
      { numRuns: 500 },
    );
  });

  it('writes text, bytes and pieces, and counts every byte it wrote', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsgen-write-'));
    try {
      const out = join(dir, 'out');
      const writer = await SiteWriter.open(out, false);
      await writer.write('page/index.html', '<p>ünï</p>');
      const big = Array.from({ length: 3000 }, (_, i) => ({ i, text: 'x'.repeat(500) }));
      const bytes = await writer.commit({
        files: [
          { path: 'a.json', contents: jsonArrayChunks(big) },
          { path: 'b.txt', contents: Buffer.from('hello') },
          { path: 'c/d.txt', contents: 'é' },
        ],
        copies: [],
        dirs: [],
      });
      const json = readFileSync(join(out, 'a.json'), 'utf8');
      expect(json).toBe(JSON.stringify(big));
      expect(readFileSync(join(out, 'page/index.html'), 'utf8')).toBe('<p>ünï</p>');
      expect(bytes).toBe(Buffer.byteLength('<p>ünï</p>') + Buffer.byteLength(json) + 5 + 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a page before write() returns when asked to write synchronously, and counts its bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsgen-write-'));
    try {
      const writer = await SiteWriter.open(join(dir, 'out'), true, true);
      void writer.write('a/b/index.html', '<p>é</p>');
      // No await yet: an asynchronous write would not have reached the disk.
      expect(readFileSync(join(dir, 'out/a/b/index.html'), 'utf8')).toBe('<p>é</p>');
      expect(await writer.commit({ files: [{ path: 'c.txt', contents: 'c' }], copies: [], dirs: [] })).toBe(
        Buffer.byteLength('<p>é</p>') + 1,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces the previous output at once and removes it, and folders killed builds left, in the background', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsgen-write-'));
    try {
      const out = join(dir, 'out');
      mkdirSync(out);
      writeFileSync(join(out, 'stale.html'), 'old build');
      // A build killed half-way (its process is gone) and one still running (this test's parent).
      mkdirSync(join(dir, 'out.tmp-999999999'));
      mkdirSync(join(dir, `out.old-${process.ppid}`));
      const writer = await SiteWriter.open(out, false);
      await writer.write('index.html', 'new build');
      await writer.commit({ files: [], copies: [], dirs: [] });
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('new build');
      expect(existsSync(join(out, 'stale.html'))).toBe(false);
      const leftovers = () => readdirSync(dir).filter((n) => n !== 'out' && n !== `out.old-${process.ppid}`);
      for (let i = 0; i < 100 && leftovers().length > 0; i++) await new Promise((ok) => setTimeout(ok, 50));
      expect(leftovers()).toEqual([]);
      expect(existsSync(join(dir, `out.old-${process.ppid}`))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes at most STREAMED_AT_ONCE files in pieces at once, writes every file whole, and lets go of them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsgen-write-'));
    try {
      let open = 0;
      let most = 0;
      let run = 0;
      // A file made in pieces is being made from its first piece until its last.
      function* pieces(texts: string[]): Generator<string> {
        most = Math.max(most, ++open);
        try {
          yield* texts;
        } finally {
          open--;
        }
      }
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.boolean(), fc.array(fc.string({ unit: 'grapheme', maxLength: 300 }), { maxLength: 4 })), { maxLength: 40 }),
          async (specs) => {
            const out = join(dir, `out${run++}`);
            const expected = specs.map(([, texts]) => texts.join(''));
            const files: OutputFile[] = specs.map(([whole, texts], i) => ({
              path: `d${i % 3}/f${i}.txt`,
              contents: whole ? texts.join('') : pieces(texts),
            }));
            const writer = await SiteWriter.open(out, false);
            const bytes = await writer.commit({ files, copies: [], dirs: [] });
            expect(files).toEqual([]);
            expect(open).toBe(0);
            expected.forEach((text, i) => expect(readFileSync(join(out, `d${i % 3}/f${i}.txt`), 'utf8')).toBe(text));
            expect(bytes).toBe(expected.reduce((n, t) => n + Buffer.byteLength(t), 0));
          },
        ),
        { numRuns: 60 },
      );
      // Pieces of a megabyte are written as they come, so files in pieces are made side by side.
      most = 0;
      const big = Array.from({ length: 12 }, (_, i): OutputFile => ({
        path: `big/${i}.txt`,
        contents: pieces(['x'.repeat(1 << 20), 'y'.repeat(1 << 20), String(i)]),
      }));
      const writer = await SiteWriter.open(join(dir, 'big'), false);
      expect(await writer.commit({ files: big, copies: [], dirs: [] })).toBe(12 * (2 << 20) + 14);
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(STREAMED_AT_ONCE);
      expect(readFileSync(join(dir, 'big/big/11.txt'), 'utf8')).toBe(`${'x'.repeat(1 << 20)}${'y'.repeat(1 << 20)}11`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives out each item once, in order, to callers taking turns, and keeps none it gave', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ i }));
    const each = takeEach(items);
    const a = [...Array(3)].map(() => each.next().value);
    expect(a.map((x) => x?.i)).toEqual([0, 1, 2]);
    expect(items.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect([...each].map((x) => x.i)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(items.every((x) => x === undefined)).toBe(true);
  });
});
