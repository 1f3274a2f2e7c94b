// Search in a real browser: the modal's screens, the shortcuts and their hand-over, the /search page,
// the 64-character cap, escaping, hosted mode against a local server, and the query latency.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import sirv from 'sirv';
import { makeSite, repo, runCli } from '../helpers.js';
import { RELEVANCE_QUERIES } from '../e2e/search-relevance.queries.js';
import { CHROMIUM_ARGS } from './browser.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function serveDir(dir: string): Promise<{ server: Server; base: string }> {
  const handler = sirv(dir, { dev: true, extensions: ['html'] });
  const server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  return { server, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

let browser: Browser;
let site: { server: Server; base: string };

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  site = await serveDir(join(repo, 'out'));
});

afterAll(async () => {
  await browser?.close();
  site?.server.close();
});

interface Opened {
  ctx: BrowserContext;
  page: Page;
  requests: string[];
  dialogs: string[];
  errors: string[];
}

/** `before`: runs on the page before it loads (routes that must see every request). */
async function open(
  path: string,
  base = site.base,
  viewport = { width: 1280, height: 900 },
  before?: (page: Page) => Promise<unknown>,
): Promise<Opened> {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await before?.(page);
  const requests: string[] = [];
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}${path}`);
  return { ctx, page, requests, dialogs, errors };
}

const modal = (p: Page) => p.locator('.DocSearch-Modal');
const input = (p: Page) => p.locator('.DocSearch-Input');
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Holds the search chunk back until `release()`: the state before it has loaded. */
async function holdChunk(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/js\/search-[^/]+\.js/, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens the modal once and closes it, so the chunk is loaded and DocSearch owns the shortcuts. */
async function handOver(page: Page) {
  await page.keyboard.press('Control+k');
  await expect.poll(() => modal(page).count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => modal(page).count()).toBe(0);
}

describe('search modal (local index)', () => {
  it('loads nothing for search on first paint; hovering the button loads the chunk and the index', async () => {
    const { ctx, page, requests } = await open('/toolhive/quickstart');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => /search-index\.json|\/assets\/js\/search-|chunk-/.test(u))).toEqual([]);
    await page.hover('[data-search-button]');
    await expect.poll(() => requests.some((u) => /\/assets\/js\/search-/.test(u))).toBe(true);
    await expect.poll(() => requests.some((u) => u.includes('/search-index.json'))).toBe(true);
    await ctx.close();
  });

  it('start screen: "No recent searches"', async () => {
    const { ctx, page } = await open('/toolhive');
    await page.click('[data-search-button]');
    await expect.poll(() => page.locator('.DocSearch-StartScreen').textContent()).toContain('No recent searches');
    expect(await page.locator('.DocSearch-Input').getAttribute('placeholder')).toBe('Search docs');
    await ctx.close();
  });

  it('results: hits grouped with highlighted matches, and "See all {count} results" opens /search?q=', async () => {
    const { ctx, page, errors } = await open('/toolhive');
    await page.click('[data-search-button]');
    await input(page).fill('secrets 1password');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Hit-source').first().textContent()).toBe('ToolHive CLI');
    expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toBe(
      '/toolhive/guides-cli/secrets-management#use-1password',
    );
    expect(await page.locator('.DocSearch-Hit mark').count()).toBeGreaterThan(3);
    const footer = page.locator('.DocSearch-HitsFooter a');
    const text = (await footer.textContent()) ?? '';
    expect(text).toMatch(/^See all \d+ results$/);
    const count = Number(/\d+/.exec(text)![0]);
    expect(await footer.getAttribute('href')).toBe('/search?q=secrets%201password');
    await footer.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search?q=secrets+1password');
    await expect.poll(() => page.locator('.search-page-status').textContent()).toBe(`${count} results for "secrets 1password"`);
    expect(await modal(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('no results: the query, "Try searching for" suggestions and a "Let us know." link', async () => {
    const { ctx, page } = await open('/toolhive');
    await page.click('[data-search-button]');
    await input(page).fill('thv');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await input(page).fill('zzqxj kwyjibo');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    expect(await screen.locator('.DocSearch-Title').textContent()).toBe('No results for "zzqxj kwyjibo"');
    expect(await screen.textContent()).toContain('Try searching for:');
    const suggestions = await screen.locator('.DocSearch-Prefill').allTextContents();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(await screen.textContent()).toContain('Believe this query should return results?');
    const link = screen.getByRole('link', { name: 'Let us know.' });
    expect(await link.getAttribute('href')).toBe(
      'https://github.com/stacklok/docsgen/issues/new?title=Search%3A%20no%20results%20for%20%22zzqxj%20kwyjibo%22',
    );
    await ctx.close();
  });

  it('error: "Unable to fetch results" while the index cannot be fetched, results once it can', async () => {
    const { ctx, page, errors } = await open('/toolhive');
    await page.route('**/search-index.json*', (r) => r.abort('connectionrefused'));
    await page.click('[data-search-button]');
    await input(page).fill('helm');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    expect(await screen.locator('.DocSearch-Title').textContent()).toBe('Unable to fetch results');
    expect(await screen.locator('.DocSearch-Help').textContent()).toBe('You might want to check your network connection.');
    expect(await page.locator('.DocSearch-NoResults').isVisible()).toBe(false);
    await page.unroute('**/search-index.json*');
    await input(page).fill('helm chart');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await screen.count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('Ctrl+K opens and closes it, "/" opens it outside inputs only, Escape closes it', async () => {
    const { ctx, page } = await open('/toolhive');
    await page.keyboard.press('Control+k');
    await expect.poll(() => modal(page).count()).toBe(1);
    await delay(300);
    expect(await modal(page).count()).toBe(1);
    await page.keyboard.press('Control+k');
    await expect.poll(() => modal(page).count()).toBe(0);
    await page.keyboard.press('/');
    await expect.poll(() => modal(page).count()).toBe(1);
    expect(await input(page).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    await ctx.close();
    // In an input, "/" is just a character.
    const s = await open('/search');
    await s.page.locator('.search-page-input').click();
    await s.page.keyboard.type('a/b');
    await delay(200);
    expect(await modal(s.page).count()).toBe(0);
    expect(await s.page.locator('.search-page-input').inputValue()).toBe('a/b');
    await s.ctx.close();
  });

  it('Ctrl+K before the chunk has loaded: a spinner after 200 ms, then the modal, opened once', async () => {
    const { ctx, page } = await open('/toolhive');
    const release = await holdChunk(page);
    // Timed in the page, so a busy test machine cannot blur the 200 ms.
    await page.evaluate(() => {
      const w = window as unknown as { keyAt?: number; spinnerAt?: number };
      addEventListener('keydown', () => (w.keyAt ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (document.querySelector('.search-pending-box .lazy-spinner')) w.spinnerAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.keyboard.press('Control+k');
    await page.locator('.search-pending-box .lazy-spinner').waitFor();
    const t = await page.evaluate(() => {
      const w = window as unknown as { keyAt: number; spinnerAt: number };
      return { keyAt: w.keyAt, spinnerAt: w.spinnerAt };
    });
    expect(t.spinnerAt - t.keyAt).toBeGreaterThanOrEqual(195);
    expect(await page.locator('.search-pending-box').textContent()).toContain('Loading search…');
    release();
    await expect.poll(() => modal(page).count()).toBe(1);
    expect(await page.locator('.search-pending').count()).toBe(0);
    await delay(300);
    expect(await modal(page).count()).toBe(1);
    await ctx.close();
  });

  it('a chunk that fails to load shows an error and a Retry button that works', async () => {
    let attempts = 0;
    // The route is in place before the page loads, so that no early load of the chunk escapes it.
    // 'failed', not 'connectionreset': Chromium may silently retry a GET after a reset connection.
    const { ctx, page } = await open('/toolhive', site.base, undefined, (p) =>
      p.route(/\/assets\/js\/search-[^/]+\.js/, (route) => (attempts++ === 0 ? route.abort('failed') : route.continue())),
    );
    await page.keyboard.press('Control+k');
    const error = page.locator('.search-pending-box .lazy-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Could not load search');
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => modal(page).count()).toBe(1);
    expect(attempts).toBe(2);
    await ctx.close();
  });

  it('a letter typed on the focused button becomes the query once, before and after the hand-over', async () => {
    // Before: the chunk is held back; what is typed while it loads is kept.
    const { ctx, page } = await open('/toolhive');
    const release = await holdChunk(page);
    await page.focus('[data-search-button]');
    await page.keyboard.press('d');
    await page.keyboard.type('oc');
    release();
    await expect.poll(() => modal(page).count()).toBe(1);
    await expect.poll(() => input(page).inputValue()).toBe('doc');
    await delay(200);
    expect(await input(page).inputValue()).toBe('doc');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    // After: DocSearch's own handler has taken over.
    await page.focus('[data-search-button]');
    await page.keyboard.press('h');
    await expect.poll(() => modal(page).count()).toBe(1);
    await delay(200);
    expect(await input(page).inputValue()).toBe('h');
    await page.keyboard.type('elm');
    expect(await input(page).inputValue()).toBe('helm');
    await ctx.close();
  });

  it('after the hand-over each shortcut toggles once', async () => {
    const { ctx, page } = await open('/toolhive');
    await handOver(page);
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('Control+k');
      await expect.poll(() => modal(page).count()).toBe(1);
      await delay(150);
      expect(await modal(page).count()).toBe(1);
      await page.keyboard.press('Control+k');
      await expect.poll(() => modal(page).count()).toBe(0);
    }
    await page.keyboard.press('/');
    await expect.poll(() => modal(page).count()).toBe(1);
    expect(await input(page).inputValue()).toBe('');
    await ctx.close();
  });

  it('caps the query at 64 characters', async () => {
    const { ctx, page } = await open('/toolhive');
    await page.click('[data-search-button]');
    await input(page).pressSequentially('a'.repeat(70));
    expect(await input(page).inputValue()).toBe('a'.repeat(64));
    expect(await input(page).getAttribute('maxlength')).toBe('64');
    await ctx.close();
  });

  it("renders the query and the docs' own angle brackets as text", async () => {
    const { ctx, page, dialogs } = await open('/toolhive');
    await page.click('[data-search-button]');
    await input(page).fill('<img src=x onerror=alert(1)>');
    await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
    await input(page).fill('set-endpoint endpoint');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await delay(300);
    expect(await page.locator('.DocSearch-Modal img, .DocSearch-Modal endpoint').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await ctx.close();
  });

  it('works at phone width, with 5-word snippets', async () => {
    const { ctx, page } = await open('/toolhive', site.base, { width: 400, height: 860 });
    await page.click('[data-search-button]');
    await input(page).fill('telemetry jaeger');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const snippets = await page.locator('.DocSearch-Hit-title').allTextContents();
    const words = snippets.map(
      (s) =>
        s
          .replace(/…/g, ' ')
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean).length,
    );
    expect(Math.max(...words)).toBeLessThanOrEqual(5);
    expect(await page.locator('.DocSearch-Hit-title', { hasText: '…' }).count()).toBeGreaterThan(0);
    await ctx.close();
  });
});

describe('/search page (local index)', () => {
  it('shows 20 hits with hierarchy and highlights, loads 20 more, and keeps q in the URL', async () => {
    const { ctx, page, errors } = await open('/search?q=helm');
    await page.locator('.search-result').first().waitFor();
    expect(await page.locator('h1').textContent()).toBe('Search results for "helm"');
    expect(await page.title()).toBe('Search results for "helm" | Docs');
    expect(await page.locator('.search-page-input').inputValue()).toBe('helm');
    const status = (await page.locator('.search-page-status').textContent()) ?? '';
    const total = Number(/^(\d+) results for "helm"$/.exec(status)?.[1]);
    expect(total).toBeGreaterThan(20);
    expect(await page.locator('.search-result').count()).toBe(20);
    expect(await page.locator('.search-result-path').first().textContent()).toMatch(/Kubernetes Operator|Tutorials/);
    expect(await page.locator('.search-result mark').count()).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Load more results' }).click();
    await expect.poll(() => page.locator('.search-result').count()).toBe(Math.min(40, total));
    await page.locator('.search-page-input').fill('network isolation');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('network isolation');
    await expect.poll(() => page.locator('.search-result-title').first().textContent()).toBe('Network isolation');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("keeps what a reader typed while the search code was mounting, over the address's query", async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The reader types right after the search code first read the input (it was empty, so the
    // address's query was taken), before the code listens to it: the window in which a busy CI
    // machine once lost a typed character. The search code is held until the input is rigged so.
    const release = await holdChunk(page);
    await page.goto(`${site.base}/search?q=helm`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('.search-page-input')!;
      const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
      let reads = 0;
      Object.defineProperty(input, 'value', {
        configurable: true,
        get(this: HTMLInputElement) {
          const v = value.get!.call(this) as string;
          if (reads++ === 0) value.set!.call(this, 'network isolation');
          return v;
        },
        set(this: HTMLInputElement, v: string) {
          value.set!.call(this, v);
        },
      });
    });
    release();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Search results for "network isolation"');
    expect(await page.locator('.search-page-input').inputValue()).toBe('network isolation');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('keeps what a reader typed before the search code loaded, and searches for it', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const release = await holdChunk(page);
    await page.goto(`${site.base}/search`, { waitUntil: 'domcontentloaded' });
    await page.locator('.search-page-input').fill('helm');
    release();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Search results for "helm"');
    await page.locator('.search-result').first().waitFor();
    expect(await page.locator('.search-page-input').inputValue()).toBe('helm');
    await ctx.close();
  });

  it('works as a plain GET form without JavaScript', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`${site.base}/search`);
    expect(await page.locator('form.search-page-form').getAttribute('method')).toBe('get');
    await page.locator('.search-page-input').fill('helm');
    await page.locator('.search-page-submit').click();
    await page.waitForURL(/\/search\?q=helm$/);
    expect(await page.locator('noscript').count()).toBe(1);
    await ctx.close();
  });

  it('renders the query as text and caps it at 64 characters', async () => {
    const long = `<img src=x onerror=alert(1)>${'y'.repeat(60)}`;
    const { ctx, page, dialogs } = await open(`/search?q=${encodeURIComponent(long)}`);
    await page.locator('.search-page-status').waitFor();
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Search results for "${long.slice(0, 64)}"`);
    expect(await page.locator('.search-page-input').inputValue()).toBe(long.slice(0, 64));
    expect(await page.locator('.search-page-input').getAttribute('maxlength')).toBe('64');
    expect(await page.locator('main img').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await ctx.close();
  });
});

