import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseFastMdx } from '../../generator/markdown/parse/mdx-split-mdast.js';
import { parseMdxWithRemark } from '../fixtures/remark-parse-tree.js';
import { FastPathUnsupported } from '../../generator/markdown/fast/fast-path-unsupported.js';
import { MdxRefusal } from '../../generator/markdown/mdx-fast/mdx-split.js';
import { preprocess } from '../../generator/markdown/syntax/preprocess.js';
import { splitFrontmatter } from '../../generator/content/frontmatter.js';
import { makeMdxCorpus } from '../fixtures/make-mdx-corpus.js';
import { filesUnder } from '../fixtures/files-under.js';
import { jsxListPage } from '../fixtures/jsx-list-pages.js';

// The MDX split must become exactly the mdast remark-mdx parses (parse/mdx-split-mdast.ts): every
// field and position of every node is compared, the estrees on ESM and expression nodes included
// (their places are the page's, as micromark's: errors at an import name its line).

interface Page {
  file: string;
  body: string;
}

/** A plain copy (acorn's nodes are class instances). */
function plainCopy(x: unknown): unknown {
  if (Array.isArray(x)) return x.map((y) => plainCopy(y));
  if (x === null || typeof x !== 'object') return x;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) out[k] = plainCopy(v);
  return out;
}

/** Compares both parsers on every page; how many the split took and how many parseFastMdx made. */
function compare(pages: Page[]): { split: number; fast: number } {
  let split = 0;
  let fast = 0;
  for (const { file, body } of pages) {
    const text = preprocess(file, body, 'mdx');
    let tree;
    try {
      tree = parseFastMdx(text);
    } catch (e) {
      if (e instanceof MdxRefusal) continue;
      split++;
      if (e instanceof FastPathUnsupported) continue;
      throw e;
    }
    split++;
    fast++;
    expect(plainCopy(tree), file).toStrictEqual(plainCopy(parseMdxWithRemark(text)));
  }
  return { split, fast };
}

describe('the MDX split to mdast', () => {
  it('parses the ToolHive .mdx pages as remark-mdx does', () => {
    const pages = filesUnder(join(import.meta.dirname, '../../content'), '.mdx').map((file) => {
      const split = splitFrontmatter(file, readFileSync(file, 'utf8'));
      if (!('body' in split)) throw new Error(`${file}: frontmatter`);
      return { file, body: split.body };
    });
    expect(pages.length).toBe(26);
    // Three pages print a value of content/data/product.yaml inside a sentence
    // (<Product fact="version" />); the split refuses inline JSX by design, so they, and only
    // they, go to remark-mdx.
    const inline = ['guides-cli/install.mdx', 'reference/crd-spec.mdx', 'tutorials/quickstart-cli.mdx'];
    const refused = pages.filter((p) => {
      try {
        parseFastMdx(preprocess(p.file, p.body, 'mdx'));
        return false;
      } catch (e) {
        if (e instanceof MdxRefusal) {
          expect(e.message, p.file).toBe('inline JSX or HTML');
          return true;
        }
        return false;
      }
    });
    expect(refused.map((p) => p.file.replace(/^.*\/content\/toolhive\//, '')).sort()).toEqual(inline);
    expect(compare(pages)).toEqual({ split: 23, fast: 23 });
  });

  it('parses the .mdx pages of the MDX corpus as remark-mdx does', () => {
    expect(compare(makeMdxCorpus(150, 0.6).filter((p) => p.file.endsWith('.mdx')))).toEqual({ split: 88, fast: 88 });
  });

  it('nests the blocks of list items in their JSX elements as remark-mdx does', () => {
    const listPage = jsxListPage;
    const pages = fc.sample(listPage, { numRuns: 400, seed: 20261128 }).map((body) => ({ file: 'docs/page.mdx', body }));
    const { split, fast } = compare(pages);
    expect(fast).toBe(split);
    expect(split).toBeGreaterThan(50);
  });

  it('parses pages made of MDX and Markdown blocks as remark-mdx does', () => {
    const PARTS = [
      "import A from './a';",
      "import { B, C as D } from '@x/y';",
      '## Head {#custom-id}',
      'Text with **b** and `c` and [l](./x.mdx).',
      '- a\n- b\n  - c',
      '> quote\n> more',
      '| a | b |\n|---|:-:|\n| 1 | 2 |',
      ':::tip[T *x*]\ninside\n:::',
      '```js title="t"\ncode\n```',
      '---',
      '<Intro />',
      '<Tabs groupId="g">\n<TabItem value="a" label="A" default>\n\nIn tab.\n\n</TabItem>\n</Tabs>',
      '<img src="https://x.io/a.png" alt="x" />',
      '<details>\n<summary>S *e*</summary>\n\nBody[^f].\n\n</details>',
      '[^f]: Foot note.',
      '{/* comment */}',
      'A <kbd>Ctrl</kbd> + <kbd>C</kbd> {props.x} here.',
      '<iframe\n  title="v"\n  src="https://x.io/v"\n></iframe>',
      '<Columns values={[1, "a", {k: true}]} n={3} flag>\n\nText.\n\n</Columns>',
    ];
    const page = fc.array(fc.constantFrom(...PARTS), { minLength: 1, maxLength: 8 }).map((xs) => `${xs.join('\n\n')}\n`);
    const pages = fc.sample(page, { numRuns: 300, seed: 20261129 }).map((body) => ({ file: 'docs/page.mdx', body }));
    const { split, fast } = compare(pages);
    // The rest import a name twice, which the MDX compiler rejects.
    expect(fast).toBeGreaterThan(split * 0.9);
    expect(split).toBeGreaterThan(150);
  });

  for (const [name, page] of Object.entries({
    'a name imported twice': "import A from './a';\n\nText.\n\nimport A from './a';\n",
    'a backslash before a closing tag': '<details>\n<summary>x\\</summary>\n\nText.\n\n</details>\n',
  })) {
    it(`gives up ${name}, which the MDX compiler rejects`, () => {
      const text = preprocess('docs/page.mdx', page, 'mdx');
      expect(() => parseMdxWithRemark(text)).toThrow();
      expect(() => parseFastMdx(text)).toThrow(FastPathUnsupported);
    });
  }

  it('parses imports, elements, attributes, expressions and inline JSX as remark-mdx does', () => {
    const page = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '## Overview',
      '',
      'Text with **bold**, <sup>x</sup>, <br /> and {props.x} here.',
      '',
      '<Tabs groupId="os" values={[{label: \'A\', value: "a"}]} lazy>',
      '  <TabItem value="linux" label=\'Linux\' default>',
      '',
      '```bash',
      'thv run',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '{/* a note */}',
      '',
      '<details>',
      '<summary>Why does *step* fail on `Linux`?</summary>',
      '',
      'Restart.[^a]',
      '',
      '- first',
      '- second',
      '',
      '</details>',
      '',
      '[^a]: Step is ~~optional~~.',
      '',
      '<Intro />',
      '',
    ].join('\n');
    const text = preprocess('docs/page.mdx', page, 'mdx');
    const tree = parseFastMdx(text);
    expect(plainCopy(tree)).toStrictEqual(plainCopy(parseMdxWithRemark(text)));
    const types = JSON.stringify(tree).match(/"type":"mdx\w+"/g);
    for (const t of [
      'mdxjsEsm',
      'mdxJsxFlowElement',
      'mdxJsxTextElement',
      'mdxTextExpression',
      'mdxFlowExpression',
      'mdxJsxAttributeValueExpression',
    ])
      expect(types).toContain(`"type":"${t}"`);
  });
});
