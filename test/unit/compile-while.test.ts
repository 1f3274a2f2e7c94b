import { describe, expect, it } from 'vitest';
import { compileWhile } from '../../generator/render/render-site.js';
import type { CompiledDoc, Doc } from '../../generator/types.js';

const docs = Array.from({ length: 500 }, (_, i) => ({ id: `p${i}` }) as Doc);
const compiled = {} as CompiledDoc;

describe('compileWhile', () => {
  it('stops soon after the reference data arrives, also when pages come from the cache', async () => {
    // The reference worker's reply is a macrotask; cached pages compile in microtasks only.
    const busy = new Promise((done) => setTimeout(done, 0));
    const early = await compileWhile(busy, docs, async () => compiled);
    expect(early.size).toBeGreaterThan(0);
    expect(early.size).toBeLessThan(docs.length);
  });

  it('compiles every page while the data is still loading', async () => {
    const early = await compileWhile(new Promise(() => undefined), docs.slice(0, 20), async () => compiled);
    expect(early.size).toBe(20);
  });
});
