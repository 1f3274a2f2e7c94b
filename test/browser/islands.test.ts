// Islands in Chromium: a site's components that need the browser hydrate on their server HTML with
// their props, when they wake; the client router wakes the islands of the page it shows and
// unmounts those it leaves; one that throws keeps its server HTML; BrowserOnly renders in the
// browser only; a mismatch is a console warning. Pages without islands load no React.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfig, repo, runCli } from '../helpers.js';
import { openSite, type Site } from './browser.js';

let site: Site;
let dir: string;
let build: ReturnType<typeof runCli>;

beforeAll(async () => {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  dir = mkdtempSync(join(repo, 'test/.tmp/site-islands-'));
  cpSync(join(repo, 'test/fixtures/islands-site'), dir, { recursive: true });
  writeFileSync(join(dir, 'docsgen.config.ts'), baseConfig("sidebars: { docs: ['introduction', 'guides/first-steps', 'guides/other'] },"));
  build = runCli(['build'], dir);
  if (build.code !== 0) throw new Error(build.stderr + build.stdout);
  site = await openSite({ outDir: join(dir, 'out') });
});
afterAll(async () => {
  await site?.close();
});

const scriptsOf = (html: string) =>
  [...html.matchAll(/<(?:script|link rel="modulepreload")[^>]*(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);

describe('islands', () => {
  it('warns at the use of a server-only component whose handlers would never run', () => {
    expect(build.stderr + build.stdout).toMatch(
      /content\/guides\/first-steps\.mdx:23:1 {2}<Dead> handles onClick, which never runs: it renders on the server only \(src\/components\/Dead\.tsx exports island = false\)/,
    );
  });

  it('warns at a page module that uses such a component', () => {
    expect(build.stderr + build.stdout).toMatch(/content\/pages\/play\.tsx {2}<Dead> handles onClick, which never runs/);
  });

  it('loads the runtime and its islands’ chunks only on pages that have islands', () => {
    const intro = readFileSync(join(dir, 'out/introduction/index.html'), 'utf8');
    expect(scriptsOf(intro)).toEqual([expect.stringMatching(/^\/assets\/js\/main-\w+\.js$/)]);
    expect(intro).not.toContain('docsgen-island');
    const first = readFileSync(join(dir, 'out/guides/first-steps/index.html'), 'utf8');
    const loaded = scriptsOf(first).map((s) => s.replace(/-\w+\.js$/, ''));
    expect(loaded).toEqual([
      '/assets/js/main',
      '/assets/islands/runtime',
      '/assets/islands/Counter',
      '/assets/islands/Effect',
      '/assets/islands/Boom',
      '/assets/islands/runtime',
    ]);
    // A component without state, effects or handlers stays server HTML; its props are not sent.
    expect(first).toContain('<p class="static">static text</p>');
    expect(first).not.toContain('static text&quot;');
    // React and React DOM: one chunk, shared by the runtime and every island.
    const chunks = readdirSync(join(dir, 'out/assets/islands')).filter((f) => f.startsWith('chunk-'));
    const react = chunks.filter((f) => readFileSync(join(dir, 'out/assets/islands', f), 'utf8').includes('react.transitional.element'));
    expect(react).toHaveLength(1);
  });

  it('hydrates a counter on its server HTML, with its props, and counts clicks', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${site.url}/guides/first-steps`, { waitUntil: 'domcontentloaded' });
    const button = page.locator('button[class^="counter_"]');
    expect(await button.textContent()).toBe('clicked 3 times');
    // The CSS module's class styles it (the site's stylesheet, the island's scoped name).
    expect(await button.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(102, 51, 153)');
    await expect
      .poll(async () => {
        await button.click();
        return button.textContent();
      })
      .toMatch(/^clicked [4-9] times$/);
    const before = Number((await button.textContent())!.split(' ')[1]);
    await button.click();
    await button.click();
    expect(await button.textContent()).toBe(`clicked ${before + 2} times`);
    // An effect runs (idle wake, the default); MDX children stay as the server rendered them.
    await expect.poll(() => page.locator('.effect').textContent()).toBe('effect ran');
    expect(await page.locator('.panel').innerHTML()).toContain('<p>Some <strong>markdown</strong> inside.</p>');
    await page.locator('.panel button').click();
    expect(await page.locator('.panel p').count()).toBe(0);
    await page.locator('.panel button').click();
    expect(await page.locator('.panel strong').textContent()).toBe('markdown');
    // BrowserOnly: the fallback on the server, the children in the browser.
    expect(readFileSync(join(dir, 'out/guides/first-steps/index.html'), 'utf8')).toContain('<span class="bo">loading…</span>');
    await expect.poll(() => page.locator('.bo').textContent()).toBe('in the browser: /guides/first-steps');
    // The island that throws keeps its server HTML and is named in the console; the page works.
    await expect
      .poll(() => warnings.find((w) => w.includes('<Boom>')))
      .toMatch(/island <Boom> threw and keeps its server HTML: boom in the browser/);
    expect(await page.locator('.boom').textContent()).toBe('server boom text');
    await ctx.close();
  });

  it('hydrates the islands a React page module renders', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/play`);
    const button = page.locator('button[class^="counter_"]');
    expect(await button.textContent()).toBe('played 7 times');
    await expect
      .poll(async () => {
        await button.click();
        return button.textContent();
      })
      .toMatch(/^played ([89]|1\d) times$/);
    await expect.poll(() => page.locator('.effect').textContent()).toBe('effect ran');
    await ctx.close();
  });

  it('wakes the islands of a page reached by client navigation and unmounts those it leaves', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${site.url}/introduction`);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.locator('.markdown a[href="/guides/first-steps"]').click();
    await expect.poll(() => page.locator('.effect').textContent()).toBe('effect ran');
    expect(await page.evaluate(() => (window as unknown as { mountedEffects?: number }).mountedEffects)).toBe(1);
    const button = page.locator('button[class^="counter_"]');
    await button.click();
    expect(await button.textContent()).toBe('clicked 4 times');
    // Left behind: its effect is cleaned up; the page was swapped, not reloaded.
    await page.locator('.markdown a[href="/introduction"]').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { mountedEffects?: number }).mountedEffects)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // A client:visible island on another page, and one whose browser render differs (a warning).
    await page.locator('.markdown a[href="/guides/other"]').click();
    const other = page.locator('button[class^="counter_"]');
    await expect
      .poll(async () => {
        await other.click();
        return other.textContent();
      })
      .toMatch(/^other [1-9] times$/);
    await expect
      .poll(() => warnings.find((w) => w.includes('<Mismatch>')))
      .toMatch(/island <Mismatch>: its server HTML did not match its first render in the browser/);
    expect(await page.locator('.mismatch').textContent()).toBe('browser text');
    await ctx.close();
  });
});
