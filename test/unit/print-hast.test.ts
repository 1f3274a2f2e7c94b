import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { printHast, printHastFast } from '../../generator/markdown/markup/print-hast.js';

// The fast path's printer must print what hast-util-to-html prints. fast-markdown.test.ts compares
// whole pages of the corpora with the remark pipeline (which prints with hast-util-to-html); this
// compares the two printers on generated trees, the awkward cases included.
const general = (tree: Root) => toHtml(tree, { allowDangerousHtml: true });

const TAGS = [
  'p',
  'a',
  'code',
  'pre',
  'div',
  'span',
  'h2',
  'li',
  'ul',
  'ol',
  'table',
  'td',
  'th',
  'img',
  'br',
  'hr',
  'input',
  'details',
  'summary',
  'sup',
  'IMG',
  'custom-el',
];
const KEYS = [
  'className',
  'id',
  'href',
  'title',
  'alt',
  'src',
  'checked',
  'disabled',
  'download',
  'hidden',
  'start',
  'type',
  'dataFoo',
  'ariaLabel',
  'ariaHidden',
  'tabIndex',
  'style',
  'accept',
  'rel',
  'htmlFor',
  'colSpan',
  'open',
  'lang',
];
const TEXT = fc.string({ unit: fc.constantFrom('a', ' ', '<', '>', '&', '"', "'", '`', '\0', '=', '/', 'é', '😀', '\n', '&amp;', ';') });
const VALUE = fc.oneof(
  TEXT,
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(true, false, null, undefined, Number.NaN, '', 'checked', 'download'),
  fc.array(fc.oneof(TEXT, fc.integer()), { maxLength: 3 }),
);

const tree = fc.letrec<{ node: ElementContent; element: Element }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.record({ type: fc.constant('text' as const), value: TEXT }),
    fc.record({ type: fc.constant('raw' as const), value: TEXT }) as unknown as fc.Arbitrary<ElementContent>,
    tie('element') as fc.Arbitrary<ElementContent>,
  ),
  element: fc.record({
    type: fc.constant('element' as const),
    tagName: fc.constantFrom(...TAGS),
    properties: fc.dictionary(fc.constantFrom(...KEYS), VALUE, { maxKeys: 4 }) as fc.Arbitrary<Element['properties']>,
    children: fc.array(tie('node') as fc.Arbitrary<ElementContent>, { maxLength: 4 }),
  }),
}));
const roots = fc.array(tree.node, { maxLength: 5 }).map((children): Root => ({ type: 'root', children }));

describe('printHast', () => {
  it('prints what hast-util-to-html prints, on generated trees', () => {
    fc.assert(
      fc.property(roots, (root) => {
        expect(printHast(root)).toBe(general(root));
      }),
      { numRuns: 3000 },
    );
  });

  it('prints such trees itself (no fallback for elements, texts and raw HTML)', () => {
    fc.assert(
      fc.property(roots, (root) => {
        expect(printHastFast(root)).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });

  it('leaves what it does not know to hast-util-to-html, with the same result', () => {
    const samples: Root[] = [
      { type: 'root', children: [{ type: 'comment', value: ' c ' }] },
      {
        type: 'root',
        children: [
          {
            type: 'element',
            tagName: 'svg',
            properties: { viewBox: '0 0 1 1' },
            children: [{ type: 'element', tagName: 'path', properties: { strokeWidth: '2' }, children: [] }],
          },
        ],
      },
      {
        type: 'root',
        children: [{ type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: 'a < b && c' }] }],
      },
      { type: 'root', children: [{ type: 'element', tagName: 'p', properties: { 'a b': 'x' }, children: [] }] },
      { type: 'root', children: [{ type: 'element', tagName: 'p', properties: { dataX: [{}] as unknown as string[] }, children: [] }] },
    ];
    for (const s of samples) {
      expect(printHastFast(s)).toBeUndefined();
      expect(printHast(s)).toBe(general(s));
    }
  });

  it('closes a void element that has content, as hast-util-to-html does', () => {
    const root: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'br', properties: {}, children: [{ type: 'text', value: 'x' }] }],
    };
    expect(printHast(root)).toBe('<br>x</br>');
    expect(printHast(root)).toBe(general(root));
  });
});