// DocSearch 3.9's own markup breaks these rules (its container is a role="button" combobox wrapping
// the whole dialog, and its input's aria-controls lists hit lists that are not rendered). They are
// upstream's, the issue asks for 3.9 as it is, so they are listed here; anything else fails.
const DOCSEARCH_39_KNOWN = new Set(['aria-valid-attr-value', 'label-content-name-mismatch', 'nested-interactive']);

async function axe(page: Page, selector?: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (sel) => {
    const target = sel ? document.querySelector(sel)! : document;
    const r = await (
      window as unknown as {
        axe: {
          run: (
            ctx: Element | Document,
            o: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(target, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
  }, selector);
}

describe('accessibility', () => {
  for (const theme of ['light', 'dark']) {
    it(`the open modal and the /search page have no serious or critical axe violation of ours (${theme})`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await ctx.newPage();
      await page.goto(`${site.base}/toolhive/guides-cli/install`);
      await page.click('[data-search-button]');
      await input(page).fill('network isolation');
      await page.locator('.DocSearch-Hit').first().waitFor();
      const modalViolations = await axe(page, '.DocSearch');
      expect(modalViolations.filter((v) => !DOCSEARCH_39_KNOWN.has(v.split(' ')[0]))).toEqual([]);
      await input(page).fill('zzqxj');
      await page.locator('.DocSearch-NoResults').waitFor();
      expect((await axe(page, '.DocSearch')).filter((v) => !DOCSEARCH_39_KNOWN.has(v.split(' ')[0]))).toEqual([]);
      await page.goto(`${site.base}/search?q=network%20isolation`);
      await page.locator('.search-result').first().waitFor();
      expect(await axe(page)).toEqual([]);
      await ctx.close();
    });
  }
});

describe('query latency', () => {
  it('answers in under 10 ms on the full ToolHive index (every prefix of every benchmark query)', async () => {
    const { ctx, page } = await open('/toolhive');
    const manifest = JSON.parse(readFileSync(join(repo, 'dist/client/manifest.json'), 'utf8')) as { search: string };
    const queries = RELEVANCE_QUERIES.map((q) => q.query);
    // A string, not a function: the test runner would rewrite a function's import(). Each query
    // (as typed, letter by letter) runs once to warm up, then three times; its best time counts,
    // so other tests sharing the machine do not count as search time.
    const r = (await page.evaluate(`(async () => {
      const m = await import(${JSON.stringify(`/assets/js/${manifest.search}`)});
      const t0 = performance.now();
      const engine = await m.loadEngine('/search-index.json');
      const load = performance.now() - t0;
      const typed = [];
      for (const q of ${JSON.stringify(queries)}) for (let i = 1; i <= q.length; i++) typed.push(q.slice(0, i));
      const run = (q) => {
        const s = performance.now();
        m.searchLocal(engine, { query: q, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>', facetFilters: ['language:en'] });
        return performance.now() - s;
      };
      const first = typed.map(run);
      const times = typed.map((q) => Math.min(run(q), run(q), run(q)));
      const sorted = (a) => [...a].sort((x, y) => x - y);
      const at = (a, p) => sorted(a)[Math.min(a.length - 1, Math.floor(a.length * p))];
      return { load, n: times.length, median: at(times, 0.5), p95: at(times, 0.95), max: at(times, 1), firstMedian: at(first, 0.5), firstP95: at(first, 0.95) };
    })()`)) as { load: number; n: number; median: number; p95: number; max: number; firstMedian: number; firstP95: number };
    const raw = readFileSync(join(repo, 'out/search-index.json'));
    console.log(
      `search index: ${(raw.length / 1024).toFixed(0)} KB raw, ${(gzipSync(raw, { level: 9 }).length / 1024).toFixed(0)} KB gzip; fetch + build ${r.load.toFixed(0)} ms\n` +
        `query latency, ${r.n} queries (every prefix of the benchmark queries), best of 3: median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms; ` +
        `first run: median ${r.firstMedian.toFixed(1)} ms, p95 ${r.firstP95.toFixed(1)} ms`,
    );
    expect(r.p95).toBeLessThan(10);
    await ctx.close();
  });
});

// ---- Hosted mode: a fixture site configured for DocSearch, its queries answered by a local server.

const HOSTED_CONFIG = `search: { provider: 'docsearch', appId: 'TESTAPP', apiKey: 'search-key', indexName: 'docs', contextualSearch: true, insights: true },`;

function hostedHits(query: string) {
  const h = (lvl1: string, lvl2: string | null) => ({ lvl0: 'Docs', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null });
  return [
    {
      objectID: 'a-1',
      url: 'https://example.com/docs/guide#install',
      url_without_anchor: 'https://example.com/docs/guide',
      anchor: 'install',
      type: 'lvl2',
      content: null,
      hierarchy: h('Hosted guide', 'Install it'),
      _highlightResult: {
        hierarchy: {
          lvl0: { value: 'Docs', matchLevel: 'none', matchedWords: [] },
          lvl1: { value: 'Hosted <mark>guide</mark>', matchLevel: 'partial', matchedWords: [query] },
          lvl2: { value: 'Install it', matchLevel: 'none', matchedWords: [] },
        },
      },
      _snippetResult: {
        hierarchy: {
          lvl1: { value: 'Hosted <mark>guide</mark>', matchLevel: 'partial' },
          lvl2: { value: 'Install it', matchLevel: 'none' },
        },
      },
    },
    {
      objectID: 'a-2',
      url: 'https://example.com/docs/guide#usage',
      url_without_anchor: 'https://example.com/docs/guide',
      anchor: 'usage',
      type: 'content',
      content: '<img src=x onerror=alert(1)> hosted guide text',
      hierarchy: h('Hosted guide', 'Usage'),
      _highlightResult: {
        hierarchy: {
          lvl0: { value: 'Docs', matchLevel: 'none', matchedWords: [] },
          lvl1: { value: 'Hosted <mark>guide</mark>', matchLevel: 'partial', matchedWords: [query] },
        },
        content: { value: '<img src=x onerror=alert(1)> hosted <mark>guide</mark> text', matchLevel: 'partial', matchedWords: [query] },
      },
      _snippetResult: {
        hierarchy: { lvl1: { value: 'Hosted <mark>guide</mark>', matchLevel: 'partial' } },
        content: { value: '<img src=x onerror=alert(1)> hosted <mark>guide</mark> text', matchLevel: 'partial' },
      },
    },
  ];
}

describe('hosted DocSearch mode', () => {
  let fixture: { server: Server; base: string };
  let api: Server;
  let apiPort = 0;
  const received: { path: string; body: unknown }[] = [];
  const insightsEvents: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const dir = makeSite({
      'docsgen.config.ts': `import { defineConfig } from '${join(repo, 'generator/config/define-config.ts')}';
export default defineConfig({
  title: 'Fixture',
  tagline: 'A small site',
  url: 'https://example.com',
  ${HOSTED_CONFIG}
});
`,
      'content/pages/index.md': '# Home\n',
      'content/docs/index.md': '# Docs home\n\nWelcome.\n',
      'content/docs/guide.md': '# Guide\n\n## Install it\n\nText.\n',
    });
    const r = runCli(['build'], dir);
    if (r.code !== 0) throw new Error(`fixture build failed:\n${r.stdout}\n${r.stderr}`);
    fixture = await serveDir(join(dir, 'out'));
    // The hosted service, as far as search goes: POST /1/indexes/*/queries.
    api = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0];
        if (req.method !== 'POST' || path !== '/1/indexes/*/queries') {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end('{"message":"not found"}');
          return;
        }
        const body = JSON.parse(data) as { requests: { query: string; hitsPerPage?: number; page?: number }[] };
        received.push({ path: req.url ?? '', body });
        const results = body.requests.map((q) => ({
          hits: hostedHits(q.query),
          nbHits: 2,
          page: q.page ?? 0,
          nbPages: 1,
          hitsPerPage: q.hitsPerPage ?? 20,
          processingTimeMS: 1,
          query: q.query,
          params: '',
          queryID: 'query-id-1',
          index: 'docs',
        }));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ results }));
      });
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    const a = api.address();
    apiPort = typeof a === 'object' && a ? a.port : 0;
  });

  afterAll(() => {
    fixture?.server.close();
    api?.close();
  });

  /** Sends the hosted service's hosts to the local server (or, `down`, to a closed port). */
  async function routeHosts(ctx: BrowserContext, down = false) {
    const hosts: string[] = [];
    insightsEvents.length = 0;
    await ctx.route(/^https:\/\/[^/]+\.(algolia\.net|algolianet\.com|algolia\.io)\//, async (route) => {
      const req = route.request();
      const url = new URL(req.url());
      hosts.push(url.host);
      if (url.host.endsWith('algolia.io')) {
        insightsEvents.push(...((JSON.parse(req.postData() ?? '{}') as { events?: Record<string, unknown>[] }).events ?? []));
        return route.fulfill({
          status: 200,
          headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
          body: '{"status":200,"message":"OK"}',
        });
      }
      try {
        const res = await fetch(`http://127.0.0.1:${down ? 9 : apiPort}${url.pathname}${url.search}`, {
          method: req.method(),
          body: req.postData() ?? undefined,
        });
        await route.fulfill({
          status: res.status,
          headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
          body: await res.text(),
        });
      } catch {
        await route.abort('connectionrefused');
      }
    });
    return hosts;
  }

  it("sends the spec's request from the modal and renders the returned hits, escaped", async () => {
    const ctx = await browser.newContext();
    const hosts = await routeHosts(ctx);
    const page = await ctx.newPage();
    const requests: string[] = [];
    const dialogs: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${fixture.base}/docs/guide`);
    received.length = 0;
    await page.click('[data-search-button]');
    await input(page).fill('guide');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(hosts[0]).toBe('testapp-dsn.algolia.net');
    const last = received[received.length - 1];
    expect(last.path).toMatch(/^\/1\/indexes\/\*\/queries\?/);
    expect(new URL(`http://x${last.path}`).searchParams.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(new URL(`http://x${last.path}`).searchParams.get('x-algolia-api-key')).toBe('search-key');
    expect(last.body).toEqual({
      requests: [
        {
          query: 'guide',
          indexName: 'docs',
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
            'content:10',
          ],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          clickAnalytics: true,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    expect(await page.locator('.DocSearch-Hit').count()).toBe(2);
    // Absolute URLs of the hosted records become links on this site.
    expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toBe('/docs/guide#install');
    expect(await page.locator('.DocSearch-Hit').nth(1).textContent()).toContain('<img src=x onerror=alert(1)> hosted guide text');
    expect(await page.locator('.DocSearch-Modal img').count()).toBe(0);
    expect(await page.locator('.DocSearch-HitsFooter a').textContent()).toBe('See all 2 results');
    // Insights come from the bundled npm package: no script from a CDN.
    expect(await page.evaluate(() => typeof (window as unknown as { aa?: unknown }).aa)).toBe('function');
    expect(requests.filter((u) => u.includes('cdn.jsdelivr.net') || u.includes('search-insights.min.js'))).toEqual([]);
    expect(requests.some((u) => /\/search-index\.json/.test(u))).toBe(false);
    // View events, debounced by DocSearch, sent by the npm package to the insights API.
    await expect.poll(() => insightsEvents.length).toBeGreaterThan(0);
    expect(insightsEvents[0]).toMatchObject({ eventType: 'view', eventName: 'Items Viewed', index: 'docs', objectIDs: ['a-1', 'a-2'] });
    expect(dialogs).toEqual([]);
    await ctx.close();
  });

  it('shows "Unable to fetch results" when no host answers', async () => {
    const ctx = await browser.newContext();
    const hosts = await routeHosts(ctx, true);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fixture.base}/docs/guide`);
    await page.click('[data-search-button]');
    await input(page).fill('guide');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    expect(await screen.locator('.DocSearch-Title').textContent()).toBe('Unable to fetch results');
    expect(await screen.locator('.DocSearch-Help').textContent()).toBe('You might want to check your network connection.');
    expect(new Set(hosts.filter((h) => !h.endsWith('algolia.io')))).toEqual(
      new Set(['testapp-dsn.algolia.net', 'testapp-1.algolianet.com', 'testapp-2.algolianet.com', 'testapp-3.algolianet.com']),
    );
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('serves the /search page from the hosted service, 20 per page, escaped', async () => {
    const ctx = await browser.newContext();
    await routeHosts(ctx);
    const page = await ctx.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    received.length = 0;
    await page.goto(`${fixture.base}/search?q=guide`);
    await page.locator('.search-result').first().waitFor();
    expect(received[0].body).toMatchObject({
      requests: [{ indexName: 'docs', query: 'guide', page: 0, hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>' }],
    });
    expect(await page.locator('.search-result').count()).toBe(2);
    expect(await page.locator('.search-result-title a').first().getAttribute('href')).toBe('/docs/guide#install');
    expect(await page.locator('.search-result-snippet').textContent()).toBe('<img src=x onerror=alert(1)> hosted guide text');
    expect(await page.locator('.search-result-snippet mark').textContent()).toBe('guide');
    expect(await page.locator('main img').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await ctx.close();
  });
});
