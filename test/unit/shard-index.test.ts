// shardIndex (generator/search/shard-index.ts) was rewritten for speed: on any records it must write
// the very files the first version wrote (kept in shard-index.reference.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shardIndex } from '../../generator/search/shard-index.js';
import { shardIndexReference } from './shard-index.reference.js';
import type { LocalRecord } from '../../theme/shared/search-protocol.js';

// Words that repeat, stem together, are stopwords, numbers, odd letters or object keys.
const word = fc.constantFrom('install', 'installing', 'installed', 'the', 'a', 'of', 'server', 'servers', 'MCP', 'mcp', '2024', '10', 'é', 'élan', 'Ünïcode', '😀', '__proto__', 'constructor', 'toString', 'kubectl', 'run', 'running', 'x', 'api-key', 'foo.bar', 'ToolHive');
const text = fc.array(word, { minLength: 0, maxLength: 30 }).map((w) => w.join(' '));
const heading = fc.option(fc.constantFrom('Install', 'Run the server', 'API keys', 'Ünïcode 😀', 'the of a', '__proto__ toString'), { nil: null });
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
  it('writes what the first version wrote, on any records', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), fc.constantFrom(1, 3, 64), fc.constantFrom(1, 4, 16), (raw, buckets, piece) => {
        const rs = records(raw);
        const { files, letters } = shardIndex(rs, buckets, piece);
        const made = () => JSON.stringify({ letters, files: files.map((f) => ({ path: f.path, value: f.value() })) });
        const first = made();
        expect(first).toBe(JSON.stringify(shardIndexReference(rs, buckets, piece)));
        // Made again (a file's data is made when written): the same.
        expect(made()).toBe(first);
      }),
      { numRuns: 300 },
    );
  });
});
