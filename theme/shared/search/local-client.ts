// A search client that answers DocSearch's multi-query request from the local index with the
// hosted service's full response shape, so the modal and the search page cannot tell the two apart.
import type {
  FacetFilters,
  HighlightValue,
  Hit,
  Level,
  LocalRecord,
  MultiSearchResponse,
  SearchRequest,
  SearchResponse,
  SnippetValue,
} from '../search-protocol.js';
import { WORD_SPLIT, type Searcher } from './engine.js';
import { IndexReplacedError } from '../search-errors.js';
import { highlight, snippet, tokens, type HighlightOptions } from './highlight.js';

const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The query DocSearch types in at most 64 characters; the hosted service's own limit is 512. */
const MAX_QUERY = 512;

export function objectIdOf(r: LocalRecord): string {
  const [path, anchor = ''] = r.url.split('#');
  return `${path}#${anchor}-${r.position}`;
}

/** `language:en`, `-type:content`, ORs as nested arrays, ANDs at the top: Algolia's facetFilters. */
export function facetMatcher(filters: FacetFilters | undefined): (r: LocalRecord) => boolean {
  if (!filters || (Array.isArray(filters) && filters.length === 0)) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((g) => (Array.isArray(g) ? g : [g]));
  const test = (r: LocalRecord, f: string) => {
    const negate = f.startsWith('-');
    const [attr, ...rest] = (negate ? f.slice(1) : f).split(':');
    const want = rest.join(':').replace(/^"|"$/g, '');
    const value = facetValue(r, attr.trim());
    return (value === want) !== negate;
  };
  return (r) => groups.every((g) => g.some((f) => test(r, f)));
}

function facetValue(r: LocalRecord, attr: string): string | null {
  switch (attr) {
    case 'language':
    case 'lang':
      return 'en';
    case 'docusaurus_tag':
      return r.tag ?? 'docs-default-current';
    case 'type':
      return r.type;
    default: {
      const m = /^hierarchy\.(lvl[0-6])$/.exec(attr);
      return m ? r.hierarchy[m[1] as Level] : null;
    }
  }
}

function snippetWords(request: SearchRequest, attribute: string): number {
  for (const a of request.attributesToSnippet ?? []) {
    const [name, n] = a.split(':');
    if (name === attribute || (name === '*' && n)) return Number(n) || 10;
  }
  return 10;
}

/** A sharded index fetches the shards and records the requests need first (searching is then
 *  synchronous, as with the single-file index). */
export async function prepareLocal(engine: Searcher, requests: SearchRequest[], current?: () => boolean): Promise<void> {
  if (!engine.prepare) return;
  await Promise.all(
    requests.map((r) => {
      const hitsPerPage = Math.max(0, Math.min(1000, Number(r.hitsPerPage ?? 20)));
      const wanted = (Math.max(0, Number(r.page ?? 0)) + 1) * hitsPerPage;
      return engine.prepare!(String(r.query ?? '').slice(0, MAX_QUERY), wanted, facetMatcher(r.facetFilters), current);
    }),
  );
}

export function searchLocal(engine: Searcher, request: SearchRequest): SearchResponse {
  const query = String(request.query ?? '').slice(0, MAX_QUERY);
  const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? 20)));
  const page = Math.max(0, Number(request.page ?? 0));
  const result = engine.search(query, { filter: facetMatcher(request.facetFilters) });
  const typed = query.split(WORD_SPLIT).filter(Boolean);
  const queryWords = result.queryTerms.map((t) => typed.find((w) => engine.encodeWord(w) === t) ?? t);
  const o: HighlightOptions = {
    encode: (w) => engine.encodeWord(w),
    terms: result.highlightTerms,
    queryWords,
    preTag: request.highlightPreTag ?? '<em>',
    postTag: request.highlightPostTag ?? '</em>',
    ellipsis: request.snippetEllipsisText ?? '…',
  };
  const slice = hitsPerPage ? result.matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
  const hits = slice.map(({ record: r }): Hit => {
    const hl: Partial<Record<Level, HighlightValue>> = {};
    const sn: Partial<Record<Level, SnippetValue>> = {};
    for (const l of LEVELS) {
      const v = r.hierarchy[l];
      if (v === null) continue;
      const t = tokens(v, o);
      hl[l] = highlight(t, o);
      if (l !== 'lvl0') sn[l] = snippet(t, snippetWords(request, `hierarchy.${l}`), o);
    }
    const content = r.content === null ? null : tokens(r.content, o);
    const [path, anchor] = r.url.split('#');
    return {
      objectID: objectIdOf(r),
      url: r.url,
      url_without_anchor: path,
      anchor: anchor ?? null,
      type: r.type,
      hierarchy: r.hierarchy,
      content: r.content,
      language: 'en',
      docusaurus_tag: r.tag ?? 'docs-default-current',
      _highlightResult: { hierarchy: hl, hierarchy_camel: [hl], ...(content ? { content: highlight(content, o) } : {}) },
      _snippetResult: { hierarchy: sn, ...(content ? { content: snippet(content, snippetWords(request, 'content'), o) } : {}) },
    };
  });
  const nbHits = result.matches.length + (result.unfetched ?? 0);
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(result.took),
    query,
    params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
    index: request.indexName ?? 'local',
    ...(request.clickAnalytics ? { queryID: `local-${Date.now().toString(36)}` } : {}),
  };
}

/** A last word of one or two letters is most often the start of a longer one: on a sharded index
 *  its completions are the site's most frequent words, whose postings are the largest files (on
 *  3,000 pages, typing "configuration" fetched 311 KB of postings, 140 KB without its first two
 *  letters' searches). Such a search waits this long for the next letter before fetching. */
const SHORT_LAST_WORD = /(?:^|\s)\S{1,2}$/;
const SHORT_WORD_WAIT_MS = 400;

/** The multi-query entry point DocSearch calls: `search({ requests })` (or the older array form). */
export function createLocalClient(engine: () => Promise<Searcher>) {
  // Readers type: each letter is a search. On a sharded index a search the reader has typed past
  // fetches nothing more (its files would be wasted bytes), and it answers only once the newest
  // search has settled, so its partial hits are never shown (DocSearch keeps the newest answer
  // over an older one that settles later).
  let seq = 0;
  let newest: Promise<unknown> = Promise.resolve();
  return {
    async search(params: { requests: SearchRequest[] } | SearchRequest[]): Promise<MultiSearchResponse> {
      // The legacy form nests the parameters: { indexName, params: { query, … } }.
      const requests = (Array.isArray(params) ? params : params.requests).map((r) =>
        typeof r.params === 'object' && r.params ? { ...r, ...(r.params as object) } : r,
      );
      const mine = ++seq;
      const prepare = async (e: Searcher) => {
        if (e.prepare && requests.some((r) => SHORT_LAST_WORD.test(String(r.query ?? ''))))
          await new Promise((ok) => setTimeout(ok, SHORT_WORD_WAIT_MS));
        await prepareLocal(e, requests, () => mine === seq);
        return e;
      };
      // A deploy replaced the files the engine reads (load-index.ts): the new index answers instead.
      const prepared = engine()
        .then(prepare)
        .catch((err: unknown) => (err instanceof IndexReplacedError ? engine().then(prepare) : Promise.reject(err)));
      newest = prepared;
      const e = await prepared;
      while (mine !== seq) {
        const waitFor = newest;
        await waitFor.catch(() => undefined);
        if (waitFor === newest) break;
      }
      return { results: requests.map((r) => searchLocal(e, r)) };
    },
  };
}
