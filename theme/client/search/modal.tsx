// The search modal: DocSearch 3.9's own modal and keyboard handling, fed by the local index or by
// the hosted service, plus what DocSearch leaves to the site (the results footer, the error
// screen, the hand-over of the shortcuts from the first-load script).
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import {
  DocSearchModal,
  useDocSearchKeyboardEvents,
  type DocSearchHit,
  type DocSearchProps,
  type DocSearchTransformClient,
} from '@docsearch/react';
import type { SearchConfig, SearchRequest } from '../../shared/search-protocol.js';
import { sanitizeHighlight } from '../../shared/search/highlight.js';
import {
  FAILURE_TEXT,
  contextFilters,
  createFailureFlag,
  guarded,
  indexNameOf,
  isHosted,
  localSearch,
  type FailureFlag,
  type SearchFailure,
} from './source.js';

export interface ModalController {
  open(initialQuery?: string): void;
}

const SEARCH_BUTTON = '[data-search-button]';

// DocSearch compares this ref with document.activeElement to turn a letter typed on the button into
// the initial query. The navbar may be swapped by client-side navigation, so look it up each time.
const searchButtonRef = {
  get current() {
    return document.querySelector<HTMLButtonElement>(SEARCH_BUTTON);
  },
} as RefObject<HTMLButtonElement | null>;

const requestsOf = (p: { requests: SearchRequest[] } | SearchRequest[]) => (Array.isArray(p) ? p : p.requests);

/** Made once per page: DocSearch memoises on the function's identity. */
function makeTransformSearchClient(config: SearchConfig, flag: FailureFlag) {
  const local = isHosted(config) ? null : localSearch(config);
  return (client: DocSearchTransformClient): DocSearchTransformClient => {
    const search = local ? (p: { requests: SearchRequest[] } | SearchRequest[]) => local(requestsOf(p)) : client.search.bind(client);
    // DocSearch types `search` with the hosted client's generic signature; the wrapper returns the
    // same response objects, so the cast only restates that.
    return {
      ...client,
      search: guarded(
        search as (p: { requests: SearchRequest[] } | SearchRequest[]) => Promise<unknown>,
        flag,
        requestsOf,
      ) as DocSearchTransformClient['search'],
    };
  };
}

/** Hosted hits carry absolute URLs and unescaped highlights: make both safe for this site. (The
 *  local client already answers with site paths and escaped text.) */
function transformHostedItems(items: DocSearchHit[]): DocSearchHit[] {
  return items.map((item) => {
    let url = item.url;
    try {
      const u = new URL(item.url, location.href);
      url = `${u.pathname}${u.search}${u.hash}`;
    } catch {
      /* keep the URL as it is */
    }
    return { ...item, url, _highlightResult: sanitizeTree(item._highlightResult), _snippetResult: sanitizeTree(item._snippetResult) };
  });
}

function sanitizeTree<T>(node: T): T {
  if (Array.isArray(node)) return node.map(sanitizeTree) as T;
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === 'value' && typeof v === 'string' ? sanitizeHighlight(v) : sanitizeTree(v);
    return out as T;
  }
  return node;
}

const ERROR_ICON =
  '<svg width="40" height="40" viewBox="0 0 20 20" fill="none" fill-rule="evenodd" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"></path></svg>';

/** A circular arrow: the page needs a reload, the network is fine. */
const RELOAD_ICON =
  '<svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M16.5 10a6.5 6.5 0 11-1.9-4.6"></path><path d="M15 2v4h-4"></path></svg>';

const FAILURE_ICON: Record<SearchFailure, string> = { unreachable: ERROR_ICON, updated: RELOAD_ICON };

/** DocSearch's own error screen markup, shown in place of "No results" while requests fail. A
 *  component of its own, so a change of the flag never re-renders the modal (DocSearch rebuilds
 *  its state when its props change identity). */
