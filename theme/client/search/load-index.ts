// Fetches and builds the local index once, on the first sign that the reader wants to search. A
// large site's search-index.json is a manifest instead (theme/shared/search-shards.ts): the
// sharded engine then fetches only the pieces each query needs.
import { decodeIndex } from '../../shared/search-index.js';
import type { LocalIndexFile } from '../../shared/search-protocol.js';
import { isShardManifest } from '../../shared/search-shards.js';
import { SearchEngine, type Searcher } from './engine.js';
import { ShardedEngine } from './sharded-engine.js';

let pending: Promise<Searcher> | null = null;

/** The engine for the site's index; a failed load is forgotten so the next search retries. */
export function loadEngine(indexUrl: string): Promise<Searcher> {
  if (!pending) {
    // The build id keeps a stale cached index from outliving a deploy.
    const build = document.documentElement.dataset.buildId;
    const versioned = (url: string) => (build ? `${url}${url.includes('?') ? '&' : '?'}v=${build}` : url);
    const getJson = (url: string) =>
      fetch(versioned(url), { credentials: 'same-origin' }).then((res) => {
        if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
        return res.json() as Promise<unknown>;
      });
    // Shards sit next to the manifest.
    const base = indexUrl.replace(/[^/?]*(\?.*)?$/, '');
    pending = getJson(indexUrl).then((file) =>
      isShardManifest(file) ? new ShardedEngine(file, (path) => getJson(base + path)) : new SearchEngine(decodeIndex(file as LocalIndexFile)),
    );
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
