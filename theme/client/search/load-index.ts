// Fetches and builds the local index once, on the first sign that the reader wants to search. A
// large site's search-index.json is a manifest instead (theme/shared/search-shards.ts): the
// sharded engine then fetches only the pieces each query needs.
//
// A reader's tab can outlive a deploy. Its sharded engine keeps reading its own build's folder;
// once those files are gone, the manifest is asked for again, at an address no cache has seen: if
// it names another build, the engine is replaced by one over that manifest (IndexReplacedError: the
// search is asked again). An index newer than this script can read means the page itself must be
// reloaded (SiteUpdatedError: the modal says so).
import { decodeIndex } from '../../shared/search-index.js';
import type { LocalIndexFile } from '../../shared/search-protocol.js';
import { formatOf, isShardManifest, type ShardManifest } from '../../shared/search-shards.js';
import { IndexReplacedError, SiteUpdatedError } from '../../shared/search-errors.js';
import { SearchEngine, type Searcher } from '../../shared/search/engine.js';
import { ShardedEngine } from '../../shared/search/sharded-engine.js';

let pending: Promise<Searcher> | null = null;

/** The engine for the site's index; a failed load is forgotten so the next search retries. */
export function loadEngine(indexUrl: string): Promise<Searcher> {
  pending ??= engineOf(indexUrl, getJson(indexUrl));
  return pending;
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

function getJson(url: string, init?: RequestInit): Promise<unknown> {
  // The build id keeps a stale cached index from outliving a deploy.
  const build = document.documentElement.dataset.buildId;
  return fetch(build ? withQuery(url, `v=${build}`) : url, { credentials: 'same-origin', ...init }).then((res) => {
    if (!res.ok) throw new Error(`search index: HTTP ${res.status} for ${url}`);
    return res.json() as Promise<unknown>;
  });
}

function engineOf(indexUrl: string, file: Promise<unknown>): Promise<Searcher> {
  const mine: Promise<Searcher> = file.then((f) => searcherFor(indexUrl, f, mine));
  mine.catch(() => {
    if (pending === mine) pending = null;
  });
  return mine;
}

function searcherFor(indexUrl: string, file: unknown, self: Promise<Searcher>): Searcher {
  if (isShardManifest(file)) {
    // Shards sit next to the manifest (in their build's folder).
    const base = indexUrl.replace(/[^/?]*(\?.*)?$/, '');
    const replaced = replacement(indexUrl, file, self);
    return new ShardedEngine(file, (path) => getJson(base + path).catch(replaced));
  }
  if (formatOf(file) !== 'docsgen-search/1') throw new SiteUpdatedError(formatOf(file));
  return new SearchEngine(decodeIndex(file as LocalIndexFile));
}

/** What a shard that did not load means: if the manifest now names another build, the engine over
 *  it replaces this one. Shards that failed together ask for the manifest once. */
function replacement(indexUrl: string, manifest: ShardManifest, self: Promise<Searcher>): (e: unknown) => Promise<never> {
  let asking: Promise<unknown> | undefined;
  return async (e) => {
    // An address of its own: a cache in front of the site may still hold the old manifest.
    const ask = (asking ??= getJson(withQuery(indexUrl, `fresh=${Date.now()}`), { cache: 'no-store' }).catch(() => undefined));
    const now = await ask;
    // Answered: a later failure (the network back and gone again) asks anew.
    if (asking === ask) asking = undefined;
    if (now === undefined || (isShardManifest(now) && now.build === manifest.build)) throw e;
    if (pending === self) pending = engineOf(indexUrl, Promise.resolve(now));
    throw new IndexReplacedError();
  };
}
