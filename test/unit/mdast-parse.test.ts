import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { filesUnder } from '../fixtures/files-under.js';
import type { Node } from 'unist';
import { parseFast } from '../../generator/markdown/parse/markdown-it-mdast.js';
import { parseWithRemark } from '../fixtures/remark-parse-tree.js';
import { fastPathRefusal } from '../../generator/markdown/fast/fast-path-gate.js';
import { FastPathUnsupported } from '../../generator/markdown/fast/fast-path-unsupported.js';
import { preprocess } from '../../generator/markdown/syntax/preprocess.js';
import { splitFrontmatter } from '../../generator/content/frontmatter.js';
import { makeCorpus } from '../fixtures/make-corpus.js';
import { makeMdxCorpus } from '../fixtures/make-mdx-corpus.js';
import { SAME_AS_REMARK } from './fast-markdown.samples.js';
import { GATED, GIVEN_UP, SAME_TREE } from './mdast-parse.samples.js';

// markdown-it's tokens must become exactly the mdast remark parses (parse/markdown-it-mdast.ts):
// every field of every node and every position (line, column, offset of start and end) is
// compared, with toStrictEqual, on every page the fast-path gate lets through.

interface Page {
  file: string;
  body: string;
}

function toolhivePages(): Page[] {
  return filesUnder(join(import.meta.dirname, '../../content'), '.md').map((file) => {
    const split = splitFrontmatter(file, readFileSync(file, 'utf8'));
    if (!('body' in split)) throw new Error(`${file}: frontmatter`);
    return { file, body: split.body };
  });
}

/** Compares both parsers on every page the gate takes; how many it took and how many parseFast
 *  made (the rest it gave up, which the caller would parse with remark). */
function compare(pages: Page[]): { gated: number; fast: number } {
  let gated = 0;
  let fast = 0;
  for (const { file, body } of pages) {
    const text = preprocess(file, body, 'md');
    if (fastPathRefusal(text) !== undefined) continue;
    gated++;
    let tree;
    try {
      tree = parseFast(text);
    } catch (e) {
      if (e instanceof FastPathUnsupported) continue;
      throw e;
    }
    fast++;
    expect(tree, file).toStrictEqual(parseWithRemark(text));
  }
  return { gated, fast };
}

function types(node: Node, out = new Set<string>()): Set<string> {
  out.add(node.type);
  for (const child of (node as { children?: Node[] }).children ?? []) types(child, out);
  return out;
}

describe('markdown-it tokens to mdast', () => {
  // The counts make a change of the gate or of what parseFast gives up visible.
  it('parses the ToolHive pages as remark does', () => {
    const pages = toolhivePages();
    expect(pages.length).toBe(27);
    expect(compare(pages)).toEqual({ gated: 27, fast: 27 });
  });

  it('parses the 600 generated pages as remark does', () => {
    expect(compare(makeCorpus(600))).toEqual({ gated: 600, fast: 600 });
  });

  it('parses the Markdown pages of the MDX corpus as remark does', () => {
    const pages = makeMdxCorpus(150, 0.6).filter((p) => p.file.endsWith('.md'));
    expect(compare(pages)).toEqual({ gated: 62, fast: 62 });
  });

  for (const [name, { page, holds }] of Object.entries(SAME_TREE)) {
    it(`parses ${name} as remark does`, () => {
      const text = preprocess('docs/page.md', page, 'md');
      expect(fastPathRefusal(text)).toBeUndefined();
      const tree = parseFast(text);
      expect(tree).toStrictEqual(parseWithRemark(text));
      expect([...types(tree)]).toContain(holds);
    });
  }

  it("parses the fast path's own samples as remark does", () => {
    const gated = Object.values(SAME_AS_REMARK).map((body) => ({ file: 'docs/page.md', body }));
    expect(compare(gated)).toEqual({ gated: gated.length, fast: gated.length });
  });

  for (const [name, [reason, page]] of Object.entries(GATED)) {
    it(`leaves ${name} to remark`, () => {
      expect(fastPathRefusal(preprocess('docs/page.md', page, 'md'))).toBe(reason);
    });
  }

  for (const [name, page] of Object.entries(GIVEN_UP)) {
    it(`gives up ${name}`, () => {
      const text = preprocess('docs/page.md', page, 'md');
      expect(fastPathRefusal(text)).toBeUndefined();
      expect(() => parseFast(text)).toThrow(FastPathUnsupported);
    });
  }

  it('parses random prose, lists, quotes and tables as remark does', () => {
    const PIECES = [
      'https://',
      'example',
      '.com',
      ':',
      '8080',
      '/a',
      '-',
      '_',
      ' ',
      ' ',
      '`',
      '``',
      '\\',
      '*',
      '**',
      '(',
      ')',
      '[l](./o.md)',
      '[',
      ']',
      '~',
      '~~',
      '|',
      '#',
      '<b>',
      '</b>',
      'é',
      '&amp;',
      '&#58;',
      '  \n',
      '![i](a.png "t")',
      ':x',
      '\n',
      '\n\n',
      '- ',
      '1. ',
      '> ',
      '[ ] ',
      '\n---\n',
      '\n```js\ncode\n```\n',
      '\n| a | b |\n|--|:-:|\n',
      'Text',
    ];
    const prose = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 30 }).map((xs) => xs.join(''));
    const page = fc.tuple(prose, fc.constantFrom('p', 'li', 'quote', 'table')).map(([text, where]) => {
      if (where === 'li') return `- ${text}\n`;
      if (where === 'quote') return `> ${text.replace(/\n/g, '\n> ')}\n`;
      if (where === 'table') return `| a | b |\n|---|---|\n| ${text.replace(/\n/g, ' ')} | c |\n`;
      return `${text}\n`;
    });
    const pages = fc.sample(page, { numRuns: 600, seed: 20261128 }).map((body) => ({ file: 'docs/page.md', body }));
    const { gated, fast } = compare(pages);
    expect(fast).toBeGreaterThan(gated * 0.9);
    expect(gated).toBeGreaterThan(200);
  });
});
