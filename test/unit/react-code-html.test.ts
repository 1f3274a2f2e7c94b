import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';
import type { Element } from 'hast';
import {
  COMMON_LANGUAGES,
  getHighlighter,
  highlightToHast,
  highlightToReactPre,
  loadFenceLanguages,
} from '../../generator/markdown/highlight/highlight.js';
import { reactSpanOpen } from '../../generator/markdown/highlight/tokens-to-html.js';
import { reactTree, renderTree } from '../../generator/markdown/mdx-fast/react-tree.js';
import { SAMPLES } from './highlight-samples.js';

// The MDX fast path prints a highlighted <code> as React prints it, straight from each line's
// spans, instead of building a tree of span elements: the page must not change.
const page = (pre: Element) => renderToStaticMarkup(createElement(Fragment, null, ...renderTree(reactTree([pre]), {}, {})));

describe('code blocks of MDX fast-path pages', () => {
  it('print as React printed the tree of spans, for every grammar, sample and marked lines', async () => {
    const hl = await getHighlighter();
    await loadFenceLanguages(hl, COMMON_LANGUAGES);
    let compared = 0;
    for (const lang of hl.getLoadedLanguages()) {
      for (const code of [...SAMPLES, 'a < b && c > "d" \'e\'\n\n  \t x', '']) {
        for (const marked of [[], [1, 3]]) {
          const req = { code, lang, highlightLines: new Set(marked) };
          const direct = highlightToReactPre(hl, req);
          if (!direct) continue;
          expect(page(direct), `${lang} {${marked}}: ${code.slice(0, 30)}`).toBe(page(highlightToHast(hl, req)));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('leaves to the tree the styles React would print otherwise', () => {
    expect(reactSpanOpen('--shiki-light:#24292F;--shiki-dark:#E6EDF3')).toBe('<span style="--shiki-light:#24292F;--shiki-dark:#E6EDF3">');
    expect(reactSpanOpen('')).toBe('<span>');
    expect(reactSpanOpen('color:red')).toBeUndefined();
    expect(reactSpanOpen('--a:url(x)')).toBeUndefined();
    expect(reactSpanOpen('--a:1;--a:2')).toBeUndefined();
  });
});
