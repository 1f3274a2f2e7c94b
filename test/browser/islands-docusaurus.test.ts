// A Docusaurus site's components run as islands without a change to the site: a video embed from
// src/theme/MDXComponents that becomes its player on click (with its CSS module's style), a
// `useEffect` redirect imported by a page, and BrowserOnly / useIsBrowser as Docusaurus has them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repo, runCli } from '../helpers.js';
import { openSite, type Site } from './browser.js';

let site: Site;
let dir: string;

beforeAll(async () => {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  dir = mkdtempSync(join(repo, 'test/.tmp/site-islands-docusaurus-'));
  cpSync(join(repo, 'test/fixtures/islands-docusaurus'), dir, { recursive: true });
  const init = runCli(['init', '--from', 'docusaurus'], dir);
  if (init.code !== 0) throw new Error(init.stderr);
  const build = runCli(['build'], dir);
  if (build.code !== 0) throw new Error(build.stderr + build.stdout);
  site = await openSite({ outDir: join(dir, 'out') });
});
afterAll(async () => {
  await site?.close();
});

describe('a Docusaurus site’s components as islands', () => {
  it('plays the video embed on click, styled by its CSS module', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/watch`);
    const poster = page.getByRole('button', { name: 'Play The launch' });
    expect(await poster.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(194, 24, 91)');
    await expect
      .poll(async () => {
        if (await poster.count()) await poster.click();
        return page.locator('iframe[title="The launch"]').count();
      })
      .toBe(1);
    expect(await page.locator('iframe[title="The launch"]').getAttribute('src')).toBe('/player.html?v=abc123');
    await ctx.close();
  });

  it('renders BrowserOnly children and useIsBrowser true in the browser, the fallback on the server', async () => {
    const html = readFileSync(join(dir, 'out/watch/index.html'), 'utf8');
    expect(html).toContain('<div class="clock"><span class="where">server</span><span class="tz">…</span></div>');
    const ctx = await site.context();
    const page = await ctx.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${site.url}/watch`);
    await expect.poll(() => page.locator('.clock').textContent()).toBe('browserstring');
    // false during hydration: no mismatch.
    expect(warnings).toEqual([]);
    await ctx.close();
  });

  it('follows the redirect a page makes in an effect', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/moved`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/watch');
    await ctx.close();
  });
});
