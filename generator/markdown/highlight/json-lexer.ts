// The JSON grammar shiki ships (vscode's json.tmLanguage), by hand. Its rules: a value is a
// constant, a number, a string, an array or an object (or a comment); an object holds keys, `:`
// starting a value that ends at `,` or before `}`, and marks anything else invalid; an array ends
// at `]`. Every pattern but the value's end before `}` consumes text from where it starts, so the
// grammar's leftmost, first-listed match is the first pattern, in the rule's order (its end
// first), that matches at the first position where any does. Lines with a comment, or with a
// character outside printable ASCII (where the grammar's `\b` and this file's could differ), are
// declined.
import type { LexToken, LineLexer } from './line-lexer.js';
import { MAX_STATE_DEPTH } from './colour-limits.js';

type Kind = 'root' | 'object' | 'value' | 'array' | 'key' | 'string';

/** A rule on the grammar's stack; frames are shared, so a state is just its innermost frame. */
interface Frame {
  kind: Kind;
  scopes: readonly string[];
  parent: Frame | null;
  key: string;
  children: Map<Kind, Frame>;
  /** The frame's scopes and one more, by that scope's name. */
  withScope: Map<string, readonly string[]>;
}

const NAMES: Record<Kind, readonly string[]> = {
  root: ['source.json'],
  object: ['meta.structure.dictionary.json'],
  value: ['meta.structure.dictionary.value.json'],
  array: ['meta.structure.array.json'],
  key: ['string.json', 'support.type.property-name.json'],
  string: ['string.quoted.double.json'],
};
const LETTER: Record<Kind, string> = { root: 'r', object: 'o', value: 'v', array: 'a', key: 'k', string: 's' };

function frame(kind: Kind, parent: Frame | null): Frame {
  return {
    kind,
    scopes: parent ? [...parent.scopes, ...NAMES[kind]] : NAMES[kind],
    parent,
    key: (parent?.key ?? '') + LETTER[kind],
    children: new Map(),
    withScope: new Map(),
  };
}

const ROOT = frame('root', null);

function push(parent: Frame, kind: Kind): Frame {
  let f = parent.children.get(kind);
  if (!f) parent.children.set(kind, (f = frame(kind, parent)));
  return f;
}

function scoped(f: Frame, name: string): readonly string[] {
  let s = f.withScope.get(name);
  if (!s) f.withScope.set(name, (s = [...f.scopes, name]));
  return s;
}

const DECLINED = /[^\t\x20-\x7e]/;
const isWord = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isSpace = (c: number) => c === 32 || c === 9;
const QUOTE = 34,
  SLASH = 47,
  BACKSLASH = 92;
const CONSTANTS = ['true', 'false', 'null'];
/** After a backslash, the characters of a recognized escape. */
const ESCAPED = new Set([...'"/\\bfnrt'].map((c) => c.charCodeAt(0)));

/** The end of a `\b(?:true|false|null)\b` match at `i`, or -1. */
function constantEnd(text: string, i: number): number {
  if (i > 0 && isWord(text.charCodeAt(i - 1))) return -1;
  for (const word of CONSTANTS) {
    if (text.startsWith(word, i)) {
      const end = i + word.length;
      return end < text.length && isWord(text.charCodeAt(end)) ? -1 : end;
    }
  }
  return -1;
}

/** The end of a `-?(?:0|[1-9]\d*)(?:(?:\.\d+)?(?:[Ee][-+]?\d+)?)?` match at `i`, or -1. */
function numberEnd(text: string, i: number): number {
  let j = text.charCodeAt(i) === 45 ? i + 1 : i;
  const first = text.charCodeAt(j);
  if (first === 48) j++;
  else if (first >= 49 && first <= 57) while (isDigit(text.charCodeAt(++j)));
  else return -1;
  if (text.charCodeAt(j) === 46 && isDigit(text.charCodeAt(j + 1))) {
    j++;
    while (isDigit(text.charCodeAt(j))) j++;
  }
  const e = text.charCodeAt(j);
  if (e === 69 || e === 101) {
    const sign = text.charCodeAt(j + 1);
    let k = sign === 43 || sign === 45 ? j + 2 : j + 1;
    if (isDigit(text.charCodeAt(k))) {
      while (isDigit(text.charCodeAt(k))) k++;
      j = k;
    }
  }
  return j;
}

/** The end of an escape at `i` (a backslash) and whether the grammar recognizes it; -1: none. */
function escapeEnd(text: string, i: number): [end: number, valid: boolean] | -1 {
  const next = text.charCodeAt(i + 1);
  if (Number.isNaN(next)) return -1; // `\\.` does not match the line's end
  if (ESCAPED.has(next)) return [i + 2, true];
  if (next === 117 && [2, 3, 4, 5].every((k) => isHex(text.charCodeAt(i + k)))) return [i + 6, true];
  return [i + 2, false];
}

class JsonLine {
  tokens: LexToken[] = [];
  /** The end of the last token given. */
  private pos = 0;
  i = 0;

  constructor(
    readonly text: string,
    public f: Frame,
  ) {}

