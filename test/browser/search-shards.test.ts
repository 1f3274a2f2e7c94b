// Search on a sharded site in a real browser: the modal's first search fetches the manifest and
// only the shards and record pieces its words need, shows the hits the single-file index would
// (same order), and a repeated query fetches nothing more.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRepoSharded } from '../helpers.js';
import { decodeIndex } from '../../theme/shared/search-index.js';
import type { LocalIndexFile } from '../../theme/shared/search-protocol.js';
import { fragmentPath, keyOf, type ShardManifest } from '../../theme/shared/search-shards.js';
import { SearchEngine } from '../../theme/shared/search/engine.js';
import { prepareLocal, searchLocal } from '../../theme/shared/search/local-client.js';
import { ShardedEngine } from '../../theme/shared/search/sharded-engine.js';
import { openSite, type Site } from './browser.js';

const repo = resolve(import.meta.dirname, '../..');
let dir: string;
let site: Site;

beforeAll(async () => {
  // The ToolHive site (test/setup/toolhive-site.ts built its single index into out/), built again with
  // every record sharded.
  dir = mkdtempSync(join(tmpdir(), 'docsgen-shards-browser-'));
  buildRepoSharded(join(dir, 'sharded'));
  site = await openSite({ outDir: join(dir, 'sharded') });
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe('search on a sharded site', () => {
  it('fetches only what the query needs, shows the single-file index’s hits, and reuses them', async () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'sharded/search-index.json'), 'utf8')) as ShardManifest;
    const single = new SearchEngine(decodeIndex(JSON.parse(readFileSync(join(repo, 'out/search-index.json'), 'utf8')) as LocalIndexFile));
    const expected = searchLocal(single, { query: 'configuration', hitsPerPage: 20 }).hits.map((h) => h.url);

    const ctx = await site.context();
    const page = await ctx.newPage();
    const fetched: string[] = [];
    const folders = new Set<string>();
    page.on('request', (r) => {
      const m = /^\/(search-index\/[0-9a-f]+\/)?(search-[^/]*\.json)$/.exec(new URL(r.url()).pathname);
      if (!m) return;
      fetched.push(`/${m[2]}`);
      if (m[1]) folders.add(m[1]);
    });
    await page.goto(`${site.url}/`);
    await page.click('[data-search-button]');
    await page.locator('.DocSearch-Input').fill('configuration');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    // The modal groups the request's 20 hits by page and shows a few of each group: the first is
    // the index's first hit, and every one shown is among the single-file index's 20.
    expect(hrefs[0]).toBe(expected[0]);
    expect(hrefs.length).toBeGreaterThan(3);
    for (const h of hrefs) expect(expected).toContain(h);

    // The manifest, then the word's fragment: its postings and its hits' records.
    expect(fetched).toEqual([
      '/search-index.json',
      `/${fragmentPath(keyOf(single.encodeWord('configuration')!, new Set(manifest.keys))!)}`,
    ]);
    // Every shard came from the folder of the build the manifest names.
    expect([...folders]).toEqual([manifest.dir]);
    // The hosted-shaped pieces are for pushing to a hosted index, never for the browser.
    expect(fetched.some((p) => manifest.hosted.includes(p.slice(1)))).toBe(false);

    // The same query again: everything it needs is there already.
    const before = fetched.length;
    await page.locator('.DocSearch-Input').fill('');
    await page.locator('.DocSearch-Hit').first().waitFor({ state: 'detached' });
    await page.locator('.DocSearch-Input').fill('configuration');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(fetched.length).toBe(before);
    await ctx.close();
  }, 60_000);

  it('the search page shows a first query’s hits after a handful of requests, manifest included', async () => {
    // Opened at /search?q=…: the first-load script asks for the manifest beside the search chunk,
    // and each word costs its fragment, which brings the records the word ranks first. The hits of
    // several words that no one word ranks first come from record pieces, a request per piece.
    const single = new SearchEngine(decodeIndex(JSON.parse(readFileSync(join(repo, 'out/search-index.json'), 'utf8')) as LocalIndexFile));
    for (const [query, most] of [
      ['configuration', 2],
      ['kubernetes', 2],
      ['registry', 2],
      ['deploy cluster', 23],
    ] as const) {
      const expected = searchLocal(single, { query, hitsPerPage: 20 }).hits.map((h) => h.url);
      const ctx = await site.context();
      const page = await ctx.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (/^\/(search-index\/[0-9a-f]+\/)?search-[^/]*\.json$/.test(new URL(r.url()).pathname)) fetched.push(new URL(r.url()).pathname);
      });
      await page.goto(`${site.url}/search?q=${encodeURIComponent(query)}`);
      await page.locator('.search-result').first().waitFor();
      const hrefs = await page.locator('.search-result a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.length, query).toBeGreaterThan(0);
      expect(hrefs[0], query).toBe(expected[0]);
      expect(fetched[0], query).toBe('/search-index.json');
      expect(fetched.length, `${query}: ${fetched.join(' ')}`).toBeLessThanOrEqual(most);
      const words = query.split(' ').length;
      expect(fetched.filter((p) => p.includes('/search-frag-')).length, query).toBe(words);
      expect(
        fetched.slice(1 + words).every((p) => p.includes('/search-hits-')),
        query,
      ).toBe(true);
      await ctx.close();
    }
  }, 60_000);

  it('fetches nothing for the first letters of a word being typed', async () => {
    // A word's first one or two letters would fetch the postings of the site's most frequent words
    // (their completions); the search waits for the next letter instead. The postings typing may
    // fetch: those the word's longer beginnings need.
    const manifest = JSON.parse(readFileSync(join(dir, 'sharded/search-index.json'), 'utf8')) as ShardManifest;
    const word = 'configuration';
    const allowed = new Set<string>();
    const engine = new ShardedEngine(manifest, async (p) => {
      allowed.add(`/${p}`);
      return JSON.parse(readFileSync(join(dir, 'sharded', p), 'utf8')) as unknown;
    });
    for (let n = 3; n <= word.length; n++) await prepareLocal(engine, [{ query: word.slice(0, n), hitsPerPage: 20 }]);
    const single = new SearchEngine(decodeIndex(JSON.parse(readFileSync(join(repo, 'out/search-index.json'), 'utf8')) as LocalIndexFile));
    const expected = searchLocal(single, { query: word, hitsPerPage: 20 }).hits.map((h) => h.url);

    const ctx = await site.context();
    const page = await ctx.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/search-index\/[0-9a-f]+\/search-frag-[^/]*\.json$/.test(path)) fetched.push(path);
    });
    await page.goto(`${site.url}/`);
    await page.click('[data-search-button]');
    await page.locator('.DocSearch-Input').pressSequentially(word, { delay: 120 });
    await page.waitForFunction(() => document.querySelector('.DocSearch-Hit a')?.getAttribute('href'));
    await page.waitForLoadState('networkidle');
    const first = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
    expect(first).toBe(expected[0]);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((p) => !allowed.has(p))).toEqual([]);
    await ctx.close();
  }, 60_000);
});

