// Takes screenshots of built pages for a human to look at: node scripts/screenshot.mjs /route [...]
// --site DIR takes them of another built site (docsgen's own docs: --site docs/out); --shots DIR
// (or SHOTS=DIR) writes them elsewhere than /tmp/shots, so helpers' shots do not mix.
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import sirv from 'sirv';
import { mkdirSync, readFileSync } from 'node:fs';
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args.splice(at, 2)[1];
};
const site = option('--site', 'out');
const shots = option('--shots', process.env.SHOTS ?? '/tmp/shots');
mkdirSync(shots, { recursive: true });
const serve = sirv(site, { dev: true, extensions: ['html'] });
const server = createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html');
    res.end(readFileSync(`${site}/404.html`));
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
const routes = args;
for (const route of routes) {
  for (const [w, h] of [
    [1280, 900],
    [400, 860],
  ]) {
    for (const theme of ['light', 'dark']) {
      const ctx = await browser.newContext({ viewport: { width: w, height: h } });
      await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await ctx.newPage();
      await page.goto(`http://127.0.0.1:${port}${route}`);
      const name = `${shots}/${route.replace(/\W+/g, '_') || 'home'}-${w}-${theme}.png`;
      await page.screenshot({ path: name, fullPage: false });
      console.log(name);
      await ctx.close();
    }
  }
}
await browser.close();
server.close();
