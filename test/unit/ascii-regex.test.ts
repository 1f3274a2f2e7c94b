// Grammar patterns run an ASCII twin on ASCII lines (generator/markdown/highlight/ascii-regex.ts:
// property escapes replaced by their ASCII members, non-Unicode mode where the syntax allows). On
// any ASCII line, from any position, the twin must find what the pattern as translated finds: the
// same match, at the same place, with the same groups. Checked for every pattern with a twin, of
// every grammar docsgen ships (both regex tables).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { asciiSource, asciiTwin, patternRegExp } from '../../generator/markdown/highlight/ascii-regex.js';
import { SAMPLES } from './highlight-samples.js';
import type { RegexTable } from '../../generator/markdown/highlight/highlight.js';

const dist = (name: string) => fileURLToPath(new URL(`../../dist/${name}`, import.meta.url));
const tables = ['shiki-regex.json', 'shiki-regex-lazy.json'].map((f) => JSON.parse(readFileSync(dist(f), 'utf8')) as RegexTable);
const entries = tables.flatMap((t) => Object.values(t.patterns));
const twinned = entries.filter((e) => e[3] !== undefined && e[3] !== null);

// Code's characters, weighted towards what grammars branch on: word characters, quotes,
// brackets, operators, white space.
const CODE_CHARS = [...'abcxyzABCXYZ_019$@#-+=*/\\|&!?<>()[]{}"\'`.,:; \t', 'if', 'do', 'end', 'true', '0x1F', 'let ', '--', '${', '}}'];
const lines = [
  ...SAMPLES.flatMap((s) => s.split('\n')).filter((l) => /^[\x00-\x7f]*$/.test(l)),
  ...fc.sample(
    fc.array(fc.constantFrom(...CODE_CHARS), { maxLength: 24 }).map((a) => a.join('')),
    { numRuns: 20, seed: 20261126 },
  ),
].map((l) => `${l}\n`);

function original([source, flags, options]: RegexTable['patterns'][string]): RegExp {
  return options ? new EmulatedRegExp(source, flags, options) : new RegExp(source, flags);
}

/** Where a search from `from` matches: its index and every group's span. */
function found(re: RegExp, line: string, from: number): unknown {
  re.lastIndex = from;
  const m = re.exec(line);
  return m && [m.index, m.indices ? [...m.indices].map((s) => s && [...s]) : [...m]];
}

describe('ASCII twins of grammar patterns', () => {
  it('exist for most patterns: without property escapes, and without the v flag where they can', () => {
    expect(twinned.length).toBeGreaterThan(1500);
    for (const [source, flags, , twin] of entries) {
      if (twin === undefined) continue;
      expect(twin[0], source.slice(0, 60)).not.toMatch(/\\[pP]\{/);
      expect(twin[1] === flags || twin[1] === flags.replace('v', '')).toBe(true);
    }
    expect(twinned.filter((e) => !e[3]![1].includes('v')).length).toBeGreaterThan(1400);
  });

  it('match exactly as the translated pattern on ASCII lines, from every position', () => {
    for (const entry of twinned) {
      const full = original(entry);
      const twin = patternRegExp(entry[0], entry[1], entry[2], entry[3]);
      for (const line of lines) {
        for (let from = 0; from <= line.length; from++) {
          // expect() only on a difference: it is slow for three million comparisons.
          const [a, b] = [found(twin, line, from), found(full, line, from)];
          if (JSON.stringify(a) !== JSON.stringify(b))
            expect(a, `${entry[0].slice(0, 80)} on ${JSON.stringify(line)} from ${from}`).toEqual(b);
        }
      }
    }
  });

  it('leave lines with other characters to the translated pattern', () => {
    const line = 'naïve = "日本" + ſ + K  # é\n';
    for (const entry of twinned.slice(0, 200)) {
      const full = original(entry);
      const twin = patternRegExp(entry[0], entry[1], entry[2], entry[3]);
      for (let from = 0; from <= line.length; from++) expect(found(twin, line, from)).toEqual(found(full, line, from));
    }
  });

  it('replace escapes, not escaped backslashes, and keep case-insensitive classes exact', () => {
    expect(asciiSource(String.raw`\\p{L}`, 'dgv')).toBeUndefined();
    expect(asciiSource(String.raw`a\p{Nd}`, 'dgv')).toBe(String.raw`a[\x30\x31\x32\x33\x34\x35\x36\x37\x38\x39]`);
    expect(asciiSource(String.raw`[^\P{space}x]`, 'dgv')).toMatch(/^\[\^\[(\\x[0-9a-f]{2})+\]x\]$/);
    expect(asciiSource(String.raw`\p{M}`, 'dgv')).toBe('[]');
    expect(asciiSource(String.raw`\p{L}`, 'dgu')).toBeUndefined();
    expect(asciiSource(String.raw`\p{RGI_Emoji}|\p{L}`, 'dgv')).toBeUndefined();
    // Without the v flag: nested classes inlined; set operations and case-insensitive patterns keep it.
    expect(asciiTwin(String.raw`[\$_[\p{Nd}]]+\-`, 'dgv')).toEqual([String.raw`[\$_\x30\x31\x32\x33\x34\x35\x36\x37\x38\x39]+\-`, 'dg']);
    expect(asciiTwin(String.raw`[\w--_]`, 'dgv')).toBeUndefined();
    expect(asciiTwin(String.raw`[a[^b]]`, 'dgv')).toBeUndefined();
    expect(asciiTwin(String.raw`\p{L}x`, 'dgiv')?.[1]).toBe('dgiv');
    // Under /i, a class of upper-case letters matches lower-case ones too: so must its twin.
    const twin = new RegExp(`^${asciiSource(String.raw`\p{Lu}`, 'iv')}$`, 'iv');
    const lu = new RegExp(String.raw`^\p{Lu}$`, 'iv');
    for (const ch of 'aZ') expect(twin.test(ch)).toBe(lu.test(ch));
  });
});
