// Client-side navigation: fetch (or reuse the prefetched) HTML of the next page, then swap the page
// region, title and head tags in place. Anything unexpected falls back to a full page load.
import { startProgress, doneProgress } from './progress.js';

type Enhance = (root: ParentNode) => void;

const cache = new Map<string, Promise<string>>();
let inflight = 0;
const queue: string[] = [];

function sameSiteRoute(a: HTMLAnchorElement): URL | undefined {
  if (a.target && a.target !== '_self') return undefined;
  if (a.hasAttribute('download') || a.getAttribute('rel')?.includes('external')) return undefined;
  const href = a.getAttribute('href');
  if (!href || href.startsWith('#')) return undefined;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return undefined;
  // Files (downloads, JSON, Markdown copies) are not pages.
  if (/\.[a-z0-9]{1,5}$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return undefined;
  return url;
}

function key(url: URL): string {
  return url.pathname;
}

function load(url: URL): Promise<string> {
  const k = key(url);
  let p = cache.get(k);
  if (!p) {
    p = fetch(url.pathname, { credentials: 'same-origin' }).then((r) => {
      if (!r.ok || !(r.headers.get('content-type') ?? '').includes('text/html')) throw new Error(`HTTP ${r.status}`);
      return r.text();
    });
    p.catch(() => cache.delete(k));
    cache.set(k, p);
  }
  return p;
}

function connectionIsSlow(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!c && (c.saveData === true || /(^|-)2g$/.test(c.effectiveType ?? ''));
}

/** Warm the cache for a link the reader is likely to follow (at most 3 requests at a time). */
export function prefetch(url: URL): void {
  if (connectionIsSlow() || cache.has(key(url)) || url.pathname === location.pathname) return;
  if (inflight >= 3) {
    if (!queue.includes(url.href)) queue.push(url.href);
    return;
  }
  inflight++;
  load(url)
    .catch(() => undefined)
    .finally(() => {
      inflight--;
      const next = queue.shift();
      if (next) prefetch(new URL(next));
    });
}

function decodeError(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname);
    return false;
  } catch {
    const main = document.getElementById('main-content');
    const note = document.createElement('p');
    note.className = 'nav-error';
    note.setAttribute('role', 'alert');
    note.textContent = `This link has an invalid address (${url.pathname}): it contains a "%" that is not followed by two hexadecimal digits, so it cannot be decoded. Please report the broken link.`;
    (main ?? document.body).prepend(note);
    return true;
  }
}

function swapHead(doc: Document): void {
  document.title = doc.title;
  for (const sel of [
    'meta[name="description"]',
    'link[rel="canonical"]',
    'meta[property="og:title"]',
    'meta[property="og:description"]',
    'meta[property="og:url"]',
    'meta[name="robots"]',
  ]) {
    const next = doc.head.querySelector(sel);
    const cur = document.head.querySelector(sel);
    if (next && cur) cur.replaceWith(next.cloneNode(true));
    else if (next) document.head.append(next.cloneNode(true));
    else cur?.remove();
  }
}

async function navigate(url: URL, enhance: Enhance, push: boolean, restoreY?: number): Promise<void> {
  if (decodeError(url)) return;
  const timer = setTimeout(startProgress, 200);
  let html: string;
  try {
    html = await load(url);
  } catch (e) {
    clearTimeout(timer);
    console.warn(`docsgen: could not preload ${url.pathname} (${(e as Error).message}); loading the page in full`);
    location.href = url.href;
    return;
  }
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const build = document.documentElement.dataset.buildId;
  const nextPage = doc.getElementById('__docsgen-page');
  const curPage = document.getElementById('__docsgen-page');
  if (!nextPage || !curPage || doc.documentElement.dataset.buildId !== build) {
    clearTimeout(timer);
    console.warn(`docsgen: the site was rebuilt since this page loaded; loading ${url.pathname} in full`);
    location.href = url.href;
    return;
  }
  if (push) {
    history.replaceState({ ...(history.state ?? {}), y: scrollY }, '');
    history.pushState({ y: 0 }, '', url.href);
  }
  const sidebarScroll = document.querySelector('#sidebar')?.scrollTop ?? 0;
  swapHead(doc);
  curPage.replaceWith(nextPage);
  const sidebar = document.querySelector('#sidebar');
  if (sidebar) sidebar.scrollTop = sidebarScroll;
  document.body.classList.remove('sidebar-open');
  document.querySelector('.sidebar-toggle')?.setAttribute('aria-expanded', 'false');
  enhance(nextPage);
  if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
  else scrollTo(0, restoreY ?? 0);
  const heading = nextPage.querySelector<HTMLElement>('h1') ?? document.getElementById('main-content');
  if (heading && restoreY === undefined) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  const announcer = document.querySelector('.route-announcer');
  if (announcer) announcer.textContent = `Navigated to ${doc.title}`;
  clearTimeout(timer);
  doneProgress();
  document.dispatchEvent(new CustomEvent('docsgen:navigated', { detail: url.pathname }));
}

export function initNavigation(enhance: Enhance): void {
  history.scrollRestoration = 'manual';
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest('a');
    if (!a) return;
    const url = sameSiteRoute(a);
    if (!url) return;
    if (url.pathname === location.pathname && url.hash) return; // in-page anchor: the browser scrolls
    e.preventDefault();
    void navigate(url, enhance, true);
  });
  const hover = (e: Event) => {
    const a = (e.target as Element).closest?.('a');
    const url = a && sameSiteRoute(a);
    if (url) prefetch(url);
  };
  document.addEventListener('mouseover', hover, { passive: true });
  document.addEventListener('focusin', hover);
  addEventListener('popstate', (e) => {
    void navigate(new URL(location.href), enhance, false, (e.state as { y?: number } | null)?.y ?? 0);
  });
  addEventListener(
    'scroll',
    () => {
      clearTimeout((initNavigation as unknown as { t?: number }).t);
      (initNavigation as unknown as { t?: number }).t = window.setTimeout(
        () => history.replaceState({ ...(history.state ?? {}), y: scrollY }, ''),
        100,
      );
    },
    { passive: true },
  );
}

/** Content links entering the viewport are prefetched (not the sidebar: it links everywhere). */
export function observeContentLinks(root: ParentNode): void {
  if (!('IntersectionObserver' in window) || connectionIsSlow()) return;
  const io = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      io.unobserve(entry.target);
      const url = sameSiteRoute(entry.target as HTMLAnchorElement);
      if (url) prefetch(url);
    }
  });
  for (const a of root.querySelectorAll<HTMLAnchorElement>('.markdown a[href^="/"], .doc-card, .pagination-link')) io.observe(a);
}
