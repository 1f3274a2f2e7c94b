// Fetches and builds the local index once, on the first sign that the reader wants to search. A
// large site's search-index.json is a manifest instead (theme/shared/search-shards.ts): the
// sharded engine then fetches only the pieces each query needs.
//
// A reader's tab can outlive a deploy. Its sharded engine keeps reading its own build's folder;
// once those files are gone, the engine is dropped and the next load reads the new manifest
// (IndexReplacedError: the search is asked again). An index newer than this script can read means
// the page itself must be reloaded (SiteUpdatedError: the modal says so).
import { decodeIndex } from '../../shared/search-index.js';
import type { LocalIndexFile } from '../../shared/search-protocol.js';
import { formatOf, isShardManifest, type ShardManifest } from '../../shared/search-shards.js';
import { IndexReplacedError, SiteUpdatedError } from '../../shared/search-errors.js';
import { SearchEngine, type Searcher } from './engine.js';
import { ShardedEngine } from './sharded-engine.js';

let pending: Promise<Searcher> | null = null;

/** The engine for the site's index; a failed load is forgotten so the next search retries. */
export function loadEngine(indexUrl: string): Promise<Searcher> {
  if (!pending) {
    // The build id keeps a stale cached index from outliving a deploy.
    const build = document.documentElement.dataset.buildId;
    const versioned = (url: string) => (build ? `${url}${url.includes('?') ? '&' : '?'}v=${build}` : url);
    const getJson = (url: string, init?: RequestInit) =>
      fetch(versioned(url), { credentials: 'same-origin', ...init }).then((res) => {
        if (!res.ok) throw new Error(`search index: HTTP ${res.status} for ${url}`);
        return res.json() as Promise<unknown>;
      });
    // Shards sit next to the manifest (in their build's folder).
    const base = indexUrl.replace(/[^/?]*(\?.*)?$/, '');
    const mine = (pending = getJson(indexUrl).then((file): Searcher => {
      if (isShardManifest(file)) return new ShardedEngine(file, (path) => getJson(base + path).catch((e: unknown) => replaced(file, e)));
      if (formatOf(file) !== 'docsgen-search/1') throw new SiteUpdatedError(formatOf(file));
      return new SearchEngine(decodeIndex(file as LocalIndexFile));
    }));
    /** A shard that did not load: if the manifest now names another build, this engine is stale.
     *  The manifest is asked for once however many of the query's shards failed together. */
    let asking: Promise<unknown> | undefined;
    const replaced = async (manifest: ShardManifest, e: unknown): Promise<never> => {
      const ask = (asking ??= getJson(indexUrl, { cache: 'no-store' }).catch(() => undefined));
      const now = await ask;
      // Answered: a later failure (the network back and gone again) asks anew.
      if (asking === ask) asking = undefined;
      if (now !== undefined && (!isShardManifest(now) || now.build !== manifest.build)) {
        if (pending === mine) pending = null;
        throw new IndexReplacedError();
      }
      throw e;
    };
    mine.catch(() => {
      if (pending === mine) pending = null;
    });
  }
  return pending;
}
