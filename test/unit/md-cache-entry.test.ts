// A plain Markdown page's cache entry (generator/markdown/cache/page-entry.ts): it reads back as
// the JSON entry it replaced did (JSON.parse(JSON.stringify(page))), and a torn file never reads.
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageEntry, parsePageEntry } from '../../generator/markdown/cache/page-entry.js';
import type { CompiledDoc } from '../../generator/types.js';

const text = fc.string({ unit: fc.constantFrom('a', '"', '\\', '\n', '<', '>', 'é', '😀', '\u2028', ' ', '\u0000', '}', ']') });

const page = fc.record({
  html: text,
  toc: fc.array(fc.record({ value: text, id: text, level: fc.integer({ min: 2, max: 6 }) }), { maxLength: 3 }),
  links: fc.array(fc.record({ url: text, line: fc.nat(), column: fc.option(fc.nat(), { nil: undefined }) }), { maxLength: 3 }),
  warnings: fc.array(text, { maxLength: 2 }),
  partials: fc.option(fc.array(text, { maxLength: 2 }), { nil: undefined }),
  fallback: fc.option(text, { nil: undefined }),
});

function doc(p: {
  html: string;
  toc: unknown[];
  links: unknown[];
  warnings: string[];
  partials?: string[];
  fallback?: string;
}): CompiledDoc {
  return {
    body: { type: 'html', html: p.html },
    toc: p.toc,
    links: p.links,
    assets: [{ from: 'a.png', to: '/assets/a.png' }],
    warnings: p.warnings,
    partials: p.partials,
    markdownPath: 'fast',
    fallback: p.fallback,
  } as CompiledDoc;
}

describe('Markdown cache entry', () => {
  it('reads back what JSON would have, key order included', () => {
    fc.assert(
      fc.property(page, (p) => {
        const d = doc(p);
        const back = parsePageEntry(pageEntry(d, p.html));
        expect(JSON.stringify(back)).toBe(JSON.stringify(d));
        expect(back).toEqual(JSON.parse(JSON.stringify(d)));
      }),
      { numRuns: 500 },
    );
  });

  it('never reads a torn file (any byte prefix of the entry, decoded as the cache reads it)', () => {
    fc.assert(
      fc.property(page, (p) => {
        const bytes = Buffer.from(pageEntry(doc(p), p.html), 'utf8');
        for (let cut = 0; cut < bytes.length; cut++) expect(parsePageEntry(bytes.subarray(0, cut).toString('utf8'))).toBeUndefined();
      }),
      { numRuns: 100 },
    );
  });

  it('never reads an entry of the old format (plain JSON) nor another file', () => {
    const d = doc({ html: '<p>x</p>\n', toc: [], links: [], warnings: [] });
    expect(parsePageEntry(JSON.stringify(d))).toBeUndefined();
    expect(parsePageEntry(`${JSON.stringify(d)}\n`)).toBeUndefined();
    expect(parsePageEntry('')).toBeUndefined();
    expect(parsePageEntry('[3,{"body":{"type":"component"}}]\nabc\n')).toBeUndefined();
  });
});
