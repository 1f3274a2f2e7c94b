// Grammar patterns with Unicode property escapes (`\p{Alpha}`, `\p{L}`, `\P{space}`, …, which the
// translation from Oniguruma writes for `\w`, `[[:alpha:]]` and the like) are slow for V8 to
// compile: each escape becomes a class of hundreds of ranges, and a pattern is compiled twice (to
// bytecode on its first run, to machine code on its second). The TypeScript, shell and PromQL
// grammars have patterns that took 20–110 ms each. And every pattern runs in Unicode mode (the `v`
// flag), where negated classes and `.` step over surrogate pairs: larger code, slower runs. Most
// lines of code are ASCII, and on an ASCII string a class matches exactly the ASCII characters it
// holds, and both modes match alike; so a pattern gets an ASCII twin, with every property escape
// replaced by its ASCII members and, where the syntax allows (non-unicode.ts), without the `v`
// flag. Lines that are all ASCII run the twin, any other line the pattern as translated. Same
// matches, so the same tokens (test/unit/ascii-regex.test.ts runs both on every pattern of every
// grammar we ship).
import { EmulatedRegExp } from 'oniguruma-to-es';
import { nonUnicodeSource } from './non-unicode.js';
import { processMap, processSlot } from '../../caches.js';

type Options = EmulatedRegExp['rawOptions'];

const members = processMap<string, string>('asciiMembers');
const STRING_PROPERTY = /\\p\{(?:Basic_Emoji|Emoji_Keycap_Sequence|RGI_Emoji\w*)\}/;

/** The ASCII characters a property escape matches under `flags`, as a class (`[]`, which matches
 *  nothing, when there are none). Found by testing each of the 128, so it is exact whatever the
 *  property, negation or case-insensitivity. */
function asciiMembers(escape: string, flags: string): string {
  const key = `${escape}/${flags}`;
  let cls = members.get(key);
  if (cls === undefined) {
    const test = new RegExp(`^${escape}$`, flags.replace(/[dgy]/g, ''));
    let set = '';
    for (let c = 0; c < 128; c++) if (test.test(String.fromCharCode(c))) set += `\\x${c.toString(16).padStart(2, '0')}`;
    cls = `[${set}]`;
    members.set(key, cls);
  }
  return cls;
}

/** A pattern's ASCII twin: its source and flags. */
export type Twin = [source: string, flags: string];

/** The pattern's ASCII twin, or undefined when it would be the pattern itself. */
export function asciiTwin(source: string, flags: string): Twin | undefined {
  const ascii = asciiSource(source, flags);
  const plain = nonUnicodeSource(ascii ?? source, flags);
  if (plain !== undefined) return [plain, flags.replace('v', '')];
  return ascii === undefined ? undefined : [ascii, flags];
}

/** The pattern with its property escapes replaced by ASCII classes, or undefined when it has none.
 *  Only for the `v` flag, whose classes may nest: the replacement is a class, inside a class too. */
export function asciiSource(source: string, flags: string): string | undefined {
  if (!flags.includes('v') || (!source.includes('\\p{') && !source.includes('\\P{'))) return undefined;
  // Properties of strings match sequences, not characters: a pattern with one keeps no twin.
  if (STRING_PROPERTY.test(source)) return undefined;
  let out = '';
  let changed = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = source[i + 1];
    const end = (next === 'p' || next === 'P') && source[i + 2] === '{' ? source.indexOf('}', i + 3) : -1;
    if (end > 0) {
      out += asciiMembers(source.slice(i, end + 1), flags);
      changed = true;
      i = end;
    } else {
      // An escaped character, kept whole: `\\p{` is a backslash and a letter p.
      out += c + (next ?? '');
      i++;
    }
  }
  return changed ? out : undefined;
}

const NOT_ASCII = /[^\x00-\x7f]/;
const lastLine = processSlot<{ line: string | undefined; ascii: boolean }>('asciiLastLine');

/** Whether a line is all ASCII; the scanner runs many patterns on the same line in a row. */
function isAscii(s: string): boolean {
  // One record, changed in place: the scanner asks for every pattern it tries on a line.
  const last = (lastLine.value ??= { line: undefined, ascii: false });
  if (s !== last.line) {
    last.line = s;
    last.ascii = !NOT_ASCII.test(s);
  }
  return last.ascii;
}

/** What shiki's scanner uses of a pattern (`lastIndex`, `exec`, `sticky`, `rawOptions`), running
 *  the ASCII twin or the full pattern by the line. Neither compiles before it is first needed. */
export class AsciiFirstRegExp extends RegExp {
  rawOptions: Options | undefined;
  private ascii: RegExp | undefined;
  private full: RegExp | undefined;

  constructor(
    private readonly fullSource: string,
    private readonly fullFlags: string,
    private readonly twin: Twin,
    private readonly options: Options | undefined,
  ) {
    super('', fullFlags);
    this.rawOptions = options;
  }

  override exec(s: string): RegExpExecArray | null {
    const re = isAscii(s) ? (this.ascii ??= this.make(this.twin)) : (this.full ??= this.make([this.fullSource, this.fullFlags]));
    re.lastIndex = this.lastIndex;
    const m = re.exec(s);
    this.lastIndex = re.lastIndex;
    return m;
  }

  private make([source, flags]: Twin): RegExp {
    try {
      return plainOrEmulated(source, flags, this.options);
    } catch (e) {
      // A twin V8 refused (none is known): the pattern as translated serves every line.
      if (source === this.fullSource) throw e;
      return (this.full ??= this.make([this.fullSource, this.fullFlags]));
    }
  }
}

function plainOrEmulated(source: string, flags: string, options: Options | undefined): RegExp {
  return options ? new EmulatedRegExp(source, flags, options) : new RegExp(source, flags);
}

/** The pattern's regular expression, with its ASCII twin when it has one. `twin` is the one the
 *  regex table holds (null: none); without it, the twin is made here. */
export function patternRegExp(source: string, flags: string, options?: Options | null, twin?: Twin | null): RegExp {
  const t = twin === undefined ? asciiTwin(source, flags) : (twin ?? undefined);
  if (t !== undefined) return new AsciiFirstRegExp(source, flags, t, options ?? undefined);
  return plainOrEmulated(source, flags, options ?? undefined);
}
