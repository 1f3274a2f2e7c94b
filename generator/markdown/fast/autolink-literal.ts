// GFM autolink literals (`see https://example.com/docs, then`), which remark-gfm makes links of, in
// their plain forms only: `http://` or `https://` after the start of the text or a space, a host of
// letters, digits and inner hyphens, an optional port, a path of letters, digits, `-`, `.` and `/`,
// and then nothing but a space, the end of the text, or one `.` or `,` (which remark-gfm leaves
// outside the link). Within those forms remark-gfm's tokenizer and its text transform agree on where
// the link ends, and no other Markdown can start inside one. A host without a dot
// (`http://localhost`) only the tokenizer links, and not after a `[` that might open a link: such a
// URL is taken only with no `[` before it in its paragraph and no table around it. Every other shape
// (`www.`, e-mail addresses, query strings, underscores, brackets, quotes or tags next to the URL) is
// left to remark and the MDX compiler by the gates.
import type { StateInline } from 'markdown-it';
import { FastPathUnsupported } from './fast-path-unsupported.js';

const SEGMENT = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const URL = new RegExp(`^https?://${SEGMENT}(?:\\.${SEGMENT})*(?::\\d{1,5})?(?:/(?:[A-Za-z0-9./-]*[A-Za-z0-9/-])?)?`);

/** The autolink literal that starts at `at` in `text`, when it is of the plain form the fast path
 *  links exactly as remark-gfm does; undefined otherwise. */
export function autolinkAt(text: string, at: number): string | undefined {
  if (at > 0 && text[at - 1] !== ' ' && text[at - 1] !== '\n') return undefined;
  const run = /^[^ \n]*/.exec(text.slice(at))![0];
  const url = URL.exec(run)?.[0];
  if (url === undefined) return undefined;
  const rest = run.slice(url.length);
  return rest === '' || rest === '.' || rest === ',' ? url : undefined;
}

const dotless = (url: string): boolean => !/^https?:\/\/[^/:]*\./.test(url);

/** `prose` with its autolink literals replaced by `url`, or undefined when one is not of the plain
 *  form (or a `www.` or e-mail literal may be there): the page is then remark's. `bracket`: a `[`
 *  came earlier in the paragraph. */
export function withoutAutolinks(prose: string, bracket = false): string | undefined {
  if (!prose.includes('//')) return prose; // no scheme: most lines
  let out = '';
  let last = 0;
  for (const m of prose.matchAll(/https?:\/\//gi)) {
    if (m.index < last) return undefined;
    const url = autolinkAt(prose, m.index);
    if (url === undefined) return undefined;
    if (dotless(url) && (bracket || prose.slice(0, m.index).includes('[') || prose.includes('|'))) return undefined;
    out += `${prose.slice(last, m.index)}url`;
    last = m.index + url.length;
  }
  return out + prose.slice(last);
}

/** markdown-it's rule for them, at the `:` after the scheme (the text rule stops there, as its own
 *  linkify rule does): a link token pair whose start is recorded like other links'. A scheme in text
 *  that starts no plain literal (`(https://x)`, `HTTP://x`, `xhttps://`) may still be one to
 *  remark-gfm, and inside a link's text remark-gfm links nothing while markdown-it cannot tell a
 *  Markdown link from an HTML `<a>` there (both raise linkLevel): such pages go back to remark. */
export function autolinkLiteralRule(state: StateInline, silent: boolean): boolean {
  const pos = state.pos;
  if (silent || state.src.charCodeAt(pos) !== 0x3a || !state.src.startsWith('//', pos + 1)) return false;
  const before = state.src.slice(Math.max(0, pos - 5), pos).toLowerCase();
  const scheme = before.endsWith('https') ? 5 : before.endsWith('http') ? 4 : 0;
  const start = pos - scheme;
  if (scheme === 0 || !state.pending.endsWith(state.src.slice(start, pos))) return false;
  const url = autolinkAt(state.src, start);
  if (url === undefined || !url.startsWith('http')) throw new FastPathUnsupported('autolink literal form');
  if (state.linkLevel > 0) throw new FastPathUnsupported('autolink literal inside a link');
  if (dotless(url) && state.src.slice(0, start).includes('[')) throw new FastPathUnsupported('autolink literal after a bracket');
  state.pending = state.pending.slice(0, -scheme);
  const open = state.push('link_open', 'a', 1);
  open.attrs = [['href', url]];
  open.meta = { pos: start };
  // As markdown-it's own linkify marks its links: parse/inline-mdast.ts finds no directives in them.
  open.markup = 'linkify';
  state.push('text', '', 0).content = url;
  state.push('link_close', 'a', -1);
  state.pos = start + url.length;
  return true;
}
