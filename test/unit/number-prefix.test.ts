import { describe, expect, it } from 'vitest';
import { parseNumberPrefix, stripNumberPrefixes } from '../../generator/routes/number-prefix.js';

describe('Docusaurus number prefixes', () => {
  it('strips an ordering prefix and keeps its number', () => {
    expect(parseNumberPrefix('01-intro')).toEqual({ name: 'intro', prefix: 1 });
    expect(parseNumberPrefix('2_setup')).toEqual({ name: 'setup', prefix: 2 });
    expect(parseNumberPrefix('10. Advanced')).toEqual({ name: 'Advanced', prefix: 10 });
    expect(stripNumberPrefixes('01-guides/02-basics/03-first')).toBe('guides/basics/first');
  });

  it('leaves names alone that are not orderings: dates, versions, plain numbers', () => {
    for (const name of ['2024-01-05-release', 'v1.2-notes', '1.0.3', '404', 'intro', '12-'])
      expect(parseNumberPrefix(name)).toEqual({ name });
  });
});
