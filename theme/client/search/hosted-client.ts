// The search page's client for the hosted service: the same multi-query request DocSearch's own
// client sends (POST /1/indexes/*/queries, credentials in the query string so the browser needs no
// preflight), tried on the same hosts in the same order. The modal keeps DocSearch's client.
import type { HostedConfig, MultiSearchResponse, SearchRequest } from '../../shared/search-protocol.js';

export function hostsOf(appId: string): string[] {
  return [`${appId}-dsn.algolia.net`, `${appId}-1.algolianet.com`, `${appId}-2.algolianet.com`, `${appId}-3.algolianet.com`];
}

export class HostedSearchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'HostedSearchError';
  }
}

export async function hostedSearch(config: HostedConfig, requests: SearchRequest[]): Promise<MultiSearchResponse> {
  const query = new URLSearchParams({
    'x-algolia-agent': 'docsgen search page',
    'x-algolia-api-key': config.apiKey,
    'x-algolia-application-id': config.appId,
  });
  const body = JSON.stringify({ requests });
  let last: unknown;
  for (const host of hostsOf(config.appId)) {
    try {
      const res = await fetch(`https://${host}/1/indexes/*/queries?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body,
        // The read timeout of the hosted client (2 s), plus the connect time (1 s).
        signal: AbortSignal.timeout(3000),
      });
      if (res.ok) return (await res.json()) as MultiSearchResponse;
      // A 4xx is the same on every host (bad key, unknown index): stop there.
      if (res.status < 500) throw new HostedSearchError(`search service: HTTP ${res.status}`, res.status);
      last = new HostedSearchError(`search service: HTTP ${res.status}`, res.status);
    } catch (e) {
      if (e instanceof HostedSearchError && e.status !== undefined && e.status < 500) throw e;
      last = e;
    }
  }
  throw last instanceof Error ? last : new HostedSearchError('search service unreachable');
}
