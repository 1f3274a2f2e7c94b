// Which plain-Markdown pages the fast path (fast-markdown.ts) may take. It prints what the remark
// pipeline prints for CommonMark with raw HTML, GFM tables, task lists and strikethrough, code
// fences, top-level admonitions and plain URLs (autolink-literal.ts); everything else (autolinks,
// other autolink literals, footnotes other than footnote-gate.ts's, reference definitions, tildes
// beside emphasis markers or HTML or where strikethrough could cross emphasis (tilde-runs.ts), other
// directives) goes the remark way. The checks look at the prose only, with code left out, and err
// towards the remark way: a page taken by mistake would print differently, a page left out only
// costs time.
import { codeFences } from '../../content/code-fences.js';
import { withoutAutolinks } from './autolink-literal.js';
import { withoutCodeSpans } from './code-spans.js';
import { footnoteLines } from './footnote-gate.js';
import { tildeRuns } from './tilde-runs.js';
import { listItemLines } from './list-item-gate.js';
import {
  admonitionClosing,
  admonitionOpening,
  DEFAULT_ADMONITIONS,
  fastPathClosing,
  fastPathOpening,
  type AdmonitionSyntax,
} from '../syntax/admonition-syntax.js';

/** A GFM table's delimiter row without pipes (`:--`), which markdown-it does not take for one. */
const PIPELESS_DELIMITER = /^ {0,3}(?::-+:?|-+:)\s*$/;