  /** A token of `scopes` from `i` to `end`, after the text before it in the current frame. */
  take(scopes: readonly string[], end: number): void {
    if (this.pos < this.i) this.tokens.push({ startIndex: this.pos, scopes: this.f.scopes });
    this.tokens.push({ startIndex: this.i, scopes });
    this.i = this.pos = end;
  }

  begin(kind: Kind, punctuation: string): void {
    const f = push(this.f, kind);
    this.take(scoped(f, punctuation), this.i + 1);
    this.f = f;
  }

  end(punctuation: string): void {
    this.take(scoped(this.f, punctuation), this.i + 1);
    this.f = this.f.parent!;
  }

  /** Zero-width end (a value before `}`). */
  pop(): void {
    if (this.pos < this.i) this.tokens.push({ startIndex: this.pos, scopes: this.f.scopes });
    this.pos = this.i;
    this.f = this.f.parent!;
  }

  finish(): void {
    if (this.pos < this.text.length) this.tokens.push({ startIndex: this.pos, scopes: this.f.scopes });
  }

  /** A value's patterns at `i`: true if one matched, 'declined' at a comment. */
  value(c: number): boolean | 'declined' {
    const text = this.text;
    let end = constantEnd(text, this.i);
    if (end > 0) return (this.take(scoped(this.f, 'constant.language.json'), end), true);
    end = numberEnd(text, this.i);
    if (end > 0) return (this.take(scoped(this.f, 'constant.numeric.json'), end), true);
    if (c === QUOTE) return (this.begin('string', 'punctuation.definition.string.begin.json'), true);
    if (c === 91) return (this.begin('array', 'punctuation.definition.array.begin.json'), true);
    if (c === 123) return (this.begin('object', 'punctuation.definition.dictionary.begin.json'), true);
    if (c === SLASH) {
      const next = text.charCodeAt(this.i + 1);
      if (next === 42 || next === SLASH) return 'declined';
    }
    return false;
  }

  /** One step in a string or key: its end, an escape, or a plain character. */
  inString(c: number, endPunctuation: string): void {
    if (c === QUOTE) return this.end(endPunctuation);
    if (c === BACKSLASH) {
      const esc = escapeEnd(this.text, this.i);
      if (esc !== -1)
        return this.take(
          scoped(this.f, esc[1] ? 'constant.character.escape.json' : 'invalid.illegal.unrecognized-string-escape.json'),
          esc[0],
        );
    }
    this.i++;
  }

  /** One step of the current rule; false when the line is declined. */
  step(): boolean {
    const c = this.text.charCodeAt(this.i);
    switch (this.f.kind) {
      case 'key':
        this.inString(c, 'punctuation.support.type.property-name.end.json');
        return true;
      case 'string':
        this.inString(c, 'punctuation.definition.string.end.json');
        return true;
      case 'object':
        return this.inObject(c);
      case 'value':
        return this.inValue(c);
      case 'array':
        return this.inArray(c);
      default:
        return this.inRoot(c);
    }
  }

  private inObject(c: number): boolean {
    if (c === 125) this.end('punctuation.definition.dictionary.end.json');
    else if (c === QUOTE) this.begin('key', 'punctuation.support.type.property-name.begin.json');
    else if (c === SLASH && [42, SLASH].includes(this.text.charCodeAt(this.i + 1))) return false;
    else if (c === 58) this.begin('value', 'punctuation.separator.dictionary.key-value.json');
    else if (isSpace(c)) this.i++;
    else this.take(scoped(this.f, 'invalid.illegal.expected-dictionary-separator.json'), this.i + 1);
    return true;
  }

  private inValue(c: number): boolean {
    if (c === 44) return (this.end('punctuation.separator.dictionary.pair.json'), true);
    if (c === 125) return (this.pop(), true);
    const v = this.value(c);
    if (v === 'declined') return false;
    if (!v) {
      if (isSpace(c)) this.i++;
      else this.take(scoped(this.f, 'invalid.illegal.expected-dictionary-separator.json'), this.i + 1);
    }
    return true;
  }

  private inArray(c: number): boolean {
    if (c === 93) return (this.end('punctuation.definition.array.end.json'), true);
    const v = this.value(c);
    if (v === 'declined') return false;
    if (!v) {
      if (c === 44) this.take(scoped(this.f, 'punctuation.separator.array.json'), this.i + 1);
      else if (isSpace(c)) this.i++;
      else this.take(scoped(this.f, 'invalid.illegal.expected-array-separator.json'), this.i + 1);
    }
    return true;
  }

  private inRoot(c: number): boolean {
    const v = this.value(c);
    if (v === 'declined') return false;
    if (!v) this.i++;
    return true;
  }
}

export const jsonLexer: LineLexer<Frame> = {
  initial: ROOT,
  line(text, state) {
    if (DECLINED.test(text)) return undefined;
    const l = new JsonLine(text, state);
    while (l.i < text.length) if (!l.step()) return undefined;
    l.finish();
    // Past the depth limit the grammar's path stops colouring the block (colour-limits.ts).
    if (l.f.key.length > MAX_STATE_DEPTH) return undefined;
    return { tokens: l.tokens, end: l.f };
  },
  key: (state) => state.key,
};
