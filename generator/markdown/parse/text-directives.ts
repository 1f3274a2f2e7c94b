// remark-directive's text directives without a label or attributes (`image:latest` holds the
// directive `:latest`), which markdown-it reads as plain text: found again in its raw text tokens
// with micromark-extension-directive's rules. A name starts with a character that is not
// whitespace or punctuation, goes on with such characters, `-` and `_`, does not end with `-` or
// `_`, and is not followed by `:`; the `:` must not follow another `:`. Each check is on one UTF-16
// unit, as micromark's codes are. Directives with a label or attributes never come here
// (fast-path-gate.ts).
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';

const isSpace = (c: string): boolean => /\s/.test(c);
const isPunctuation = (c: string): boolean => /[\p{P}\p{S}]/u.test(c);

/** Where each directive in `content[from, to)` (a raw text token) starts, and its name. */
export function textDirectives(content: string, from: number, to: number): { at: number; name: string }[] {
  const out: { at: number; name: string }[] = [];
  for (let at = content.indexOf(':', from); at >= 0 && at < to; at = content.indexOf(':', at + 1)) {
    // An escaped colon before it does not count (`\::x`).
    if (content[at - 1] === ':' && content[at - 2] !== '\\') continue;
    let end = at + 1;
    // The name may run on past the token (into `_` delimiters markdown-it took apart).
    while (end < content.length && !isSpace(content[end]) && (!isPunctuation(content[end]) || content[end] === '-' || content[end] === '_'))
      end++;
    const name = content.slice(at + 1, end);
    if (name === '' || isPunctuation(name[0]) || name.endsWith('-') || name.endsWith('_')) continue;
    const next = content[end];
    if (next === ':') continue;
    if (next === '[' || next === '{') throw new FastPathUnsupported('text directive with a label or attributes');
    if (end > to) throw new FastPathUnsupported('text directive across tokens');
    out.push({ at, name });
    at = end - 1;
  }
  return out;
}
