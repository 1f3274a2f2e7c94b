// The first search on a built site, as a reader meets it: the modal opened, a query typed, and
// from the index request to the first hit shown, the time and the search files fetched (their
// gzip sizes, as a static host would send them). Then a second query, to show what is reused.
// And the search page opened at `/search?q=…`: from navigation to the first hit shown, on
// localhost and with latency added to every request (Chromium's network emulation).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { SEARCH_FILE_PATH } from '../dist/theme/shared/search-shards.js';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `outDir` served on 127.0.0.1 as a static host serves it, and a fresh Chromium page for `use`. */
async function withPage(outDir, use) {
  const serve = sirv(outDir, { dev: true, extensions: ['html'] });
  const server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  try {
    return await use(await browser.newPage(), `http://127.0.0.1:${server.address().port}`);
  } finally {
    await browser.close();
    server.close();
  }
}

/** The gzip bytes of the site's files at `paths` (root-relative). */
const gzipOf = (outDir, paths) => paths.reduce((n, p) => n + gzipSync(readFileSync(join(outDir, p))).length, 0);

export async function measureFirstSearch(outDir, queries = ['configuration', 'deploy cluster']) {
  return withPage(outDir, async (page, base) => {
    let fetched = [];
    let indexAt = 0;
    page.on('console', (m) => process.env.TRACE && console.log('console', Math.round(performance.now() - indexAt), m.text()));
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (!SEARCH_FILE_PATH.test(path)) return;
      if (path === '/search-index.json') indexAt = performance.now();
      fetched.push(path);
      if (process.env.TRACE) console.log(Math.round(performance.now() - indexAt), path);
    });
    if (process.env.TRACE)
      page.on('requestfinished', (r) => console.log('done', Math.round(performance.now() - indexAt), new URL(r.url()).pathname));
    await page.goto(`${base}/`);
    await page.waitForLoadState('networkidle');
    const out = [];
    for (const [i, query] of queries.entries()) {
      fetched = [];
      if (i === 0) await page.click('[data-search-button]');
      else {
        // Clear the last query's hits, so the next hits seen are this query's.
        await page.locator('.DocSearch-Input').fill('');
        await page.locator('.DocSearch-Hit').first().waitFor({ state: 'detached' });
      }
      const typed = performance.now();
      await page.locator('.DocSearch-Input').fill(query);
      await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 60_000 });
      const shown = performance.now();
      // The index is requested on intent (hover, click): time from that request, or from typing.
      out.push({
        query,
        files: fetched.length,
        gzipBytes: gzipOf(outDir, [...new Set(fetched)]),
        ms: Math.round(shown - (i === 0 && indexAt ? indexAt : typed)),
      });
    }
    return out;
  });
}

/** The search page opened at `/search?q=<query>` in a fresh browser: the search files fetched
 *  (manifest included), their gzip bytes, and the time from navigation to the first hit shown, with
 *  `latencyMs` added to every request. */
export async function measureSearchPage(outDir, query = 'configuration', latencyMs = 0) {
  return withPage(outDir, async (page, base) => {
    if (latencyMs) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    const fetched = [];
    let requests = 0;
    page.on('request', (r) => {
      requests++;
      const path = new URL(r.url()).pathname;
      if (SEARCH_FILE_PATH.test(path)) fetched.push(path);
    });
    // The moment the first hit is in the page, in the page's own clock (0 = navigation start).
    await page.addInitScript(() => {
      new MutationObserver((_, o) => {
        if (document.querySelector('.search-result')) {
          window.__firstHitMs = performance.now();
          o.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/search?q=${encodeURIComponent(query)}`);
    await page.locator('.search-result').first().waitFor({ timeout: 60_000 });
    const ms = Math.round(await page.evaluate(() => window.__firstHitMs));
    const hits = await page.locator('.search-result').count();
    return {
      query,
      latencyMs,
      files: fetched.length,
      pageRequests: requests - fetched.length,
      gzipBytes: gzipOf(outDir, [...new Set(fetched)]),
      ms,
      hits,
    };
  });
}

/** The same first search as a reader types it, one letter every `delayMs` (each letter is a search):
 *  the search files fetched in all, and the time from the last letter to the word's hits. */
export async function measureTypedSearch(outDir, word = 'configuration', delayMs = 150) {
  // The word's own first hit, to know when the modal shows the word's hits and not a beginning's.
  const { ShardedEngine } = await import('../dist/theme/shared/search/sharded-engine.js');
  const { prepareLocal, searchLocal } = await import('../dist/theme/shared/search/local-client.js');
  const engine = new ShardedEngine(JSON.parse(readFileSync(join(outDir, 'search-index.json'), 'utf8')), async (p) =>
    JSON.parse(readFileSync(join(outDir, p), 'utf8')),
  );
  await prepareLocal(engine, [{ query: word, hitsPerPage: 20 }]);
  const firstUrl = searchLocal(engine, { query: word, hitsPerPage: 20 }).hits[0].url;
  return withPage(outDir, async (page, base) => {
    const fetched = new Set();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (SEARCH_FILE_PATH.test(path)) fetched.add(path);
    });
    await page.goto(`${base}/`);
    await page.waitForLoadState('networkidle');
    await page.click('[data-search-button]');
    await page.locator('.DocSearch-Input').pressSequentially(word, { delay: delayMs });
    const typed = performance.now();
    await page.waitForFunction((url) => document.querySelector('.DocSearch-Hit a')?.getAttribute('href') === url, firstUrl, {
      timeout: 60_000,
      polling: 'raf',
    });
    const ms = Math.round(performance.now() - typed);
    await page.waitForLoadState('networkidle');
    return { word, delayMs, files: fetched.size, gzipBytes: gzipOf(outDir, [...fetched]), ms };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureSearchPage(process.argv[2])));
  console.log(JSON.stringify(await measureSearchPage(process.argv[2], 'configuration', 50)));
  console.log(JSON.stringify(await measureFirstSearch(process.argv[2]), null, 1));
  console.log(JSON.stringify(await measureTypedSearch(process.argv[2])));
}
