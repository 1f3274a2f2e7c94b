// HTML comments in MDX pages. MDX 3 refuses `<!-- … -->`; Docusaurus 3 accepts it
// (`markdown.mdx1Compat.comments`, on by default, through remark-comment), and a page that moves
// from Docusaurus has them (`<!-- prettier-ignore -->`, notes to other writers). A comment on lines
// of its own becomes blank lines (so the page can stay on the MDX fast path, which takes no
// expressions); one inside a line an MDX comment expression of the same length, `{/* … */}`. Both
// render nothing, as in Docusaurus; lines and columns stay the writer's own.

export interface CommentRewriter {
  /** Line `i` with its comments rewritten. */
  rewrite(i: number): string;
  /** A comment opened on an earlier line is still open. */
  readonly inside: boolean;
  /** The last line of the comment lines being blanked. */
  readonly blanking: number;
}

/** The last line of the comments that fill lines `i`… on their own (nothing else on them), or -1. */
function wholeLines(lines: string[], i: number): number {
  if (!/^\s*<!--/.test(lines[i])) return -1;
  let text = lines[i];
  for (let j = i; j < lines.length; j++) {
    if (j > i) text += `\n${lines[j]}`;
    const rest = text.replace(/<!--[\s\S]*?-->/g, '');
    if (!rest.includes('<!--')) return rest.trim() === '' ? j : -1;
  }
  return -1;
}

export function mdxComments(lines: string[]): CommentRewriter {
  let inside = false;
  let blankTo = -1;
  return {
    rewrite(n) {
      const line = lines[n];
      if (n <= blankTo) return ' '.repeat(line.length);
      if (!inside && !line.includes('<!--')) return line;
      if (!inside) {
        blankTo = wholeLines(lines, n);
        if (blankTo >= 0) return ' '.repeat(line.length);
      }
      let out = '';
      let i = 0;
      while (i < line.length) {
        if (inside) {
          const end = line.indexOf('-->', i);
          const stop = end < 0 ? line.length : end;
          // `*/` would end the JavaScript comment early.
          out += line.slice(i, stop).replaceAll('*/', '*_');
          if (end < 0) return out;
          out += '*/}';
          i = end + 3;
          inside = false;
          continue;
        }
        const tick = /^`+/.exec(line.slice(i))?.[0];
        if (tick) {
          // Inline code keeps a comment as text.
          const close = line.indexOf(tick, i + tick.length);
          const to = close < 0 ? i + tick.length : close + tick.length;
          out += line.slice(i, to);
          i = to;
        } else if (line.startsWith('<!--', i)) {
          out += '{/* ';
          i += 4;
          inside = true;
        } else {
          out += line[i++];
        }
      }
      return out;
    },
    get inside() {
      return inside;
    },
    get blanking() {
      return blankTo;
    },
  };
}
