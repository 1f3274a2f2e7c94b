// Issue 16: script URLs and raw HTML script in pages never run in a reader's browser. A site of
// hostile pages is built, every page opened in Chromium, every link clicked and every element
// hovered: no alert may open. The same pages from a site that trusts its raw HTML show that the
// check would see one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { baseConfig, buildSite, makeSite } from '../helpers.js';
import { openSite, type Site } from './browser.js';

const LINKS =
  '[a](javascript:alert(1)) [b](javascript&#58;alert(2)) [c](JAVASCRIPT:alert(3)) [d](data:text/html,<script>alert(4)</script>)\n\n![i](javascript:alert(5))\n';
const RAW =
  '<a href="javascript:alert(6)">raw</a> <span onmouseover="alert(7)">hover</span>\n\n<script>alert(8)</script>\n\n<img src="x" onerror="alert(9)">\n';
const pages = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n',
  'content/docs/index.md': '---\ntitle: Start\n---\n\nStart.\n',
  'content/docs/fast.md': `---\ntitle: Fast\n---\n\n${LINKS}\n${RAW}`,
  'content/docs/remark.md': `---\ntitle: Remark\n---\n\n~~s~~ [r][r] <javascript:alert(10)>\n\n[r]: javascript:alert(11)\n\n${LINKS}\n${RAW}`,
  'content/docs/m.mdx': `---\ntitle: M\n---\n\n${LINKS}\n<a href="javascript:alert(12)">jsx</a> <span onMouseOver="alert(13)">hover</span>\n\n<img src="https://example.invalid/x.png" onError="alert(14)" />\n`,
};

let safe: Site;
let trusted: Site;

/** The pages built with `extra` config; the output folder. */
function builtPages(extra = ''): string {
  const dir = makeSite({ ...pages, 'docsgen.config.ts': baseConfig(extra) });
  buildSite(dir);
  return join(dir, 'out');
}

beforeAll(async () => {
  safe = await openSite({ outDir: builtPages() });
  trusted = await openSite({ outDir: builtPages('markdown: { trustedHtml: true },') });
});
afterAll(async () => {
  await safe?.close();
  await trusted?.close();
});

/** Opens the page, hovers and clicks everything in the article; the alerts that opened. */
async function alertsOn(site: Site, route: string): Promise<string[]> {
  const ctx = await site.context();
  const page = await ctx.newPage();
  const alerts: string[] = [];
  // Scripts that run call alert(); it reports to the test instead of opening a dialog, because a
  // modal dialog that opens while the page navigates can stay open and hold the page.
  await ctx.exposeFunction('__reportAlert', (m: string) => alerts.push(m));
  await ctx.addInitScript(() => {
    const report = (window as unknown as { __reportAlert: (m: string) => void }).__reportAlert;
    window.alert = (m?: unknown) => report(String(m));
  });
  const open = () => page.goto(`${site.url}${route}`, { waitUntil: 'domcontentloaded' });
  await open();
  const article = page.locator('main');
  for (const el of await article.locator('a, span, img').all()) {
    await el.hover({ timeout: 1000 }).catch(() => undefined);
    await el.click({ timeout: 1000, noWaitAfter: true }).catch(() => undefined);
    if (!page.url().startsWith(`${site.url}${route}`)) await open();
  }
  await page.waitForTimeout(200);
  await ctx.close();
  return alerts;
}

describe('hostile links in the browser', () => {
  it('no alert fires on any page, on either Markdown path or in MDX', async () => {
    for (const route of ['/docs/fast', '/docs/remark', '/docs/m']) expect(await alertsOn(safe, route), route).toEqual([]);
  }, 120_000);

  it('the check sees an alert when the site trusts its raw HTML (so the empty list above means something)', async () => {
    const alerts = await alertsOn(trusted, '/docs/fast');
    expect(alerts).toContain('8');
    // Markdown links are checked even on a trusted site.
    expect(alerts).not.toContain('1');
  }, 120_000);
});
