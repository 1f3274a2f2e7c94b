import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { plainMarkdownHtml } from '../../generator/data/plain-markdown.js';
import { createMarkdownProcessor } from '../../generator/data/render-helpers.js';
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
  'Plain sentence.', 'Plain sentence.\n', 'Two\nlines', 'Para one.\n\nPara two.\n', 'Three\n\n\n\nbreaks', 'Use `thv run` here', '`code` first',
  'Odd `tick', 'Double ``tick`` here', 'Spaced ` code ` span', 'Code `a<b` and `a&b`', 'Text with "quotes" and \'apostrophes\'',
  'Trailing spaces  \nnext', 'Tab\there', 'NBSP\u00a0here', 'CR\r\nline', 'See www.example.com', 'Mail me@example.com', 'Go to https://x.y',
  'Use `https://x.y` literally', '1. not plain', '- list', '# heading', '> quote', '    indented', ' leading', 'Setext\n===', 'Setext\n---',
  'a | b', '*emph*', '_emph_', '~~gone~~', '[link](x)', '<b>html</b>', 'A &amp; B', 'Back\\slash', 'Hash # mid', 'Colon: value; (paren) {brace} 50% $5 ^up',
  'Ünïcödé words — dashes … “curly”', '', '\n', 'x\n \ny', 'Line\n1. item', 'Line\n- item', 'Line\n# h', 'A:B', 'Ends with `code`', '`a` `b`',
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

  it('leaves Markdown syntax to the full pipeline', () => {
    for (const text of ['*emph*', '[link](x)', '- list', '1. not plain', 'See www.example.com', 'Trailing spaces  \nnext', 'Odd `tick', 'Setext\n---', 'Tab\there']) {
      expect(plainMarkdownHtml(text), text).toBeUndefined();
    }
  });
});
