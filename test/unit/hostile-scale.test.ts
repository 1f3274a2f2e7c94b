// Hostile pages at a scale the property test's generator does not reach (scripts/hostile-fuzz.mjs
// checks each page as it does its own: HTML with the marker, or writer errors; never a crash,
// never over the time bound). Each case failed before its fix.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPage } from '../../scripts/hostile-fuzz.mjs';
import { unified, type Plugin } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { fenceLanguages } from '../../generator/markdown/highlight/highlight.js';
import { remarkGfmTrimmed } from '../../generator/markdown/remark/remark-gfm-trimmed.js';

function hostilePage(text: string, format: 'md' | 'mdx') {
  return { bytes: Buffer.from(text), encoding: 'utf8', markers: ['MARKaZ'], format, trusted: false, kinds: [] };
}

describe('hostile pages at scale', () => {
  it('renders an MDX page of 40,000 headings (its 120,000 children overflowed the stack)', async () => {
    const text = `MARKaZ\n\n${Array.from({ length: 40_000 }, (_, i) => `## Heading ${i}\n\ntext\n`).join('\n')}`;
    const r = await checkPage(hostilePage(text, 'mdx'), 1);
    expect(r.failure).toBeUndefined();
    expect(r.outcome).toBe('ok');
  }, 60_000);

  it('builds a page with 200,000 backticks in two runs (the fence scan was quadratic: 7 s for 80,000)', async () => {
    for (const format of ['md', 'mdx'] as const) {
      const r = await checkPage(hostilePage(`MARKaZ ${'`'.repeat(100_000)} x ${'`'.repeat(100_000)}`, format), 2);
      expect(r.failure, format).toBeUndefined();
      expect(r.outcome, format).toBe('ok');
    }
  }, 120_000);

  it('builds an MDX page with a paragraph of 50,000 `]` (GFM’s footnote walk was quadratic: 23 s)', async () => {
    const r = await checkPage(
      hostilePage(`MARKaZ ${']'.repeat(50_000)}\n\n<form action="javascript:alert(1)"><button>x</button></form>\n`, 'mdx'),
      3,
    );
    expect(r.failure).toBeUndefined();
    expect(r.outcome).toBe('ok');
  }, 60_000);

  it('reads footnote calls after `!` as GFM does, with that walk bounded', () => {
    const tree = (gfm: Plugin, text: string) => unified().use(remarkParse).use(gfm).parse(text);
    const docs = [
      'a ![^n] b\n\n[^n]: Note.',
      'x ![^n]y ![^m] [^n] ]]]]\n\n[^n]: N.\n[^m]: M.',
      `![^n${' '.repeat(40)}]\n\n[^n]: N.`,
      `[a](b) ${'word '.repeat(300)} ![^n] [c]\n\n[^n]: N.`,
      `![^${'x'.repeat(990)}]\n\n[^${'x'.repeat(990)}]: Long label.`,
    ];
    for (const text of docs) expect(tree(remarkGfmTrimmed as Plugin, text), text.slice(0, 30)).toEqual(tree(remarkGfm as Plugin, text));
  });

  it('finds the languages the fence scan found before it looked only where a run begins (property)', () => {
    const before = /(?:`{3,}|~{3,})[ \t]*([\w+#.-]+)/g;
    const languages = (text: string) => [...new Set([...text.matchAll(before)].map((m) => m[1]))].sort();
    const text = fc
      .array(fc.constantFrom('`', '~', ' ', '\t', 'go', 'js', '+', '#', '.', '-', '\n', 'x', 'é'), { maxLength: 60 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(fenceLanguages(t).sort()).toEqual(languages(t));
      }),
      { numRuns: 20_000, seed: 20 },
    );
  });
});
