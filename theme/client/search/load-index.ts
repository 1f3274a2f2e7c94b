// Fetches and builds the local index once, on the first sign that the reader wants to search.
import { decodeIndex } from '../../shared/search-index.js';
import type { LocalIndexFile } from '../../shared/search-protocol.js';
import { SearchEngine } from './engine.js';

let pending: Promise<SearchEngine> | null = null;

/** The engine for the site's index; a failed load is forgotten so the next search retries. */
export function loadEngine(indexUrl: string): Promise<SearchEngine> {
  if (!pending) {
    // The build id keeps a stale cached index from outliving a deploy.
    const build = document.documentElement.dataset.buildId;
    const url = build ? `${indexUrl}${indexUrl.includes('?') ? '&' : '?'}v=${build}` : indexUrl;
    pending = fetch(url, { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
        return res.json() as Promise<LocalIndexFile>;
      })
      .then((file) => new SearchEngine(decodeIndex(file)));
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
