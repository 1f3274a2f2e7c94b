// Hosted search needs its three credentials: a missing one fails the build with a clear message.
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../generator/config/schema.js';
import { baseConfig, makeSite, runCli } from '../helpers.js';

const base = { title: 'T', url: 'https://example.com' };

describe('search config', () => {
  it('accepts the local index without credentials, and hosted search with all three', () => {
    expect(configSchema.safeParse(base).success).toBe(true);
    expect(configSchema.safeParse({ ...base, search: { provider: 'local' } }).success).toBe(true);
    expect(configSchema.safeParse({ ...base, search: { provider: 'docsearch', appId: 'A', apiKey: 'k', indexName: 'i' } }).success).toBe(
      true,
    );
  });

  it('names each missing credential of hosted search', () => {
    const r = configSchema.safeParse({ ...base, search: { provider: 'docsearch', apiKey: '' } });
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual([
      "search.appId: provider 'docsearch' (hosted search) needs appId: set it (credentials usually come from environment variables), or use provider 'local'",
      "search.apiKey: provider 'docsearch' (hosted search) needs apiKey: set it (credentials usually come from environment variables), or use provider 'local'",
      "search.indexName: provider 'docsearch' (hosted search) needs indexName: set it (credentials usually come from environment variables), or use provider 'local'",
    ]);
  });

  it('fails the build with the config file, the key and no stack trace', () => {
    const dir = makeSite({
      'docsgen.config.ts': baseConfig(
        `search: {\n    provider: 'docsearch',\n    appId: process.env.NO_SUCH_VARIABLE,\n    apiKey: 'public-key',\n    indexName: 'docs',\n  },`,
      ),
      'content/docs/index.md': '# Home\n',
    });
    const r = runCli(['build'], dir);
    expect(r.code).not.toBe(0);
    const out = r.stdout + r.stderr;
    expect(out).toContain("search.appId: provider 'docsearch' (hosted search) needs appId");
    expect(out).toMatch(/docsgen\.config\.ts:\d+:\d+/);
    expect(out).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
  });
});
