// The lines most shell blocks in documentation hold, lexed as shiki's shell grammar lexes them:
// comments, also after a command; commands of plain words, options, `$NAME` variables, quoted
// strings and `>` redirects, joined by `|`, `||` or `&&` and continued on the next line after a
// backslash; `export NAME=value`. The grammar is large (heredocs, loops, expansions, arithmetic),
// so this lexer covers only such lines and declines any other: a command named by a keyword, `${`,
// `$(`, backquotes, braces, parentheses, `;`, a lone `&`, `<`, `!`. Between lines the grammar is
// then either at its top level or inside a command continued by a backslash: the lexer's two
// states.
import type { LexToken, LineLexer } from './line-lexer.js';
import { processMap } from '../../caches.js';

type Scopes = readonly string[];
/** Where a line starts (and where the next one will). */
export type ShellState = 'top' | 'command';

const ROOT: Scopes = ['source.shell'];
const STATEMENT = [...ROOT, 'meta.statement.shell'];
const COMMAND = [...STATEMENT, 'meta.statement.command.shell'];
const NAME = [...COMMAND, 'meta.statement.command.name.shell', 'entity.name.function.call.shell', 'entity.name.command.shell'];
const BUILTIN_NAME = [...NAME, 'support.function.builtin.shell'];
const ARGUMENT = [...COMMAND, 'meta.argument.shell'];
const UNQUOTED = [...ARGUMENT, 'string.unquoted.argument.shell'];
const REDIRECT = [...ARGUMENT, 'keyword.operator.redirect.shell'];
const CONTINUATION = [...ARGUMENT, 'constant.character.escape.line-continuation.shell'];
const DASH = [...COMMAND, 'string.unquoted.argument.shell', 'constant.other.option.dash.shell'];
const OPTION = [...COMMAND, 'string.unquoted.argument', 'constant.other.option'];
const PIPE = [...ROOT, 'keyword.operator.pipe.shell'];
const AND = [...ROOT, 'punctuation.separator.statement.and.shell'];
const COMMENT = [...ROOT, 'comment.line.number-sign.shell'];
const HASH = [...COMMENT, 'punctuation.definition.comment.shell'];
const SHEBANG = [...ROOT, 'comment.line.number-sign.shell', 'meta.shebang.shell'];
const SHEBANG_MARK = [...SHEBANG, 'punctuation.definition.comment.shebang.shell'];
const EXPORT_STATEMENT = [...ROOT, 'meta.statement.shell', 'meta.expression.assignment.modified.shell'];
const EXPORT = [...EXPORT_STATEMENT, 'storage.modifier.export.shell'];
const ASSIGNED = [...EXPORT_STATEMENT, 'variable.other.assignment.shell'];
const ASSIGN = [...EXPORT_STATEMENT, 'keyword.operator.assignment.shell'];

/** A quoted string's scopes inside `outer`: its quotes, its text and a `$NAME` in it. */
interface Quoted {
  open: Scopes;
  text: Scopes;
  close: Scopes;
  variable: Variable;
}
/** A `$NAME`'s scopes: its `$` and its name. */
type Variable = [dollar: Scopes, name: Scopes];

function variableScopes(outer: Scopes): Variable {
  return [
    [...outer, 'punctuation.definition.variable.shell', 'variable.other.normal.shell'],
    [...outer, 'variable.other.normal.shell'],
  ];
}

function quoted(outer: Scopes, kind: 'single' | 'double'): Quoted {
  const text = [...outer, `string.quoted.${kind}.shell`];
  return {
    open: [...text, 'punctuation.definition.string.begin.shell'],
    text,
    close: [...text, 'punctuation.definition.string.end.shell'],
    variable: variableScopes(text),
  };
}
const IN_ARGUMENT = { "'": quoted(ARGUMENT, 'single'), '"': quoted(ARGUMENT, 'double') };
const IN_EXPORT = { "'": quoted(EXPORT_STATEMENT, 'single'), '"': quoted(EXPORT_STATEMENT, 'double') };
const ARGUMENT_VARIABLE = variableScopes(ARGUMENT);

/** Words the grammar reads as keywords (or as assignments, aliases, control) at the start of a
 *  command, from its command and statement rules: a command whose name starts with one, as a
 *  word, is declined. */
