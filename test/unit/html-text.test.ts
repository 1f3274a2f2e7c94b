// The search records' HTML tokenizer (generator/search/html-text.ts) reads tags with indexOf and a
// loop; the regex it replaced is the reference: the same tokens on any text, well-formed or not.
// The records squash whitespace without a replace when there is nothing to replace: the same text.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tokenize, type HtmlToken } from '../../generator/search/html-text.js';
import { squash } from '../../generator/search/records.js';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function* byRegex(html: string): Generator<HtmlToken> {
  const re = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)|</g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[4] !== undefined) yield { kind: 'text', text: m[4] };
    else if (m[2] !== undefined) {
      const tag = m[2].toLowerCase();
      if (m[1]) yield { kind: 'close', tag };
      else if (tag === 'pre' && !m[3].includes('id=')) {
        const end = html.indexOf('</pre>', re.lastIndex);
        if (end < 0) {
          yield { kind: 'open', tag, attrs: m[3], selfClosing: false };
          continue;
        }
        const inner = html.slice(re.lastIndex, end);
        yield { kind: 'pre', attrs: m[3], lines: inner.split(/<span class="line[\s"][^>]*>/).map((part) => part.replace(/<[^>]*>/g, '')) };
        re.lastIndex = end + '</pre>'.length;
      } else yield { kind: 'open', tag, attrs: m[3], selfClosing: VOID.has(tag) || /\/\s*$/.test(m[3]) };
    } else if (m[0] === '<') yield { kind: 'text', text: '<' };
  }
}

// Pieces of tags, near-tags, comments, quotes and code blocks, joined at random.
const piece = fc.constantFrom(
  '<',
  '>',
  '/',
  '</',
  '<p',
  '<P',
  '<br',
  '<br/>',
  '<img src="a>b"/>',
  '<h2 id="x">',
  '</h2>',
  '<div class="markdown">',
  '</div>',
  '<pre class="shiki">',
  '<pre id="p">',
  '</pre>',
  '<span class="line">',
  '</span>',
  '<code>',
  '<!--',
  '-->',
  '<!-- c -->',
  '<!-->',
  '"',
  "'",
  '=',
  ' ',
  '\n',
  'a',
  'x:y',
  '-',
  '_',
  '1',
  '&amp;',
  'é',
  '😀',
  "<a href='q\"'>",
  '<x-y:z data-a="1">',
  '< p>',
  '<1>',
);

describe('tokenize', () => {
  it('reads a page as the regex did', () => {
    const html =
      '<div class="markdown"><h2 id="a">A &amp; B</h2><p>x<br/>y</p><!-- note --><pre class="shiki"><code><span class="line">a</span>\n<span class="line">b &lt; c</span></code></pre>< 3</div>';
    expect([...tokenize(html)]).toEqual([...byRegex(html)]);
  });

  it('equals the regex on any text', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 50 }), (parts) => {
        const html = parts.join('');
        expect([...tokenize(html)]).toEqual([...byRegex(html)]);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('squash', () => {
  it('equals collapsing whitespace runs to a space and trimming, on any text', () => {
    const unit = fc.constantFrom(
      ' ',
      '  ',
      '\n',
      '\t',
      '\r',
      '\v',
      '\f',
      '\u00a0',
      '\u1680',
      '\u2003',
      '\u2028',
      '\u2029',
      '\u202f',
      '\u205f',
      '\u3000',
      '\ufeff',
      '\u200b',
      'a',
      'é',
      '😀',
      '-',
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 30 }), (parts) => {
        const s = parts.join('');
        expect(squash(s)).toBe(s.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 5000 },
    );
  });
});
