// The frontmatter fast path (generator/content/frontmatter-fast.ts) against the `yaml` package it
// stands in for: on generated blocks from its subset and near it, either it refuses or it gives
// the package's values and key lines; and splitFrontmatter gives the same result, warnings and
// errors (messages, lines, columns) with and without it.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { parseSimpleFrontmatter } from '../../generator/content/frontmatter-fast.js';
import { splitFrontmatter } from '../../generator/content/frontmatter.js';
import { writerErrorsOf, type WriterError } from '../../generator/errors.js';

/** What the package makes of a block: an error, or its data and each top-level key's line. */
function viaYaml(text: string): { data: unknown; keys: { key: string; line: number }[] } | 'error' {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) return 'error';
  let data: unknown;
  try {
    data = doc.toJS() ?? {};
  } catch {
    return 'error';
  }
  const keys = isMap(doc.contents)
    ? doc.contents.items.map((p) => {
        const k = p.key as { value?: unknown; range?: [number, number, number] };
        const pos = lineCounter.linePos(k.range?.[0] ?? 0);
        expect(pos.col).toBe(1);
        return { key: String(isScalar(p.key) ? k.value : p.key), line: pos.line };
      })
    : [];
  return { data, keys };
}

const plainError = (w: WriterError) => ({ place: w.place, message: w.message, hint: w.hint, sourceLine: w.sourceLine });

function splitBothWays(source: string): [unknown, unknown] {
  const norm = (r: ReturnType<typeof splitFrontmatter>) => {
    const errors = writerErrorsOf(r);
    if (errors) return { errors: errors.map(plainError) };
    const s = r as Exclude<typeof r, Error>;
    return { frontmatter: s.frontmatter, body: s.body, warnings: s.warnings.map(plainError) };
  };
  return [norm(splitFrontmatter('docs/page.md', source)), norm(splitFrontmatter('docs/page.md', source, false))];
}

