// The ToolHive site's island: the MCP server guides' catalogue. Without JavaScript it is the whole
// table; with it, a form filters the rows by name, transport and tier from the registry data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite, type Site } from './browser.js';

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site.close();
});

const visibleServers = (page: import('playwright-core').Page) =>
  page.locator('.mcp-catalogue tbody tr:not([hidden]) td:first-child').allTextContents();

describe('the MCP server guides’ catalogue', () => {
  it('is the full table without JavaScript, with no form', async () => {
    const ctx = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/guides-mcp`);
    expect(await visibleServers(page)).toEqual(['Context7', 'Fetch', 'Filesystem', 'GitHub', 'Kubernetes (MKP)', 'OSV', 'Playwright']);
    expect(await page.locator('.mcp-catalogue form').count()).toBe(0);
    await ctx.close();
  });

  it('filters by tier, transport and name, and shows all again', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/guides-mcp`);
    const form = page.getByRole('search', { name: 'Filter the MCP servers' });
    await form.waitFor();
    await form.getByLabel('Tier').selectOption('Official');
    await expect.poll(() => visibleServers(page)).toEqual(['GitHub', 'Playwright']);
    expect(await form.getByRole('status').textContent()).toBe('2 of 7 servers · show all');
    await form.getByLabel('Tier').selectOption('');
    await form.getByLabel('Transport').selectOption('sse');
    await expect.poll(() => visibleServers(page)).toEqual(['Kubernetes (MKP)', 'OSV']);
    await form.getByLabel('Name').fill('kube');
    await expect.poll(() => visibleServers(page)).toEqual(['Kubernetes (MKP)']);
    await form.getByLabel('Name').fill('github');
    await expect.poll(() => page.locator('.mcp-catalogue p', { hasText: 'No server in the guides matches' }).count()).toBe(1);
    await form.getByRole('button', { name: 'show all' }).click();
    await expect.poll(() => visibleServers(page)).toHaveLength(7);
    await ctx.close();
  });
});
