// The estree remark-mdx hangs on ESM and expression nodes (`data.estree`), made with acorn as
// micromark-extension-mdxjs does (ecmaVersion 2024, its setting: no import attributes; module
// code; comments collected), without acorn-jsx: JSX inside an expression is given up. A
// Program of the import lines; for an expression, a Program of one expression statement, or of
// none when the braces hold only comments. Positions are acorn's own, relative to the value, where
// micromark's are the page's: mdast-parse.test.ts compares estrees without them.
import { parse, parseExpressionAt, type Comment, type Options } from 'acorn';
import type { Program } from 'estree';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';

const options = (comments: Comment[]): Options => ({ ecmaVersion: 2024, sourceType: 'module', locations: true, onComment: comments });

/** acorn's syntax errors as the fast parse's refusal: the MDX compiler reports them. */
function acornParse<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof SyntaxError) throw new FastPathUnsupported(`JavaScript: ${e.message}`);
    throw e;
  }
}

/** Only comments and white space: `{/* a note *\/}`. */
const COMMENT_ONLY = /^\s*(?:\/\*(?:[^*]|\*(?!\/))*\*\/\s*)*$/;

export function esmEstree(value: string): Program {
  const comments: Comment[] = [];
  const program = acornParse(() => parse(value, options(comments))) as unknown as Program;
  return { ...program, comments } as Program;
}

export function expressionEstree(value: string): Program {
  const comments: Comment[] = [];
  if (COMMENT_ONLY.test(value)) {
    acornParse(() => parse(value, options(comments)));
    return { type: 'Program', body: [], sourceType: 'module', comments } as unknown as Program;
  }
  const expression = acornParse(() => parseExpressionAt(value, 0, options(comments)));
  if (value.slice(expression.end).trim() !== '') throw new FastPathUnsupported('expression with more after it');
  return { type: 'Program', body: [{ type: 'ExpressionStatement', expression }], sourceType: 'module', comments } as unknown as Program;
}