const pick = <T>(...xs: T[]) => fc.constantFrom(...xs);
const goodKey = pick(
  'title',
  'description',
  'sidebar_position',
  'sidebar_label',
  'tags',
  'keywords',
  'draft',
  'slug',
  'id',
  'hide_title',
  'toc_max_heading_level',
  'pagination_next',
  'titel',
  'custom-key',
  'a_b',
  'X',
  'k',
  'last-update_2',
);
const oddKey = pick(
  'my key',
  '-dash',
  'true',
  'Null',
  '1',
  '0x1',
  '__proto__',
  'é',
  'a:b',
  '"q"',
  "'q'",
  '&a k',
  '*a',
  '!t k',
  'k#',
  'key ',
  ' k',
  'k\t',
  '.5',
  '~',
  '<<',
);
const keyArb = fc.oneof(
  { weight: 6, arbitrary: goodKey },
  { weight: 1, arbitrary: oddKey },
  { weight: 1, arbitrary: fc.string({ unit: pick('a', 'z', '_', '-', '0', 'K'), minLength: 1, maxLength: 6 }) },
);
const numberLike = pick(
  '1',
  '1.0',
  '0x10',
  '0X10',
  '1e3',
  '1E-3',
  '.5',
  '+1',
  '-1',
  '-0',
  '007',
  '0o17',
  '0o8',
  '1_000',
  '.inf',
  '-.Inf',
  '+.INF',
  '.nan',
  '.NaN',
  '1.',
  '1e',
  '12:30',
  '2024-01-02',
  '2024-01-02T10:00:00Z',
  '0b101',
  '~',
  'null',
  'Null',
  'NULL',
  'nULL',
  'true',
  'True',
  'TRUE',
  'tRue',
  'false',
  'yes',
  'no',
  'on',
  'off',
  'y',
  'n',
  '1.5.3',
  '-x',
  '+',
  '.',
  '99999999999999999999',
  '0.1e+2',
  'Infinity',
  'NaN',
  '0.0',
  '-.5e-3',
);
/** Values at the edges of the subset: colons, hashes, indicators, quotes. */
const nearValue = pick(
  'a: b',
  'a:',
  'a:b',
  'http://x.y/z',
  'a #b',
  'a# b',
  "it's",
  'say "hi"',
  '- a',
  '-',
  '--',
  '[a',
  'a]',
  '{a}',
  'a, b',
  '@x',
  '`x`',
  '%x',
  '!x',
  '&x',
  '*x',
  '|',
  '>',
  '?x',
  ':x',
  '? x',
  'x ?',
  'a  b',
  'é ü',
  '😀',
  "'a'#x",
  '"a"#x',
  "'a' b",
  "'a''b'",
  "''''",
  '"a\\"b"',
  '"\\\\"',
  "'",
  '"',
  '[a]#x',
  '[a, [b]]',
  '[a: b]',
  '[a, ]',
  '[ ]',
  '[,]',
  '["a, b", \'c]\']',
  '{a: 1}',
  '!!str 1',
  '&a v',
  '*a',
  '|-',
  '>-',
  '#',
  '# x',
);
const safeText = fc.string({ unit: pick('a', 'B', 'z', ' ', '1', '.', '-', '_', '/', 'é', '😀', '\u00a0'), maxLength: 12 });
const charArb = fc.oneof(
  { weight: 8, arbitrary: pick('a', 'B', 'z', ' ', '1', '.', '-', '_', '/') },
  { weight: 3, arbitrary: pick(':', '#', ',', "'", '"', '\\', '[', ']', '{', '}', '!', '&', '*', '|', '>', '%', '@', '`', '?', '~', '\t') },
  { weight: 2, arbitrary: pick('é', 'ü', '日', '✓', '😀', '\u00a0', '\u2028', '\ufeff', '\u0085', '\u0007', '\ud800', '\r') },
);
const wildText = fc.string({ unit: charArb, maxLength: 12 });
const escapeArb = pick('\\n', '\\t', '\\"', '\\\\', '\\/', '\\x41', '\\u00e9', '\\0', '\\ ', '\\e', '\\N', '\\');
const quoted = (text: fc.Arbitrary<string>) =>
  fc.oneof(
    text.map((t) => `'${t.replace(/'/g, "''")}'`),
    fc
      .array(fc.oneof({ weight: 3, arbitrary: text.map((t) => t.replace(/["\\]/g, '')) }, { weight: 1, arbitrary: escapeArb }), {
        maxLength: 4,
      })
      .map((p) => `"${p.join('')}"`),
  );
const goodScalar = fc.oneof(
  { weight: 3, arbitrary: numberLike },
  { weight: 4, arbitrary: safeText.filter((t) => t.trim() !== '' && !t.startsWith('-') && !t.startsWith(' ')) },
  { weight: 3, arbitrary: quoted(safeText) },
);
const flow = (item: fc.Arbitrary<string>) =>
  fc.tuple(fc.array(item, { maxLength: 4 }), pick(', ', ',', ' , ', ',  ')).map(([items, join]) => `[${items.join(join)}]`);
const anyScalar = fc.oneof(
  { weight: 4, arbitrary: goodScalar },
  { weight: 2, arbitrary: nearValue },
  { weight: 2, arbitrary: wildText },
  { weight: 1, arbitrary: quoted(wildText) },
  { weight: 1, arbitrary: pick('', ' ') },
);
const trail = (odd: number) =>
  fc.oneof({ weight: 12, arbitrary: pick('') }, { weight: odd, arbitrary: pick(' ', '  ', ' # note', '#x', '\t', ' #', ' # a: b') });
const seqLines = (scalar: fc.Arbitrary<string>, odd: number) =>
  fc
    .tuple(pick('', '  ', '    '), fc.array(fc.tuple(scalar, trail(odd)), { minLength: 1, maxLength: 4 }))
    .map(([ind, items]) => items.map(([v, t]) => `${ind}- ${v}${t}`));
/** An entry (a line, or a key and its list) from the subset. */
const goodEntry = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(goodKey, goodScalar).map(([k, v]) => [`${k}: ${v}`]) },
  { weight: 2, arbitrary: fc.tuple(goodKey, flow(goodScalar)).map(([k, v]) => [`${k}: ${v}`]) },
  { weight: 2, arbitrary: fc.tuple(goodKey, seqLines(goodScalar, 0)).map(([k, items]) => [`${k}:`, ...items]) },
  { weight: 1, arbitrary: goodKey.map((k) => [`${k}:`]) },
);
/** An entry that may be anything near the subset. */
const nearEntry = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(keyArb, pick(': ', ':', ' : ', ':  ', ':\t', ': \t'), fc.oneof(anyScalar, flow(anyScalar)), trail(3))
      .map(([k, s, v, t]) => [`${k}${s}${v}${t}`]),
  },
  { weight: 2, arbitrary: fc.tuple(keyArb, trail(3), seqLines(anyScalar, 3)).map(([k, t, items]) => [`${k}:${t}`, ...items]) },
  {
    weight: 3,
    arbitrary: pick(
      '',
      '  ',
      '# comment',
      '  # indented comment',
      '#',
      '  continued text',
      '  nested: map',
      '\tkey: v',
      'key: |',
      '  block',
      'key: >-',
      'k: &a v',
      'k: *a',
      'k: !!str 1',
      '---x',
      '...',
      '%YAML 1.2',
      '- top',
      'k: [a,',
      '  b]',
      'k: "multi',
      '  line"',
      '-',
      ' - a',
      '- a',
      '   - b',
      '\t- c',
      'k: a\rb',
    ).map((l) => [l]),
  },
);
/** Mostly the subset, with up to two entries from near it, in LF or CRLF. */
const blockArb = fc
  .tuple(
    fc.uniqueArray(goodEntry, { maxLength: 6, selector: (e) => e[0]!.split(':')[0] }),
    fc.array(fc.tuple(nearEntry, fc.nat()), { maxLength: 2 }),
    pick('\n', '\n', '\n', '\r\n'),
  )
  .map(([good, near, nl]) => {
    const entries = [...good];
    for (const [e, at] of near) entries.splice(at % (entries.length + 1), 0, e);
    return entries.flat().join(nl);
  });