/** Things in prose that only the remark pipeline handles, with the reason a page goes there. */
const REMARK_ONLY: [RegExp, string][] = [
  [/<[a-zA-Z][\w+.-]*:|<[^\s<>]*@/, 'autolink'], // <autolinks> (raw HTML itself is handled)
  // GFM autolink literals other than the plain URLs autolink-literal.ts links (www., e-mail addresses)
  [/https?:\/\/|www\.|@/i, 'autolink literal'],
  [/^ {0,3}\[(?!\^)[^\]]+\]:/, 'reference definition'],
  [/^\s*::/, 'directive'], // other than top-level admonitions (those are taken out before)
  [/:[\p{L}\p{N}][\p{L}\p{N}_-]*[[{]/u, 'text directive'], // with a label or attributes
  [PIPELESS_DELIMITER, 'table without pipes'],
  // A one-column delimiter row (`|-`, `-|`): micromark makes a table of it even under a header
  // line without pipes, markdown-it does not.
  [/^ {0,3}(?:\|\s*:?-+:?|:?-+:?\s*\|)\s*\|?\s*$/, 'one-column table'],
  [/\t/, 'tab'], // tabs count as stops in columns and indentation; not worth the risk
];
/** A line that starts an HTML block even inside a paragraph (CommonMark's sixth kind), for the tags
 *  pages put URLs in (`<summary>Error: must start with https://</summary>`). */
const HTML_BLOCK_START = /^ {0,3}<\/?(?:details|summary)(?:[ >]|\/>|$)/i;
const LITERAL_START = /https?:\/\/|www\.|@/gi;
const count = (s: string, re: RegExp): number => s.match(re)?.length ?? 0;
/** A code fence opened on a list item's or a quote's marker line. */
const MARKER_FENCE = /^\s*(?:(?:[-*+]|\d+[.)])\s+|>\s*)+(`{3,}|~{3,})/;
/** Quote and list-item markers at the start of a line. */
const CONTAINER_MARKERS = /^[\s>]*(?:(?:[-*+]|\d+[.)])\s+)?/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
/** A line inside a list item or a quote: a marker, or indentation. */
const CONTAINER_LINE = /^(?:\s+\S|\s*(?:[-*+]|\d+[.)])(?:\s|$)|\s*>)/;
/** A quote's markers at the start of a line. */
const QUOTE_MARKERS = /^(?: {0,3}> ?)+/;
const LONE_TAG = /^ {0,3}<\/?[A-Za-z][^<>]*>\s*$/;
const LINK_DESTINATION = /\]\([^()\s]*\)/g;
/** Whitespace other than spaces and tabs (a no-break space) at a table cell's edge: markdown-it
 *  trims it off the cell (String.trim), micromark keeps it. */
/** Whitespace other than spaces and tabs (a no-break space), one character. */
const OTHER_SPACE = /[^\S \t\r\n]/;
const isOtherSpace = (code: number): boolean =>
  (code > 127 || code === 0x0b || code === 0x0c) && OTHER_SPACE.test(String.fromCharCode(code));
/** Whether the line starts or ends (spaces and tabs aside) in whitespace of another kind: a line of
 *  it is blank to String.trim but a paragraph to micromark, and markdown-it lets it follow a lone
 *  tag that starts an HTML block, which micromark does not. */
function edgeOtherSpace(raw: string): boolean {
  // Reads stay inside the line (see list-item-gate.ts: a read past the end costs a recompile).
  let end = raw.length - 1;
  while (end >= 0 && isEdgeBlank(raw.charCodeAt(end), true)) end--;
  if (end < 0) return false;
  let start = 0;
  while (isEdgeBlank(raw.charCodeAt(start), false)) start++;
  return isOtherSpace(raw.charCodeAt(end)) || isOtherSpace(raw.charCodeAt(start));
}

/** A space or tab (or, at a line's end, a carriage return). */
const isEdgeBlank = (c: number, atEnd: boolean) => c === 0x20 || c === 0x09 || (atEnd && c === 0x0d);
const CELL_EDGE_SPACE = /(?:^|\|)[ \t]*[^\S \t\r]|[^\S \t\r][ \t\r]*(?:\||$)/;

/** Follows the admonitions' opening and closing lines; a reason when one is of a form or nesting
 *  the fast path does not print as remark does. */
function admonitionLines(syntax: AdmonitionSyntax): { line: (raw: string) => string | undefined; readonly open: number } {
  const open: number[] = [];
  return {
    line(raw) {
      const o = admonitionOpening(raw, syntax);
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

/** Why the page must take the remark path, or undefined when the fast path prints it the same.
 *  `syntax`: the site's admonition keywords. */
export function fastPathRefusal(text: string, syntax: AdmonitionSyntax = DEFAULT_ADMONITIONS): string | undefined {
  const fences = codeFences();
  const admonitions = admonitionLines(syntax);
  const footnotes = footnoteLines();
  const items = listItemLines();
  const itemFences: string[] = [];
  /** Tildes, their runs among emphasis markers, and tags in the paragraph so far
   *  (gfm-strikethrough.ts). */
  let tildes = 0;
  const runs = tildeRuns((line) => line.replace(CONTAINER_MARKERS, ''));
  let tag = false;
  /** A `[` in the paragraph so far (a blank line ends one; code and admonition lines count too). */
  let bracket = false;
  /** Where the text of the line that left a code span open starts. */
  let spanIndent: number | undefined;
  /** The line before (blank lines blank), for lone tags. */
  let after = '';
  for (const raw of text.split('\n')) {
    const previous = after;
    after = raw.trim() === '' ? '' : raw;
    if (raw.trim() === '') {
      bracket = tag = false;
      tildes = 0;
      runs.reset();
      spanIndent = undefined;
    }
    // A fence opened on an item's or a quote's marker line (`- ~~~`, `> ~~~`) that no later line
    // closes ends with its container, where markdown-it and micromark disagree on the blank lines.
    if (raw.includes('```') || raw.includes('~~~')) {
      const bare = /^[\s>]*(`{3,}|~{3,})\s*$/.exec(raw)?.[1];
      const open = itemFences[itemFences.length - 1];
      if (open && bare && bare[0] === open[0] && bare.length >= open.length) itemFences.pop();
      else {
        const markerFence = MARKER_FENCE.exec(raw)?.[1];
        if (markerFence) itemFences.push(markerFence);
      }
    }
    const follows = footnotes.follows(raw);
    if (follows) return follows;
    if (fences.skip(raw)) continue;
    const item = items.line(raw, after === '', previous);
    if (item) return item;
    const code = withoutCodeSpans(raw, '``');
    // Colons in a code span (`` `:::tip[Title]` ``) are text to both parsers: an admonition's line
    // starts with its colons, which no code span on the line can hold.
    if (code.prose.includes(':::')) {
      // A title's text starts after a `[` to micromark, at the start of a line to markdown-it.
      if (raw.includes('~')) return 'tildes';
      // Right after a list item's or a quote's line, micromark ends the container there and opens
      // the admonition; markdown-it reads the line as the item's lazy text.
      if (previous !== '' && CONTAINER_LINE.test(previous) && admonitionOpening(raw, syntax))
        return 'admonition right after a list item or quote';
      const refused = admonitions.line(raw);
      if (refused) return refused;
      continue;
    }
    // A code span over lines: a lazy line (less indented than its list item's text) keeps its
    // indentation in the code to micromark, not to markdown-it.
    const indent = raw.length - raw.trimStart().length;
    if (spanIndent !== undefined && indent > 0 && indent < spanIndent) return 'backtick';
    if (code.open) spanIndent ??= LIST_ITEM.exec(raw)?.[0].length ?? indent;
    else if (raw.includes('`')) spanIndent = undefined;
    const note = footnotes.line(raw, code.prose.replace(LINK_DESTINATION, ']()'));
    if (note.refused) return note.refused;
    // A definition's text, without its label.
    const prose = note.prose;
    // `www\.x` and `https\://x` are literals to remark-gfm's transform, which sees text unescaped.
    if (prose.includes('\\') && count(prose, LITERAL_START) !== count(prose.replace(/\\([!-/:-@[-`{-~])/g, '$1'), LITERAL_START))
      return 'autolink literal';
    // An HTML block's first line is raw HTML to both parsers: no URL in it becomes a link.
    const line = HTML_BLOCK_START.test(prose) ? prose.replace(/https?:\/\//gi, '') : withoutAutolinks(prose, bracket);
    if (line === undefined) return 'autolink literal';
    bracket ||= prose.includes('[');
    // The same constructs inside a quote (`> |-`): the line as the quote's content.
    const quoted = line.startsWith('>') || /^ {1,3}>/.test(line) ? line.replace(QUOTE_MARKERS, '') : undefined;
    for (const [re, reason] of REMARK_ONLY) if (re.test(line) || (quoted !== undefined && re.test(quoted))) return reason;
    if (line.includes('|') && OTHER_SPACE.test(line) && CELL_EDGE_SPACE.test(line)) return 'unicode space beside a table cell';
    // micromark and markdown-it disagree on whether `*` or `_` next to a tilde opens emphasis.
    if (/[*_]~|~[*_]/.test(line)) return 'tildes';
    // micromark resolves strikethrough and emphasis in the order they first come, markdown-it in
    // one pass: paragraphs where a strikethrough span could cross an emphasis span, or hold a tag,
    // are left to remark. (A plain URL, the only literal let through, holds no tilde and has
    // spaces either side, so nothing pairs with or inside it.)
    for (let i = line.indexOf('~'); i >= 0; i = line.indexOf('~', i + 1)) tildes++;
    runs.line(line);
    tag ||= prose.includes('<');
    if (tildes >= 2 && (runs.crossable || tag)) return 'tildes';
    // A lone tag right after a line of text: after a quote's or an item's line micromark ends the
    // paragraph there while markdown-it continues it lazily; left to remark wherever it comes.
    if (edgeOtherSpace(raw)) return 'no-break space at the start or end of a line';
    if (LONE_TAG.test(raw) && previous !== '' && !HTML_BLOCK_START.test(raw)) return 'HTML after a paragraph';
  }
  if (itemFences.length > 0) return 'code fence left open in a list item or quote';
  if (admonitions.open > 0) return 'unclosed admonition';
  if (fences.open) return 'unclosed code fence';
  return undefined;
}

export function fastPathFits(text: string, syntax: AdmonitionSyntax = DEFAULT_ADMONITIONS): boolean {
  return fastPathRefusal(text, syntax) === undefined;
}
