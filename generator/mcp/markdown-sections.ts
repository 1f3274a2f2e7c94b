// The sections of a page's Markdown copy, by the heading ids the build gave them (GitHub's slugs,
// or `{#custom-id}`, as rehype-headings.ts assigns them), and the cut of a long text into parts.
import GithubSlugger from 'github-slugger';

export interface Heading {
  depth: number;
  id: string;
  text: string;
  /** Line index in the Markdown. */
  line: number;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;

/** What a heading reads as, from its Markdown: the text the slug is made from. */
function plainText(md: string): string {
  return md
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_|~~)(?=\S)([^]*?\S)\1/g, '$2')
    .trim();
}

export function headings(markdown: string): Heading[] {
  const lines = markdown.split('\n');
  const slugger = new GithubSlugger();
  const out: Heading[] = [];
  let fence: string | undefined;
  lines.forEach((line, i) => {
    const f = FENCE.exec(line);
    if (f) {
      if (!fence) fence = f[1][0].repeat(f[1].length);
      else if (line.trim().startsWith(fence)) fence = undefined;
      return;
    }
    if (fence) return;
    const m = ATX.exec(line);
    if (!m) return;
    // The title line markdownCopy puts first was never a heading of the rendered page.
    if (i === 0 && m[1].length === 1) return;
    const custom = /\s*\{#([\w-]+)\}\s*$/.exec(m[2]);
    const text = plainText(custom ? m[2].slice(0, custom.index) : m[2]);
    const id = custom ? custom[1] : slugger.slug(text);
    if (custom) slugger.slug(custom[1]);
    out.push({ depth: m[1].length, id, text, line: i });
  });
  return out;
}

/** The section under the heading with this id, down to the next heading of its level or above;
 *  undefined when the page has no such heading. */
export function section(markdown: string, id: string): { heading: Heading; markdown: string } | undefined {
  const all = headings(markdown);
  const at = all.findIndex((h) => h.id === id || h.id === id.toLowerCase());
  if (at < 0) return undefined;
  const h = all[at];
  const end = all.slice(at + 1).find((n) => n.depth <= h.depth);
  const lines = markdown.split('\n');
  return {
    heading: h,
    markdown:
      lines
        .slice(h.line, end ? end.line : lines.length)
        .join('\n')
        .trimEnd() + '\n',
  };
}

/** One part of a long text: from `offset`, at most `max` characters, cut after a line when one
 *  ends in the second half of the part; `next` is where the following part starts. */
export function part(text: string, offset: number, max: number): { text: string; next?: number } {
  if (text.length - offset <= max) return { text: text.slice(offset) };
  let end = offset + max;
  const nl = text.lastIndexOf('\n', end - 1);
  if (nl > offset + max / 2) end = nl + 1;
  return { text: text.slice(offset, end), next: end };
}
