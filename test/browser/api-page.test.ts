import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite, type Site } from './browser.js';

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site.close();
});

describe('API reference page', () => {
  it('jumps to an operation from the tag index and from a direct link with its anchor', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/reference/api`);
    await page.locator('.api-op-index a[href="#operation-createworkload"]').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#operation-createworkload');
    await expect
      .poll(() => page.locator('#operation-createworkload').evaluate((e) => Math.round(e.getBoundingClientRect().top)))
      .toBeLessThan(150);
    await page.goto(`${site.url}/toolhive/reference/api#schema-runconfig`);
    await expect.poll(() => page.locator('#schema-runconfig').evaluate((e) => Math.round(e.getBoundingClientRect().top))).toBeLessThan(150);
    await ctx.close();
  });

  it('expands and collapses schema trees without JavaScript', async () => {
    const ctx = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 850 } });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/reference/api`);
    const nested = page.locator('.api-operation .schema-row > details').first();
    await nested.scrollIntoViewIfNeeded();
    const summary = nested.locator('> summary');
    const wasOpen = await nested.evaluate((d) => (d as HTMLDetailsElement).open);
    await summary.click();
    expect(await nested.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(!wasOpen);
    await summary.click();
    expect(await nested.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(wasOpen);
    await ctx.close();
  });

  it('stays readable at 400 px without horizontal page scroll', async () => {
    const ctx = await site.context({ width: 400 });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/reference/api`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1)).toBe(true);
    await ctx.close();
  });
});
