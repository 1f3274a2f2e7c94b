import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite, type Site } from './browser.js';

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site.close();
});

describe('client-side navigation', () => {
  it('swaps the page without a reload and updates title, meta, canonical, sidebar, breadcrumbs, TOC and focus', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/guides-cli/install`);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await page.locator('#sidebar a[href="/toolhive/guides-cli/secrets-management"]').click();
    await page.waitForURL(/\/toolhive\/guides-cli\/secrets-management$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.title()).toMatch(/secret/i);
    expect(await page.getAttribute('link[rel=canonical]', 'href')).toBe('https://docs.stacklok.com/toolhive/guides-cli/secrets-management');
    expect(await page.getAttribute('meta[name=description]', 'content')).not.toMatch(/install/i);
    expect(await page.locator('#sidebar a[aria-current=page]').textContent()).toBe('Manage secrets');
    expect(await page.locator('.breadcrumbs li').last().textContent()).toMatch(/secret/i);
    expect(await page.locator('.toc a[href="#prerequisites"]').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.locator('.route-announcer').textContent()).toMatch(/Navigated to/);
    await ctx.close();
  });

  it('restores the scroll position on back and forward, and scrolls to a hash target', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/guides-cli/install`);
    await page.evaluate(() => scrollTo(0, 1500));
    await page.waitForTimeout(200);
    await page.locator('.pagination-link.next').click();
    await page.waitForURL(/run-mcp-servers$/);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/install$/);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1200);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/toolhive/faq#' + document.querySelector('#main-content')!.id;
      a.id = 'hash-link-test';
      a.textContent = 'go';
      document.querySelector('.markdown')!.prepend(a);
    });
    const faqHeading = await page.evaluate(async () => {
      const html = await (await fetch('/toolhive/faq')).text();
      return /<h2 id="([^"]+)"/.exec(html)![1];
    });
    await page.evaluate((id) => {
      (document.getElementById('hash-link-test') as HTMLAnchorElement).href = `/toolhive/faq#${id}`;
    }, faqHeading);
    await page.locator('#hash-link-test').click();
    await page.waitForURL(/\/toolhive\/faq#/);
    await expect
      .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), faqHeading))
      .toBeLessThan(120);
    await ctx.close();
  });

  it('prefetches a page on hover', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/guides-cli/install`);
    const requested = page.waitForRequest((r) => r.url().endsWith('/toolhive/guides-cli/registry'));
    await page.locator('#sidebar a[href="/toolhive/guides-cli/registry"]').hover();
    await requested;
    await ctx.close();
  });

  it('shows the progress bar only when loading takes longer than 200 ms', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/guides-cli/install`);
    // Timestamps taken inside the page, so a busy machine cannot make the test flaky.
    await page.evaluate(() => {
      const w = window as unknown as { shownAt?: number; clickedAt?: number };
      const bar = document.querySelector('.page-progress') as HTMLElement;
      new MutationObserver(() => {
        if (bar.style.opacity === '1' && w.shownAt === undefined) w.shownAt = performance.now();
      }).observe(bar, { attributes: true });
      document.addEventListener(
        'click',
        () => {
          w.clickedAt = performance.now();
        },
        { capture: true },
      );
    });
    // A fast (already prefetched) page never shows the bar.
    await page.locator('#sidebar a[href="/toolhive/guides-cli/registry"]').hover();
    await page.waitForTimeout(300);
    await page.locator('#sidebar a[href="/toolhive/guides-cli/registry"]').click();
    await page.waitForURL(/registry$/);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shownAt?: number }).shownAt)).toBeUndefined();
    // A slow one shows it, no earlier than 200 ms after the click, and hides it when done.
    await page.route('**/toolhive/faq', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.locator('#sidebar a[href="/toolhive/faq"]').click();
    await page.waitForURL(/faq$/);
    const t = await page.evaluate(() => {
      const w = window as unknown as { shownAt?: number; clickedAt?: number };
      return { shownAt: w.shownAt, clickedAt: w.clickedAt };
    });
    expect(t.shownAt).toBeDefined();
    expect(t.shownAt! - t.clickedAt!).toBeGreaterThanOrEqual(200);
    await expect.poll(() => page.locator('.page-progress').evaluate((e) => getComputedStyle(e).opacity)).toBe('0');
    await ctx.close();
  });

  it('loads the page in full, with a warning, when the site was rebuilt or the preload fails', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${site.url}/toolhive/guides-cli/install`);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.route('**/toolhive/faq', async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(/data-build-id="[^"]+"/, 'data-build-id="other-build"');
      await route.fulfill({ response: res, body });
    });
    await page.locator('#sidebar a[href="/toolhive/faq"]').click();
    await page.waitForURL(/faq$/);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(warnings.some((w) => /rebuilt/.test(w))).toBe(true);
    await page.unroute('**/toolhive/faq');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 2;
    });
    await page.route('**/toolhive/quickstart', (route) => route.abort());
    await page.locator('#sidebar a[href="/toolhive/quickstart"]').click();
    await expect.poll(() => warnings.some((w) => /could not preload/.test(w))).toBe(true);
    await ctx.close();
  });

  it('shows a clear error for a link with an invalid percent-encoding instead of breaking', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}/toolhive/faq`);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/toolhive/bad%E0%A4%A';
      a.id = 'bad-link';
      a.textContent = 'bad';
      document.querySelector('.markdown')!.prepend(a);
    });
    await page.locator('#bad-link').click();
    await expect.poll(() => page.locator('.nav-error').count()).toBe(1);
    expect(await page.locator('.nav-error').textContent()).toMatch(/invalid address/);
    expect(errors).toEqual([]);
    expect(page.url()).toMatch(/\/toolhive\/faq$/);
    await ctx.close();
  });
});

