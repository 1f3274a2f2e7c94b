// Watch mode follows a Docusaurus sidebars file: an edit to sidebars.ts or to a module it imports,
// and a doc added or removed (a sidebar helper may list the folder), rebuild the site with the new
// sidebar, seen on reload without restarting serve; a sidebars file that fails shows its error like
// any other build error while the last good build stays served, and fixing it recovers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers.js';
import { copyFixture } from '../docusaurus-fixture.js';
import { httpGet, openEvents, startCliServer, type CliServer } from './serve-helpers.js';

const sidebarText = (html: string) =>
  (/<nav aria-label="Docs sidebar">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('docsgen serve --watch on a Docusaurus site: the sidebars file', () => {
  let dir: string;
  let server: CliServer;
  let original: string;
  const file = (p: string) => join(dir, p);
  /** The sidebar a reader sees on `route` once it has what `until` says (a few seconds at most). */
  const sidebarOn = async (route: string, until: (text: string) => boolean): Promise<string> => {
    let text = '';
    for (let i = 0; i < 150; i++) {
      text = sidebarText((await httpGet(server.port, route)).text);
      if (until(text)) return text;
      await new Promise((ok) => setTimeout(ok, 100));
    }
    throw new Error(`the sidebar of ${route} is still "${text}"\nstdout:\n${server.stdout()}\nstderr:\n${server.stderr()}`);
  };
  /** Writes `path` and waits for the event of the build it causes. */
  const write = async (path: string, text: string | undefined, event: 'reload' | 'build-error') => {
    const events = await openEvents(server.port);
    await events.next('hello');
    if (text === undefined) rmSync(file(path));
    else writeFileSync(file(path), text);
    const ev = await events.next(event).catch((e: Error) => {
      throw new Error(`${e.message}\nstdout:\n${server.stdout()}\nstderr:\n${server.stderr()}`);
    });
    events.close();
    return ev;
  };

  beforeAll(async () => {
    dir = copyFixture();
    expect(runCli(['init', '--from', 'docusaurus'], dir).code).toBe(0);
    original = readFileSync(file('sidebars.ts'), 'utf8');
    server = await startCliServer(dir, ['--watch']);
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  it('watches sidebars.ts and the modules it imports', () => {
    expect(server.stdout()).toMatch(/first build · built \d+ pages/);
    expect(server.stdout()).toContain(
      'watching docs/, docsgen.config.ts, openapi/, sidebar-helpers/reference-items.ts, sidebars.ts, src/, static/',
    );
  });

  it('an edit to sidebars.ts shows the new sidebar on reload', async () => {
    expect(sidebarText((await httpGet(server.port, '/faq')).text)).toContain('Quick links FAQ CLI');
    await write('sidebars.ts', original.replace("'Quick links'", "'Handy links'"), 'reload');
    expect(await sidebarOn('/faq', (t) => t.includes('Handy links'))).toContain('Handy links FAQ CLI');
    expect(server.stdout()).toMatch(/sidebars\.ts changed · built \d+ pages/);
  });

  it('an edit to a module sidebars.ts imports shows too', async () => {
    const helper = readFileSync(file('sidebar-helpers/reference-items.ts'), 'utf8');
    await write('sidebar-helpers/reference-items.ts', helper.replace('.sort()', '.sort().reverse()'), 'reload');
    expect(await sidebarOn('/reference/cli', (t) => t.startsWith('Reference Settings'))).toBe(
      'Reference Settings Settings file CLI HTTP API',
    );
  });

  it('a doc added or removed is in the sidebar a helper builds from the folder', async () => {
    await write('docs/reference/themes.md', '---\ntitle: Themes\n---\n\nColours for the light.\n', 'reload');
    expect(await sidebarOn('/reference/cli', (t) => t.includes('Themes'))).toBe('Reference Themes Settings Settings file CLI HTTP API');
    await write('docs/reference/themes.md', undefined, 'reload');
    expect(await sidebarOn('/reference/cli', (t) => !t.includes('Themes'))).toBe('Reference Settings Settings file CLI HTTP API');
  });

  it('a sidebars.ts that does not compile is an error in the terminal and the browser; the last good build stays; fixing it recovers', async () => {
    const ok = original.replace("'Quick links'", "'Handy links'");
    const failure = JSON.parse(
      (await write('sidebars.ts', ok.replace("label: 'Changelog',", "label: 'Changelog',,"), 'build-error')).data,
    ) as { text: string };
    expect(failure.text).toMatch(/^sidebars\.ts:\d+:\d+ {2}cannot read this module/);
    await server.waitFor(/sidebars\.ts changed · ✖ build failed/, 30_000, 'stderr');
    expect(server.stderr()).toContain(failure.text);
    const page = await httpGet(server.port, '/faq');
    expect(page.status).toBe(200);
    expect(sidebarText(page.text)).toContain('Handy links FAQ CLI');

    await write('sidebars.ts', ok.replace("'Handy links'", "'Useful links'"), 'reload');
    expect(await sidebarOn('/faq', (t) => t.includes('Useful links'))).toContain('Useful links FAQ CLI');
  });

  it('a sidebars.ts naming a missing doc is an error at its line; fixing it recovers', async () => {
    const failure = JSON.parse((await write('sidebars.ts', original.replace("'faq'", "'faqs'"), 'build-error')).data) as { text: string };
    expect(failure.text).toMatch(/^sidebars\.ts:\d+:\d+ {2}the sidebar names doc "faqs", which does not exist/);
    expect(sidebarText((await httpGet(server.port, '/faq')).text)).toContain('Useful links FAQ CLI');
    await write('sidebars.ts', original, 'reload');
    expect(await sidebarOn('/faq', (t) => t.includes('Quick links'))).toContain('Quick links FAQ CLI');
  });
});
