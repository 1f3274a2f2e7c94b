// Which frontmatter keys a page may have. docsgen reads some of Docusaurus's keys; the others are
// accepted quietly, so that a Docusaurus site moves over without edits. Any other key is most
// likely a typo (`titel:`), which would otherwise be ignored without a word.
import { closest } from '../closest.js';
import { writerError, type WriterError } from '../errors.js';

/** Keys docsgen reads (frontmatterSchema) and the other keys Docusaurus documents for docs pages. */
const KNOWN = [
  'id', 'title', 'description', 'slug', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'draft', 'unlisted',
  'hide_title', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'pagination_next',
  'pagination_prev', 'pagination_label', 'last_update', 'keywords', 'image', 'mdx',
  // Docusaurus keys docsgen does not use.
  'tags', 'sidebar_key', 'sidebar_custom_props', 'displayed_sidebar', 'custom_edit_url', 'parse_number_prefixes',
  'format', 'authors', 'author', 'date',
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
