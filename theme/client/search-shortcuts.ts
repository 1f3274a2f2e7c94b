// The first-load half of search: owns Ctrl/Cmd+K, "/" and typing on the search button until the
// search chunk (React + DocSearch) is there, loads that chunk on intent (hover or focus of the
// button, a shortcut, the /search page), and hands the shortcuts over to DocSearch once it listens.
// Kept small on purpose: it ships with every page.
import { loadWithFeedback } from './lazy.js';
import { readPageData } from '../shared/page-data.js';
import type { SearchChunk, SearchConfig, SearchHandle } from '../shared/search-protocol.js';

const BUTTON = '[data-search-button]';

function editable(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName));
}

/** Stands where the modal will be while the chunk loads (visible once it holds the spinner or the
 *  error); a click beside it cancels. */
function pendingBox(cancel: () => void): HTMLElement {
  const layer = document.createElement('div');
  layer.className = 'search-pending';
  layer.innerHTML = '<div class="search-pending-box" role="dialog" aria-modal="true" aria-label="Search"></div>';
  layer.addEventListener('mousedown', (e) => e.target === layer && cancel());
  document.body.append(layer);
  const box = layer.firstElementChild as HTMLElement;
  // Focus inside the box, so Tab reaches its Retry button if loading fails.
  box.tabIndex = -1;
  box.focus();
  return box;
}

/** Asks for the local index as the search chunk is asked for, not once it has run: the chunk's own
 *  fetch of the same address (load-index.ts) takes the preloaded answer over, so the first search
 *  waits one round trip less (the /search page: ~40 ms on localhost, more on a loaded machine). */
function indexPreloader(config: SearchConfig): () => void {
  let done = config.provider !== 'local' || !config.indexUrl;
  return () => {
    if (done) return;
    done = true;
    preloadIndex(config.indexUrl!);
  };
}

function preloadIndex(indexUrl: string): void {
  const build = document.documentElement.dataset.buildId;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  // What a same-origin fetch() is: CORS mode, credentials for the same origin only.
  link.crossOrigin = 'anonymous';
  link.href = build ? `${indexUrl}${indexUrl.includes('?') ? '&' : '?'}v=${build}` : indexUrl;
  document.head.append(link);
}

export function initSearchShortcuts(): void {
  const data = readPageData();
  const url = data.searchJs;
  const config = data.search;
  if (!url || !config) return;

  let chunk: Promise<SearchChunk> | null = null;
  let handle: Promise<SearchHandle> | null = null;
  let ready: SearchHandle | null = null;
  // Browsers remember a failed module import by URL: each retry asks for a new one.
  let attempt = 0;
  const importChunk = (n: number) => import(n ? `${url}?retry=${n}` : url) as Promise<SearchChunk>;
  const loadChunk = (n = attempt) => {
    chunk ??= importChunk(n).catch((e: unknown) => {
      chunk = null;
      attempt = n + 1;
      throw e;
    });
    return chunk;
  };
  const preload = indexPreloader(config);
  const loadSearch = (n?: number) => {
    preload();
    handle ??= loadChunk(n)
      .then((m) => m.initSearch(config, { onReady: () => removeEventListener('keydown', onKey) }))
      .then((h) => (ready = h))
      .catch((e: unknown) => {
        handle = null;
        throw e;
      });
    return handle;
  };

  // While the chunk loads after a shortcut: what the reader types goes into the initial query,
  // and a box (pendingBox) stands where the modal will be.
  let pending: { query: string; box: HTMLElement } | null = null;
  const cancel = () => {
    pending?.box.parentElement?.remove();
    pending = null;
  };
  const open = (query: string) => {
    if (ready) return ready.open(query);
    if (pending) return;
    const mine = (pending = { query, box: pendingBox(cancel) });
    void loadWithFeedback(mine.box, 'search', (n) => loadSearch(Math.max(n, attempt))).then((h) => {
      if (pending !== mine) return;
      const q = mine.query;
      cancel();
      h?.open(q);
    });
  };

  function onKey(e: KeyboardEvent): void {
    const k = e.key;
    if (!k) return;
    if (pending) {
      if (k === 'Escape' || (k.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey))) cancel();
      else if (k === 'Backspace') pending.query = pending.query.slice(0, -1);
      else if (k.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) pending.query = (pending.query + k).slice(0, 64);
      else return;
      e.preventDefault();
      return;
    }
    if ((k.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey)) || (k === '/' && !editable(e.target))) {
      e.preventDefault();
      open('');
    } else if (document.activeElement?.matches(BUTTON) && /^[a-z0-9]$/i.test(k) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // The letter becomes the initial query; without preventDefault it would also be typed
      // into the modal's input once that has focus, and show up twice.
      e.preventDefault();
      open(k);
    }
  }
  addEventListener('keydown', onKey);

  const intent = (e: Event) => {
    if ((e.target as Element).closest?.(BUTTON)) loadSearch().catch(() => undefined);
  };
  document.addEventListener('pointerover', intent);
  document.addEventListener('focusin', intent);
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest?.(BUTTON)) return;
    e.preventDefault();
    open('');
  });

  // The /search page: its results container is filled by the chunk (on load and after
  // client-side navigation swapped the page in).
  const searchPage = () => {
    const el = document.querySelector<HTMLElement>('[data-search-results]');
    if (!el || el.dataset.mounted) return;
    el.dataset.mounted = '1';
    preload();
    void loadWithFeedback(el, 'search', (n) => loadChunk(Math.max(n, attempt))).then((m) => m?.mountSearchPage(el, config));
  };
  searchPage();
  document.addEventListener('docsgen:navigated', searchPage);
}

initSearchShortcuts();
