// Which parser a page takes, as Docusaurus 3 decides it: frontmatter `mdx.format` first, then the
// site's `markdown.format`; 'detect' goes by the extension (.md is CommonMark, anything else MDX).
// Docusaurus defaults to 'mdx' (every .md page is MDX); docsgen's own sites default to 'detect'.

export type MarkdownFormat = 'md' | 'mdx' | 'detect';

export function docFormat(file: string, frontmatterFormat: MarkdownFormat | undefined, siteFormat: MarkdownFormat = 'detect'): 'md' | 'mdx' {
  const chosen = frontmatterFormat ?? siteFormat;
  if (chosen !== 'detect') return chosen;
  return file.endsWith('.md') ? 'md' : 'mdx';
}
