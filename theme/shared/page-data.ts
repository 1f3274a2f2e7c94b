// The page data: what the server writes into every page (theme/Html.tsx, a JSON script element)
// for the browser script to read back (theme/client: the search shortcuts, analytics). One type for
// both ends, so a field renamed on one side fails to compile on the other. Site-wide values only:
// a client-side navigation swaps the page's body, not this element.
import type { SearchConfig } from './search-protocol.js';

export interface Analytics {
  trackingId: string;
  scriptPath: string;
}

export interface TagManager {
  containerId?: string;
}

export interface PageData {
  search: SearchConfig;
  /** The search chunk's URL, imported on the reader's first sign of wanting to search. */
  searchJs?: string;
  analytics?: Analytics;
  tagManager?: TagManager;
}

/** The id of the `<script type="application/json">` element that holds the page data. */
export const PAGE_DATA_ID = 'docsgen-data';

/** The element's text. `<` is escaped so that no value (a URL, an index name) can close the script
 *  element early; JSON.parse reads `\u003c` back as `<`. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The browser's side. Partial: a page without the element (or with unreadable JSON, which a
 *  hand-edited page could have) gets no search and no analytics rather than a broken script. */
export function readPageData(): Partial<PageData> {
  try {
    return JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as Partial<PageData>;
  } catch {
    return {};
  }
}
