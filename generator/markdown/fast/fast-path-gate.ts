// Which plain-Markdown pages the fast path (fast-markdown.ts) may take. It prints what the remark
// pipeline prints for CommonMark with raw HTML, GFM tables and strikethrough-free prose, code
// fences, top-level admonitions and plain URLs (autolink-literal.ts); everything else (autolinks,
// other autolink literals, footnotes, reference definitions, task lists, tildes that could strike
// through, other directives) goes the remark way. The checks look at the prose only, with code left out, and err towards the remark way:
// a page taken by mistake would print differently, a page left out only costs time.
import { codeFences } from '../syntax/preprocess.js';
import { withoutAutolinks } from './autolink-literal.js';
import { withoutCodeSpans } from './code-spans.js';
import { admonitionClosing, admonitionOpening, fastPathClosing, fastPathOpening } from '../syntax/admonition-syntax.js';

/** Things in prose that only the remark pipeline handles, with the reason a page goes there. */
const REMARK_ONLY: [RegExp, string][] = [
  [/<[a-zA-Z][\w+.-]*:|<[^\s<>]*@/, 'autolink'], // <autolinks> (raw HTML itself is handled)
  // GFM autolink literals other than the plain URLs autolink-literal.ts links (www., e-mail addresses)
  [/https?:\/\/|www\.|@/i, 'autolink literal'],
  [/\[\^/, 'footnote'],
  [/^ {0,3}\[[^\]]+\]:/, 'reference definition'],
  [/^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/, 'task list'],
  [/^\s*::/, 'directive'], // other than top-level admonitions (those are taken out before)
  [/:[a-zA-Z][\w-]*[[{]/, 'text directive'], // with a label or attributes
  [/\t/, 'tab'], // tabs count as stops in columns and indentation; not worth the risk
];
/** A line that starts an HTML block even inside a paragraph (CommonMark's sixth kind), for the tags
 *  pages put URLs in (`<summary>Error: must start with https://</summary>`). */
const HTML_BLOCK_START = /^ {0,3}<\/?(?:details|summary)(?:[ >]|\/>|$)/i;
const LINK_DESTINATION = /\]\([^()\s]*\)/g;

/** Follows the admonitions' opening and closing lines; a reason when one is of a form or nesting
 *  the fast path does not print as remark does. */
function admonitionLines(): { line: (raw: string) => string | undefined; readonly open: number } {
  const open: number[] = [];
  return {
    line(raw) {
      const o = admonitionOpening(raw);
      if (o && fastPathOpening(o)) {
        // remark's directive parser does not nest an admonition in one with as many colons.
        if (open.includes(o.colons)) return 'admonition nested in one with as many colons';
        open.push(o.colons);
        return undefined;
      }
      const c = admonitionClosing(raw);
      // Each closing line must match its opening one: remark's directive parser and ours agree then.
      if (c && fastPathClosing(c) && open.length > 0 && open[open.length - 1] === c.colons) {
        open.pop();
        return undefined;
      }
      return 'directive or admonition form';
    },
    get open() {
      return open.length;
    },
  };
}

/** Why the page must take the remark path, or undefined when the fast path prints it the same. */
export function fastPathRefusal(text: string): string | undefined {
  const fences = codeFences();
  const admonitions = admonitionLines();
  let tildes = 0;
  for (const raw of text.split('\n')) {
    if (fences.skip(raw)) continue;
    if (raw.includes(':::')) {
      const refused = admonitions.line(raw);
      if (refused) return refused;
      continue;
    }
    const prose = withoutCodeSpans(raw, '``').prose.replace(LINK_DESTINATION, ']()');
    // An HTML block's first line is raw HTML to both parsers: no URL in it becomes a link.
    const line = HTML_BLOCK_START.test(prose) ? prose.replace(/https?:\/\//gi, '') : withoutAutolinks(prose);
    if (line === undefined) return 'autolink literal';
    for (const [re, reason] of REMARK_ONLY) if (re.test(line)) return reason;
    for (let i = line.indexOf('~'); i >= 0; i = line.indexOf('~', i + 1)) tildes++;
  }
  // One tilde cannot strike anything through; two might.
  if (tildes >= 2) return 'tildes';
  if (admonitions.open > 0) return 'unclosed admonition';
  if (fences.open) return 'unclosed code fence';
  return undefined;
}

export function fastPathFits(text: string): boolean {
  return fastPathRefusal(text) === undefined;
}
