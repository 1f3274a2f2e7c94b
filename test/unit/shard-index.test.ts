// shardIndex (generator/search/shard-index.ts) was rewritten for speed: on any records it must write
// the very files the first version wrote (kept in shard-index.reference.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shardIndex } from '../../generator/search/shard-files.js';
import { fragmentPath, keyOf, type FragmentFile, type RecordPiece, type WordsFile } from '../../theme/shared/search-shards.js';
import { shardIndexReference } from './shard-index.reference.js';
import type { LocalRecord } from '../../theme/shared/search-protocol.js';

// Words that repeat, stem together, are stopwords, numbers, odd letters or object keys.
const word = fc.constantFrom(
  'install',
  'installing',
  'installed',
  'the',
  'a',
  'of',
  'server',
  'servers',
  'MCP',
  'mcp',
  '2024',
  '10',
  'é',
  'élan',
  'Ünïcode',
  '😀',
  '__proto__',
  'constructor',
  'toString',
  'kubectl',
  'run',
  'running',
  'x',
  'api-key',
  'foo.bar',
  'ToolHive',
);
const text = fc.array(word, { minLength: 0, maxLength: 30 }).map((w) => w.join(' '));
const heading = fc.option(fc.constantFrom('Install', 'Run the server', 'API keys', 'Ünïcode 😀', 'the of a', '__proto__ toString'), {
  nil: null,
});
const TYPES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;

const record = fc.record({
  type: fc.constantFrom(...TYPES),
  lvl0: fc.constantFrom('Docs', 'Guides', 'Reference'),
  lvl1: fc.constantFrom('Install ToolHive', 'Run an MCP server', 'CLI reference'),
  lvl2: heading,
  lvl3: heading,
  lvl4: heading,
  lvl5: heading,
  lvl6: heading,
  content: fc.option(text, { nil: null }),
  level: fc.constantFrom(0, 50, 60, 70, 80, 90, 100),
  position: fc.nat({ max: 12 }),
});

type Raw = typeof record extends fc.Arbitrary<infer T> ? T : never;

function records(raw: Raw[]): LocalRecord[] {
  return raw.map((r, id) => ({
    id,
    url: `/page-${id % 7}#a${r.position}`,
    type: r.type,
    hierarchy: { lvl0: r.lvl0, lvl1: r.lvl1, lvl2: r.lvl2, lvl3: r.lvl3, lvl4: r.lvl4, lvl5: r.lvl5, lvl6: r.lvl6 },
    content: r.content,
    level: r.level,
    position: r.position,
  }));
}

describe('shardIndex', () => {
  it('writes the postings, words files and record pieces the first version wrote, on any records', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), fc.constantFrom(1, 3, 64), fc.constantFrom(1, 4, 16), (raw, fragmentInts, piece) => {
        const rs = records(raw);
        const { files, letters, keys } = shardIndex(rs, piece, fragmentInts);
        const made = () => JSON.stringify({ letters, keys, files: files.map((f) => ({ path: f.path, value: f.value() })) });
        const first = made();
        const reference = shardIndexReference(rs, piece);
        const frags = files.filter((f) => f.path.startsWith('search-frag-'));
        const others = files.filter((f) => !f.path.startsWith('search-frag-'));
        expect(JSON.stringify({ letters, files: others.map((f) => ({ path: f.path, value: f.value() })) })).toBe(
          JSON.stringify({ letters: reference.letters, files: reference.files }),
        );

        // Every term once, in the fragment of its key, with the reference's postings and the
        // words files' frequency; each fragment in vocabulary order.
        const vocab = [...reference.postings.keys()];
        const df = new Map<string, number>();
        for (const f of others) if (f.path.startsWith('search-words-')) for (const [t, n] of (f.value() as WordsFile).terms) df.set(t, n);
        const keySet = new Set(keys);
        const seen = new Set<string>();
        const pieces = new Map<number, unknown>();
        for (const f of others) if (f.path.startsWith('search-hits-')) for (const e of f.value() as RecordPiece) pieces.set(e[0], e);
        for (const f of frags) {
          const value = f.value() as FragmentFile;
          const key = keys.find((k) => fragmentPath(k) === f.path)!;
          expect(key).toBeDefined();
          const terms = value.terms.map((t) => t[0]);
          expect(terms).toEqual(vocab.filter((t) => terms.includes(t)));
          for (const [t, n, rows] of value.terms) {
            expect(seen.has(t)).toBe(false);
            seen.add(t);
            expect(keyOf(t, keySet)).toBe(key);
            expect(n).toBe(df.get(t));
            expect(rows).toEqual(reference.postings.get(t));
          }
          // A split key lists its completions; every record brought is the pieces' own entry.
          const split = keys.some((k) => k !== key && k.startsWith(key));
          expect(value.completions !== undefined).toBe(split);
          if (split) {
            let found = vocab.filter((t) => t !== key && t.startsWith(key)).slice(0, 200);
            if (found.length > 30) found = found.sort((x, y) => df.get(y)! - df.get(x)!).slice(0, 30);
            expect(value.completions!.map((c) => c.slice(0, 2))).toEqual(found.map((t) => [t, df.get(t)]));
            for (const c of value.completions!) if (c[2]) expect(c[2]).toEqual(reference.postings.get(c[0]));
          }
          for (const e of value.records) expect(e).toEqual(pieces.get(e[0]));
        }
        expect(seen.size).toBe(vocab.length);
        // Made again (a file's data is made when written): the same.
        expect(made()).toBe(first);
      }),
      { numRuns: 300 },
    );
  });
});
