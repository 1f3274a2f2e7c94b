// Which parser a page takes, as Docusaurus 3 decides it: frontmatter `mdx.format` first, then the
// site's `markdown.format`; 'detect' goes by the extension (.md is CommonMark, anything else MDX).
// Docusaurus defaults to 'mdx' (every .md page is MDX); docsgen's own sites default to 'detect'.
import { codeFences } from './code-fences.js';

export type MarkdownFormat = 'md' | 'mdx' | 'detect';

/** `body` (the page without frontmatter) lets a .md page that the site's setting makes MDX stay on
 *  the CommonMark paths when it has nothing MDX reads differently (plainMarkdown). */
export function docFormat(file: string, frontmatterFormat: MarkdownFormat | undefined, siteFormat: MarkdownFormat = 'detect', body?: string): 'md' | 'mdx' {
  const chosen = frontmatterFormat ?? siteFormat;
  const byExtension = file.endsWith('.md') ? 'md' : 'mdx';
  if (chosen === 'detect') return byExtension;
  if (chosen === 'mdx' && byExtension === 'md' && !frontmatterFormat && body !== undefined && plainMarkdown(body)) return 'md';
  return chosen;
}

const CODE_SPAN = /(`+)[^`]*?\1/g;
const INDENTED = /^( {4}|\t)/;

/** True when MDX and CommonMark read `body` alike, so the faster CommonMark paths print what MDX
 *  would: MDX only adds tags and autolinks (`<`), expressions (`{ }`) and import/export lines, and
 *  drops raw HTML (`<` again) and indented code. Code (fenced or inline) is the same in both.
 *  Errs towards MDX: a line indented 4 spaces after a blank line, a heading or a fence, and an
 *  indented fence, count as possible indented code. */
export function plainMarkdown(body: string): boolean {
  if (!/[<{}]|^(?:import|export)\s|^( {4}|\t)/m.test(body)) return true;
  const fences = codeFences();
  let prev = '';
  for (const line of body.split('\n')) {
    const opening = !fences.open;
    const inCode = fences.skip(line);
    // An indented fence (4 spaces, a tab) may be indented code in one reading and a fence in the other.
    if (inCode && opening && INDENTED.test(line)) return false;
    if (!inCode) {
      if (/[<{}]/.test(line.replace(CODE_SPAN, ''))) return false;
      if (/^(?:import|export)\s/.test(line)) return false;
      if (INDENTED.test(line) && (prev.trim() === '' || /^\s{0,3}#/.test(prev) || prev === '```')) return false;
    }
    prev = inCode ? '```' : line;
  }
  return !fences.open;
}