const KEYWORDS = new Set(
  (
    'nocorrect readonly function foreach coproc logout export select repeat pushd until while local case done ' +
    'elif else esac popd then time for end fi do in if declare typeset alias continue return break'
  ).split(' '),
);
/** The grammar's builtins: a command of exactly this name is coloured as one. */
const BUILTINS = new Set(
  (
    'unfunction autoload unsetopt bindkey builtin getopts command unalias history unlimit suspend source printf ' +
    'unhash disown ulimit which false print shift times umask unset read type exec eval wait echo dirs jobs kill hash stat exit test ' +
    'trap true let set pwd cd fg bg fc'
  ).split(' '),
);

const NAME_RUN = /[A-Za-z_./][A-Za-z0-9_./-]*/y;
const LEADING_WORD = /^\w*/;
/** An option after its dash; an unquoted argument's first run of characters, and a run after a
 *  variable in it (what the grammar's classes allow and no other of its rules reads inside). */
const OPTION_RUN = /[A-Za-z0-9_.,:/=%+@-]+/y;
const WORD_RUN = /[A-Za-z0-9_.,:/=%+@~*?^][A-Za-z0-9_.,:/=%+@~*?^-]*/y;
const RUN = /[A-Za-z0-9_.,:/=%+@~*?^-]+/y;
/** `$NAME`; `$_` alone is one of the grammar's special variables, and is declined. */
const VARIABLE = /\$(?:[A-Za-z]\w*|_\w+)/y;
const SPACE_RUN = /[\t ]*/y;
const REDIRECT_RUN = />>?(?=[\t ])/y;
/** What joins two commands on a line: `|`, `||` (two pipes to the grammar) and `&&`, with spaces
 *  before and after. */
const JOINER = /(?:\|\|?|&&)(?=[\t ])/y;
/** `[word]` ending the line: no argument starts at `[`, and the command ends before `]`. */
const BRACKETED = /\[[A-Za-z0-9_.-]*\]$/y;
const DECLINED = /[^\t\x20-\x7e]/;

/** The patterns the grammar runs inside an unquoted argument, in its order, with their scopes
 *  (a number's by which of its forms matched). */
