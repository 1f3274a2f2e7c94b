// The error boundary every client-rendered part is mounted in, exercised in Chromium: a component
// that throws shows "This page crashed" with its message, and "Try again" renders it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repo } from '../helpers.js';
import { openSite, type Site } from './browser.js';

let site: Site;
const dir = join(repo, 'test/.tmp/error-boundary');

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  await build({
    stdin: {
      contents: `
        import { createRoot } from 'react-dom/client';
        import { ErrorBoundary } from './theme/client/search/error-boundary.tsx';
        // Throws until the test marks the problem fixed (React itself retries a render once).
        function Flaky() {
          if (!window.fixed) throw new Error('the index could not be read');
          return <p id="ok">Rendered after the fix</p>;
        }
        createRoot(document.getElementById('root')).render(<ErrorBoundary><Flaky /></ErrorBoundary>);
      `,
      loader: 'tsx',
      resolveDir: repo,
    },
    bundle: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(dir, 'app.js'),
    logLevel: 'silent',
  });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><title>t</title><div id="root"></div><script src="/app.js"></script></html>',
  );
  writeFileSync(join(dir, '404.html'), 'nf');
  site = await openSite({ outDir: dir });
});
afterAll(async () => {
  await site.close();
});

describe('error boundary', () => {
  it('shows "This page crashed" with the message, and "Try again" re-renders', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    page.on('pageerror', () => {
      /* React reports the caught error too; the boundary handles it */
    });
    await page.goto(`${site.url}/`);
    await expect.poll(() => page.locator('.error-boundary h2').textContent()).toBe('This page crashed');
    expect(await page.locator('.error-boundary-message').textContent()).toBe('the index could not be read');
    await page.evaluate(() => {
      (window as unknown as { fixed: boolean }).fixed = true;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(await page.locator('#ok').textContent()).toBe('Rendered after the fix');
    expect(await page.locator('.error-boundary').count()).toBe(0);
    await ctx.close();
  });
});
