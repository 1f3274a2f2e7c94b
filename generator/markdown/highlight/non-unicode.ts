// A `v`-flag pattern rewritten for V8's non-Unicode mode, for the ASCII twins (ascii-regex.ts). In
// Unicode mode a negated class or `.` must step over surrogate pairs, which makes V8 compile larger
// code and run it more slowly; on a string of ASCII characters the two modes match alike, as long
// as the syntax means the same. So the rewrite flattens nested classes (`[\$_[A-Z]]` is `[\$_A-Z]`),
// keeps every escape as it is (each is valid and means the same without the flag), and gives up
// (undefined) on what has no plain equivalent: set operations (`--`, `&&`), negated nested classes,
// `\q{…}` strings, `\u{…}` code points, property escapes; and on case-insensitive patterns, whose
// case folding differs between the modes.

class Unsupported extends Error {}

export function nonUnicodeSource(source: string, flags: string): string | undefined {
  if (!flags.includes('v') || flags.includes('i')) return undefined;
  try {
    return rewrite(source);
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

function rewrite(source: string): string {
  let out = '';
  for (let i = 0; i < source.length;) {
    if (source[i] === '[') {
      const c = classAt(source, i);
      out += `[${c.negated ? '^' : ''}${c.members}]`;
      i = c.end;
    } else {
      const step = source[i] === '\\' ? escapeAt(source, i) : source[i];
      out += step;
      i += step.length;
    }
  }
  return out;
}

/** The escape at `i` (a backslash and the character after it), unless it has no plain meaning. */
function escapeAt(source: string, i: number): string {
  const next = source[i + 1];
  if (next === undefined || next === 'q' || next === 'p' || next === 'P' || (next === 'u' && source[i + 2] === '{'))
    throw new Unsupported();
  return `\\${next}`;
}

/** The class opening at `i`: its members with nested classes inlined, and where it ends. */
function classAt(source: string, start: number): { negated: boolean; members: string; end: number } {
  let i = start + 1;
  const negated = source[i] === '^';
  if (negated) i++;
  let members = '';
  while (source[i] !== ']') {
    const c = source[i];
    if (c === undefined || (c === '-' && source[i + 1] === '-') || (c === '&' && source[i + 1] === '&')) throw new Unsupported();
    if (c === '[') {
      const inner = classAt(source, i);
      if (inner.negated) throw new Unsupported();
      members += inner.members;
      i = inner.end;
      continue;
    }
    const step = c === '\\' ? escapeAt(source, i) : c;
    members += step;
    i += step.length;
  }
  return { negated, members, end: i + 1 };
}