describe('content widgets', () => {
  it('copies a code block and confirms with "Copied"', async () => {
    const ctx = await site.context();
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/theme-preview`);
    const block = page.locator('.code-block', { hasText: 'install.sh' });
    await block.hover();
    await block.locator('.copy-button').click();
    await expect.poll(() => block.locator('.copy-button').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('brew tap stacklok/tap\nbrew install thv\nthv version');
    await ctx.close();
  });

  it('syncs tabs with the same groupId, remembers the choice and works from the keyboard', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/theme-preview`);
    const groups = page.locator('.tabs-container[data-group-id="os"]');
    await groups.nth(0).locator('[role=tab]', { hasText: 'Windows' }).click();
    expect(await groups.nth(1).locator('[role=tab][aria-selected=true]').textContent()).toBe('Windows');
    expect(await groups.nth(1).locator('[role=tabpanel]:visible').textContent()).toContain('%LOCALAPPDATA%');
    await page.keyboard.press('ArrowRight');
    expect(await groups.nth(1).locator('[role=tab][aria-selected=true]').textContent()).toBe('Linux');
    await page.reload();
    expect(await groups.nth(0).locator('[role=tab][aria-selected=true]').textContent()).toBe('Linux');
    await ctx.close();
  });

  it('selects a tab from the query string when queryString is set', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/quickstart`);
    const qs = await page.locator('.tabs-container[data-query-string]').count();
    if (qs === 0) {
      // No ToolHive page uses queryString: exercise the behaviour on a group by marking it.
      await page.evaluate(() => document.querySelector('.tabs-container')!.setAttribute('data-query-string', 'interface'));
    }
    await page.locator('.tabs-container').first().locator('[role=tab]').nth(1).click();
    expect(new URL(page.url()).searchParams.get('interface')).not.toBeNull();
    await ctx.close();
  });

  it('renders mermaid diagrams on demand and re-renders them when the colour mode changes', async () => {
    const ctx = await site.context({ theme: 'light' });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/theme-preview`);
    await expect.poll(() => page.locator('.mermaid-diagram.rendered svg').count(), { timeout: 15000 }).toBe(1);
    const before = await page.locator('.mermaid-diagram svg').innerHTML();
    await page.locator('.navbar .color-mode-toggle').click(); // light → system(dark emulation off → light) → keep clicking to dark
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    });
    await expect.poll(async () => (await page.locator('.mermaid-diagram svg').innerHTML()) !== before, { timeout: 15000 }).toBe(true);
    await ctx.close();
  });

  it('shows an error with a Retry button when a lazy part fails to load, and Retry loads it', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    let block = true;
    await page.route('**/assets/mermaid/mermaid.esm.min.mjs', (route) => (block ? route.abort() : route.continue()));
    await page.goto(`${site.url}/theme-preview`);
    await expect.poll(() => page.locator('.lazy-error').count(), { timeout: 15000 }).toBe(1);
    expect(await page.locator('.lazy-error button').textContent()).toBe('Retry');
    block = false;
    await page.locator('.lazy-error button').click();
    await expect.poll(() => page.locator('.mermaid-diagram.rendered svg').count(), { timeout: 15000 }).toBe(1);
    await ctx.close();
  });

  it('highlights the TOC entry of the section in view', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/guides-cli/install`);
    await page.evaluate(() => document.getElementById('troubleshooting')!.scrollIntoView());
    await expect.poll(() => page.locator('.toc-link.active').getAttribute('href')).toBe('#troubleshooting');
    await ctx.close();
  });
});
