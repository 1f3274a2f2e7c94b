import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { plainMarkdownHtml } from '../../generator/markdown/reference/plain-markdown.js';
import { createMarkdownProcessor } from '../../generator/markdown/reference/render-helpers.js';
import { repo } from '../helpers.js';

const processor = await createMarkdownProcessor();
const full = (text: string) => String(processor.processSync(text));

// Every string of the ToolHive CLI data and API description: the texts the shortcut is for.
function dataStrings(): string[] {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  const cli = join(repo, 'content/data/cli');
  for (const f of readdirSync(cli)) walk(parse(readFileSync(join(cli, f), 'utf8')));
  walk(parse(readFileSync(join(repo, 'openapi/toolhive-api.yaml'), 'utf8')));
  return [...out];
}

const tricky = [
  'Plain sentence.',
  'Plain sentence.\n',
  'Two\nlines',
  'Para one.\n\nPara two.\n',
  'Three\n\n\n\nbreaks',
  'Use `thv run` here',
  '`code` first',
  'Odd `tick',
  'Double ``tick`` here',
  'Spaced ` code ` span',
  'Code `a<b` and `a&b`',
  'Text with "quotes" and \'apostrophes\'',
  'Trailing spaces  \nnext',
  'Tab\there',
  'NBSP\u00a0here',
  'CR\r\nline',
  'See www.example.com',
  'Mail me@example.com',
  'Go to https://x.y',
  'Use `https://x.y` literally',
  '1. not plain',
  '- list',
  '# heading',
  '> quote',
  '    indented',
  ' leading',
  'Setext\n===',
  'Setext\n---',
  'a | b',
  '*emph*',
  '_emph_',
  '~~gone~~',
  '[link](x)',
  '<b>html</b>',
  'A &amp; B',
  'Back\\slash',
  'Hash # mid',
  'Colon: value; (paren) {brace} 50% $5 ^up',
  'Ünïcödé words — dashes … “curly”',
  '',
  '\n',
  'x\n \ny',
  'Line\n1. item',
  'Line\n- item',
  'Line\n# h',
  'A:B',
  'Ends with `code`',
  '`a` `b`',
  // Lists: tight `-` lists of plain items are answered; loose, nested, lazy, other markers are not.
  'Intro:\n\n- a `x<y`;\n- b and c\n\nAfter.',
  '- one\n- two',
  '- one\n\n- two',
  '- one\n\n\n- two',
  '- one\ncontinued',
  '- one\n  - nested',
  '- one\n\nText\n\n- two',
  '-  two spaces',
  '- one\n-\n- three',
  'Text\n\n- one\n- two\n',
  '* star\n* list',
  '+ plus',
  '- [ ] task',
  '- [x] done',
  '- `code` first\n- then text',
  '- 1. nested ordered',
  '- # heading item',
  '- > quote item',
  '-\tTab',
  '- one\n\n  indented para',
  '- a\n\n---',
  'Code `a<b` and `a&b` and `<x>`',
  'Code `&amp;` stays',
  '- a\n- b\n\n- c',
  '**Outgoing:** log in',
  'a **b c** d',
  '**x**y',
  'a **b**, c',
  '**a** **b**',
  'a**b** c',
  '`x`**b** c',
  '**a:**b',
  '- **Item:** text',
  '**a *b* c**',
  '***x***',
  '** x**',
  '**x **',
  '**x**_y_',
  'A **https://x.y** link',
];

describe('plain Markdown shortcut', () => {
  it('renders exactly like the full pipeline wherever it answers', () => {
    let answered = 0;
    for (const text of [...tricky, ...dataStrings()]) {
      const fast = plainMarkdownHtml(text);
      if (fast === undefined) continue;
      answered++;
      expect(fast, JSON.stringify(text)).toBe(full(text));
    }
    expect(answered).toBeGreaterThan(100);
  });

  it('answers tight lists and code spans with < and & as the full pipeline renders them', () => {
    for (const text of ['- one\n- two', 'Intro:\n\n- a `x<y`;\n- b and c\n\nAfter.', 'Code `a<b` and `a&b`']) {
      expect(plainMarkdownHtml(text), text).toBe(full(text));
    }
  });

  it('renders random mixes of paragraphs, lists and code spans like the full pipeline (property)', () => {
    const word = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(
          'run',
          'The',
          'flag',
          '`thv run`',
          '`a<b`',
          '`x&y`',
          'ok.',
          'a,',
          'see:',
          '`--all`',
          '(this)',
          '100%',
          'é',
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '**Note:**',
          '**bold**',
          '**two words**',
          '**bold**,',
          'x**y**',
          '**a**b',
          '**',
          '**end.**',
          '**c**)',
          '**`code`**',
          '**a:**b',
        ),
      },
    );
    const line = fc.array(word, { minLength: 1, maxLength: 5 }).map((ws) => ws.join(' '));
    const block = fc.oneof(
      fc.array(line, { minLength: 1, maxLength: 3 }).map((ls) => ls.join('\n')),
      fc.array(line, { minLength: 1, maxLength: 3 }).map((ls) => ls.map((l) => `- ${l}`).join('\n')),
    );
    const text = fc
      .tuple(fc.array(block, { minLength: 1, maxLength: 4 }), fc.constantFrom('\n\n', '\n\n\n'), fc.constantFrom('', '\n'))
      .map(([bs, sep, end]) => bs.join(sep) + end);
    let answered = 0;
    let strong = 0;
    let lists = 0;
    fc.assert(
      fc.property(text, (t) => {
        const fast = plainMarkdownHtml(t);
        if (fast !== undefined) {
          answered++;
          if (fast.includes('<strong>')) strong++;
          if (fast.includes('<ul>')) lists++;
          expect(fast, JSON.stringify(t)).toBe(full(t));
        }
      }),
      { numRuns: 1500 },
    );
    // Enough answered texts of each kind for the comparison to mean something.
    expect(answered).toBeGreaterThan(150);
    expect(strong).toBeGreaterThan(20);
    expect(lists).toBeGreaterThan(50);
  });

  it('leaves Markdown syntax to the full pipeline', () => {
    for (const text of [
      '*emph*',
      '[link](x)',
      '- [ ] task',
      '- one\n\n- two',
      '- one\ncontinued',
      '* star',
      '1. not plain',
      'See www.example.com',
      'Trailing spaces  \nnext',
      'Odd `tick',
      'Setext\n---',
      'Tab\there',
    ]) {
      expect(plainMarkdownHtml(text), text).toBeUndefined();
    }
  });
});
