// HTML comments in MDX pages. MDX 3 refuses `<!-- … -->`; Docusaurus 3 accepts it
// (`markdown.mdx1Compat.comments`, on by default, through remark-comment), and a page that moves
// from Docusaurus has them (`<!-- prettier-ignore -->`, notes to other writers). Each becomes an MDX
// comment expression of the same length, `{/* … */}`, which renders nothing, as there; lines and
// columns stay the writer's own.

export interface CommentRewriter {
  /** The line with its comments rewritten. */
  rewrite(line: string): string;
  /** A comment opened on an earlier line is still open. */
  readonly inside: boolean;
}

export function mdxComments(): CommentRewriter {
  let inside = false;
  return {
    rewrite(line) {
      if (!inside && !line.includes('<!--')) return line;
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
  };
}
