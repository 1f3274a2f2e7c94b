// Which frontmatter keys a page may have. docsgen reads some of Docusaurus's keys; the others are
// accepted quietly, so that a Docusaurus site moves over without edits. Any other key is most
// likely a typo (`titel:`), which would otherwise be ignored without a word.
import { closest } from '../closest.js';
import { WriterError, writerError } from '../errors.js';

/** Keys docsgen reads (frontmatterSchema) and the other keys Docusaurus documents for docs pages. */
const KNOWN = [
  'id', 'title', 'description', 'slug', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'draft', 'unlisted',
  'hide_title', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'pagination_next',
  'pagination_prev', 'pagination_label', 'last_update', 'keywords', 'image', 'mdx',
  // Docusaurus keys docsgen does not use.
  'tags', 'sidebar_key', 'sidebar_custom_props', 'displayed_sidebar', 'custom_edit_url', 'parse_number_prefixes',
  'format', 'authors', 'author', 'date',
  // A blog post's authors as Docusaurus 1 and 2 wrote them (blog/authors.ts reads them).
  'author_title', 'author_url', 'author_image_url', 'authorTitle', 'authorURL', 'authorImageURL',
];
/** For the frontmatter reference (bin/reference/), which describes each of them. */
export const KNOWN_FRONTMATTER_KEYS: readonly string[] = KNOWN;
const KNOWN_SET = new Set(KNOWN);

export function isKnownFrontmatterKey(key: string): boolean {
  return KNOWN_SET.has(key);
}

export const UNKNOWN_KEY_MESSAGE = 'unknown frontmatter key';

export function unknownKeyWarning(file: string, source: string, key: string, line: number, column: number): WriterError {
  const near = closest(key, KNOWN);
  return writerError(
    file, source, line, column,
    `${UNKNOWN_KEY_MESSAGE} \`${key}\`${near ? ` — did you mean \`${near}\`?` : ''}`,
    near ? `rename it to \`${near}\`` : 'remove it, or check its spelling against the frontmatter reference (docsgen documentation: Reference → Frontmatter)',
  );
}

/** A key on this many pages is the site's own convention (Docusaurus keeps unknown keys for the
 *  site's components), not a typo: it gets one warning, not one per page. */
export const SITE_KEY_PAGES = 3;

const UNKNOWN_KEY = new RegExp(`^${UNKNOWN_KEY_MESSAGE} \`([^\`]+)\``);

/** The frontmatter warnings of a whole site: a key unknown on SITE_KEY_PAGES pages or more becomes
 *  one warning at its first place, saying on how many pages it is; the rest stay as they are. */
export function collapseSiteKeys(warnings: WriterError[]): WriterError[] {
  const byKey = new Map<string, WriterError[]>();
  for (const w of warnings) {
    const key = UNKNOWN_KEY.exec(w.message)?.[1];
    if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), w]);
  }
  const collapsed = new Map<WriterError, WriterError | null>();
  for (const [key, list] of byKey) {
    if (list.length < SITE_KEY_PAGES) continue;
    const first = list[0]!;
    const near = closest(key, KNOWN);
    const one = new WriterError(first.place, `${UNKNOWN_KEY_MESSAGE} \`${key}\` on ${list.length} pages (the first is here)`, {
      sourceLine: first.sourceLine,
      hint: `docsgen leaves it in the page's frontmatter for your components${near ? `; if you meant \`${near}\`, rename it` : ''}`,
    });
    list.forEach((w, i) => collapsed.set(w, i === 0 ? one : null));
  }
  return warnings.flatMap((w) => {
    const c = collapsed.get(w);
    return c === undefined ? [w] : c === null ? [] : [c];
  });
}
