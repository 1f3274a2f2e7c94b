// search_docs: the site search itself. The query goes through the browser's local client
// (searchLocal) over the engine built from the site's search-index.json, with the filters the
// /search page sends, so the hits and their order are those a reader sees at /search?q=.
import { prepareLocal, searchLocal } from '../../theme/shared/search/local-client.js';
import type { Hit, SearchRequest } from '../../theme/shared/search-protocol.js';
import type { DocsSite } from './docs-site.js';
import { sectionScope } from './sections-of-site.js';
import { pageRef } from './page-lookup.js';
import { answer, type ToolAnswer } from './tool-result.js';

export const MAX_QUERY = 512;
export const MAX_HITS = 20;

export interface SearchHit {
  title: string;
  url: string;
  route: string;
  anchor?: string;
  section: string;
  heading?: string;
  snippet: string;
}

/** The /search page's contextual filters (theme/client/search/source.ts): the latest docs. */
const LATEST: SearchRequest['facetFilters'] = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

function toHit(h: Hit, base: string, publicUrl: (route: string) => string): SearchHit {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  const heading = [...levels]
    .reverse()
    .map((l) => h.hierarchy[l])
    .find((v) => v);
  const snippetOf =
    h._snippetResult.content?.value ??
    (heading ? h._snippetResult.hierarchy[levels.find((l) => h.hierarchy[l] === heading)!]?.value : undefined) ??
    '';
  const ref = pageRef(h.url, base)!;
  return {
    title: h.hierarchy.lvl1 ?? heading ?? '',
    url: `${publicUrl(ref.route)}${ref.anchor ? `#${ref.anchor}` : ''}`,
    route: ref.route,
    ...(ref.anchor ? { anchor: ref.anchor } : {}),
    section: h.hierarchy.lvl0 ?? '',
    ...(heading && heading !== h.hierarchy.lvl1 ? { heading } : {}),
    snippet: snippetOf.replace(/\s+/g, ' ').trim(),
  };
}

export async function searchDocs(site: DocsSite, args: { query: string; limit?: number; section?: string }): Promise<ToolAnswer> {
  const m = await site.manifest();
  const limit = Math.min(MAX_HITS, Math.max(1, args.limit ?? 10));
  const scope = args.section ? sectionScope(m, args.section) : undefined;
  const engine = await site.engine();
  // With a section, rank everything and keep the section's hits: the order stays the site's.
  const request = {
    query: args.query.slice(0, MAX_QUERY),
    hitsPerPage: scope ? 1000 : limit,
    facetFilters: LATEST,
    highlightPreTag: '**',
    highlightPostTag: '**',
  };
  await prepareLocal(engine, [request]);
  const res = searchLocal(engine, request);
  const origin = `${m.url.replace(/\/$/, '')}${m.baseUrl.replace(/\/$/, '')}`;
  let hits = res.hits.map((h) => toHit(h, m.baseUrl, (r) => `${origin}${r}`));
  if (scope) hits = hits.filter((h) => scope.has(h.route));
  const total = scope ? hits.length : res.nbHits;
  hits = hits.slice(0, limit);
  const text = hits.length
    ? hits
        .map((h, i) => `${i + 1}. ${h.title}${h.heading ? ` › ${h.heading}` : ''} (${h.section})\n   ${h.url}\n   ${h.snippet}`)
        .join('\n')
    : `No page matches "${args.query}"${scope ? ` in ${scope.label}` : ''}. Try other words, or list_pages to browse.`;
  return answer({ query: args.query, ...(scope ? { section: scope.label } : {}), total, hits }, text);
}
