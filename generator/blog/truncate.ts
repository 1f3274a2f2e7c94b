// The truncation marker: what a list page shows of a post is its text up to `<!-- truncate -->`
// (Markdown) or `{/* truncate */}` (MDX), followed by a "Read more" link to the whole post.

export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** The body before the marker, or undefined when the post has none (list pages show it whole). A
 *  marker inside a fenced code block is an example of one, not one. */
export function excerptOf(body: string): string | undefined {
  let fence: string | undefined;
  let offset = 0;
  for (const line of body.split('\n')) {
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (f && (!fence || f[1].startsWith(fence))) fence = fence ? undefined : f[1];
    else if (!fence) {
      const m = TRUNCATE_MARKER.exec(line);
      if (m) return body.slice(0, offset + m.index).trimEnd() + '\n';
    }
    offset += line.length + 1;
  }
  return undefined;
}

/** Minutes to read a post at 200 words a minute (Docusaurus's default), at least one. */
export function readingMinutes(body: string): number {
  const words = body.replace(/<!--[\s\S]*?-->/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / 200));
}
