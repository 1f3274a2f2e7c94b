import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { parse, parseDocument } from 'yaml';
import { parseYamlFast } from '../../generator/content/yaml-fast.js';

// The fast reader must give the package's value for every document it takes, and take the data
// files this repository has (else the speed-up silently stops applying).

function packageValue(text: string): { value: unknown } | undefined {
  const doc = parseDocument(text);
  return doc.errors.length > 0 ? undefined : { value: doc.toJS() };
}

/** Whether the fast reader refuses the text or gives exactly the package's value (key order too). */
function agrees(text: string): boolean {
  const fast = parseYamlFast(text);
  if (!fast) return true;
  const expected = packageValue(text);
  return !!expected && isDeepStrictEqual(fast.value, expected.value) && JSON.stringify(fast.value) === JSON.stringify(expected.value);
}

const word = fc.constantFrom(
  'alpha',
  'beta',
  'x',
  'Run',
  'the',
  'server',
  'v1.2',
  '--port',
  'a/b',
  'http://h:8080/p',
  'e.g.',
  '(note)',
  "it's",
  'true',
  'null',
  '42',
  '-7',
  '0x1F',
  '1e3',
  '.inf',
  '~',
  'yes',
  'a#b',
  'c:d',
  '€uro',
  '3.0',
  '007',
);
const words = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
const keyText = fc.constantFrom(
  'name',
  'description',
  'flags',
  'type',
  'default',
  '200',
  '404',
  'x-ext',
  'application/json',
  '/api/v1/{id}',
  'a b',
  "'quoted'",
  '"dq"',
  'true',
  '1.5',
  'items',
  'k',
);

/** One scalar's text in some style, as it follows `key: ` or `- ` on a line at `indent`. */
function scalarText(indent: number): fc.Arbitrary<string> {
  const pad = (n: number) => ' '.repeat(indent + n);
  return fc.oneof(
    words,
    words.map((w) => `'${w.replace(/'/g, "''")}'`),
    words.map((w) => `"${w.replace(/["\\]/g, '')}"`),
    fc.tuple(words, words).map(([w, c]) => `${w} # ${c}`),
    fc
      .tuple(words, fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.nat(1), words), { minLength: 1, maxLength: 3 }))
      .map(([w, more]) => `${w}\n${more.map(([n, blank, x]) => `${blank ? '\n' : ''}${pad(n)}${x}`).join('\n')}`),
    fc
      .tuple(
        fc.constantFrom('|', '|-', '>', '>-', '|+', '>2'),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.nat(3), fc.oneof(words, fc.constant(''))), { minLength: 1, maxLength: 5 }),
      )
      .map(
        ([h, n, lines]) =>
          `${h}\n${lines.map(([extra, l]) => (l === '' ? ' '.repeat(extra) : `${pad(n + (extra === 3 ? 1 : 0))}${l}`)).join('\n')}`,
      ),
    fc.array(word, { maxLength: 4 }).map((w) => `[${w.join(', ')}]`),
    fc.array(word, { minLength: 2, maxLength: 4 }).map((w) => `[${w[0]},\n${pad(2)}${w.slice(1).join(', ')}]`),
    fc
      .array(fc.tuple(fc.constantFrom('a', 'LOG', 'k2'), word), { maxLength: 3 })
      .map((e) => `{${e.map(([k, v]) => `${k}: ${v}`).join(', ')}}`),
  );
}

