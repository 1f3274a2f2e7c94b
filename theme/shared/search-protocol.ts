// The search protocol, in one place: what the build writes (the hosted records, the local index
// file), what the page hands the search chunk (SearchConfig, through the page data), and the
// multi-query request and response that DocSearch's modal and the /search page exchange with either
// source (the local engine or the hosted service). Types only: the build (generator/search), the
// first-load script and the search chunk (theme/client) all import it, and nothing of it reaches a
// bundle. The index file's encoder and decoder are in search-index.ts.

// ── Records ──────────────────────────────────────────────────────────────────────────────────

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;

/** A record as the DocSearch crawler makes them for a Docusaurus site, so the same JSON can be
 *  pushed to a hosted index (see generator/search/README.md). `url` is site-relative here; the
 *  hosted copy gets absolute URLs. */
export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: 'en';
  /** The docs version's facet: `docs-default-current` for the latest docs, `docs-default-<name>`
   *  for an old version (contextual search keeps to the reader's version). */
  docusaurus_tag: string;
  /** The crawler's ranking hints: headings above text, earlier above later. */
  weight: { pageRank: number; level: number; position: number };
}

/** What the local index keeps of a record (see search-index.ts). */
export interface IndexableRecord {
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  weight: { level: number; position: number };
  docusaurus_tag?: string;
}

// ── The local index ──────────────────────────────────────────────────────────────────────────

/** A record as the browser holds it once the index is decoded. */
export interface LocalRecord {
  /** Position in the index; the flexsearch id. */
  id: number;
  url: string;
  type: RecordType;
  hierarchy: {
    lvl0: string;
    lvl1: string;
    lvl2: string | null;
    lvl3: string | null;
    lvl4: string | null;
    lvl5: string | null;
    lvl6: string | null;
  };
  content: string | null;
  /** The crawler's ranking hints (heading level, place in the page). */
  level: number;
  position: number;
  /** The docs version's facet (docusaurus_tag), when not the latest docs'. */
  tag?: string;
}

/** out/search-index.json: the records the hosted index would hold, minus what the local client can
 *  rebuild (objectID, facets), with the repeated strings (page routes, headings) stored once. */
export interface LocalIndexFile {
  format: 'docsgen-search/1';
  language: 'en';
  docusaurus_tag: 'docs-default-current';
  strings: string[];
  /** Pages of old docs versions: route (string id) → their docusaurus_tag; absent when the site
   *  has one version. */
  tags?: Record<string, string>;
  /** [route, anchor ('' for none), type, lvl0…lvl6 (string ids, -1 for null), content (or null), level, position] */
  records: [number, string, number, number, number, number, number, number, number, number, string | null, number, number][];
}

// ── Page → search chunk ──────────────────────────────────────────────────────────────────────

/** The `search` part of the page data (page-data.ts): which source answers, and where things are. */
export interface SearchConfig {
  provider: 'local' | 'docsearch';
  appId?: string;
  apiKey?: string;
  indexName?: string;
  contextualSearch: boolean;
  insights: boolean;
  indexUrl?: string;
  /** The /search page, under the site's base URL. */
  searchPageUrl?: string;
  /** Where "Let us know." points, with `{query}` for the query. */
  missingResultsUrl?: string;
  /** The page's docs version facet, when it is not the latest (contextual search). */
  docsTag?: string;
}

/** The credentials the hosted service's search endpoint takes. */
export interface HostedConfig {
  appId: string;
  apiKey: string;
}

export interface SearchHandle {
  open(initialQuery?: string): void;
}

/** The search chunk's exports, as the first-load script imports them by URL
 *  (search-shortcuts.ts); mount.tsx checks that it provides them. */
export interface SearchChunk {
  initSearch(config: SearchConfig, hooks: { onReady(): void }): Promise<SearchHandle>;
  mountSearchPage(container: HTMLElement, config: SearchConfig): void;
}

// ── Queries and answers (the hosted service's shapes, which the local client copies) ─────────

export type FacetFilters = string | (string | string[])[];

/** One query of a multi-query request, as DocSearch and the search page send it. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string | Record<string, unknown>;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  [key: string]: unknown;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface Hit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: LocalRecord['hierarchy'];
  content: string | null;
  language: 'en';
  docusaurus_tag: string;
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightValue>>;
    hierarchy_camel: Partial<Record<Level, HighlightValue>>[];
    content?: HighlightValue;
  };
  _snippetResult: { hierarchy: Partial<Record<Level, SnippetValue>>; content?: SnippetValue };
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
}

export interface MultiSearchResponse {
  results: SearchResponse[];
}

/** A source of answers: the local client or the hosted service, behind one signature. */
export type SearchFn = (requests: SearchRequest[]) => Promise<MultiSearchResponse>;
