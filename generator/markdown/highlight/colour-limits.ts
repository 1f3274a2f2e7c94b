// Bounds on the work of colouring a code block with a TextMate grammar, the same on every machine
// (shiki's per-line time limit would make colours depend on the load). Grammars are quadratic or
// worse in a line's length and in the depth of their state: a 10,000-character word took the
// JavaScript grammar 8 s, 5,000 lines that each open a bracket the JSX grammar 9 s, and 2,000 lines
// of ten brackets ran a build out of memory, so one pasted line could hold a build for minutes.
// Code written by hand stays far below both limits. The hand-written lexers (JSON, YAML, shell;
// line-lexers.ts) read each line once from left to right, so the blocks they take are coloured
// whole: long lines there are generated examples (the ToolHive API reference has JSON and curl
// lines of up to 8,830 characters).

/** Lines this long or longer are not coloured by a grammar: one plain span, and the next line
 *  starts from the state before it (shiki's `tokenizeMaxLineLength`, which highlight.ts also passes
 *  to shiki). */
export const MAX_COLOURED_LINE = 1_000;

/** Below MAX_COLOURED_LINE a line still costs a grammar time that grows with the square of its
 *  length: up to 70 ms (the TypeScript grammar, one 998-letter word) or 180 ms (PowerShell, 998
 *  brackets) at 1,000 characters, so a pasted block of a thousand such lines held a build for
 *  minutes. A block colours only its first MAX_LONG_LINES lines of LONG_LINE characters or more;
 *  later ones are plain like a line too long, and the lines between are coloured as usual. */
export const LONG_LINE = 400;
export const MAX_LONG_LINES = 10;

/** Once a line leaves the grammar more than this many rules deep (vscode-textmate's `depth`), the
 *  rest of the block is not coloured: plain lines, as if each were too long. The JSON lexer, the
 *  only one whose state can be deep, declines such a line, so the grammar's path applies this. */
export const MAX_STATE_DEPTH = 200;
