// Watch mode's output is the writer's preview, never the deployable site: it lives apart from out/,
// and what it serves is always the last good build, with the error overlay on every page.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite, runCli } from '../helpers.js';
import { listFiles } from '../../bench/compare-output.mjs';
import { httpGet, openEvents, startCliServer, type CliServer } from './serve-helpers.js';

const site = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nWelcome. Read the [docs](/docs).\n',
  'content/docs/index.md': '---\ntitle: Start\nsidebar_position: 1\n---\n\nStart here, then read the [guide](/docs/guide).\n',
  'content/docs/guide.md': '---\ntitle: Guide\nsidebar_position: 2\n---\n\nThe guide, first version.\n',
};

let server: CliServer | undefined;
afterEach(async () => {
  if (server) expect(await server.stop()).toBe(0);
  server = undefined;
});

const snapshot = (dir: string) => new Map(listFiles(join(dir, 'out')).map((f: string) => [f, readFileSync(join(dir, 'out', f), 'utf8')]));

describe('serve --watch keeps its output apart from out/', () => {
  it('never writes drafts or the live-reload script into the production build', async () => {
    const dir = makeSite({ ...site, 'content/docs/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nDraft text.\n' });
    expect(runCli(['build'], dir).code).toBe(0);
    const before = snapshot(dir);
    server = await startCliServer(dir, ['--watch']);
    // The preview shows the draft...
    const draft = await httpGet(server.port, '/docs/wip');
    expect(draft.status).toBe(200);
    expect(draft.text).toContain('Draft text.');
    const events = await openEvents(server.port);
    await events.next('hello');
    writeFileSync(join(dir, 'content/docs/guide.md'), '---\ntitle: Guide\nsidebar_position: 2\n---\n\nThe guide, edited in watch mode.\n');
    await events.next('reload');
    events.close();
    expect(await server.stop()).toBe(0);
    server = undefined;
    // ...and out/ is exactly what `docsgen build` wrote: no draft, no dev script, no edit.
    expect(snapshot(dir)).toEqual(before);
    expect(existsSync(join(dir, 'out/docs/wip/index.html'))).toBe(false);
    server = await startCliServer(dir, []);
    expect((await httpGet(server.port, '/docs/wip')).status).toBe(404);
    expect((await httpGet(server.port, '/docs')).text).not.toContain('__docsgen/events');
  });
});

describe('serve --watch serves the last good build after a failed one', () => {
  it('keeps every route of the last good build and serves none the failed build added', async () => {
    const dir = makeSite(site);
    server = await startCliServer(dir, ['--watch']);
    const events = await openEvents(server.port);
    await events.next('hello');
    // The start page links to /docs/guide: renaming the guide breaks that link, so the build fails.
    renameSync(join(dir, 'content/docs/guide.md'), join(dir, 'content/docs/howto.md'));
    await events.next('build-error');
    await server.waitFor(/still serving the last good build/, 30_000, 'stderr');
    expect((await httpGet(server.port, '/docs/howto')).status).toBe(404);
    const old = await httpGet(server.port, '/docs/guide');
    expect(old.status).toBe(200);
    expect(old.text).toContain('The guide, first version.');
    // Every page of the last good build carries the client that shows the error overlay.
    expect(old.text).toContain('/__docsgen/events');

    // Fixed by renaming it back: the route the failed build would have added is not served.
    renameSync(join(dir, 'content/docs/howto.md'), join(dir, 'content/docs/guide.md'));
    await events.next('reload');
    expect((await httpGet(server.port, '/docs/howto')).status).toBe(404);
    expect((await httpGet(server.port, '/docs/guide')).status).toBe(200);
    events.close();
  });

  it('does not serve the new text of a page whose rebuild failed', async () => {
    const dir = makeSite(site);
    server = await startCliServer(dir, ['--watch']);
    const events = await openEvents(server.port);
    await events.next('hello');
    writeFileSync(
      join(dir, 'content/docs/guide.md'),
      '---\ntitle: Guide\nsidebar_position: 2\n---\n\nThe guide, second version, with a [broken link](/docs/nowhere).\n',
    );
    const failure = JSON.parse((await events.next('build-error')).data) as { text: string };
    expect(failure.text).toContain('/docs/nowhere');
    const page = await httpGet(server.port, '/docs/guide');
    expect(page.status).toBe(200);
    expect(page.text).toContain('The guide, first version.');
    expect(page.text).not.toContain('second version');
    events.close();
  });

  it('shows the overlay on every page when the very first build fails over an existing out/', async () => {
    const dir = makeSite(site);
    expect(runCli(['build'], dir).code).toBe(0);
    writeFileSync(join(dir, 'content/docs/broken.mdx'), '---\ntitle: Broken\n---\n\n<Nope />\n');
    server = await startCliServer(dir, ['--watch']);
    const events = await openEvents(server.port);
    const hello = JSON.parse((await events.next('hello')).data) as { error?: string };
    expect(hello.error).toMatch(/content\/docs\/broken\.mdx:5:1 {2}unknown component <Nope>/);
    for (const path of ['/docs', '/docs/guide', '/']) {
      const page = await httpGet(server.port, path);
      // Not the production page from out/: the preview's page, whose client shows the error.
      expect(page.text).toContain('/__docsgen/events');
      expect(page.text).not.toContain('The guide, first version.');
    }
    writeFileSync(join(dir, 'content/docs/broken.mdx'), '---\ntitle: Broken\n---\n\nFixed.\n');
    await events.next('reload');
    const fixed = await httpGet(server.port, '/docs/guide');
    expect(fixed.status).toBe(200);
    expect(fixed.text).toContain('The guide, first version.');
    expect(fixed.text).toContain('/__docsgen/events');
    events.close();
  });
});
