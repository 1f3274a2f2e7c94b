// Hand-written tokenizers for grammars whose rules are few, or for the simple lines most blocks of
// a language hold. A TextMate grammar finds each token by running every pattern of its current
// rule as a regular expression from the current position; for a small grammar the same leftmost,
// first-listed match can be found by looking at one character at a time. A lexer gives the scopes
// the grammar gives, or declines a line it was not written for, and then the whole block goes to
// the grammar (dual-theme-tokens.ts). test/unit/line-lexers.test.ts holds each lexer to its grammar
// on every block of the sites we build and on generated ones.
/** One token as vscode-textmate's `tokenizeLine` gives it: where it starts and its scope path. */
export interface LexToken {
  startIndex: number;
  scopes: readonly string[];
}

export interface LineLexer<S> {
  /** The state before a block's first line. */
  initial: S;
  /** The tokens of a non-empty line from `state` and the state after it; undefined when the lexer
   *  cannot say what the grammar would. */
  line(line: string, state: S): { tokens: LexToken[]; end: S } | undefined;
  /** A string equal for states from which every line lexes alike (the line cache's key). */
  key(state: S): string;
}
