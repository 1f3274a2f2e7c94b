// The search chunk, loaded on intent by theme/client/search-shortcuts.ts: React, DocSearch's modal
// and its CSS, the local search engine, the /search page's results.
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './error-boundary.js';
import docsearchVariables from '@docsearch/css/dist/_variables.css' with { type: 'text' };
import docsearchModal from '@docsearch/css/dist/modal.css' with { type: 'text' };
import themeCss from './search.css' with { type: 'text' };
import { SearchModalRoot, type ModalController } from './modal.js';
import type { SearchChunk, SearchConfig, SearchHandle } from '../../shared/search-protocol.js';
import { isHosted, prefetch } from './source.js';
import { mountSearchPage as mountPage } from './search-page.js';

// The engine itself, for measuring query latency in the browser (test/browser/search.test.ts).
export { searchLocal } from '../../shared/search/local-client.js';
export { loadEngine } from './load-index.js';

function injectCss(): void {
  if (document.getElementById('docsgen-search-css')) return;
  const style = document.createElement('style');
  style.id = 'docsgen-search-css';
  style.textContent = `${docsearchVariables}\n${docsearchModal}\n${themeCss}`;
  document.head.append(style);
}

declare global {
  interface Window {
    aa?: unknown;
    AlgoliaAnalyticsObject?: string;
  }
}

/** Click and view events go through the npm search-insights package, never a CDN script: DocSearch
 *  only fetches its own copy when `window.aa` is missing. */
async function installInsights(config: SearchConfig): Promise<boolean> {
  try {
    // TypeScript reads the package as CommonJS (no "type": "module"); the bundle gets its ES
    // module, whose default export is the insights client.
    const { default: aa } = (await import('search-insights')) as unknown as {
      default: (method: 'init', options: { appId: string; apiKey: string }) => void;
    };
    window.AlgoliaAnalyticsObject = 'aa';
    window.aa = aa;
    aa('init', { appId: config.appId!, apiKey: config.apiKey! });
    return true;
  } catch (e) {
    console.warn('[docsgen] search insights could not start:', e);
    return false;
  }
}

let started: Promise<SearchHandle> | null = null;

/** Mounts the (closed) modal and its keyboard handling; `onReady` fires once DocSearch listens. */
export function initSearch(config: SearchConfig, hooks: { onReady(): void }): Promise<SearchHandle> {
  started ??= (async () => {
    injectCss();
    prefetch(config);
    const insights = isHosted(config) && config.insights ? await installInsights(config) : false;
    document.body.classList.toggle('docsgen-search-local', !isHosted(config));
    const host = document.createElement('div');
    host.id = 'docsgen-search';
    document.body.append(host);
    const controller: ModalController = { open: () => undefined };
    await new Promise<void>((resolve) => {
      let done = false;
      const onReady = () => {
        if (done) return;
        done = true;
        hooks.onReady();
        resolve();
      };
      createRoot(host).render(
        <ErrorBoundary>
          <SearchModalRoot config={config} controller={controller} onReady={onReady} insights={insights} />
        </ErrorBoundary>,
      );
    });
    return { open: (q?: string) => controller.open(q) };
  })();
  return started;
}

export function mountSearchPage(container: HTMLElement, config: SearchConfig): void {
  injectCss();
  mountPage(container, config);
}

/** The first-load script imports this chunk by URL as a SearchChunk (search-shortcuts.ts), so no
 *  compiler sees both ends: this type fails to compile if the exports above stop matching it.
 *  A type only, so nothing of it reaches the bundle. */
type Provides<T extends SearchChunk> = T;
export type SearchChunkExports = Provides<{ initSearch: typeof initSearch; mountSearchPage: typeof mountSearchPage }>;
