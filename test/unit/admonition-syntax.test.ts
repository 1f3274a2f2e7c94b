import { describe, expect, it } from 'vitest';
import {
  admonitionClosing,
  admonitionOpening,
  DEFAULT_ADMONITIONS,
  fastPathClosing,
  fastPathOpening,
  marginOpening,
} from '../../generator/markdown/syntax/admonition-syntax.js';

describe('the admonition recogniser', () => {
  it('reads an opening line: indent, colons, name, label and the older title form', () => {
    expect(admonitionOpening(':::tip[My title]', DEFAULT_ADMONITIONS)).toEqual({
      indent: '',
      colons: 3,
      name: 'tip',
      title: 'My title',
      rest: undefined,
    });
    expect(admonitionOpening('  ::::warning Older title ', DEFAULT_ADMONITIONS)).toMatchObject({
      indent: '  ',
      colons: 4,
      name: 'warning',
      title: undefined,
      rest: 'Older title',
    });
    expect(admonitionOpening(':::note[a] b]', DEFAULT_ADMONITIONS)).toMatchObject({ title: 'a] b', rest: undefined });
    expect(admonitionOpening(':::custom', DEFAULT_ADMONITIONS)).toBeUndefined();
    expect(admonitionOpening('::note', DEFAULT_ADMONITIONS)).toBeUndefined();
    expect(admonitionClosing('  :::  ')).toEqual({ indent: '  ', colons: 3, rest: '  ' });
    expect(admonitionClosing('::: x')).toBeUndefined();
  });

  it('tells the forms the fast path takes from those left to remark', () => {
    const open = (line: string) => admonitionOpening(line, DEFAULT_ADMONITIONS)!;
    expect(fastPathOpening(open(':::note'))).toBe(true);
    expect(fastPathOpening(open(':::note[Title] \t'))).toBe(true);
    expect(marginOpening(open(':::note[a [b] c]'))).toBe(true);
    expect(fastPathOpening(open(':::note[a [b] c]'))).toBe(false);
    expect(fastPathOpening(open(':::note[]'))).toBe(false);
    expect(fastPathOpening(open(' :::note'))).toBe(false);
    expect(fastPathOpening(open(':::note[a] trailing'))).toBe(false);
    expect(fastPathClosing(admonitionClosing(':::\t')!)).toBe(true);
    expect(fastPathClosing(admonitionClosing(' :::')!)).toBe(false);
  });
});