const WILDCARD = /\*/g;
const NUMBER =
  /(?<=[\t =]|^|[(\[{])(?:(0[Xx][0-9A-Fa-f]+)|(0\d+)|(\d{1,2}#[0-9@-Z_a-z]+)|(-?\d+\.\d+)|(-?\d+(?:\.\d+)+)|(-?\d+))(?=[\t ]|$|[);}])/g;
const BOOLEAN = /(?<!\w)\b(true|false)\b(?!\w)/g;
const NUMBER_KINDS = ['hex', 'octal', 'other', 'decimal', 'version', 'integer'];
const ARGUMENT_PATTERNS = [WILDCARD, NUMBER, BOOLEAN];
const inWord = processMap<string, Scopes>('shellScopes');

function inWordScopes(key: string, ...names: string[]): Scopes {
  let s = inWord.get(key);
  if (!s) inWord.set(key, (s = [...UNQUOTED, ...names]));
  return s;
}

/** A pattern's next match in an argument, found once: a search from a later position finds the
 *  same match as long as it starts there or after (as vscode-oniguruma's scanner reuses them), so
 *  an argument of many wildcards is not searched again to its end for each. */
type NextMatch = RegExpExecArray | null | undefined;

/** The leftmost match in `text` from `from` of the argument patterns (the first listed at a tie),
 *  with its scopes inside the argument. `next` holds each pattern's last search. */
function firstMatch(text: string, from: number, next: NextMatch[]): { index: number; end: number; scopes: Scopes } | undefined {
  let best: { index: number; end: number; scopes: Scopes } | undefined;
  ARGUMENT_PATTERNS.forEach((re, k) => {
    let m = next[k];
    if (m === undefined || (m !== null && m.index < from)) {
      re.lastIndex = from;
      next[k] = m = re.exec(text);
    }
    if (!m || (best && best.index <= m.index)) return;
    best = { index: m.index, end: m.index + m[0].length, scopes: matchScopes(re, m) };
  });
  return best;
}

function matchScopes(re: RegExp, m: RegExpExecArray): Scopes {
  if (re === WILDCARD) return inWordScopes('*', 'variable.language.special.wildcard.shell');
  if (re === BOOLEAN) return inWordScopes(m[1], `constant.language.${m[1]}.shell`);
  const kind = NUMBER_KINDS[m.slice(1).findIndex((g) => g !== undefined)];
  return inWordScopes(kind, 'constant.numeric.shell', `constant.numeric.${kind}.shell`);
}

/** How the arguments of a command ended: at the line's end, at a joiner (`|`, `||`, `&&`), at a
 *  continuation. */
type ArgumentsEnd = ShellState | 'joined' | false;

class ShellLine {
  tokens: LexToken[] = [];
  i = 0;

  constructor(readonly text: string) {}

  give(scopes: Scopes, end: number): void {
    if (end > this.i) this.tokens.push({ startIndex: this.i, scopes });
    this.i = end;
  }

  /** The end of `re`'s match at `at` (sticky), or -1. */
  runEnd(re: RegExp, at = this.i): number {
    re.lastIndex = at;
    return re.test(this.text) ? re.lastIndex : -1;
  }

  /** The line from `state`: the state after it, or false when it is declined. */
  line(state: ShellState): ShellState | false {
    let end = state === 'command' ? this.arguments() : this.statement();
    while (end === 'joined') {
      const joiner = this.runEnd(JOINER);
      this.give(this.text[this.i] === '&' ? AND : PIPE, joiner);
      end = this.statement();
    }
    return end;
  }

  statement(): ArgumentsEnd {
    this.give(STATEMENT, this.runEnd(SPACE_RUN));
    return this.command() && this.arguments();
  }

  command(): boolean {
    const end = this.runEnd(NAME_RUN);
    if (end < 0) return false;
    const name = this.text.slice(this.i, end);
    const word = LEADING_WORD.exec(name)![0];
    // A builtin also starts a longer name (`echo.sh`); `.` and `:` are builtins, also before
    // another `.` (`../x`), not before `/`.
    if (KEYWORDS.has(word) || (BUILTINS.has(word) && word !== name) || (name[0] === '.' && name[1] !== '/')) return false;
    this.give(BUILTINS.has(name) ? BUILTIN_NAME : NAME, end);
    return this.atBreak();
  }

  /** A command's arguments, each after spaces, up to the line's end or a joiner. */
  arguments(): ArgumentsEnd {
    for (;;) {
      const at = this.runEnd(SPACE_RUN);
      const c = this.text[at];
      if (c === undefined) return (this.give(COMMAND, at), 'top');
      // A comment ends the command; its spaces are the comment's, at the top level.
      if (c === '#' && at > this.i) return !ENDS_OPEN.test(this.text) && (this.comment(at), 'top');
      if (at > this.i && this.runEnd(JOINER, at) > 0) return (this.give(COMMAND, at), 'joined');
      if (at === this.i) return false;
      if (c === '\\' && at + 1 === this.text.length) return (this.give(ARGUMENT, at), this.give(CONTINUATION, at + 1), 'command');
      if (c === '[')
        return this.runEnd(BRACKETED, at) > 0 && (this.give(COMMAND, this.text.length - 1), this.give(ROOT, this.text.length), 'top');
      if (!this.argument(at, c)) return false;
    }
  }

  /** The option, string, redirect or word at `at`, after the spaces from `i`. */
  argument(at: number, c: string): boolean {
    if (c === '-') return this.option(at);
    this.give(ARGUMENT, at);
    if (c === "'" || c === '"') return this.quoted(IN_ARGUMENT[c], c) && this.atBreak();
    const redirect = this.runEnd(REDIRECT_RUN);
    if (redirect > 0) return (this.give(REDIRECT, redirect), true);
    return this.unquoted();
  }

  option(at: number): boolean {
    const end = this.runEnd(OPTION_RUN, at + 1);
    if (end < 0) return false;
    this.give(COMMAND, at);
    this.give(DASH, at + 1);
    this.give(OPTION, end);
    return this.atBreak();
  }

  /** Runs of plain characters and `$NAME` variables, up to spaces or the line's end. */
  unquoted(): boolean {
    for (let first = true; ; first = false) {
      if (this.text[this.i] === '$') {
        if (!this.variable(ARGUMENT_VARIABLE)) return false;
      } else {
        const end = this.runEnd(first ? WORD_RUN : RUN);
        if (end < 0) return false;
        this.words(end);
      }
      if (this.atBreak()) return true;
    }
  }

  variable([dollar, name]: Variable): boolean {
    const end = this.runEnd(VARIABLE);
    if (end < 0) return false;
    this.give(dollar, this.i + 1);
    this.give(name, end);
    return true;
  }

  /** A quoted string at `i`; in double quotes, text and `$NAME` variables only. */
  quoted(q: Quoted, quote: string): boolean {
    const close = this.text.indexOf(quote, this.i + 1);
    if (close < 0 || (quote === '"' && /[`\\]/.test(this.text.slice(this.i + 1, close)))) return false;
    this.give(q.open, this.i + 1);
    if (quote === '"') {
      for (let dollar = this.text.indexOf('$', this.i); dollar >= 0 && dollar < close; dollar = this.text.indexOf('$', this.i)) {
        this.give(q.text, dollar);
        if (!this.variable(q.variable)) return false;
      }
    }
    this.give(q.text, close);
    this.give(q.close, close + 1);
    return true;
  }

  /** Whether `i` is at spaces or the line's end. */
  atBreak(): boolean {
    const c = this.text[this.i];
    return c === undefined || c === ' ' || c === '\t';
  }

  /** An unquoted run up to `end`, with the numbers, booleans and wildcards in it. */
  words(end: number): void {
    const upTo = this.text.slice(0, end);
    const next: NextMatch[] = [];
    for (let m = firstMatch(upTo, this.i, next); m; m = firstMatch(upTo, this.i, next)) {
      this.give(UNQUOTED, m.index);
      this.give(m.scopes, m.end);
    }
    this.give(UNQUOTED, end);
  }

  comment(at: number): void {
    this.give(ROOT, at);
    const shebang = this.text[at + 1] === '!';
    this.give(shebang ? SHEBANG_MARK : HASH, at + (shebang ? 2 : 1));
    this.give(shebang ? SHEBANG : COMMENT, this.text.length);
  }

  /** `export NAME="value"` (or 'value', or a plain name), at the line's start. */
  exported(): boolean {
    const m = /^export([\t ]+)([A-Za-z_][A-Za-z0-9_]*)=/.exec(this.text);
    if (!m) return false;
    this.give(EXPORT, 6);
    this.give(EXPORT_STATEMENT, 6 + m[1].length);
    this.give(ASSIGNED, this.i + m[2].length);
    this.give(ASSIGN, this.i + 1);
    const c = this.text[this.i];
    if (c === "'" || c === '"') return this.quoted(IN_EXPORT[c], c) && this.i === this.text.length;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(this.text.slice(this.i))) return false;
    this.give(ASSIGNED, this.text.length);
    return true;
  }
}

/** A comment ending in one of these: the grammar opens a statement at the line's end. */
const ENDS_OPEN = /[!&(;`{|]$/;
/** A line ending in one of these words and a space: the grammar opens a statement after it. */
const OPENS_STATEMENT = /(?:^|[\t ])(?:until|while|elif|else|then|do|if) $/;

function lex(text: string, state: ShellState): { tokens: LexToken[]; end: ShellState } | undefined {
  if (DECLINED.test(text) || OPENS_STATEMENT.test(text)) return undefined;
  const l = new ShellLine(text);
  const indent = l.runEnd(SPACE_RUN);
  if (state === 'top') {
    if (indent === text.length) return (l.give(ROOT, indent), { tokens: l.tokens, end: 'top' });
    if (text[indent] === '#') return ENDS_OPEN.test(text) ? undefined : (l.comment(indent), { tokens: l.tokens, end: 'top' });
    if (/^export\b/.test(text)) return l.exported() ? { tokens: l.tokens, end: 'top' } : undefined;
  } else if (text[indent] === '#' || indent === text.length) {
    return undefined;
  }
  const end = l.line(state);
  return end ? { tokens: l.tokens, end } : undefined;
}

export const shellLexer: LineLexer<ShellState> = {
  initial: 'top',
  line: lex,
  key: (state) => state,
};