/** A block node's lines at `indent` (a mapping or a sequence), nested `depth` deep at most. */
function blockText(indent: number, depth: number): fc.Arbitrary<string> {
  const pad = ' '.repeat(indent);
  const value = (inner: number): fc.Arbitrary<string> =>
    depth <= 0
      ? scalarText(inner).map((s) => ` ${s}`)
      : fc.oneof(
          { weight: 3, arbitrary: scalarText(inner).map((s) => ` ${s}`) },
          fc
            .integer({ min: 1, max: 4 })
            .chain((step) => blockText(inner + step, depth - 1))
            .map((b) => `\n${b}`),
          // A sequence under a key at the key's own indentation.
          blockText(inner, depth - 1)
            .filter((b) => b.trimStart().startsWith('-'))
            .map((b) => `\n${b}`),
          fc.constant(''),
        );
  const mapping = fc
    .array(fc.tuple(keyText, value(indent), fc.nat(4)), { minLength: 1, maxLength: 4 })
    .map((entries) =>
      entries.map(([k, v, extra]) => `${extra === 4 ? `${pad}# note\n` : extra === 3 ? '\n' : ''}${pad}${k}:${v}`).join('\n'),
    );
  const scalarItems = fc.array(
    scalarText(indent + 2).map((s) => ` ${s}`),
    { minLength: 1, maxLength: 4 },
  );
  if (depth <= 0)
    return fc.oneof(
      mapping,
      scalarItems.map((items) => items.map((v) => `${pad}-${v}`).join('\n')),
    );
  const item = fc.oneof(
    scalarText(indent + 2).map((s) => ` ${s}`),
    blockText(indent + 2, depth - 1).map((b) => ` ${b.trimStart()}`),
    fc
      .integer({ min: 1, max: 3 })
      .chain((step) => blockText(indent + step, depth - 1))
      .map((b) => `\n${b}`),
  );
  const sequence = fc.array(item, { minLength: 1, maxLength: 4 }).map((items) => items.map((v) => `${pad}-${v}`).join('\n'));
  return fc.oneof(mapping, sequence);
}

const MUTATIONS = [' ', '-', ':', '#', '\t', '"', "'", '|', '>', '[', ']', '{', '&', '*', '!', '\n', '?', ',', '\r', '---\n'];

describe('the fast YAML reader', () => {
  it('reads every YAML data file of the ToolHive site, as the package does', () => {
    const files = ['content/data', 'content/data/cli', 'content/data/crds', 'openapi'].flatMap((d) =>
      readdirSync(d)
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => join(d, f)),
    );
    expect(files.length).toBeGreaterThan(60);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      const fast = parseYamlFast(text);
      expect(fast, `${f} left to the package`).toBeDefined();
      expect(fast!.value, f).toStrictEqual(parse(text));
    }
  });

  it('gives the package value for any document it takes, generated in and around its subset', () => {
    let taken = 0;
    let valid = 0;
    fc.assert(
      fc.property(blockText(0, 3), (text) => {
        if (parseYamlFast(text)) taken++;
        if (packageValue(text)) valid++;
        expect(agrees(text), text).toBe(true);
      }),
      { numRuns: 3000 },
    );
    // The generator also writes, on purpose, what the reader refuses (`- - a`, `>2`, a key `1.5`,
    // quotes and colons in flow entries): about a third of the valid documents are taken.
    expect(taken).toBeGreaterThan(valid / 4);
  });

  it('refuses, or agrees with the package on, documents damaged anywhere', () => {
    fc.assert(
      fc.property(
        blockText(0, 2),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...MUTATIONS), fc.boolean()), { minLength: 1, maxLength: 3 }),
        (text, edits) => {
          let damaged = text;
          for (const [at, ch, remove] of edits) {
            const i = at % (damaged.length + 1);
            damaged = remove ? damaged.slice(0, i) + damaged.slice(i + 1) : damaged.slice(0, i) + ch + damaged.slice(i);
          }
          expect(agrees(damaged), damaged).toBe(true);
        },
      ),
      { numRuns: 4000 },
    );
  });

  it('refuses what is outside its subset, so the package reports it', () => {
    for (const text of [
      'a: 1\na: 2\n',
      'a: &x 1\nb: *x\n',
      '--- \na: 1\n',
      'a: !!str 1\n',
      'a:\n\tb: 1\n',
      '? a\n: b\n',
      'a: "x\n  y"\n',
      'a: b: c\n',
      '- - a\n',
      'a: |2\n   x\n',
      'just text\n',
      '',
      '# only a comment\n',
      '__proto__: 1\n',
    ]) {
      expect(parseYamlFast(text), JSON.stringify(text)).toBeUndefined();
    }
  });
});