describe('frontmatter fast path', () => {
  it("reads the common forms itself, with the package's values", () => {
    const cases: [string, unknown][] = [
      ['title: Hello world\nsidebar_position: 3', { title: 'Hello world', sidebar_position: 3 }],
      ["title: \"Quoted: yes\"\ndescription: 'It''s'\ndraft: false", { title: 'Quoted: yes', description: "It's", draft: false }],
      ['tags: [a, "b c", 3]\nkeywords:\n  - one\n  - two', { tags: ['a', 'b c', 3], keywords: ['one', 'two'] }],
      [
        'a: 1.0\nb: 0x10\nc: 1e3\nd: .5\ne: +1\nf: ~\ng: yes\nh: 2024-01-02\ni: 0o17\nj: -.inf',
        { a: 1, b: 16, c: 1000, d: 0.5, e: 1, f: null, g: 'yes', h: '2024-01-02', i: 15, j: -Infinity },
      ],
      [
        '# a comment\ntitle: x # trailing\nempty:\nlist:\n- a\n- b\n\nlast: "é😀"',
        { title: 'x', empty: null, list: ['a', 'b'], last: 'é😀' },
      ],
      ['title: a\r\ntags:\r\n  - x\r\n', { title: 'a', tags: ['x'] }],
      ['', {}],
    ];
    for (const [text, data] of cases) {
      const fast = parseSimpleFrontmatter(text);
      expect(fast?.data, text).toEqual(data);
      const y = viaYaml(text);
      expect(y !== 'error' && isDeepStrictEqual(y.data, fast?.data), text).toBe(true);
      expect(fast?.keys, text).toEqual(y !== 'error' ? y.keys : undefined);
    }
  });

  it('refuses what is outside its subset', () => {
    for (const text of [
      'k: |\n  a',
      'k: >\n  a',
      'k: &a v',
      'k: *a',
      'k: !!str 1',
      'k: {a: 1}',
      'k: a\n  b',
      'k:\n  a: b',
      'k: a\nk: b',
      '\tk: v',
      'k: "\\x41"',
      'k: [a, [b]]',
      'my key: v',
      'k: a: b',
      'k: "a"x',
      '- a',
      'true: 1',
      'k: a\u2028b',
    ]) {
      expect(parseSimpleFrontmatter(text), text).toBeUndefined();
    }
  });

  it('property: on generated blocks it refuses, or equals the package (data, key lines), and splitFrontmatter is unchanged', () => {
    let handled = 0;
    let refused = 0;
    fc.assert(
      fc.property(blockArb, (text) => {
        const fast = parseSimpleFrontmatter(text);
        if (fast) {
          handled++;
          const y = viaYaml(text);
          if (y === 'error') return false;
          if (!isDeepStrictEqual(y.data, fast.data) || !isDeepStrictEqual(y.keys, fast.keys)) return false;
        } else refused++;
        const [withFast, yamlOnly] = splitBothWays(`---\n${text}\n---\n\n# Body\n`);
        return isDeepStrictEqual(withFast, yamlOnly);
      }),
      { numRuns: 2000, seed: 20261126 },
    );
    // Both outcomes are exercised well.
    expect(handled).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
  });

  it('warnings and errors are the same with and without it', () => {
    for (const text of [
      'titel: x\nsidebar_position: 2',
      'title: x\n\ncustom: 1',
      'sidebar_position: high',
      'draft: yes',
      'toc_max_heading_level: 9',
      'title: [a]',
      'k: a\nk: b',
      'title: "unclosed',
      'keywords:\n  - a\n  - 1',
    ]) {
      const [withFast, yamlOnly] = splitBothWays(`---\r\n${text.replace(/\n/g, '\r\n')}\r\n---\r\nbody\r\n`);
      expect(withFast, text).toEqual(yamlOnly);
      const [lf, lfYaml] = splitBothWays(`---\n${text}\n---\nbody\n`);
      expect(lf, text).toEqual(lfYaml);
    }
  });
});
