// Measures the JavaScript a browser downloads on a first visit: every JS response from navigation
// until network idle plus 2 s, with no interaction (our prefetches fetch HTML, not JS).
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';

export async function measureClientJs(outDir, routes) {
  const serve = sirv(outDir, { dev: true, extensions: ['html'] });
  const server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const port = server.address().port;
  const browser = await chromium.launch({
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
  const out = [];
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const files = [];
      page.on('response', async (res) => {
        const type = res.headers()['content-type'] ?? '';
        if (!/javascript/.test(type) && !res.url().endsWith('.js') && !res.url().endsWith('.mjs')) return;
        try {
          const body = await res.body();
          files.push({ url: new URL(res.url()).pathname, bytes: body.length, gzipKb: gzipSync(body, { level: 9 }).length / 1024 });
        } catch {
          /* aborted */
        }
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2000);
      out.push({
        route,
        gzipKb: +files.reduce((a, f) => a + f.gzipKb, 0).toFixed(2),
        rawKb: +(files.reduce((a, f) => a + f.bytes, 0) / 1024).toFixed(2),
        files,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}
