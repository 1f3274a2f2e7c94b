// Behaviours that depend on the site's configuration: tested on a small site built for the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { baseConfig, makeSite, runCli } from '../helpers.js';
import { openSite, type Site } from './browser.js';

let dir: string;
let site: Site;
const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} of a long page, so that the reader has to scroll.`).join('\n\n');

beforeAll(async () => {
  dir = makeSite({
    'docsgen.config.ts': baseConfig(`navbar: { hideOnScroll: true, items: [{ label: 'Docs', to: '/docs' }] },
  analytics: { trackingId: 'G-TEST', scriptPath: '/insights/script.js' },
  tagManager: { containerId: 'GTM-TEST' },`),
    'content/pages/index.md': '---\ntitle: Home\n---\n\nHome page. Read the [docs](/docs).\n',
    'content/docs/index.md': `---\ntitle: Docs\n---\n\nSee [the other page](/docs/other).\n\n${long}\n`,
    'content/docs/other.md': '---\ntitle: Other\n---\n\nOther page.\n',
  });
  const r = runCli(['build'], dir);
  if (r.code !== 0) throw new Error(r.stderr);
  site = await openSite({ outDir: join(dir, 'out') });
});
afterAll(async () => {
  await site.close();
});

describe('configured behaviours', () => {
  it('hides the navbar while scrolling down and shows it when scrolling up', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/docs`);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar-hidden'))).toBe(true);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar-hidden'))).toBe(false);
    await ctx.close();
  });

  it('loads analytics from the same-site path and only hints at an ad blocker when it fails', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    const logs: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(e.message));
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
    await page.goto(`${site.url}/docs`);
    await expect.poll(() => requested.some((u) => u.startsWith(`${site.url}/insights/script.js?id=G-TEST`))).toBe(true);
    await expect.poll(() => logs.some((l) => /ad blocker/.test(l))).toBe(true);
    expect(errors).toEqual([]);
    expect(requested.some((u) => u.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-TEST'))).toBe(true);
    await ctx.close();
  });

  it('prefetches content links as they enter the viewport, but not on a data-saver connection', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    const seen = page.waitForRequest((r) => r.url().endsWith('/docs/other'));
    await page.goto(`${site.url}/docs`);
    await seen;
    await ctx.close();
    const slow = await site.context();
    await slow.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const p2 = await slow.newPage();
    const urls: string[] = [];
    p2.on('request', (r) => urls.push(r.url()));
    await p2.goto(`${site.url}/docs`);
    await p2.locator('.markdown a[href="/docs/other"]').hover();
    await p2.waitForTimeout(500);
    expect(urls.filter((u) => u.endsWith('/docs/other'))).toEqual([]);
    await slow.close();
  });
});

describe('a wrong baseUrl', () => {
  it('shows "Your site did not load properly" on the home path with the base URL that would work', async () => {
    const prefixed = await openSite({ outDir: join(dir, 'out'), prefix: '/sub/' });
    const ctx = await prefixed.context();
    const page = await ctx.newPage();
    await page.goto(`${prefixed.url}/sub/`);
    await expect.poll(() => page.locator('#base-url-banner').count()).toBe(1);
    expect(await page.locator('#base-url-banner').textContent()).toMatch(/Your site did not load properly\..*baseUrl: "\/sub\/"/);
    await ctx.close();
    await prefixed.close();
  });
});

describe('a site built for a base URL', () => {
  it('works when served under that path: styles, links, client-side navigation, canonical', async () => {
    const sub = makeSite({
      'docsgen.config.ts': baseConfig("baseUrl: '/sub/',"),
      'content/pages/index.md': '---\ntitle: Home\n---\n\nHome page. Read the [docs](/docs).\n',
      'content/docs/index.md': '---\ntitle: Docs\n---\n\nSee [the other page](/docs/other).\n',
      'content/docs/other.md': '---\ntitle: Other\n---\n\nOther page.\n',
    });
    const r = runCli(['build'], sub);
    expect(r.code, r.stderr).toBe(0);
    const served = await openSite({ outDir: join(sub, 'out'), prefix: '/sub/' });
    const ctx = await served.context();
    const page = await ctx.newPage();
    await page.goto(`${served.url}/sub/`);
    await page.waitForLoadState('load');
    expect(await page.locator('#base-url-banner').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('flex');
    expect(await page.getAttribute('.markdown a', 'href')).toBe('/sub/docs');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.locator('.markdown a[href="/sub/docs"]').click();
    await page.waitForURL(/\/sub\/docs$/);
    await page.locator('.markdown a[href="/sub/docs/other"]').click();
    await page.waitForURL(/\/sub\/docs\/other$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.getAttribute('link[rel=canonical]', 'href')).toBe('https://example.com/sub/docs/other');
    await ctx.close();
    await served.close();
  });
});

describe('the ToolHive build', () => {
  it('makes no third-party request at all (no tag manager id in the environment)', async () => {
    const thv = await openSite();
    const ctx = await thv.context();
    const page = await ctx.newPage();
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(thv.url) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    for (const route of ['/', '/toolhive/guides-cli/install', '/theme-preview', '/toolhive/reference/api']) {
      await page.goto(`${thv.url}${route}`, { waitUntil: 'networkidle' });
    }
    expect(foreign).toEqual([]);
    await ctx.close();
    await thv.close();
  });
});
