// markdown-it as the fast path uses it (fast-markdown.ts): URLs kept as written, the start of every
// inline link, image and raw HTML tag recorded (for line:column in link errors), plain autolink
// literals linked as remark-gfm links them, and `:::note` admonitions as a block of their own.
import MarkdownItCallable from 'markdown-it';
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';
import { codeFences } from '../../content/code-fences.js';
import { footnoteDefinitionRule, footnoteReferenceRule } from './footnotes.js';
import { gfmStrikethrough } from './gfm-strikethrough.js';
import { autolinkLiteralRule } from './autolink-literal.js';
import { micromarkBalancePairs } from './emphasis-pairs.js';
import { micromarkFlanking } from './micromark-flanking.js';
import {
  admonitionClosing,
  admonitionOpening,
  DEFAULT_ADMONITIONS,
  fastPathClosing,
  marginOpening,
  type AdmonitionOpening,
  type AdmonitionSyntax,
} from '../syntax/admonition-syntax.js';
import { processSlot } from '../../caches.js';

/** Where an inline link or image starts in its block's text (markdown-it keeps no columns). */
export interface InlinePlace {
  pos: number;
}

const parser = processSlot<MarkdownIt>('markdownIt');

export function markdownIt(): MarkdownIt {
  parser.value ??= newMarkdownIt();
  return parser.value;
}

/** A markdown-it instance configured as the fast path's, of its own: parse/markdown-it-mdast.ts
 *  adds source ranges to its rules without slowing the shared one. */
export function newMarkdownIt(): MarkdownIt {
  // Raw HTML becomes `raw` nodes, as remark-rehype makes them; rehype-raw then parses them into the
  // tree exactly as on the remark path (see compileFastMarkdown).
  // maxNesting well above preprocess.ts's MAX_NESTING (a list level is two of markdown-it's): a
  // page it lets through is never cut short, as markdown-it does silently past its limit.
  const md = new MarkdownItCallable('default', { html: true, linkify: false, typographer: false, maxNesting: 1000 });
  // URLs stay as written: the link code rewrites `.md` links first, then the tree gets
  // micromark's normalizeUri like the remark path; every scheme passes, as it does there.
  md.normalizeLink = (url) => url;
  md.validateLink = () => true;
  // Inline raw HTML too: rehype-raw places the elements it parses from it (safe-html.ts warnings).
  for (const name of ['link', 'image', 'html_inline']) {
    const rule = md.inline.ruler.__rules__.find((r) => r.name === name)!.fn;
    md.inline.ruler.at(name, (state: StateInline, silent: boolean) => {
      const start = state.pos;
      const count = state.tokens.length;
      if (!rule(state, silent)) return false;
      if (!silent) {
        for (let i = count; i < state.tokens.length; i++) {
          const t = state.tokens[i];
          if (t.type === 'link_open' || t.type === 'image' || t.type === 'html_inline') {
            t.meta = { pos: start } satisfies InlinePlace;
            break;
          }
        }
      }
      return true;
    });
  }
  // GFM autolink literals of the plain forms the gates let through (autolink-literal.ts).
  md.inline.ruler.before('linkify', 'autolink_literal', autolinkLiteralRule);
  // GFM strikethrough as micromark reads it, single tildes included.
  md.inline.ruler.at('strikethrough', gfmStrikethrough.tokenize);
  md.inline.ruler2.at('strikethrough', gfmStrikethrough.postProcess);
  // Emphasis flanking and pairing as micromark does them (micromark-flanking.ts, emphasis-pairs.ts).
  md.inline.State = micromarkFlanking(md.inline.State);
  // Emphasis paired as micromark pairs it where the rule of three makes the two differ.
  const balancePairs = md.inline.ruler2.__rules__.find((r) => r.name === 'balance_pairs')!.fn;
  md.inline.ruler2.at('balance_pairs', micromarkBalancePairs(balancePairs));
  // GFM footnotes (footnotes.ts): definitions before reference definitions, references before links.
  md.block.ruler.before('reference', 'footnote_definition', footnoteDefinitionRule, { alt: ['paragraph', 'reference'] });
  md.inline.ruler.before('link', 'footnote_ref', footnoteReferenceRule);
  md.block.ruler.before('fence', 'admonition', admonitionRule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  return md;
}

function lineAt(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
}

/** The site's admonition syntax, which the caller puts in markdown-it's environment (one shared
 *  parser serves every site). */
const syntaxOf = (state: StateBlock): AdmonitionSyntax =>
  (state.env as { admonitions?: AdmonitionSyntax }).admonitions ?? DEFAULT_ADMONITIONS;

function opening(line: string, syntax: AdmonitionSyntax): AdmonitionOpening | undefined {
  const o = admonitionOpening(line, syntax);
  return o && marginOpening(o) ? o : undefined;
}

function closing(line: string): boolean {
  const c = admonitionClosing(line);
  return !!c && fastPathClosing(c);
}

/** `:::note` … `:::` at the left margin (fast-path-gate.ts sends other forms the remark way). The
 *  closing line is found like preprocess.ts pairs them: nested openings push, closings pop. */
function admonitionRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] !== 0 || state.blkIndent !== 0) return false;
  const open = opening(lineAt(state, startLine), syntaxOf(state));
  if (!open) return false;
  if (silent) return true;
  let depth = 0;
  const fences = codeFences();
  let close = -1;
  for (let line = startLine + 1; line < endLine; line++) {
    const text = lineAt(state, line);
    if (fences.skip(text) || state.sCount[line] !== 0) continue;
    if (opening(text, syntaxOf(state))) depth++;
    else if (closing(text)) {
      if (depth === 0) {
        close = line;
        break;
      }
      depth--;
    }
  }
  if (close < 0) return false;
  const oldParent = state.parentType;
  const oldMax = state.lineMax;
  const token = state.push('admonition_open', 'aside', 1);
  token.info = open.name;
  token.map = [startLine, close + 1];
  if (open.title !== undefined) {
    const label = state.push('inline', '', 0);
    label.content = open.title;
    label.map = [startLine, startLine + 1];
    label.children = [];
    label.meta = { label: true };
  }
  state.parentType = 'admonition' as never;
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.push('admonition_close', 'aside', -1);
  state.parentType = oldParent;
  state.lineMax = oldMax;
  state.line = close + 1;
  return true;
}
