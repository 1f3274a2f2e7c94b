// Where answers come from: the local index (default) or the hosted service (when the site
// configures credentials), behind one `search(requests)` with the hosted response shape. Failures
// become an empty answer plus a flag, because DocSearch 3.9 never paints its own error screen (its
// status goes back to idle as soon as the request settles).
import type { MultiSearchResponse, SearchConfig, SearchFn, SearchRequest } from '../../shared/search-protocol.js';
import { createLocalClient } from '../../shared/search/local-client.js';
import { hostedSearch } from './hosted-client.js';
import { loadEngine } from './load-index.js';
import { SiteUpdatedError } from '../../shared/search-errors.js';

export function isHosted(config: SearchConfig): config is SearchConfig & { appId: string; apiKey: string; indexName: string } {
  return config.provider === 'docsearch' && !!config.appId && !!config.apiKey && !!config.indexName;
}

export function indexNameOf(config: SearchConfig): string {
  return config.indexName ?? 'local';
}

/** DocSearch's contextual search, as Docusaurus does it: the page's language and docs version. */
export function contextFilters(config: SearchConfig): SearchRequest['facetFilters'] | undefined {
  return config.contextualSearch
    ? ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${config.docsTag ?? 'docs-default-current'}`]]
    : undefined;
}

export function localSearch(config: SearchConfig): SearchFn {
  const client = createLocalClient(() => loadEngine(config.indexUrl ?? '/search-index.json'));
  return (requests) => client.search({ requests });
}

export function searchFor(config: SearchConfig): SearchFn {
  if (isHosted(config)) return (requests) => hostedSearch(config, requests);
  return localSearch(config);
}

/** Starts fetching what the first query needs (the local index), on intent. */
export function prefetch(config: SearchConfig): void {
  if (!isHosted(config)) loadEngine(config.indexUrl ?? '/search-index.json').catch(() => undefined);
}

export function emptyResponse(requests: SearchRequest[]): MultiSearchResponse {
  return {
    results: requests.map((r) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: Number(r.hitsPerPage ?? 20),
      exhaustiveNbHits: true,
      processingTimeMS: 0,
      query: String(r.query ?? ''),
      params: '',
      index: r.indexName ?? '',
    })),
  };
}

/** Why the latest search failed: the network (or the host), or a deploy newer than this page. */
export type SearchFailure = 'unreachable' | 'updated';

export function failureOf(e: unknown): SearchFailure {
  return e instanceof SiteUpdatedError ? 'updated' : 'unreachable';
}

/** What the modal's error screen and the /search page say for each failure; 'updated' offers a reload. */
export const FAILURE_TEXT: Record<SearchFailure, { title: string; help: string }> = {
  unreachable: { title: 'Unable to fetch results', help: 'You might want to check your network connection.' },
  updated: { title: 'This site has been updated', help: 'Reload the page to search the latest version.' },
};

/** A flag the modal subscribes to: did the latest request fail, and why? */
export function createFailureFlag() {
  let failed: SearchFailure | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => failed,
    set(value: SearchFailure | null) {
      if (value === failed) return;
      failed = value;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
export type FailureFlag = ReturnType<typeof createFailureFlag>;

/** Wraps a search so a failure answers "no hits" and raises the flag instead of throwing. Only
 *  the latest request decides the flag, so a slow failure cannot hide a newer success. */
export function guarded<A extends unknown[]>(
  search: (...args: A) => Promise<unknown>,
  flag: FailureFlag,
  requestsOf: (...args: A) => SearchRequest[],
) {
  let seq = 0;
  return async (...args: A): Promise<unknown> => {
    const mine = ++seq;
    try {
      const res = await search(...args);
      if (mine === seq) flag.set(null);
      return res;
    } catch (e) {
      if (mine === seq) flag.set(failureOf(e));
      console.warn('[docsgen] search failed:', e);
      return emptyResponse(requestsOf(...args));
    }
  };
}
