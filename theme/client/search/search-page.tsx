// The /search page's results: every hit (20 per request, "Load more" for the next 20), with the
// page hierarchy and highlighted matches, from the local index or the hosted service. The query
// lives in the URL (?q=) and in the server-rendered form's input; it is only ever shown as text.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './error-boundary.js';
import type { Hit, SearchConfig, SearchRequest, SearchResponse } from '../../shared/search-protocol.js';
import { sanitizeHighlight } from '../../shared/search/highlight.js';
import { FAILURE_TEXT, contextFilters, failureOf, indexNameOf, isHosted, searchFor, type SearchFailure } from './source.js';

const HITS_PER_PAGE = 20;
const MAX_QUERY = 64;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'error'; query: string; why: SearchFailure }
  | { status: 'done'; query: string; hits: Hit[]; nbHits: number; page: number; nbPages: number; more: boolean };

function queryFromUrl(): string {
  return (new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY);
}

function writeUrl(query: string): void {
  const url = new URL(location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}

function relative(href: string): string {
  try {
    const u = new URL(href, location.href);
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return href;
  }
}

/** The title line of a hit: its own heading, or for text the heading it sits under. */
function titleLevel(hit: Hit): (typeof LEVELS)[number] {
  if (hit.type !== 'content') return hit.type;
  for (let i = LEVELS.length - 1; i >= 1; i--) if (hit.hierarchy[LEVELS[i]]) return LEVELS[i];
  return 'lvl1';
}

function Marked({ html, className }: { html: string; className?: string }) {
  // Escaped text with <mark> tags: the local client escapes before marking; hosted values went
  // through sanitizeHighlight.
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Result({ hit, hosted }: { hit: Hit; hosted: boolean }) {
  const clean = (v: string | undefined, fallback: string | null) =>
    v === undefined ? escapeText(fallback ?? '') : hosted ? sanitizeHighlight(v) : v;
  const title = titleLevel(hit);
  const path = LEVELS.slice(0, LEVELS.indexOf(title)).filter((l) => hit.hierarchy[l]);
  const snippet = hit._snippetResult?.content?.value;
  return (
    <li className="search-result">
      <p className="search-result-path">
        {path.map((l, i) => (
          <span key={l}>
            {i > 0 ? (
              <span className="search-result-sep" aria-hidden="true">
                {' › '}
              </span>
            ) : null}
            <Marked html={clean(hit._highlightResult?.hierarchy?.[l]?.value, hit.hierarchy[l])} />
          </span>
        ))}
      </p>
      <h2 className="search-result-title">
        <a href={relative(hit.url)}>
          <Marked html={clean(hit._highlightResult?.hierarchy?.[title]?.value, hit.hierarchy[title])} />
        </a>
      </h2>
      {hit.type === 'content' && hit.content ? (
        <p className="search-result-snippet">
          <Marked html={clean(snippet, hit.content)} />
        </p>
      ) : null}
    </li>
  );
}

function escapeText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One page of results for `q`, with what the result list shows (snippets, highlight tags). */
function pageRequest(config: SearchConfig, q: string, page: number): SearchRequest {
  return {
    indexName: indexNameOf(config),
    query: q,
    page,
    hitsPerPage: HITS_PER_PAGE,
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:30',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    clickAnalytics: false,
    ...(contextFilters(config) ? { facetFilters: contextFilters(config) } : {}),
  };
}

export function SearchPageResults({
  config,
  input,
  heading,
}: {
  config: SearchConfig;
  input: HTMLInputElement | null;
  heading: HTMLElement | null;
}) {
  // What the reader typed before this chunk loaded wins over the address (else it was wiped).
  const [query, setQuery] = useState(() => (input?.value ? input.value.slice(0, MAX_QUERY) : queryFromUrl()));
  const [state, setState] = useState<State>({ status: 'idle' });
  const search = useRef(searchFor(config));
  const seq = useRef(0);
  const siteTitle = useRef(document.title.split(' | ').pop() ?? '');
  const hosted = isHosted(config);

  const request = useCallback((q: string, page: number) => pageRequest(config, q, page), [config]);

  const run = useCallback(
    async (q: string, page: number, previous: Hit[]) => {
      const mine = ++seq.current;
      if (!q.trim()) {
        setState({ status: 'idle' });
        return;
      }
      if (page === 0) setState({ status: 'loading', query: q });
      try {
        const res: SearchResponse = (await search.current([request(q, page)])).results[0];
        if (mine !== seq.current) return;
        const hits = [...previous, ...res.hits];
        setState({
          status: 'done',
          query: q,
          hits,
          nbHits: res.nbHits,
          page: res.page,
          nbPages: res.nbPages,
          more: res.page + 1 < res.nbPages,
        });
      } catch (e) {
        if (mine !== seq.current) return;
        console.warn('[docsgen] search failed:', e);
        setState({ status: 'error', query: q, why: failureOf(e) });
      }
    },
    [request],
  );

  useFormInput(input, query, setQuery);

  useEffect(() => {
    writeUrl(query);
    document.title = query ? `Search results for "${query}" | ${siteTitle.current}` : `Search | ${siteTitle.current}`;
    if (heading) heading.textContent = query ? `Search results for "${query}"` : 'Search the documentation';
    void run(query, 0, []);
  }, [query, run, heading]);

  if (state.status === 'idle') return <p className="search-page-status">Type a few words to search the documentation.</p>;
  if (state.status === 'loading')
    return (
      <p className="search-page-status" role="status">
        Searching…
      </p>
    );
  if (state.status === 'error') return <SearchError why={state.why} />;
  return <Results state={state} hosted={hosted} onMore={() => void run(state.query, state.page + 1, state.hits)} />;
}

/** The server-rendered form stays the input: typing searches as you go, submitting does not reload. */
function useFormInput(input: HTMLInputElement | null, query: string, setQuery: (query: string) => void): void {
  useEffect(() => {
    if (!input) return;
    const onInput = () => setQuery(input.value.slice(0, MAX_QUERY));
    // The address's query fills an empty input. Text typed between this component's first render
    // (which read the input) and now is kept and searched for: writing `query` back would wipe it
    // (a browser test typing "a/b" lost its "a" on a busy CI machine).
    if (input.value === '') input.value = query;
    else if (input.value.slice(0, MAX_QUERY) !== query) onInput();
    const form = input.form;
    const onSubmit = (e: Event) => {
      e.preventDefault();
      onInput();
    };
    input.addEventListener('input', onInput);
    form?.addEventListener('submit', onSubmit);
    return () => {
      input.removeEventListener('input', onInput);
      form?.removeEventListener('submit', onSubmit);
    };
    // `query` is only the input's starting value: afterwards the input drives it.
  }, [input]);
}

function SearchError({ why }: { why: SearchFailure }) {
  const { title, help } = FAILURE_TEXT[why];
  return (
    <div className="search-page-error" role="alert">
      <p className="search-page-error-title">{title}</p>
      <p>{help}</p>
      {why === 'updated' ? (
        <button type="button" className="search-page-more search-page-reload" onClick={() => location.reload()}>
          Reload
        </button>
      ) : null}
    </div>
  );
}

/** The count, the hits so far, and "Load more" while the service has more. */
function Results({ state, hosted, onMore }: { state: Extract<State, { status: 'done' }>; hosted: boolean; onMore: () => void }) {
  return (
    <>
      <p className="search-page-status" role="status">
        {state.nbHits === 0
          ? `No results for "${state.query}"`
          : `${state.nbHits} ${state.nbHits === 1 ? 'result' : 'results'} for "${state.query}"`}
      </p>
      {state.hits.length ? (
        <ol className="search-results">
          {state.hits.map((h) => (
            <Result key={h.objectID} hit={h} hosted={hosted} />
          ))}
        </ol>
      ) : null}
      {state.more ? (
        <button type="button" className="search-page-more" onClick={onMore}>
          Load more results
        </button>
      ) : null}
    </>
  );
}

export function mountSearchPage(container: HTMLElement, config: SearchConfig): void {
  const page = container.closest('[data-search-page]') ?? document;
  const input = page.querySelector<HTMLInputElement>('input[name="q"]');
  const heading = page.querySelector<HTMLElement>('[data-search-heading]');
  container.replaceChildren();
  createRoot(container).render(
    <ErrorBoundary>
      <SearchPageResults config={config} input={input} heading={heading} />
    </ErrorBoundary>,
  );
}
