// A page's Markdown copy, written beside its HTML for readers and tools that want the source.
import type { Doc } from '../types.js';

/** The URL path of a page's Markdown copy: `/index.md` for the home page, `<route>.md` otherwise. */
export function markdownCopyPath(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}

/** The Markdown copy written beside a page's HTML (`out/<route>.md`). */
export function markdownCopy(doc: Doc, body: string | undefined): string {
  if (doc.markdown !== undefined) return doc.markdown;
  const text = (body ?? '').replace(/^\n+/, '');
  const hasH1 = /^#\s/m.test(text.split('\n').find((l) => l.trim()) ?? '');
  if (doc.blog) return `# ${doc.title}\n\n${postLine(doc)}\n\n${text}`;
  return `${hasH1 ? '' : `# ${doc.title}\n\n`}${doc.description && !hasH1 ? `${doc.description}\n\n` : ''}${text}`;
}

/** A blog post's date and authors, under its title in the copy (its heading left the body). */
function postLine(doc: Doc): string {
  const names = doc.blog!.authors.map((a) => a.name).filter(Boolean);
  return `Posted on ${doc.blog!.date.toISOString().slice(0, 10)}${names.length ? ` by ${names.join(', ')}` : ''}.`;
}
