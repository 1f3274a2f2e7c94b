// The one-line scalars and flow sequences of the frontmatter fast path (frontmatter-fast.ts),
// resolved as the `yaml` package's default YAML 1.2 core schema resolves them. Anything outside
// that narrow subset is `undefined` ("not handled"), never a guess: the `yaml` path then runs.

/** Tabs, control characters, a carriage return not ending a line, BOMs, line and paragraph
 *  separators and lone surrogates: all left to the package. */
export const REFUSED_CHARS = /[^\r\n\x20-\x7E\u00A0-\u2027\u202A-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD\u{10000}-\u{10FFFF}]|\r(?!\n)/u;
/** Printable ASCII and newlines: most texts, and a much cheaper test than the one above. */
export const PLAIN_ASCII = /^[\n\x20-\x7E]*$/;

/** A value and where the text after it starts. */
interface Read {
  value: unknown;
  end: number;
}

/** What may follow a value on its line: nothing, or spaces and a comment. */
const TRAILER = /^(?: +(?:#.*)?)?$/;

/** The core schema's tags in the package's order (first match wins); a plain scalar that matches
 *  none is a string. */
export function resolvePlain(s: string): unknown {
  if (/^(?:~|[Nn]ull|NULL)?$/.test(s)) return null;
  if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(s)) return s[0] === 't' || s[0] === 'T';
  if (/^0o[0-7]+$/.test(s)) return parseInt(s.substring(2), 8);
  if (/^[-+]?[0-9]+$/.test(s)) return parseInt(s, 10);
  if (/^0x[0-9a-fA-F]+$/.test(s)) return parseInt(s.substring(2), 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(s)) {
    return s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(s)) return parseFloat(s);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(s)) return parseFloat(s);
  return s;
}

/** A first character that makes a plain scalar something else (an indicator), or that the fast
 *  path leaves to the package (`?`, `:`, `-` followed by a space or nothing). */
function plainStartOk(s: string): boolean {
  if (s === '' || /^[[\]{},#&*!|>'"%@`?:]/.test(s)) return false;
  return s[0] !== '-' || (s.length > 1 && s[1] !== ' ');
}

/** 'single quoted': a doubled quote is one quote; the closing quote must be on this line. */
function readSingle(s: string, start: number): Read | undefined {
  let out = '';
  let i = start + 1;
  for (;;) {
    const q = s.indexOf("'", i);
    if (q < 0) return undefined;
    out += s.slice(i, q);
    if (s[q + 1] !== "'") return { value: out, end: q + 1 };
    out += "'";
    i = q + 2;
  }
}

const ESCAPES: Record<string, string> = { '\\': '\\', '"': '"', '/': '/', n: '\n', t: '\t' };

/** "double quoted" with the few escapes above; any other escape is left to the package. */
function readDouble(s: string, start: number): Read | undefined {
  let out = '';
  let i = start + 1;
  while (i < s.length) {
    const c = s[i];
    if (c === '"') return { value: out, end: i + 1 };
    if (c === '\\') {
      const e = ESCAPES[s[i + 1] ?? ''];
      if (e === undefined) return undefined;
      out += e;
      i += 2;
      continue;
    }
    out += c;
    i++;
  }
  return undefined;
}

function readQuoted(s: string, start: number): Read | undefined {
  return s[start] === "'" ? readSingle(s, start) : readDouble(s, start);
}

/** A value on one line after `key: ` or `- `: quoted, plain (a ` #` comment ends it), or, where
 *  `flow` allows, a one-line `[a, b]`. */
export function readInlineValue(s: string, flow: boolean): { value: unknown } | undefined {
  if (s[0] === "'" || s[0] === '"') {
    const r = readQuoted(s, 0);
    return r && TRAILER.test(s.slice(r.end)) ? { value: r.value } : undefined;
  }
  if (s[0] === '[') return flow ? readFlowSeq(s) : undefined;
  if (!plainStartOk(s)) return undefined;
  const hash = s.indexOf(' #');
  const plain = (hash < 0 ? s : s.slice(0, hash)).replace(/ +$/, '');
  if (plain.includes(': ') || plain.endsWith(':')) return undefined;
  return { value: resolvePlain(plain) };
}

/** `[a, 'b c', 3]` on one line: no nesting, no empty or trailing entries, no `:` or `#` in plain
 *  entries (their flow-context rules are the package's). */
function readFlowSeq(s: string): { value: unknown } | undefined {
  const items: unknown[] = [];
  let i = 1;
  const skip = () => {
    while (s[i] === ' ') i++;
  };
  skip();
  if (s[i] === ']') return TRAILER.test(s.slice(i + 1)) ? { value: items } : undefined;
  for (;;) {
    skip();
    const item = readFlowItem(s, i);
    if (!item) return undefined;
    items.push(item.value);
    i = item.end;
    skip();
    if (s[i] === ']') return TRAILER.test(s.slice(i + 1)) ? { value: items } : undefined;
    if (s[i] !== ',') return undefined;
    i++;
  }
}

function readFlowItem(s: string, start: number): Read | undefined {
  if (s[start] === "'" || s[start] === '"') return readQuoted(s, start);
  let end = start;
  while (end < s.length && s[end] !== ',' && s[end] !== ']') end++;
  const plain = s.slice(start, end).replace(/ +$/, '');
  if (!plainStartOk(plain) || /[[\]{}#:'"]/.test(plain)) return undefined;
  return { value: resolvePlain(plain), end };
}