describe('a reader’s tab open across a deploy', () => {
  const served = (name: string) => readFileSync(join(dir, name));

  it('searches the new build once its own files are gone, without an error', async () => {
    // A second build: another build id, so another folder. The "deploy" swaps the manifest and
    // takes the first build's folder away, as a host that replaces the whole site does.
    buildRepoSharded(join(dir, 'deployed'));
    const before = JSON.parse(served('sharded/search-index.json').toString()) as ShardManifest;
    const after = JSON.parse(served('deployed/search-index.json').toString()) as ShardManifest;
    expect(after.dir).not.toBe(before.dir);
    const single = new SearchEngine(decodeIndex(JSON.parse(readFileSync(join(repo, 'out/search-index.json'), 'utf8')) as LocalIndexFile));
    const expected = searchLocal(single, { query: 'registry', hitsPerPage: 20 }).hits.map((h) => h.url);

    const ctx = await site.context();
    const page = await ctx.newPage();
    let deployed = false;
    const fromNew: string[] = [];
    await page.route(/\/search-index(\.json|\/)/, (route) => {
      const url = new URL(route.request().url());
      const path = url.pathname;
      if (!deployed) return route.continue();
      // As a cache in front of the host would: the address the page asked for before still
      // answers the old manifest; a new address reaches the new one.
      const cached = url.searchParams.size === 1 && url.searchParams.has('v');
      if (path === '/search-index.json')
        return route.fulfill({
          body: served(cached ? 'sharded/search-index.json' : 'deployed/search-index.json'),
          contentType: 'application/json',
        });
      if (path.startsWith(`/${before.dir}`)) return route.fulfill({ status: 404 });
      fromNew.push(path);
      return route.fulfill({ body: served(`deployed${path}`), contentType: 'application/json' });
    });
    await page.goto(`${site.url}/`);
    await page.click('[data-search-button]');
    await page.locator('.DocSearch-Input').fill('configuration');
    await page.locator('.DocSearch-Hit').first().waitFor();

    deployed = true;
    await page.locator('.DocSearch-Input').fill('registry');
    await page.waitForFunction((href) => document.querySelector('.DocSearch-Hit a')?.getAttribute('href') === href, expected[0]);
    expect(await page.locator('.docsgen-search-error').count()).toBe(0);
    expect(fromNew.length).toBeGreaterThan(0);
    expect(fromNew.every((p) => p.startsWith(`/${after.dir}`))).toBe(true);
    await ctx.close();
  }, 120_000);

  it('says the site was updated, and offers a reload, when the index is newer than the page', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    let newer = true;
    await page.route('**/search-index.json*', (route) =>
      newer
        ? route.fulfill({ body: JSON.stringify({ format: 'docsgen-search-shards/9' }), contentType: 'application/json' })
        : route.continue(),
    );
    await page.goto(`${site.url}/`);
    await page.click('[data-search-button]');
    await page.locator('.DocSearch-Input').fill('configuration');
    const screen = page.locator('.docsgen-search-error');
    await expect.poll(() => screen.textContent()).toContain('This site has been updated');
    await expect.poll(() => screen.isVisible()).toBe(true);

    // The reload brings the script that reads the new index.
    newer = false;
    await Promise.all([page.waitForEvent('load'), screen.getByRole('button', { name: 'Reload' }).click()]);
    await page.click('[data-search-button]');
    await page.locator('.DocSearch-Input').fill('configuration');
    await page.locator('.DocSearch-Hit').first().waitFor();

    // The search page says the same.
    newer = true;
    await page.goto(`${site.url}/search?q=configuration`);
    await expect.poll(() => page.locator('.search-page-error').textContent()).toContain('This site has been updated');
    await ctx.close();
  }, 60_000);
});
