import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { context, sameBothWays } from './fast-path-both-ways.js';

// Emphasis (emphasis-pairs.ts, micromark-flanking.ts): runs of one to four `*` or `_` among
// punctuation, spaces, words, intraword `_`, escapes, emoji and no-break spaces; and list items
// (list-item-gate.ts): empty and nested empty ones, `*` items beside `*` emphasis at a line's
// start, indented from nothing to code. (Run with 20,000 pages of each, locally.)
const EMPHASIS_PIECES = [
  '*',
  '**',
  '***',
  '****',
  '_',
  '__',
  '___',
  '____',
  'a',
  'word',
  'x_y',
  'snake_case',
  ' ',
  ' ',
  ' ',
  '.',
  ',',
  '(',
  ')',
  '"',
  '!',
  '-',
  '`c`',
  '[l](#x)',
  '\\*',
  '\\_',
  '\n',
  'é',
  '🚀',
  '€',
  '<b>',
  '</b>',
  '&amp;',
  '\u00a0',
];
const emphasisProse = fc.array(fc.constantFrom(...EMPHASIS_PIECES), { minLength: 1, maxLength: 16 }).map((xs) => xs.join(''));
const emphasisPage = fc.tuple(emphasisProse, fc.constantFrom('p', 'p', 'li', 'star', 'quote', 'h2', 'table')).map(([text, where]) => {
  const line = text.replace(/\n/g, ' ');
  if (where === 'li') return `- ${text}\n`;
  if (where === 'star') return `* ${text}\n`;
  if (where === 'quote') return `> ${text}\n`;
  if (where === 'h2') return `## ${line}\n`;
  if (where === 'table') return `| a | b |\n|---|---|\n| ${line.replace(/\|/g, '')} | c |\n`;
  return `${text}\n`;
});
const listLine = fc.record({
  indent: fc.constantFrom('', '', '  ', '   ', '    ', ' '),
  marker: fc.constantFrom('- ', '* ', '+ ', '1. ', '-', '*', '- - ', '* * ', '- * ', '1. - ', '-  ', '*  '),
  text: fc.constantFrom('', '', 'a', '*a*', '**b**', '*', '* *', '-', '_x_', 'a *b'),
  gap: fc.constantFrom('\n', '\n', '\n\n'),
});
const itemsPage = fc
  .array(listLine, { minLength: 1, maxLength: 6 })
  .map((xs) => xs.map((l) => l.indent + l.marker + l.text + l.gap).join(''));

describe('emphasis and list items on the fast paths', () => {
  const cases = [
    ['md', emphasisPage, 20261201],
    ['mdx', emphasisPage, 20261202],
    ['md', itemsPage, 20261203],
    ['mdx', itemsPage, 20261204],
  ] as const;
  for (const [format, pages, seed] of cases) {
    it(`print as the full pipeline prints them (${format}, ${pages === emphasisPage ? 'emphasis' : 'list items'})`, async () => {
      const { runs, fast } = await sameBothWays(await context(), pages, format, { numRuns: pages === emphasisPage ? 600 : 400, seed });
      expect(fast, `${fast} of ${runs} on the fast path`).toBeGreaterThan(runs / 3);
    });
  }
});
