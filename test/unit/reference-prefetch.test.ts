import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadCliDataPrefetched, loadOpenApiOffThread, ReferencePrefetch } from '../../generator/data/off-thread.js';
import { WriterError } from '../../generator/errors.js';
import { baseConfig, makeSite, repo } from '../helpers.js';
import { loadConfig } from '../../generator/config/load-config.js';
import { prefetchReferenceData } from '../../generator/data/prefetch.js';

// From the TypeScript sources there is no compiled worker: these run the jobs on this thread, which
// is what the prefetch bookkeeping (take once, only while the input is unchanged) needs.
const tool = (summary: string) => `command: tool\nsummary: ${summary}\nusage: tool\n`;

describe('prefetched reference data', () => {
  it('uses a prefetched CLI tree while its files are unchanged, and reloads after an edit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prefetch-'));
    writeFileSync(join(dir, 'tool.yaml'), tool('First'));
    const first = new ReferencePrefetch([{ kind: 'cli', dir, root: dir }]);
    expect((await loadCliDataPrefetched(dir, dir, first))[0].summary).toBe('First');

    const second = new ReferencePrefetch([{ kind: 'cli', dir, root: dir }]);
    writeFileSync(join(dir, 'tool.yaml'), tool('Second, a longer summary'));
    expect((await loadCliDataPrefetched(dir, dir, second))[0].summary).toBe('Second, a longer summary');
  });

  it("reports the build's own error when a prefetched load failed", async () => {
    const invalid = join(repo, 'test/fixtures/openapi/invalid.yaml');
    const early = new ReferencePrefetch([{ kind: 'openapi', abs: invalid, display: 'invalid.yaml' }]);
    const err = await loadOpenApiOffThread(invalid, 'invalid.yaml', early).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WriterError);
    expect((err as WriterError).place).toMatchObject({ file: 'invalid.yaml', line: 9, column: 11 });
  });

  it('starts the jobs of an already loaded config, each taken once by the build it is handed to', async () => {
    const site = makeSite({
      'docsgen.config.ts': baseConfig("data: { cli: { dir: 'cli', route: '/cli' } },"),
      'cli/tool.yaml': tool('From the config'),
    });
    const handle = prefetchReferenceData(await loadConfig(join(site, 'docsgen.config.ts')));
    const job = { kind: 'cli' as const, dir: join(site, 'cli'), root: site };
    expect(((await handle.take(job)) as { summary: string }[])[0].summary).toBe('From the config');
    expect(handle.take(job)).toBeUndefined();
  });

  it('returns the description with its published JSON and YAML copies', async () => {
    const loaded = await loadOpenApiOffThread(join(repo, 'test/fixtures/openapi/v30.json'), 'v30.json');
    expect(JSON.parse(loaded.json)).toEqual(loaded.doc);
    expect(loaded.yaml).toMatch(/^openapi: 3\.0/m);
  });
});
