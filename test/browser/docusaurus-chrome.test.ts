// The chrome of a translated Docusaurus site as a reader meets it: the logo at the navbar's height,
// the announcement bar closed once and gone on the next page without a flash, and a navbar too
// long for the window collapsed into the drawer instead of squeezed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repo, runCli } from '../helpers.js';
import { openSite, type Site } from './browser.js';

let site: Site;

beforeAll(async () => {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  const dir = mkdtempSync(join(repo, 'test/.tmp/docusaurus-chrome-'));
  cpSync(join(repo, 'test/fixtures/docusaurus-instances'), dir, { recursive: true });
  const init = runCli(['init', '--from', 'docusaurus'], dir);
  if (init.code !== 0) throw new Error(init.stderr);
  // Eight more navbar links: more than 1280 px can hold.
  const config = join(dir, 'docsgen.config.ts');
  const more = Array.from(
    { length: 8 },
    (_, i) => `      { label: 'Section number ${i + 1}', to: '/community/welcome', position: 'left' },\n`,
  ).join('');
  writeFileSync(config, readFileSync(config, 'utf8').replace('    items: [\n', `    items: [\n${more}`));
  const build = runCli(['build'], dir);
  if (build.code !== 0) throw new Error(build.stderr);
  site = await openSite({ outDir: join(dir, 'out') });
}, 120_000);
afterAll(async () => {
  await site?.close();
});

describe('chrome', () => {
  it('sizes the logo by the navbar, whatever the SVG says', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/docs/intro`);
    const box = await page.locator('.navbar-logo.themed-light').boundingBox();
    expect(box?.height).toBe(28);
    expect(box?.width).toBe(32);
    await ctx.close();
  });

  it('remembers a closed announcement bar on the next page', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/docs/intro`);
    await expect.poll(() => page.locator('.announcement-bar').isVisible()).toBe(true);
    await page.locator('.announcement-close').click();
    await expect.poll(() => page.locator('.announcement-bar').isVisible()).toBe(false);
    await page.goto(`${site.url}/community/welcome`);
    // Hidden from the first paint: the attribute is set by the head script, before the body.
    expect(await page.evaluate(() => 'announcementDismissed' in document.documentElement.dataset)).toBe(true);
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    await ctx.close();
  });

  it('collapses a navbar that does not fit into the drawer, and opens it there', async () => {
    const ctx = await site.context({ width: 1280 });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/docs/intro`);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('navbar-collapsed'))).toBe(true);
    expect(await page.locator('.navbar-left').isVisible()).toBe(false);
    // One line: the navbar keeps its height.
    expect((await page.locator('header.navbar').boundingBox())?.height).toBeLessThan(70);
    await page.locator('.sidebar-toggle').click();
    await expect.poll(() => page.locator('#sidebar .sidebar-navbar a', { hasText: 'Section number 8' }).isVisible()).toBe(true);
    await ctx.close();
  });
});
