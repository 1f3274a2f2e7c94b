import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { baseConfig, makeSite, runCli } from '../helpers.js';
import { httpGet, openEvents, startCliServer, type CliServer } from './serve-helpers.js';

const site = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome page. Read the [docs](/docs).\n',
  'content/docs/index.md': '---\ntitle: Start\nsidebar_position: 1\n---\n\nThe first version of the start page.\n',
  'content/docs/guide.md': '---\ntitle: Guide\nsidebar_position: 2\n---\n\nA guide.\n',
  'content/docs/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nDraft text.\n',
};

describe('docsgen serve (static)', () => {
  let dir: string;
  let server: CliServer;
  beforeAll(async () => {
    dir = makeSite(site);
    const b = runCli(['build'], dir);
    expect(b.code, b.stderr).toBe(0);
    server = await startCliServer(dir, []);
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  it('binds 127.0.0.1 by default and prints the URL', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(server.stdout()).toContain(`Serving out/ at ${server.url}`);
  });

  it('serves the production build: no drafts, no live-reload script, no events endpoint', async () => {
    const page = await httpGet(server.port, '/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('The first version of the start page.');
    expect(page.text).not.toContain('__docsgen/events');
    expect((await httpGet(server.port, '/docs/wip')).status).toBe(404);
    expect((await httpGet(server.port, '/__docsgen/events')).status).toBe(404);
  });
});

describe('docsgen serve: usage errors', () => {
  it('exits 1 with a hint when there is no built site', () => {
    const dir = makeSite(site);
    const r = runCli(['serve', '--port', '0'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/out\/ holds no built site; run `docsgen build` first, or `docsgen serve --watch`/);
  });

  it('exits 2 for a bad port or a port in use', async () => {
    const dir = makeSite(site);
    expect(runCli(['build'], dir).code).toBe(0);
    const bad = runCli(['serve', '--port', 'abc'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--port must be a number');
    const blocker = createServer();
    await new Promise<void>((ok) => blocker.listen(0, '127.0.0.1', ok));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { spawnSync } = await import('node:child_process');
      const r = spawnSync(process.execPath, [join(import.meta.dirname, '../../dist/bin/docsgen.js'), 'serve', '--port', String(port)], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`port ${port} is already in use`);
      // --watch checks the port before its first build
      const started = Date.now();
      const w = spawnSync(
        process.execPath,
        [join(import.meta.dirname, '../../dist/bin/docsgen.js'), 'serve', '--watch', '--port', String(port)],
        { cwd: dir, encoding: 'utf8', timeout: 20_000 },
      );
      expect(w.status).toBe(2);
      expect(w.stderr).toContain(`port ${port} is already in use`);
      expect(w.stdout).not.toContain('first build');
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      blocker.close();
    }
  });
});

describe('docsgen serve --watch', () => {
  let dir: string;
  let server: CliServer;
  const file = (p: string) => join(dir, p);

  beforeAll(async () => {
    dir = makeSite(site);
    server = await startCliServer(dir, ['--watch']);
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  it('builds first, in dev mode, then prints the URL and what it watches', async () => {
    expect(server.stdout()).toMatch(/first build · built \d+ pages in [\d.]+ m?s/);
    expect(server.stdout()).toMatch(/watching content\/, docsgen\.config\.ts/);
    const page = await httpGet(server.port, '/docs');
    expect(page.text).toContain('/__docsgen/events');
    const draft = await httpGet(server.port, '/docs/wip');
    expect(draft.status).toBe(200);
    expect(draft.text).toContain('draft-banner');
    expect(draft.text).toContain('Draft text.');
  });

  it('rebuilds on a change, tells open tabs to reload, and prints one line', async () => {
    const events = await openEvents(server.port);
    const hello = JSON.parse((await events.next('hello')).data) as { generation: number; error?: string };
    expect(hello.error).toBeUndefined();
    writeFileSync(file('content/docs/index.md'), '---\ntitle: Start\nsidebar_position: 1\n---\n\nThe second version of the start page.\n');
    const reload = JSON.parse((await events.next('reload')).data) as { generation: number };
    expect(reload.generation).toBeGreaterThan(hello.generation);
    expect((await httpGet(server.port, '/docs')).text).toContain('The second version of the start page.');
    // Only the edited page is rendered again.
    await server.waitFor(/content\/docs\/index\.md changed · rebuilt 1 page in \d+ ms/);
    events.close();
  });

  it('shows a failing build in the terminal and the browser with the same text, keeps serving, and recovers', async () => {
    const events = await openEvents(server.port);
    await events.next('hello');
    writeFileSync(file('content/docs/guide.mdx'), '---\ntitle: Guide two\n---\n\nText.\n\n<Tabz />\n');
    const failure = JSON.parse((await events.next('build-error')).data) as { text: string };
    expect(failure.text).toMatch(/^content\/docs\/guide\.mdx:7:1 {2}unknown component <Tabz>/);
    expect(failure.text).toContain('  7 | <Tabz />');
    await server.waitFor(/✖ build failed: 1 error/, 30_000, 'stderr');
    expect(server.stderr()).toContain(failure.text);
    // The server is up and serves the last good build.
    const page = await httpGet(server.port, '/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('The second version of the start page.');
    // A tab opened now learns about the error at once.
    const late = await openEvents(server.port);
    expect(JSON.parse((await late.next('hello')).data).error).toBe(failure.text);
    late.close();

    rmSync(file('content/docs/guide.mdx'));
    await events.next('reload');
    await server.waitFor(/content\/docs\/guide\.mdx removed · built \d+ pages/);
    events.close();
  });

  it('stops serving the pages of deleted or renamed files', async () => {
    const events = await openEvents(server.port);
    await events.next('hello');
    renameSync(file('content/docs/guide.md'), file('content/docs/howto.md'));
    await events.next('reload');
    // a rename can arrive as two events and two builds: wait until both routes settled
    await server.waitFor(/howto\.md[^\n]* · built/);
    for (let i = 0; i < 100 && (await httpGet(server.port, '/docs/guide')).status !== 404; i++)
      await new Promise((ok) => setTimeout(ok, 100));
    expect((await httpGet(server.port, '/docs/guide')).status).toBe(404);
    expect((await httpGet(server.port, '/docs/howto')).status).toBe(200);
    expect(existsSync(file('out'))).toBe(false);
    events.close();
  });

  it('rebuilds when the config changes', async () => {
    const events = await openEvents(server.port);
    await events.next('hello');
    writeFileSync(file('docsgen.config.ts'), baseConfig().replace("title: 'Fixture'", "title: 'Renamed Site'"));
    // (a rebuild still running from the previous test may send its own reload first)
    await server.waitFor(/docsgen\.config\.ts[^\n]* · built/);
    expect((await httpGet(server.port, '/docs')).text).toContain('Renamed Site');
    await events.next('reload');
    events.close();
  });
});
