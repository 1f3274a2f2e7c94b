// The blog in a browser: its layout at desktop and phone widths in both colour modes, client-side
// navigation between list and post, and the feeds as a strict XML parser reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repo, runCli } from '../helpers.js';
import { openSite, type Site } from './browser.js';

let dir: string;
let site: Site;

beforeAll(async () => {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  dir = mkdtempSync(join(repo, 'test/.tmp/blog-browser-'));
  cpSync(join(repo, 'test/fixtures/blog-site'), dir, { recursive: true });
  const r = runCli(['build'], dir);
  if (r.code !== 0) throw new Error(r.stderr);
  site = await openSite({ outDir: join(dir, 'out') });
});
afterAll(async () => {
  await site?.close();
});

describe('the blog layout', () => {
  for (const theme of ['light', 'dark']) {
    it(`shows the recent posts beside the post at 1280 px and hides them at 400 px (${theme})`, async () => {
      for (const width of [1280, 400]) {
        const ctx = await site.context({ width, theme });
        const page = await ctx.newPage();
        await page.goto(`${site.url}/blog/2024/03/01/launch`);
        const box = await page.locator('.blog-post-title').boundingBox();
        expect(box!.x).toBeGreaterThan(width === 1280 ? 250 : 0);
        expect(await page.locator('.blog-sidebar').isVisible()).toBe(width === 1280);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        // Nothing wider than the screen on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(
          await page
            .locator('.blog-author-image')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0);
        await page.screenshot({ path: `/tmp/shots/blog-post-${width}-${theme}.png` });
        await page.goto(`${site.url}/blog`);
        await page.screenshot({ path: `/tmp/shots/blog-list-${width}-${theme}.png` });
        await ctx.close();
      }
    });
  }

  it('offers the recent posts in the phone menu', async () => {
    const ctx = await site.context({ width: 400 });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/blog/2024/03/01/launch`);
    expect(await page.locator('.sidebar-mobile-links').isVisible()).toBe(false);
    await page.click('.sidebar-toggle');
    await expect.poll(() => page.locator('.sidebar-mobile-links').isVisible()).toBe(true);
    expect(await page.locator('.sidebar-mobile-links .sidebar-link.active').innerText()).toBe('Launch day');
    await page.screenshot({ path: '/tmp/shots/blog-menu-400.png' });
    await ctx.close();
  });

  it('goes from the list to a post with Read more, and on to the older post', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/blog`);
    await page.locator('a.blog-read-more[href="/blog/2024/03/01/launch"]').click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/blog/2024/03/01/launch');
    await expect.poll(() => page.locator('.markdown').innerText()).toContain('zanzibar');
    await page.locator('.pagination-link.next').click();
    await expect.poll(() => page.locator('h1.blog-post-title').innerText()).toBe('Custom slug');
    await ctx.close();
  });

  it('writes feeds a strict XML parser reads, with every listed post', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/blog`);
    for (const [file, item] of [
      ['rss.xml', 'item'],
      ['atom.xml', 'entry'],
    ]) {
      const xml = readFileSync(join(dir, 'out/blog', file), 'utf8');
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          root: doc.documentElement.nodeName,
          items: doc.getElementsByTagName('item').length + doc.getElementsByTagName('entry').length,
        };
      }, xml);
      expect(parsed.error, file).toBeNull();
      expect(parsed.root).toBe(item === 'item' ? 'rss' : 'feed');
      expect(parsed.items).toBe(4);
    }
    await ctx.close();
  });
});
