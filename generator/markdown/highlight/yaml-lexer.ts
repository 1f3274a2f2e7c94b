// Lines of YAML as shiki's YAML grammar lexes them, for what documentation mostly holds: keys and
// plain, quoted, numeric or boolean values, one-line flow sequences of them, block scalars
// (`run: |` and the indented lines after it), `- ` items, comments and `---`. At each position the
// grammar's top-level patterns are tried in its order with its own expressions (a key is what its
// lookahead finds; a plain scalar runs to its end pattern), so the leftmost, first-listed match is
// the grammar's. Anything that opens a rule spanning lines (collections or strings left open) or
// that this lexer does not model (flow mappings, anchors, tags, aliases, `?` keys, directives,
// tabs, non-ASCII text) is declined.
import type { LexToken, LineLexer } from './line-lexer.js';

type Scopes = readonly string[];
const ROOT: Scopes = ['source.yaml'];
const scoped = (...names: string[]): Scopes => [...ROOT, ...names];

const PLAIN = scoped('string.unquoted.plain.out.yaml');
const TAG = scoped('string.unquoted.plain.out.yaml', 'entity.name.tag.yaml');
const ITEM = scoped('punctuation.definition.block.sequence.item.yaml');
const SEPARATOR = scoped('punctuation.separator.key-value.mapping.yaml');
const DOCUMENT = scoped('entity.other.document.begin.yaml');
const LEADING = scoped('punctuation.whitespace.comment.leading.yaml');
const COMMENT = scoped('comment.line.number-sign.yaml');
const HASH = scoped('comment.line.number-sign.yaml', 'punctuation.definition.comment.yaml');
const IMPLICIT = [
  'constant.language.null.yaml',
  'constant.language.boolean.yaml',
  'constant.numeric.integer.yaml',
  'constant.numeric.float.yaml',
  'constant.other.timestamp.yaml',
  'constant.language.value.yaml',
  'constant.language.merge.yaml',
].map((name) => scoped(name));

