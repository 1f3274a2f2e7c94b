// GFM autolink literals (`see https://example.com/docs, then`), which remark-gfm makes links of, in
// their plain forms only: `http://` or `https://` after the start of the text or a space, a host of
// letters, digits and inner hyphens (dotted or not: `http://localhost` is linked too), an optional
// port, a path of letters, digits, `-`, `.` and `/`, and then nothing but a space, the end of the
// text, or one `.` or `,` (which remark-gfm leaves outside the link). Within those forms both
// remark-gfm's tokenizer and its text transform agree on where the link ends, and no other Markdown
// can start inside one. Every other shape (`www.`, e-mail addresses, query strings, underscores,
// brackets, quotes or tags next to the URL) is left to remark and the MDX compiler by the gates.
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

/** `prose` with its autolink literals replaced by `url`, or undefined when one is not of the plain
 *  form (or a `www.` or e-mail literal may be there): the page is then remark's. */
export function withoutAutolinks(prose: string): string | undefined {
  let out = '';
  let last = 0;
  for (const m of prose.matchAll(/https?:\/\//gi)) {
    if (m.index < last) return undefined;
    const url = autolinkAt(prose, m.index);
    if (url === undefined) return undefined;
    out += `${prose.slice(last, m.index)}url`;
    last = m.index + url.length;
  }
  return out + prose.slice(last);
}

/** markdown-it's rule for them, at the `:` after the scheme (the text rule stops there, as its own
 *  linkify rule does): a link token pair whose start is recorded like other links'. Inside a link's
 *  text remark-gfm links nothing while markdown-it cannot tell a Markdown link from an HTML `<a>`
 *  there (both raise linkLevel), so such a page goes back to remark. */
export function autolinkLiteralRule(state: StateInline, silent: boolean): boolean {
  const pos = state.pos;
  if (state.src.charCodeAt(pos) !== 0x3a || silent) return false;
  const scheme = state.src.slice(Math.max(0, pos - 5), pos).endsWith('https') ? 5 : state.src.slice(Math.max(0, pos - 4), pos) === 'http' ? 4 : 0;
  if (scheme === 0 || !state.pending.endsWith(state.src.slice(pos - scheme, pos))) return false;
  const start = pos - scheme;
  const url = autolinkAt(state.src, start);
  if (url === undefined) return false;
  if (state.linkLevel > 0) throw new FastPathUnsupported('autolink literal inside a link');
  state.pending = state.pending.slice(0, -scheme);
  const open = state.push('link_open', 'a', 1);
  open.attrs = [['href', url]];
  open.meta = { pos: start };
  state.push('text', '', 0).content = url;
  state.push('link_close', 'a', -1);
  state.pos = start + url.length;
  return true;
}
