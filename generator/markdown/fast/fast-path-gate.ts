// Which plain-Markdown pages the fast path (fast-markdown.ts) may take. It prints what the remark
// pipeline prints for CommonMark with raw HTML, GFM tables and strikethrough-free prose, code
// fences and top-level admonitions; everything else (autolinks, autolink literals, footnotes,
// reference definitions, task lists, tildes that could strike through, other directives) goes the
// remark way. The checks look at the prose only, with code left out, and err towards the remark way:
// a page taken by mistake would print differently, a page left out only costs time.
import { ADMONITION_TYPES, codeFences } from '../syntax/preprocess.js';

const ADMONITION_OPEN = new RegExp(`^(:{3,})(?:${ADMONITION_TYPES.join('|')})(?:\\[[^\\[\\]]+\\])?[ \\t]*$`);
const ADMONITION_CLOSE = /^(:{3,})[ \t]*$/;
/** Things in prose that only the remark pipeline handles. */
const REMARK_ONLY: RegExp[] = [
  /<[a-zA-Z][\w+.-]*:|<[^\s<>]*@/, // <autolinks> (raw HTML itself is handled)
  /https?:\/\/|www\.|@/i, // GFM autolink literals (URLs, www., e-mail addresses)
  /\[\^/, // footnotes
  /^ {0,3}\[[^\]]+\]:/, // reference definitions
  /^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/, // task lists
  /^\s*::/, // directives other than top-level admonitions (those are taken out before)
  /:[a-zA-Z][\w-]*[[{]/, // text directives with a label or attributes
  /\t/, // tabs count as stops in columns and indentation; not worth the risk
];
const CODE_SPAN = /(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;
const LINK_DESTINATION = /\]\([^()\s]*\)/g;

export function fastPathFits(text: string): boolean {
  const fences = codeFences();
  let tildes = 0;
  const open: number[] = [];
  for (const raw of text.split('\n')) {
    if (fences.skip(raw)) continue;
    if (raw.includes(':::')) {
      const o = ADMONITION_OPEN.exec(raw);
      if (o) {
        // remark's directive parser does not nest an admonition in one with as many colons.
        if (open.includes(o[1].length)) return false;
        open.push(o[1].length);
        continue;
      }
      const c = ADMONITION_CLOSE.exec(raw);
      // Each closing line must match its opening one: remark's directive parser and ours agree then.
      if (c && open.length > 0 && open[open.length - 1] === c[1].length) {
        open.pop();
        continue;
      }
      return false;
    }
    // An escaped backtick makes code spans hard to tell: leave the line whole.
    const line = raw.includes('\\`') ? raw : raw.replace(CODE_SPAN, '``').replace(LINK_DESTINATION, ']()');
    for (const re of REMARK_ONLY) if (re.test(line)) return false;
    for (let i = line.indexOf('~'); i >= 0; i = line.indexOf('~', i + 1)) tildes++;
  }
  // One tilde cannot strike anything through; two might.
  return tildes < 2 && open.length === 0 && !fences.open;
}
