// A small tokenizer for the HTML our own renderer writes (React's renderToString: well-formed,
// quoted attributes, no implicit end tags except void elements). Enough to walk a page's article
// and collect its text block by block; not a general HTML parser.
import { processMap } from '../caches.js';

export type HtmlToken =
  | { kind: 'open'; tag: string; attrs: string; selfClosing: boolean }
  | { kind: 'close'; tag: string }
  | { kind: 'text'; text: string }
  /** A whole `<pre>` (without an id) in one token: the text of each of its lines (shiki's
   *  `<span class="line">`), tags removed, entities not yet decoded. Code blocks are most of the
   *  tags of a page; taking them apart tag by tag was most of the cost of its search records. */
  | { kind: 'pre'; attrs: string; lines: string[] };

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const LINE_START = /<span class="line[\s"][^>]*>/;
const TAG = /<[^>]*>/g;

/** The page's tokens in order: what the pattern
 *  `<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)|<` finds, read with
 *  indexOf and a loop over each tag's attributes (test/unit/html-text.test.ts holds them equal):
 *  the pattern tried its alternatives at every character of a tag; this takes a tenth less time. */
export function* tokenize(html: string): Generator<HtmlToken> {
  const n = html.length;
  for (let p = 0; p < n;) {
    if (html.charCodeAt(p) !== LT) {
      const lt = html.indexOf('<', p);
      const end = lt < 0 ? n : lt;
      yield { kind: 'text', text: html.slice(p, end) };
      p = end;
      continue;
    }
    if (html.startsWith('<!--', p)) {
      const close = html.indexOf('-->', p + 4);
      if (close >= 0) {
        p = close + 3;
        continue;
      }
    }
    const closing = html.charCodeAt(p + 1) === SLASH;
    const nameStart = closing ? p + 2 : p + 1;
    const gt = isLetter(html.charCodeAt(nameStart)) ? tagEnd(html, nameStart + 1) : -1;
    if (gt < 0) {
      yield { kind: 'text', text: '<' };
      p++;
      continue;
    }
    let nameEnd = nameStart + 1;
    while (isNameChar(html.charCodeAt(nameEnd))) nameEnd++;
    const tag = html.slice(nameStart, nameEnd).toLowerCase();
    const attrs = html.slice(nameEnd, gt);
    p = gt + 1;
    if (closing) yield { kind: 'close', tag };
    else if (tag === 'pre' && !attrs.includes('id=')) {
      const end = html.indexOf('</pre>', p);
      if (end < 0) {
        yield { kind: 'open', tag, attrs, selfClosing: false };
        continue;
      }
      const inner = html.slice(p, end);
      yield { kind: 'pre', attrs, lines: inner.split(LINE_START).map((part) => part.replace(TAG, '')) };
      p = end + '</pre>'.length;
    } else yield { kind: 'open', tag, attrs, selfClosing: VOID.has(tag) || /\/\s*$/.test(attrs) };
  }
}

const LT = 60;
const SLASH = 47;

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** `[\w:-]` */
function isNameChar(c: number): boolean {
  return isLetter(c) || (c >= 48 && c <= 58) || c === 95 || c === 45;
}

/** Where the tag whose attributes may start at `i` ends (its `>`, outside quoted values), or -1
 *  when nothing closes it (a quote or the tag left open). */
function tagEnd(html: string, i: number): number {
  for (const n = html.length; i < n; i++) {
    const c = html.charCodeAt(i);
    if (c === 62) return i;
    if (c === 34 || c === 39) {
      i = html.indexOf(c === 34 ? '"' : "'", i + 1);
      if (i < 0) return -1;
    }
  }
  return -1;
}

// One compiled pattern per attribute name: the search index reads a few attributes of every tag
// of every page, and compiling a RegExp each time was most of its cost.
const ATTR_RE = processMap<string, RegExp>('attributePatterns');

export function attr(attrs: string, name: string): string | undefined {
  if (!attrs.includes(name)) return undefined;
  let re = ATTR_RE.get(name);
  if (!re) ATTR_RE.set(name, (re = new RegExp(`(?:^|\\s)${name}="([^"]*)"`)));
  const m = re.exec(attrs);
  return m ? (m[1].includes('&') ? decodeEntities(m[1]) : m[1]) : undefined;
}

export function classesOf(attrs: string): string[] {
  const c = attr(attrs, 'class');
  return c ? c.split(/\s+/) : [];
}

export function hasClass(attrs: string, cls: string): boolean {
  return classesOf(attrs).includes(cls);
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rarr: '→',
  larr: '←',
  middot: '·',
  copy: '©',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : all;
    }
    return NAMED[e] ?? all;
  });
}

/** Elements whose boundaries separate words; any other tag (span, code, a, strong…) joins text. */
export const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'img',
]);
