import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite, type Site } from './browser.js';

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site.close();
});

describe('colour mode', () => {
  it('defaults to dark, cycles light/dark/system from the toggle and stores the choice under "theme"', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/faq`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    const toggle = page.locator('.navbar .color-mode-toggle');
    await toggle.click();
    expect(await page.evaluate(() => [localStorage.getItem('theme'), document.documentElement.dataset.theme])).toEqual(['system', 'light']);
    await toggle.click();
    expect(await page.evaluate(() => [localStorage.getItem('theme'), document.documentElement.dataset.theme])).toEqual(['light', 'light']);
    await toggle.click();
    expect(await page.evaluate(() => [localStorage.getItem('theme'), document.documentElement.dataset.theme])).toEqual(['dark', 'dark']);
    await ctx.close();
  });

  it('follows the OS preference live in system mode', async () => {
    const ctx = await site.context({ theme: 'system' });
    const page = await ctx.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${site.url}/toolhive/faq`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    await ctx.close();
  });

  it('applies a change made in one tab to the other open tabs', async () => {
    const ctx = await site.context();
    const a = await ctx.newPage();
    const b = await ctx.newPage();
    await a.goto(`${site.url}/toolhive/faq`);
    await b.goto(`${site.url}/toolhive/quickstart`);
    await a.evaluate(() => localStorage.setItem('theme', 'light'));
    await a.locator('.navbar .color-mode-toggle').click(); // light → dark → … any change fires "storage" in b
    const chosen = await a.evaluate(() => localStorage.getItem('theme'));
    await expect.poll(() => b.evaluate(() => document.documentElement.dataset.themeChoice)).toBe(chosen);
    await ctx.close();
  });

  it('paints the stored mode from the first frame (no flash of the default)', async () => {
    const ctx = await site.context({ theme: 'light' });
    await ctx.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        if (document.body && seen.length === 0) seen.push(document.documentElement.dataset.theme ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/faq`);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen[0])).toBe('light');
    await ctx.close();
  });
});

describe('navbar', () => {
  it('opens dropdowns on hover, on click and with the keyboard, and closes them on Escape and outside clicks', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/faq`);
    const dropdown = page.locator('.navbar .dropdown').filter({ hasText: 'References' });
    const menu = dropdown.locator('.dropdown-menu');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await dropdown.hover();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.mouse.move(640, 600);
    await dropdown.locator('.dropdown-toggle').click();
    expect(await dropdown.locator('.dropdown-toggle').getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(640, 600);
    expect(await dropdown.locator('.dropdown-toggle').getAttribute('aria-expanded')).toBe('false');
    await dropdown.locator('.dropdown-toggle').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('CLI commands');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('API reference');
    await page.keyboard.press('Escape');
    expect(await dropdown.locator('.dropdown-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('References');
    await ctx.close();
  });

  it('has the language and version dropdowns, and remembers the chosen docs version', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/faq`);
    expect(await page.locator('.navbar .dropdown-toggle', { hasText: 'English' }).count()).toBe(1);
    await page.locator('.version-dropdown').hover();
    await page.locator('[data-doc-version="current"]').click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await ctx.close();
  });

  it('has a skip link as the first focusable element', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/faq`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#main-content');
    await ctx.close();
  });
});

describe('mobile sidebar (400 px)', () => {
  it('opens with the toggle, holds the navbar links, traps focus, closes on Escape and returns focus', async () => {
    const ctx = await site.context({ width: 400 });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/guides-cli/install`);
    const toggle = page.locator('.sidebar-toggle');
    expect(await page.locator('#sidebar').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#sidebar').isVisible()).toBe(true);
    expect(await page.locator('#sidebar .sidebar-navbar').getByText('Kubernetes Operator guides').isVisible()).toBe(true);
    for (let i = 0; i < 80; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#sidebar, .sidebar-toggle'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('sidebar-toggle'))).toBe(true);
    await ctx.close();
  });

  it('closes on navigation and when the viewport becomes desktop', async () => {
    const ctx = await site.context({ width: 400 });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/guides-cli/install`);
    await page.locator('.sidebar-toggle').click();
    await page.locator('#sidebar a[href="/toolhive/quickstart"]').click();
    await page.waitForURL(/\/toolhive\/quickstart$/);
    expect(await page.evaluate(() => document.body.classList.contains('sidebar-open'))).toBe(false);
    await page.locator('.sidebar-toggle').click();
    expect(await page.evaluate(() => document.body.classList.contains('sidebar-open'))).toBe(true);
    await page.setViewportSize({ width: 1200, height: 850 });
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('sidebar-open'))).toBe(false);
    await ctx.close();
  });
});
