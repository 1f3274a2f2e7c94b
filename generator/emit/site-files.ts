import type { Doc } from '../types.js';
import { encodeRoute } from '../routes/url.js';
import { markdownCopyPath } from '../render/markdown-copy.js';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemap(siteUrl: string, routes: { route: string; lastmod?: Date }[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls = routes
    .map(
      (r) =>
        `<url><loc>${xml(base + encodeRoute(r.route))}</loc>${r.lastmod ? `<lastmod>${r.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}

/** llms.txt: an index of the docs (title, URL, description) for language-model readers. */
export function llmsTxt(title: string, tagline: string, siteUrl: string, docs: Doc[], posts: Doc[] = []): string {
  const base = siteUrl.replace(/\/$/, '');
  const intro = tagline.trim() ? [`> ${tagline.trim()}`, ''] : [];
  const lines = [
    `# ${title}`,
    '',
    ...intro,
    'Each page is also available as Markdown at the same URL with `.md` appended.',
    '',
    '## Docs',
    '',
  ];
  for (const d of docs)
    lines.push(`- [${d.title}](${base}${encodeRoute(markdownCopyPath(d.route))})${d.description ? `: ${d.description}` : ''}`);
  // A blog's posts, newest first, in a section of their own.
  if (posts.length) lines.push('', '## Blog', '');
  for (const d of posts)
    lines.push(
      `- [${d.title}](${base}${encodeRoute(markdownCopyPath(d.route))}) (${d.blog!.date.toISOString().slice(0, 10)})${d.description ? `: ${d.description}` : ''}`,
    );
  return `${lines.join('\n')}\n`;
}
