// `<DocCardList />` lists the pages of the sidebar category whose index page it is on. Anywhere else
// it has nothing to list: the writer is told where, instead of finding an empty space on the page.
import { formatPlace, placeAt } from '../errors.js';
import type { Doc } from '../types.js';

const EMPTY_LIST = '<ul class="doc-card-list"></ul>';

/** The warning for a page that renders `<DocCardList />` without cards (`file:line:col  message`,
 *  as the Markdown stage words page warnings), or undefined. */
export function emptyCardListWarning(doc: Doc, html: string): string | undefined {
  if (!html.includes(EMPTY_LIST)) return undefined;
  // Placed at the element when the page's own text has it (a component of the site may render it).
  const source = doc.format === 'generated' ? '' : doc.source;
  const at = source.search(/<DocCardList\b/);
  const place = formatPlace({ file: doc.file, ...(at < 0 ? {} : placeAt(source, at)) });
  return `${place}  <DocCardList /> shows no cards: this page is not the index page of a sidebar category with pages in it; put it on a category's index page (its index.md, or the doc the category links to), or list the pages yourself with <DocCard> items`;
}
