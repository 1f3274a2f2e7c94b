// A language a site registers with Prism itself is unknown on every block that names it: the build
// names it once, with how many blocks, instead of once per block.
import { describe, expect, it } from 'vitest';
import { collapseUnknownLanguages } from '../../generator/markdown/unknown-languages.js';

const unknown = (file: string, line: number, lang: string) => `${file}:${line}:1  unknown code language "${lang}", shown as plain text`;

describe('unknown code languages across a build', () => {
  it('name a language on many blocks once, at its first block, and leave the rest as they were', () => {
    const warnings = [
      unknown('docs/a.md', 3, 'zmodel'),
      'docs/a.md:9:1  broken link to ./b',
      unknown('docs/b.md', 5, 'zmodel'),
      unknown('docs/b.md', 12, 'caddyfile'),
      unknown('docs/c.md', 7, 'zmodel'),
    ];
    expect(collapseUnknownLanguages(warnings)).toEqual([
      'docs/a.md:3:1  unknown code language "zmodel" on 3 code blocks (the first is here), shown as plain text',
      'docs/a.md:9:1  broken link to ./b',
      unknown('docs/b.md', 12, 'caddyfile'),
    ]);
  });

  it('keep a language on one or two blocks at each of its places', () => {
    const warnings = [unknown('a.md', 1, 'x'), unknown('b.md', 2, 'x')];
    expect(collapseUnknownLanguages(warnings)).toEqual(warnings);
  });
});
