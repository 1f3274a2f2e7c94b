// The estree remark-mdx hangs on ESM and expression nodes (`data.estree`), made with acorn as
// micromark-extension-mdxjs does (ecmaVersion 2024, its setting: no import attributes; module
// code; comments collected), without acorn-jsx: JSX inside an expression is given up. A
// Program of the import lines; for an expression, a Program of one expression statement, or of
// none when the braces hold only comments. acorn's positions, relative to the value, are made the
// page's, as micromark's are: an import the build cannot resolve is reported at its line.
import { parse, parseExpressionAt, type Comment, type Options } from 'acorn';
import type { Program } from 'estree';
import { FastPathUnsupported } from '../fast/fast-path-unsupported.js';
import type { SourcePoints } from './source-points.js';

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

interface Point {
  line: number;
  column: number;
  offset: number;
}
interface Located {
  start?: number;
  end?: number;
  range?: [number, number];
  loc?: { start: Point; end: Point };
}

/** Moves the positions of every node and comment under `node` from the value's to the page's:
 *  the value (`length` long) starts at page offset `at` and is the page's text there, unchanged.
 *  As micromark-util-events-to-acorn does it, at every reference: a node acorn shares between two
 *  fields (`import { B }`: imported and local) is moved twice, the second time from past the
 *  value's end, which micromark clamps to it. */
function place(node: unknown, at: number, length: number, points: SourcePoints): void {
  if (Array.isArray(node)) {
    for (const n of node) place(n, at, length, points);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as Located & Record<string, unknown>;
  if (typeof n.start === 'number' && typeof n.end === 'number') {
    const move = (x: number) => at + Math.min(Math.max(x, 0), length);
    n.start = move(n.start);
    n.end = move(n.end);
    // micromark gives every node a range, and points with their offsets; columns count from 0.
    n.range = [n.start, n.end];
    const [s, e] = [points.point(n.start), points.point(n.end)];
    n.loc = { start: { line: s.line, column: s.column - 1, offset: n.start }, end: { line: e.line, column: e.column - 1, offset: n.end } };
  }
  for (const [k, v] of Object.entries(n)) if (k !== 'loc' && k !== 'range' && v && typeof v === 'object') place(v, at, length, points);
}

/** The estree of import lines that start at page offset `at`. */
export function esmEstree(value: string, at: number, points: SourcePoints): Program {
  const comments: Comment[] = [];
  const program = acornParse(() => parse(value, options(comments))) as unknown as Program;
  place(program, at, value.length, points);
  place(comments, at, value.length, points);
  return { ...program, comments } as Program;
}

/** The estree of the expression between braces, whose text starts at page offset `at`: as
 *  micromark-util-events-to-acorn makes it, a Program of one statement spanning the whole value
 *  (acorn's own Program, with no statement, when the braces hold only comments). */
export function expressionEstree(value: string, at: number, points: SourcePoints): Program {
  const comments: Comment[] = [];
  let program: Record<string, unknown>;
  if (COMMENT_ONLY.test(value)) {
    program = { ...acornParse(() => parse(value, options(comments))) };
  } else {
    const expression = acornParse(() => parseExpressionAt(value, 0, options(comments)));
    if (value.slice(expression.end).trim() !== '') throw new FastPathUnsupported('expression with more after it');
    const whole = { start: 0, end: value.length };
    program = { type: 'Program', ...whole, body: [{ type: 'ExpressionStatement', expression, ...whole }], sourceType: 'module' };
  }
  place(program, at, value.length, points);
  place(comments, at, value.length, points);
  return { ...program, comments } as unknown as Program;
}
