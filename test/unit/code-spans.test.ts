import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withoutCodeSpans, type WithoutCode } from '../../generator/markdown/fast/code-spans.js';

/** The character-by-character loop withoutCodeSpans replaced, as the oracle. */
function reference(line: string, by: string): WithoutCode {
  const escapable = (c: string | undefined) => c !== undefined && /[!-/:-@[-`{-~]/.test(c);
  const runAt = (i: number) => {
    let j = i;
    while (line[j] === '`') j++;
    return j - i;
  };
  let prose = '';
  let open: WithoutCode['open'];
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === '\\' && escapable(line[i + 1])) {
      if (line[i + 1] !== '`') prose += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c !== '`') {
      prose += c;
      i++;
      continue;
    }
    const n = runAt(i);
    let close = i + n;
    while (close < line.length && !(line[close] === '`' && runAt(close) === n)) close += line[close] === '`' ? runAt(close) : 1;
    if (close < line.length) {
      prose += by;
      i = close + n;
      continue;
    }
    open ??= { ticks: line.slice(i, i + n), at: prose.length };
    prose += line.slice(i, i + n);
    i += n;
  }
  return { prose, open };
}

describe('code spans taken out of a line', () => {
  it('give what the character loop gave, for any mix of backticks, escapes and text (property)', () => {
    const line = fc
      .array(fc.constantFrom('`', '``', '```', '\\', '\\`', '\\\\', 'a', ' ', 'x y', '*', '<b>', '{', 'ü'), { maxLength: 30 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(line, fc.constantFrom('', '``'), (l, by) => {
        expect(withoutCodeSpans(l, by)).toEqual(reference(l, by));
      }),
      { numRuns: 3000, seed: 5 },
    );
  });

  it('read CommonMark spans: a backslash inside code is a character, outside it escapes', () => {
    expect(withoutCodeSpans('run `C:\\dir\\` then \\`x`', '')).toEqual({ prose: 'run  then x`', open: { ticks: '`', at: 11 } });
    expect(withoutCodeSpans('a ``b ` c`` d', '<c>').prose).toBe('a <c> d');
  });
});
