// Code spans on one line, found as CommonMark finds them (micromark and markdown-it alike): outside
// code a backslash escapes the punctuation after it (`\`` is a literal backtick, opening nothing),
// inside code it is a character like any other (`` `C:\dir\` `` ends at its second backtick). The
// gates (fast-path-gate.ts, mdx-split.ts) check the prose around them.

/** Whether `c` is ASCII punctuation, which a backslash escapes. */
const escapable = (c: string | undefined): boolean => c !== undefined && /[!-/:-@[-`{-~]/.test(c);

export interface WithoutCode {
  /** The line with each code span closed on it replaced (escaped backticks taken out). */
  prose: string;
  /** The backticks of a run no closing run follows on the line, and where it stands in `prose`
   *  (the text after it is kept): a span that may close on a later line of the paragraph. */
  open?: { ticks: string; at: number };
}

const runAt = (line: string, i: number): number => {
  let j = i;
  while (line[j] === '`') j++;
  return j - i;
};

/** Takes the code spans out of `line`, each replaced by `by`. Text between the backticks and
 *  escapes that change nothing is copied in slices, not character by character (every MDX and
 *  Markdown line passes here; test/unit/code-spans.test.ts holds it to the plain loop it replaced). */
export function withoutCodeSpans(line: string, by: string): WithoutCode {
  // Without a backtick every character (escapes included) stays as it is: most lines.
  if (!line.includes('`')) return { prose: line };
  let prose = '';
  let open: WithoutCode['open'];
  /** Where the text not yet copied to `prose` starts. */
  let from = 0;
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === '\\' && escapable(line[i + 1])) {
      // An escaped backtick is taken out; other escapes stay as written.
      if (line[i + 1] === '`') {
        prose += line.slice(from, i);
        from = i + 2;
      }
      i += 2;
      continue;
    }
    if (c !== '`') {
      i++;
      continue;
    }
    const n = runAt(line, i);
    prose += line.slice(from, i);
    // The closing run is the next run of exactly as many backticks.
    let close = i + n;
    while (close < line.length && !(line[close] === '`' && runAt(line, close) === n)) close += line[close] === '`' ? runAt(line, close) : 1;
    if (close < line.length) {
      prose += by;
      i = close + n;
    } else {
      open ??= { ticks: line.slice(i, i + n), at: prose.length };
      prose += line.slice(i, i + n);
      i += n;
    }
    from = i;
  }
  return { prose: prose + line.slice(from), open };
}
