// Text expressions in a line of MDX prose (`Hello {props.name}.`, `Text. {/* a note */}`), found as
// micromark finds them: outside code spans and escapes, each ending where its braces balance on the
// same line. Each kept one becomes a placeholder of its length (fast/expression-placeholder.ts);
// whatever the fast path would not print alike is a reason for the compiler.
import { expressionPlaceholder } from '../fast/expression-placeholder.js';
import { expressionEnd, keptExpression, type KeptExpression } from './mdx-expression.js';
import { INLINE_JSX_TAG } from '../fast/mdx-inline-jsx.js';

const escapable = (c: string | undefined): boolean => c !== undefined && /[!-/:-@[-`{-~]/.test(c);
const runAt = (line: string, i: number): number => {
  let j = i;
  while (line[j] === '`') j++;
  return j - i;
};
/** Text before an expression that would take it in: a URL (an autolink literal runs on over
 *  braces) or a link's destination. */
const TAKEN_IN = /(?:https?:\/\/|www\.|@)\S*$|\]\([^()\s]*$/i;

export interface ProseExpressions {
  /** The line with each expression replaced by its placeholder. */
  markdown: string;
  /** The line with each expression blanked, for the checks of the prose around them. */
  prose: string;
}

/** The expressions of `line` from column `from` (after a code span an earlier line opened), added
 *  to `kept`; a string is the reason to refuse the page. */
export function proseExpressions(line: string, from: number, kept: KeptExpression[]): ProseExpressions | string | undefined {
  if (!line.includes('{') && !line.includes('}')) return undefined;
  let markdown = line;
  let prose = line;
  for (let i = from; i < line.length;) {
    const c = line[i];
    if (c === '\\' && escapable(line[i + 1])) {
      i += 2;
      continue;
    }
    if (c === '`') {
      // A code span closed on this line is skipped; an open one runs on to the next line.
      const n = runAt(line, i);
      let close = i + n;
      while (close < line.length && !(line[close] === '`' && runAt(line, close) === n))
        close += line[close] === '`' ? runAt(line, close) : 1;
      if (close >= line.length) break;
      i = close + n;
      continue;
    }
    if (c === '}') return 'expression';
    if (c !== '{') {
      i++;
      continue;
    }
    const end = expressionEnd(line, i);
    if (end < 0) return 'expression over lines';
    if (TAKEN_IN.test(line.slice(0, i))) return 'expression in a URL';
    const placeholder = expressionPlaceholder(kept.length, end - i);
    if (!placeholder) return 'expression';
    kept.push(keptExpression(line.slice(i + 1, end - 1)));
    markdown = markdown.slice(0, i) + placeholder + markdown.slice(end);
    prose = prose.slice(0, i) + ' '.repeat(end - i) + prose.slice(end);
    i = end;
  }
  // Only expressions (and tags) after a list item's or a quote's marker, on a paragraph's later
  // line, or on a line (an item, a quote) that starts with a tag or an expression and has a tag:
  // MDX may read them as blocks there.
  if (
    markdown !== line &&
    ((/^\s*(?:(?:>|[-*+]|\d+[.)])\s*)*[<{]/.test(line) && line.includes('<')) ||
      /^\s*(?:(?:>|[-*+]|\d+[.)])(?:\s+|$))*$/.test(prose.replace(INLINE_JSX_TAG, '')))
  )
    return 'expression on a line of its own';
  return { markdown, prose };
}
