// One page of the migrated Docusaurus fixture, as a reader sees it: the globally registered
// component, the CSS module's style, the site's custom CSS, its own sidebar, client navigation
// to a generated index page, and what the site's plugins and admonition keyword add.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { migratedSite } from '../docusaurus-fixture.js';
import { openSite, type Site } from './browser.js';

let site: Site;

beforeAll(async () => {
  const built = migratedSite();
  if (built.init.code !== 0 || built.build.code !== 0) throw new Error(built.init.stderr + built.build.stderr);
  site = await openSite({ outDir: join(built.dir, 'out') });
});
afterAll(async () => {
  await site.close();
});

describe('a migrated Docusaurus page', () => {
  it('renders MDXComponents and CSS-module components styled, in the page’s sidebar', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/getting-started/install`);
    await expect.poll(() => page.locator('aside.lantern-callout').textContent()).toBe('Globally registered in MDXComponents.');
    // custom.css (customCss) styles the callout; the badge's scoped class comes from its CSS module.
    expect(await page.locator('aside.lantern-callout').evaluate((el) => getComputedStyle(el).borderLeftStyle)).toBe('solid');
    const badge = page.locator('.markdown span[class^="badge_"]');
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 213, 74)');
    await expect.poll(() => page.locator('.sidebar-link.active').first().textContent()).toBe('Install');
    await page.locator('.sidebar-link', { hasText: 'The basics' }).first().click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Basics, all of them');
    await expect.poll(() => page.locator('.doc-card-title').allTextContents()).toEqual(['First light']);
    await ctx.close();
  });

  it('shows <ApiDocMdx> and <JSONSchemaViewer> in their pages, their links landing in the page', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/reference/api`);
    await page.locator('.api-op-index a[href="#operation-setbrightness"]').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#operation-setbrightness');
    await expect
      .poll(() => page.locator('#operation-setbrightness').evaluate((el) => el.getBoundingClientRect().top < innerHeight))
      .toBe(true);
    await page.goto(`${site.url}/reference/settings-file`);
    const viewer = page.locator('.json-schema-viewer');
    expect(await viewer.locator('.schema-name').first().textContent()).toBe('brightness');
    await viewer.locator('.schema-fact a', { hasText: 'Room' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#json-schema-lantern-settings-room');
    await expect
      .poll(() =>
        page
          .locator('#json-schema-lantern-settings-room')
          .evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < innerHeight),
      )
      .toBe(true);
    await ctx.close();
  });

  it('shows a custom admonition keyword as a note, named by its title, and the rehype plugin’s mark', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/faq`);
    const custom = page.getByRole('note', { name: 'Keep your keys dark' });
    await expect.poll(() => custom.getAttribute('class')).toBe('admonition admonition-note theme-admonition-security');
    await page.goto(`${site.url}/getting-started/install`);
    // Styled as the site's notes are: the same border colour as a :::note.
    const security = page.getByRole('note', { name: 'Security' });
    const colour = await security.evaluate((el) => getComputedStyle(el).borderLeftColor);
    const note = await page.evaluate(() => {
      const probe = document.createElement('aside');
      probe.className = 'admonition admonition-note';
      document.querySelector('.markdown')!.append(probe);
      return getComputedStyle(probe).borderLeftColor;
    });
    expect(colour).toBe(note);
    await page.goto(`${site.url}/faq`);
    // custom.css styles the links the rehype plugin marked.
    const forum = page.locator('a[data-external="true"]', { hasText: 'the forum' });
    expect(await forum.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('" ↗"');
    await ctx.close();
  });
});