function ErrorScreen({ flag }: { flag: FailureFlag }) {
  const failed = useSyncExternalStore(flag.subscribe, flag.get);
  useLayoutEffect(() => {
    document.body.classList.toggle('docsgen-search-failed', !!failed);
    if (!failed) return;
    const dropdown = document.querySelector('.DocSearch-Dropdown');
    if (!dropdown) return;
    const host = document.createElement('div');
    host.className = 'docsgen-search-error';
    const { title, help } = FAILURE_TEXT[failed];
    const icon = FAILURE_ICON[failed];
    const reload = failed === 'updated' ? '<button type="button" class="docsgen-search-reload">Reload</button>' : '';
    host.innerHTML = `<div class="DocSearch-ErrorScreen"><div class="DocSearch-Screen-Icon">${icon}</div><p class="DocSearch-Title">${title}</p><p class="DocSearch-Help">${help}</p>${reload}</div>`;
    host.querySelector('button')?.addEventListener('click', () => location.reload());
    dropdown.append(host);
    return () => {
      host.remove();
      document.body.classList.remove('docsgen-search-failed');
    };
  }, [failed]);
  return null;
}

export function SearchModalRoot({
  config,
  controller,
  onReady,
  insights,
}: {
  config: SearchConfig;
  controller: ModalController;
  onReady: () => void;
  insights: boolean;
}) {
  const [open, setOpen] = useState<{ query?: string; scrollY: number } | null>(null);
  const isOpen = open !== null;
  // Everything DocSearchModal receives keeps its identity across renders (see ErrorScreen).
  const stable = useMemo(() => {
    const flag = createFailureFlag();
    const filters = contextFilters(config);
    const missing = config.missingResultsUrl;
    return {
      flag,
      transformSearchClient: makeTransformSearchClient(config, flag),
      searchParameters: filters ? ({ facetFilters: filters } as DocSearchProps['searchParameters']) : undefined,
      getMissingResultsUrl: missing ? ({ query }: { query: string }) => missing.replace('{query}', encodeURIComponent(query)) : undefined,
    };
  }, [config]);

  const onOpen = useCallback(() => setOpen({ scrollY: window.scrollY }), []);
  const onClose = useCallback(() => setOpen(null), []);
  const onInput = useCallback((e: KeyboardEvent) => {
    // Without this the letter lands twice: once as the initial query, once more when the browser
    // types it into the modal's freshly focused input.
    e.preventDefault();
    setOpen({ query: e.key, scrollY: window.scrollY });
  }, []);
  const footer = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
      <a
        className="docsgen-search-see-all"
        href={`${config.searchPageUrl ?? '/search'}?q=${encodeURIComponent(state.query)}`}
        onClick={onClose}
      >
        {`See all ${Number(state.context.nbHits ?? 0)} results`}
      </a>
    ),
    [onClose],
  );

  useDocSearchKeyboardEvents({ isOpen, onOpen, onClose, onInput, searchButtonRef });
  useEffect(() => {
    controller.open = (q?: string) => setOpen({ query: q || undefined, scrollY: window.scrollY });
  }, [controller]);
  // Runs after the hook above attached its listener and the controller is wired (effects run in
  // order): from now on DocSearch owns the shortcuts and the first-load script stands down, with
  // no moment where both or neither listen.
  useEffect(() => onReady(), [onReady]);

  if (!open) return null;
  const hosted = isHosted(config);
  return createPortal(
    <>
      <DocSearchModal
        appId={hosted ? config.appId! : 'local'}
        apiKey={hosted ? config.apiKey! : 'local'}
        indexName={indexNameOf(config)}
        placeholder="Search docs"
        searchParameters={stable.searchParameters}
        initialScrollY={open.scrollY}
        initialQuery={open.query}
        onClose={onClose}
        transformSearchClient={stable.transformSearchClient}
        transformItems={hosted ? transformHostedItems : undefined}
        insights={insights}
        getMissingResultsUrl={stable.getMissingResultsUrl}
        resultsFooterComponent={footer}
      />
      <ErrorScreen flag={stable.flag} />
    </>,
    document.body,
  );
}
