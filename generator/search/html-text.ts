// A small tokenizer for the HTML our own renderer writes (React's renderToString: well-formed,
// quoted attributes, no implicit end tags except void elements). Enough to walk a page's article
// and collect its text block by block; not a general HTML parser.

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

export function* tokenize(html: string): Generator<HtmlToken> {
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
        yield { kind: 'pre', attrs: m[3], lines: inner.split(LINE_START).map((part) => part.replace(TAG, '')) };
        re.lastIndex = end + '</pre>'.length;
      } else yield { kind: 'open', tag, attrs: m[3], selfClosing: VOID.has(tag) || /\/\s*$/.test(m[3]) };
    } else if (m[0] === '<') yield { kind: 'text', text: '<' };
  }
}

// One compiled pattern per attribute name: the search index reads a few attributes of every tag
// of every page, and compiling a RegExp each time was most of its cost.
const ATTR_RE = new Map<string, RegExp>();

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

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', hellip: '…', rarr: '→', larr: '←', middot: '·', copy: '©' };

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
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'img',
]);
