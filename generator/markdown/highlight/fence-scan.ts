// The fenced code blocks of a page, found by a line scan instead of a parser, so that a highlight
// worker can colour them before the page compiles (highlight-ahead.ts). It only has to agree with
// the parsers for ordinary fences: a block it reads differently is simply coloured again by the
// page's own compile, so the output never depends on this scan.

export interface ScannedFence {
  /** The info string: language, then meta (`title="x" {1,3}`). */
  info: string;
  /** The content without the fence's own indentation, as CommonMark removes it. */
  value: string;
}

const OPENING = /^( {0,3}|(?:[ \t]*))(`{3,}|~{3,})(.*)$/;

export function scanFences(body: string): ScannedFence[] {
  const out: ScannedFence[] = [];
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]);
    // A backtick fence's info string cannot contain backticks (it would be inline code).
    if (!open || (open[2][0] === '`' && open[3].includes('`'))) continue;
    const [, indent, fence, info] = open;
    const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const content: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !closing.test(lines[j]); j++) content.push(unindent(lines[j], indent.length));
    out.push({ info: info.trim(), value: content.join('\n') });
    i = j;
  }
  return out;
}

/** Up to `n` leading spaces removed. */
function unindent(line: string, n: number): string {
  let k = 0;
  while (k < n && line[k] === ' ') k++;
  return line.slice(k);
}
