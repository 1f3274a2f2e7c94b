// Shared set-up for browser tests: Debian's Chromium (never a downloaded browser) against the built
// ToolHive site in out/, served on 127.0.0.1 the way a static host serves it.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { createServer, type Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import sirv from 'sirv';
import { repo } from '../helpers.js';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Site {
  url: string;
  browser: Browser;
  close: () => Promise<void>;
  context: (opts?: { width?: number; theme?: string; reducedMotion?: boolean }) => Promise<BrowserContext>;
}

export async function openSite(options: { prefix?: string; outDir?: string } = {}): Promise<Site> {
  const serve = sirv(options.outDir ?? join(repo, 'out'), { dev: true, extensions: ['html'] });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (options.prefix) {
      // Serve the site under a sub-path (for the wrong-baseUrl test): only /prefix/... exists.
      if (!req.url?.startsWith(options.prefix)) {
        res.statusCode = 404;
        res.end();
        return;
      }
      req.url = req.url.slice(options.prefix.length - 1);
    }
    // Like a static host: unknown paths get out/404.html with a 404 status.
    serve(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(readFileSync(join(options.outDir ?? join(repo, 'out'), '404.html')));
    });
  };
  const server: Server = createServer(handler);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  return {
    url: `http://127.0.0.1:${port}`,
    browser,
    close: async () => {
      await browser.close();
      await new Promise((ok) => server.close(ok));
    },
    context: async ({ width = 1280, theme, reducedMotion } = {}) => {
      const ctx = await browser.newContext({ viewport: { width, height: 850 }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
      if (theme)
        await ctx.addInitScript((t) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem('theme', t);
            sessionStorage.setItem('seeded', '1');
          }
        }, theme);
      return ctx;
    },
  };
}
