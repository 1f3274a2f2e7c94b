// Watch mode on a site whose search index is sharded: the shards in the build's folder are made
// again when a browser asks for them after an edit, as the single-file index is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfig, makeSite } from '../helpers.js';
import { httpGet, openEvents, startCliServer, type CliServer } from './serve-helpers.js';
import { wordsPath, type ShardManifest } from '../../theme/shared/search-shards.js';

const site = {
  // Every record sharded: the threshold lowered, as the sharded search tests do.
  'docsgen.config.ts': baseConfig('search: { shardAbove: 0 },'),
  'content/pages/index.md': '---\ntitle: Home\n---\n\nWelcome. Read the [docs](/docs).\n',
  'content/docs/index.md': '---\ntitle: Start\nsidebar_position: 1\n---\n\nStart here.\n',
  'content/docs/guide.md': '---\ntitle: Guide\nsidebar_position: 2\n---\n\nThe guide, first version.\n',
};

describe('serve --watch with a sharded search index', () => {
  let dir: string;
  let server: CliServer;
  beforeAll(async () => {
    dir = makeSite(site);
    server = await startCliServer(dir, ['--watch']);
  });
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
  });

  it('serves the edited text from the build folder’s words file', async () => {
    const manifest = JSON.parse((await httpGet(server.port, '/search-index.json')).text) as ShardManifest;
    expect(manifest.format).toBe('docsgen-search-shards/4');
    expect((await httpGet(server.port, `/${manifest.dir}${wordsPath('g')}`)).text).toContain('guide');

    const events = await openEvents(server.port);
    await events.next('hello');
    writeFileSync(join(dir, 'content/docs/guide.md'), '---\ntitle: Guide\nsidebar_position: 2\n---\n\nThe guide, now about zeppelins.\n');
    await events.next('reload');
    events.close();

    // A tab that loaded the manifest before the edit asks for a shard directly: the session keeps
    // one build id, so one folder, and the file is made again on that request.
    const words = await httpGet(server.port, `/${manifest.dir}${wordsPath('z')}`);
    expect(words.status).toBe(200);
    expect(words.text).toContain('zeppelins');
    const after = JSON.parse((await httpGet(server.port, '/search-index.json')).text) as ShardManifest;
    expect(after.dir).toBe(manifest.dir);
  });
});
