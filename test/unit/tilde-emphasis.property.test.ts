import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fastPathRefusal } from '../../generator/markdown/fast/fast-path-gate.js';
import { bothWays, comparable, context, html, sameBothWays } from './fast-path-both-ways.js';

// Strikethrough beside emphasis and plain URLs in one paragraph (tilde-runs.ts, fast-path-gate.ts):
// runs of tildes, `*` and `_` of one to three and whole spans, URLs with tildes in, before and after them, words,
// punctuation, code and links, over one or two lines. Whatever the gate lets through must come out
// of the fast paths exactly as out of remark or the MDX compiler.
const MARKERS = ['~', '~~', '~~', '~~~', '*', '**', '_', '__', '\\~', '\\*'];
const WORDS = ['a', 'word', 'x', ' ', ' ', ' ', '.', ',', '(', ')', '!', '`c`', '[l](#x)', '\n', 'é', '{props.x}', '{/* c */}'];
/** Whole spans, so that many pages have strikethrough and emphasis both. */
const SPANS = [' ~~s~~ ', ' ~t~ ', '~~s t~~', ' **b** ', ' _i_ ', '*e*', '__u__'];
const URLS = [' https://example.com ', ' https://example.com/a', 'https://x.com/a~b', ' www.example.com ', 'https://example.com.'];
const prose = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constantFrom(...MARKERS), weight: 4 },
      { arbitrary: fc.constantFrom(...SPANS), weight: 4 },
      { arbitrary: fc.constantFrom(...WORDS), weight: 8 },
      { arbitrary: fc.constantFrom(...URLS), weight: 1 },
    ),
    { minLength: 1, maxLength: 16 },
  )
  .map((xs) => xs.join(''));
const page = fc.tuple(prose, fc.constantFrom('p', 'p', 'p', 'li', 'quote', 'h2', 'table')).map(([text, where]) => {
  const line = text.replace(/\n/g, ' ');
  if (where === 'li') return `- ${text}\n`;
  if (where === 'quote') return `> ${text.replace(/\n/g, '\n> ')}\n`;
  if (where === 'h2') return `## ${line}\n`;
  if (where === 'table') return `| a | b |\n|---|---|\n| ${line} | c |\n`;
  return `${text}\n`;
});
/** Hand-picked pages: the theme preview's line, and crossings the gate must refuse. */
const SAMPLES = [
  'Plain text with **bold**, _italic_, ~~strikethrough~~, `inline code`, a [link](/x),\nan autolink https://github.com/stacklok/toolhive and a footnote.\n',
  '*a ~~b* c~~\n',
  '~~x~~ *a ~~b* c~~\n',
  '~~a *b~~ c*\n',
  '**a ~~b~~ c**\n',
  '~~a *b* c~~ https://example.com.\n',
  '_a_ ~b~ _c_ and https://example.com, ~~d~~\n',
];

describe('strikethrough beside emphasis and URLs on the fast paths', () => {
  it('takes prose whose strikethrough cannot cross its emphasis, refuses crossings', () => {
    expect(fastPathRefusal(SAMPLES[0])).toBeUndefined();
    expect(fastPathRefusal(SAMPLES[4])).toBeUndefined();
    for (const crossing of SAMPLES.slice(1, 4)) expect(fastPathRefusal(crossing)).toBe('tildes');
  });

  for (const format of ['md', 'mdx'] as const) {
    it(`prints as the full pipeline prints it (${format})`, async () => {
      const ctx = await context();
      for (const body of SAMPLES) {
        const both = await bothWays(ctx, body, format);
        expect(both, body).toBeDefined();
        expect(comparable(both!.auto), body).toEqual(comparable(both!.full));
      }
      let mixed = 0;
      // Runs of three or more `*` or `_` are left out here: emphasis-lists.property.test.ts
      // generates those (emphasis-pairs.ts).
      const { runs } = await sameBothWays(
        ctx,
        page.filter((body) => !/[*_]{3}/.test(body)),
        format,
        { numRuns: 700, seed: format === 'md' ? 20261201 : 20261202 },
        (auto) => {
          const out = html(auto);
          if (
            auto.markdownPath !== 'remark' &&
            auto.markdownPath !== 'mdx' &&
            out.includes('<del>') &&
            /<em>|<strong>|<a href="http/.test(out)
          )
            mixed++;
        },
      );
      // The property means something only when many pages mix the two and take a fast path.
      expect(mixed, `${mixed} of ${runs} with strikethrough beside emphasis or a URL on the fast path`).toBeGreaterThan(runs / 15);
    });
  }
});
