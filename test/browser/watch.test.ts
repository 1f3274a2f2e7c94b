// The writer's loop in a real browser: serve --watch, open a page, edit its file, see the new text
// with no manual reload; break the file, see the overlay with the terminal's message; fix it, see
// the page again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { makeSite } from '../helpers.js';
import { startCliServer, type CliServer } from '../e2e/serve-helpers.js';

const page1 = (text: string) => `---\ntitle: Start\n---\n\nimport Tabs from '@theme/Tabs';\n\n${text}\n`;

let dir: string;
let server: CliServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dir = makeSite({
    'content/pages/index.md': '---\ntitle: Home\n---\n\nHome. Read the [docs](/docs).\n',
    'content/docs/index.mdx': page1('The first version of the page.'),
    'content/docs/other.md': '---\ntitle: Other\n---\n\nAnother page.\n',
    // An island whose browser render differs from its server HTML: a hydration mismatch.
    'src/Clock.tsx':
      "'use client';\nexport default function Clock() { return <p className=\"clock\">{typeof window === 'undefined' ? 'server' : 'browser'}</p>; }\n",
    'content/docs/island.mdx': "---\ntitle: Island\n---\nimport Clock from '@site/src/Clock';\n\n<Clock client:load />\n",
  });
  server = await startCliServer(dir, ['--watch']);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  if (server) expect(await server.stop()).toBe(0);
});

const mainText = () => page.locator('#main-content, main').first().innerText();

describe('serve --watch in the browser', () => {
  it('reloads an open page when its file changes, with no manual reload', async () => {
    await page.goto(`${server.url}docs`);
    expect(await mainText()).toContain('The first version of the page.');
    // A marker that a reload (and only a reload) removes.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    writeFileSync(join(dir, 'content/docs/index.mdx'), page1('The second version of the page.'));
    await page.waitForFunction(() => document.body.innerText.includes('The second version of the page.'), null, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });

  it('shows the build error in an overlay, with the file:line message of the terminal', async () => {
    writeFileSync(join(dir, 'content/docs/index.mdx'), page1('Broken <Tabs>\n\n<TabItem value="a">\n\nA\n\n</Tabs>'));
    const overlay = page.locator('#docsgen-error-overlay');
    await overlay.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await overlay.getAttribute('role')).toBe('alertdialog');
    const text = await overlay.locator('pre').innerText();
    expect(text).toMatch(/^content\/docs\/index\.mdx:\d+:\d+ {2}MDX syntax error/);
    await server.waitFor(/✖ build failed: 1 error/, 30_000, 'stderr');
    expect(server.stderr()).toContain(text.split('\n')[0]);
    expect(server.stderr().replace(/\r/g, '')).toContain(text.trim());
    // The page under the overlay is still the last good build.
    expect(await page.evaluate(() => document.body.innerText)).toContain('The second version of the page.');
    // A new tab opened on the broken site shows the overlay too.
    const other = await browser.newPage();
    await other.goto(`${server.url}docs/other`);
    await other.locator('#docsgen-error-overlay').waitFor({ state: 'visible', timeout: 10_000 });
    await other.keyboard.press('Escape');
    await other.locator('#docsgen-error-overlay').waitFor({ state: 'detached', timeout: 5_000 });
    await other.close();
  });

  it('clears the overlay and shows the page when the file is fixed', async () => {
    writeFileSync(join(dir, 'content/docs/index.mdx'), page1('The fixed version of the page.'));
    await page.waitForFunction(() => document.body.innerText.includes('The fixed version of the page.'), null, { timeout: 30_000 });
    expect(await page.locator('#docsgen-error-overlay').count()).toBe(0);
  });

  it('shows an island’s hydration mismatch in the overlay, as a warning', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}docs/island`);
    const overlay = tab.locator('#docsgen-error-overlay');
    await overlay.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await overlay.locator('h2').innerText()).toBe('Island warning');
    expect(await overlay.locator('pre').innerText()).toMatch(
      /^island <Clock>: its server HTML did not match its first render in the browser/,
    );
    await tab.keyboard.press('Escape');
    expect(await tab.locator('.clock').innerText()).toBe('browser');
    await tab.close();
  });
});