interface StringScopes {
  open: Scopes;
  text: Scopes;
  escape: Scopes;
  close: Scopes;
  escapes: RegExp;
}
function stringScopes(kind: 'double' | 'single', escapeName: string, escapes: RegExp, outer: Scopes = ROOT): StringScopes {
  const text = [...outer, `string.quoted.${kind}.yaml`];
  return {
    open: [...text, 'punctuation.definition.string.begin.yaml'],
    text,
    escape: [...text, escapeName],
    close: [...text, 'punctuation.definition.string.end.yaml'],
    escapes,
  };
}
const DOUBLE_ESCAPES = /\\(?:[ "/0LN\\_abefnprtv]|x\d\d|u\d{4}|U\d{8})/y;
const DOUBLE = stringScopes('double', 'constant.character.escape.yaml', DOUBLE_ESCAPES);
const SINGLE = stringScopes('single', 'constant.character.escape.single-quoted.yaml', /''/y);

/** A block scalar: its header's marks, and its text on the lines after it. */
const LITERAL = scoped('keyword.control.flow.block-scalar.literal.yaml');
const FOLDED = scoped('keyword.control.flow.block-scalar.folded.yaml');
const INDENTATION = scoped('constant.numeric.indentation-indicator.yaml');
const CHOMPING = scoped('storage.modifier.chomping-indicator.yaml');
const BLOCK = scoped('string.unquoted.block.yaml');
const BLOCK_HEADER = /^[|>]([1-9])?([-+])?$/;

/** A flow sequence on one line (`[a, "b", 1]`) and the scalars in it. */
const SEQUENCE = scoped('meta.flow-sequence.yaml');
const SEQUENCE_BEGIN = [...SEQUENCE, 'punctuation.definition.sequence.begin.yaml'];
const SEQUENCE_END = [...SEQUENCE, 'punctuation.definition.sequence.end.yaml'];
const SEQUENCE_COMMA = [...SEQUENCE, 'punctuation.separator.sequence.yaml'];
const PLAIN_IN = [...SEQUENCE, 'string.unquoted.plain.in.yaml'];
const IMPLICIT_IN = IMPLICIT.map((s) => [...SEQUENCE, ...s.slice(1)]);
const DOUBLE_IN = stringScopes('double', 'constant.character.escape.yaml', DOUBLE_ESCAPES, SEQUENCE);
const SINGLE_IN = stringScopes('single', 'constant.character.escape.single-quoted.yaml', /''/y, SEQUENCE);

// The grammar's expressions (sticky, run at a position). A line here is printable ASCII without
// tabs, where JavaScript's `\s`, `\S`, `\d` and `$` match as Oniguruma's do at a line's end.
const END = String.raw`(?=\s*$|\s+#|\s*:(?:\s|$))`;
const KEY = new RegExp(String.raw`(?=(?:[^-\]!"#%&'*,:>?@\[\x60{|}\s]|[-:?]\S)(?:[^:\s]|:\S|\s+(?![#\s]))*\s*:(?:\s|$))`, 'y');
const PLAIN_BEGIN = /[^-\]!"#%&'*,:>?@[`{|}\s]|[-:?]\S/y;
/** Inside a flow collection a plain scalar also ends before `,`, brackets and braces. */
const END_IN = String.raw`(?=\s*$|\s+#|\s*:(?:\s|$)|\s*:[\],\[{}]|\s*[\],\[{}])`;
const IMPLICIT_TYPES =
  '(?:(null|Null|NULL|~)|([Yy]|yes|Yes|YES|[Nn]|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)' +
  '|([-+]?0b[01_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[_0-9A-Fa-f]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)' +
  String.raw`|([-+]?(?:[0-9][0-9_]*)?\.[.0-9]*(?:[Ee][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))` +
  String.raw`|(\d{4}-\d{2}-\d{2}|\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|[\t ]+)\d{1,2}:\d{2}:\d{2}(?:\.\d*)?(?:[\t ]*Z|[-+]\d{1,2}(?::\d{1,2})?)?)` +
  '|(=)|(<<))';
const IMPLICIT_TYPE = new RegExp(IMPLICIT_TYPES + END, 'y');
const IMPLICIT_TYPE_IN = new RegExp(IMPLICIT_TYPES + END_IN, 'y');
const PLAIN_IN_BEGIN = /[^-\]!"#%&'*,:>?@[`{|}\s]|[-:?][^\],[{}\s]/y;
/** A key inside a flow collection (a flow pair, which this lexer declines). */
const FLOW_KEY = new RegExp(
  String.raw`(?=(?:[^-\]!"#%&'*,:>?@\[\x60{|}\s]|[-:?][^\],\[{}\s])(?:[^\],:\[{}\s]|:[^\],\[{}\s]|\s+(?![#\s]))*\s*:(?:\s|$))`,
  'y',
);
const ITEM_MARK = /-(?!\S)/y;
const SEPARATOR_MARK = /:(?=\s|$)/y;
/** A comment's start: spaces before `#` (or none, at the line's start). */
const COMMENT_AHEAD = /[ ]*(?=#)/y;
const DECLINED = /[^\x20-\x7e]/;

/** Where a plain scalar from `from` ends: the first position where the grammar's end pattern
 *  (`END`) holds, found in one pass (the pattern tried at each position of a long run of spaces
 *  scans the rest of the run every time). Only spaces can be white here. */
function plainEnd(text: string, from: number, inFlow = false): number {
  const flowMark = (c: string | undefined) => inFlow && c !== undefined && '],[{}'.includes(c);
  for (let p = from; p < text.length;) {
    let q = p;
    while (text.charCodeAt(q) === 32) q++;
    // Every position from p to q sees the same text after its spaces.
    const c = text[q];
    if (q === text.length || (q > p && c === '#') || flowMark(c)) return p;
    if (c === ':' && (q + 1 === text.length || text[q + 1] === ' ' || flowMark(text[q + 1]))) return p;
    p = q + 1;
  }
  return text.length;
}

class YamlLine {
  tokens: LexToken[] = [];
  i = 0;
  /** The line ended with a block scalar's header. */
  header = false;

  constructor(readonly text: string) {}

  give(scopes: Scopes, end: number): void {
    if (end > this.i) this.tokens.push({ startIndex: this.i, scopes });
    this.i = end;
  }

  /** The end of `re`'s match at `i`, or -1. */
  at(re: RegExp): number {
    re.lastIndex = this.i;
    return re.test(this.text) ? re.lastIndex : -1;
  }

  /** One step at the top level; false when the line is declined. */
  step(): boolean {
    const c = this.text[this.i];
    if (c === ' ') return this.space();
    if (this.i === 0 && c === '#') return this.comment();
    if (this.i === 0 && this.text.startsWith('---')) return (this.give(DOCUMENT, 3), true);
    // A document's end, and `?` (a complex key, which the grammar tries before anything below).
    if ((this.i === 0 && this.text.startsWith('...')) || c === '?') return false;
    let end = this.at(ITEM_MARK);
    if (end > 0) return (this.give(ITEM, end), true);
    if (this.at(KEY) >= 0) return this.key();
    end = this.at(SEPARATOR_MARK);
    if (end > 0) return (this.give(SEPARATOR, end), true);
    if (this.implicit()) return true;
    if (this.at(PLAIN_BEGIN) > 0) return this.plain(PLAIN);
    if (c === '[') return this.sequence();
    if (c === '|' || c === '>') return this.blockHeader();
    if (c === '"') return this.quoted(DOUBLE, '"');
    if (c === "'") return this.quoted(SINGLE, "'");
    return false;
  }

  /** A block scalar's header (`|`, `>-`, `|2+`) ending the line; its text is on the next lines. */
  blockHeader(): boolean {
    const m = BLOCK_HEADER.exec(this.text.slice(this.i));
    if (!m) return false;
    this.give(this.text[this.i] === '|' ? LITERAL : FOLDED, this.i + 1);
    if (m[1]) this.give(INDENTATION, this.i + 1);
    if (m[2]) this.give(CHOMPING, this.i + 1);
    this.header = true;
    return true;
  }

  /** A flow sequence of scalars, closed on this line: the sequence rule's patterns in its order
   *  (its end, comments, `,`, then a flow pair's and a flow node's). Declined: comments, pairs,
   *  anchors, tags, aliases and collections inside. */
  sequence(): boolean {
    this.give(SEQUENCE_BEGIN, this.i + 1);
    for (;;) {
      const c = this.text[this.i];
      if (c === ']') return (this.give(SEQUENCE_END, this.i + 1), true);
      // A `#` here or after spaces (a comment, or text the grammar reads otherwise), a property,
      // a `?` key, an alias, a nested collection, a flow pair.
      if (c === undefined || this.at(COMMENT_AHEAD) >= 0 || '!&?*[{'.includes(c) || this.at(FLOW_KEY) >= 0) return false;
      if (c === ' ') this.give(SEQUENCE, this.i + 1);
      else if (c === ',') this.give(SEQUENCE_COMMA, this.i + 1);
      else if (c === '"' || c === "'") {
        if (!this.quoted(c === '"' ? DOUBLE_IN : SINGLE_IN, c)) return false;
      } else if (!this.implicit(IMPLICIT_TYPE_IN, IMPLICIT_IN) && !this.plainIn()) return false;
    }
  }

  /** A plain scalar inside a flow collection. */
  plainIn(): boolean {
    const begin = this.at(PLAIN_IN_BEGIN);
    if (begin < 0) return false;
    this.give(PLAIN_IN, plainEnd(this.text, begin, true));
    return true;
  }

  /** Spaces, or the spaces that begin a comment. */
  space(): boolean {
    const ahead = this.at(COMMENT_AHEAD);
    if (ahead > 0) return (this.give(ROOT, ahead), this.comment());
    this.give(ROOT, this.i + 1);
    return true;
  }

  comment(): boolean {
    this.give(HASH, this.i + 1);
    this.give(COMMENT, this.text.length);
    return true;
  }

  /** A line that is a comment after its indentation: the indentation is the comment's. */
  leadingComment(): boolean {
    const ahead = this.at(COMMENT_AHEAD);
    if (ahead < 0) return false;
    this.give(LEADING, ahead);
    return this.comment();
  }

  /** A null, boolean, number, timestamp, `=` or `<<`, as one token. */
  implicit(re = IMPLICIT_TYPE, scopes = IMPLICIT): boolean {
    re.lastIndex = this.i;
    const m = re.exec(this.text);
    if (!m) return false;
    this.give(scopes[m.slice(1).findIndex((g) => g !== undefined)], re.lastIndex);
    return true;
  }

  /** A key: an implicit type or a plain scalar, up to the end the grammar's key rule finds. */
  key(): boolean {
    if (this.implicit()) return true;
    return this.at(PLAIN_BEGIN) > 0 && this.plain(TAG);
  }

  /** A plain scalar, from its first character(s) to its end pattern. */
  plain(scopes: Scopes): boolean {
    this.give(scopes, plainEnd(this.text, this.at(PLAIN_BEGIN)));
    return true;
  }

  /** A quoted scalar closed on this line. */
  quoted(s: StringScopes, quote: string): boolean {
    this.give(s.open, this.i + 1);
    for (;;) {
      const next = this.text.indexOf(quote, this.i);
      const escape = quote === '"' ? this.text.indexOf('\\', this.i) : next;
      if (next < 0) return false;
      if (escape >= 0 && escape <= next) {
        this.give(s.text, escape);
        const end = this.at(s.escapes);
        if (end > 0) this.give(s.escape, end);
        else if (quote === "'")
          break; // a lone quote: the end
        else if (this.i + 1 < this.text.length) this.give(s.text, this.i + 1);
        else return false; // a backslash ending the line continues the string
        continue;
      }
      this.give(s.text, next);
      break;
    }
    this.give(s.close, this.i + 1);
    return true;
  }
}

/** Where a line starts: at the top level, after a block scalar's header (`key: |`), or inside a
 *  block scalar whose lines are indented by this many spaces. */
export type YamlState = 'top' | 'header' | number;

/** A line of a block scalar, which starts with a space: all of it is the scalar's text. */
function blockLine(text: string, state: 'header' | number): { tokens: LexToken[]; end: YamlState } | undefined {
  let indent = 0;
  while (text.charCodeAt(indent) === 32) indent++;
  const all = indent === text.length;
  // The first line sets the indentation (the grammar's `^( +)(?! )`); a line of spaces alone
  // would set it to the whole line, and is left to the grammar. Later lines go on with the block
  // when they start with as many spaces or are blank.
  const end = state === 'header' ? (all ? undefined : indent) : indent >= state || all ? state : undefined;
  return end === undefined ? undefined : { tokens: [{ startIndex: 0, scopes: BLOCK }], end };
}

function lex(text: string, state: YamlState): { tokens: LexToken[]; end: YamlState } | undefined {
  if (DECLINED.test(text)) return undefined;
  const inBlock = state !== 'top' && text[0] === ' ' ? blockLine(text, state) : undefined;
  // A line that does not go on with a block scalar ends it, and is read at the top level.
  if (inBlock || (state === 'header' && text[0] === ' ')) return inBlock;
  const l = new YamlLine(text);
  if (l.leadingComment()) return { tokens: l.tokens, end: 'top' };
  while (l.i < text.length) if (!l.step()) return undefined;
  return { tokens: l.tokens, end: l.header ? 'header' : 'top' };
}

export const yamlLexer: LineLexer<YamlState> = {
  initial: 'top',
  line: lex,
  key: (state) => String(state),
};
