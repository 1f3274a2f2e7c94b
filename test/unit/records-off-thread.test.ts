import { describe, expect, it } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { RecordsOffThread, serveRecords } from '../../generator/search/records-off-thread.js';
import { pageRecords, recordsOf } from '../../generator/search/page-records.js';
import type { RenderedRoute } from '../../generator/types.js';

// The second-core worker's search records must be the page step's own, and a worker that falls
// behind or is lost must cost no page its records.

function page(i: number): RenderedRoute {
  const html = `<main><nav class="breadcrumbs"><a href="/">Docs</a></nav><div class="markdown"><h1>Page ${i}</h1><p>Text about topic ${i} &amp; more.</p><h2 id="part">Part ${i}</h2><p>Second part ${i}.</p></div></main>`;
  return { route: `/guide/page-${i}`, file: `page-${i}.md`, html, ids: [], hrefs: [], links: [], doc: { title: `Page ${i}`, description: `About ${i}`, version: i % 2 ? '1.0' : undefined } } as unknown as RenderedRoute;
}

describe('search records extracted off the main thread', () => {
  it('are the records the page step extracts', async () => {
    const { port1, port2 } = new MessageChannel();
    serveRecords(port2);
    const off = new RecordsOffThread(port1, () => undefined);
    const pages = Array.from({ length: 10 }, (_, i) => page(i));
    for (const p of pages) expect(off.take(p, '/docs/')).toBe(true);
    const got = await off.settle();
    for (const p of pages) expect(got.get(p.route)).toEqual(pageRecords(p.html, recordsOf(p, '/docs/')));
    expect(got.get(pages[3].route)!.length).toBeGreaterThan(2);
    expect(off.extracted).toBe(10);
    port1.close();
    port2.close();
  });

  it('leaves pages to the page step when the worker is behind, and extracts those a lost worker had', async () => {
    const { port1, port2 } = new MessageChannel();
    const off = new RecordsOffThread(port1, () => undefined);
    const pages = Array.from({ length: 40 }, (_, i) => page(i));
    // Nobody answers: after 32 pages out, the rest are the caller's to extract.
    const taken = pages.map((p) => off.take(p, '/'));
    expect(taken.filter(Boolean)).toHaveLength(32);
    off.lose();
    expect(off.take(page(99), '/')).toBe(false);
    const got = await off.settle();
    expect(got.size).toBe(32);
    for (const p of pages.slice(0, 32)) expect(got.get(p.route)).toEqual(pageRecords(p.html, recordsOf(p, '/')));
    port1.close();
    port2.close();
  });
});
