import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openSite, type Site } from './browser.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site.close();
});

const pages = [
  '/',
  '/toolhive/guides-cli/install',
  '/toolhive/reference/api',
  '/theme-preview',
  '/this-page-does-not-exist',
  '/toolhive/reference/cli/thv_run',
  '/toolhive/guides-mcp/github',
  '/toolhive/reference/crd-spec',
  '/toolhive/reference/registry-schema',
  '/search?q=registry',
];

describe('accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark']) {
    for (const route of pages) {
      it(`finds no serious or critical violation on ${route} in ${theme} mode`, async () => {
        const ctx = await site.context({ theme });
        const page = await ctx.newPage();
        await page.goto(`${site.url}${route}`);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const r = await (
            window as unknown as {
              axe: {
                run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
              };
            }
          ).axe.run(document, { resultTypes: ['violations'] });
          return r.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${v.id} (${v.impact}): ${v.nodes
                  .slice(0, 3)
                  .map((n) => n.target.join(' '))
                  .join(' | ')}`,
            );
        });
        expect(violations).toEqual([]);
        await ctx.close();
      });
    }
  }
});

describe('keyboard', () => {
  it('reaches every navbar control with Tab and shows a visible focus ring', async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${site.url}/toolhive/faq`);
    const seen = new Set<string>();
    for (let i = 0; i < 40 && !seen.has('Search docs'); i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          label: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
          outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
        };
      });
      seen.add(info.label);
      expect(info.outline, `focus ring on ${info.label}`).toBe(true);
    }
    for (const label of ['Skip to main content', 'Tool Docs', 'References', 'ToolHive on GitHub', 'Search docs'])
      expect(
        [...seen].some((s) => s.startsWith(label)),
        label,
      ).toBe(true);
    await ctx.close();
  });
});

describe('mermaid diagrams (axe-core color-contrast)', () => {
  for (const theme of ['light', 'dark']) {
    it(`every diagram text on /toolhive/guides-cli/run-mcp-servers reaches 4.5:1 in ${theme} mode`, async () => {
      const ctx = await site.context({ theme });
      const page = await ctx.newPage();
      await page.goto(`${site.url}/toolhive/guides-cli/run-mcp-servers`);
      await page.waitForSelector('.mermaid-diagram.rendered .mermaid-svg svg');
      await page.addScriptTag({ content: axeSource });
      const result = await page.evaluate(async () => {
        const r = await (
          window as unknown as {
            axe: {
              run: (
                ctx: object,
                o: object,
              ) => Promise<{
                violations: { id: string; nodes: { target: string[]; any: { message: string }[] }[] }[];
                passes: { id: string; nodes: unknown[] }[];
              }>;
            };
          }
        ).axe.run({ include: [['.mermaid-svg']] }, { runOnly: ['color-contrast'], resultTypes: ['violations', 'passes'] });
        return {
          violations: r.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any.map((a) => a.message).join('; ')}`)),
          checked: r.passes.reduce((n, p) => n + p.nodes.length, 0),
        };
      });
      expect(result.violations).toEqual([]);
      expect(result.checked).toBeGreaterThan(0);
      await ctx.close();
    });
  }
});
