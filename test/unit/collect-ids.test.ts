// collectIds (generator/links/check-links.ts) scans with indexOf; the regex it replaced is the
// reference: both must find the same ids in the same order on any text.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { collectIds } from '../../generator/links/check-links.js';

function byRegex(html: string): string[] {
  const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const ids = new Set<string>();
  for (const m of html.matchAll(/\sid="([^"]*)"/g)) ids.add(m[1].includes('&') ? decode(m[1]) : m[1]);
  return [...ids];
}

// Pieces that make near-misses likely: ids after every kind of whitespace or none, unclosed values,
// `data-id=`, entities, empty values, repeats.
const piece = fc.constantFrom(' id="', '\nid="', '\tid="', '\u00a0id="', '\u2028id="', 'id="', 'data-id="', '"', 'x', 'a-b', '&amp;', '&quot;', '&#x27;', '<h2', '>', ' ', 'é', '😀');

describe('collectIds', () => {
  it('finds the ids of a page', () => {
    expect([...collectIds('<h2 id="a">A</h2><div data-id="no" class="x" id="b&amp;c"></div><p\nid="d">')]).toEqual(['a', 'b&c', 'd']);
    expect([...collectIds('id="start" <x id="open')]).toEqual([]);
  });

  it('equals the regex scan on any text', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const html = parts.join('');
        expect([...collectIds(html)]).toEqual(byRegex(html));
      }),
      { numRuns: 3000 },
    );
  });
});
