// Watch mode rebuilds only what an edit touches: the edited page, the pages importing an edited
// partial, the pages whose sidebar shows an edited title (rendered on request or in the
// background), and the links into a page whose headings changed. Each test edits a file and checks
// what a reader of the preview would see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite } from '../helpers.js';
import { devOutput, httpGet, openEvents, startCliServer, type CliServer } from './serve-helpers.js';

const guide = (title: string, extra = '') =>
  `---\ntitle: ${title}\nsidebar_position: 2\n---\n\nA guide.\n\n## Install the tool\n\nSteps.${extra}\n`;
const site = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nWelcome. Read the [docs](/docs).\n',
  'content/docs/index.md':
    '---\ntitle: Start\nsidebar_position: 1\n---\n\nStart here, then read [the install steps](/docs/guide#install-the-tool).\n',
  'content/docs/guide.md': guide('Guide'),
  'content/docs/shared.mdx':
    "---\ntitle: Shared\nsidebar_position: 3\n---\n\nimport Note from './_note.mdx';\n\nA page with a note.\n\n<Note />\n",
  'content/docs/_note.mdx': 'The note says version one.\n',
  'content/docs/other/index.md': '---\ntitle: Other section\nsidebar_position: 4\n---\n\nAnother section.\n',
};

describe('docsgen serve --watch: incremental rebuilds', () => {
  let dir: string;
  let server: CliServer;
  const file = (p: string) => join(dir, p);
  /** Edits a file and waits for the terminal line of the rebuild it causes. */
  const edit = async (path: string, text: string, line: RegExp, event: 'reload' | 'build-error' = 'reload') => {
    const events = await openEvents(server.port);
    await events.next('hello');
    const before = server.stdout().length + server.stderr().length;
    writeFileSync(file(path), text);
    const ev = await events.next(event).catch((e: Error) => {
      throw new Error(`${e.message}\nstdout:\n${server.stdout()}\nstderr:\n${server.stderr()}`);
    });
    events.close();
    await server.waitFor(line, 30_000, event === 'reload' ? 'stdout' : 'stderr');
    expect(server.stdout().length + server.stderr().length).toBeGreaterThan(before);
    return ev;
  };

  beforeAll(async () => {
    dir = makeSite(site);
    server = await startCliServer(dir, ['--watch']);
    expect(server.stdout()).toMatch(/first build · built 6 pages/);
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  it('a body edit renders that page only', async () => {
    await edit(
      'content/docs/guide.md',
      guide('Guide', '\n\nA sentence added while writing.'),
      /docs\/guide\.md changed · rebuilt 1 page in \d+ ms\n/,
    );
    expect((await httpGet(server.port, '/docs/guide')).text).toContain('A sentence added while writing.');
    expect(readFileSync(join(devOutput(dir), 'docs/guide.md'), 'utf8')).toContain('A sentence added while writing.');
  });

  it('a title edit shows in the sidebar of every other page, served fresh at once and written soon after', async () => {
    await edit(
      'content/docs/guide.md',
      guide('Installation guide'),
      /docs\/guide\.md changed · rebuilt 1 page (\(\d+ more in the background\) )?in \d+ ms/,
    );
    for (const route of ['/docs', '/docs/shared', '/docs/other']) {
      const page = await httpGet(server.port, route);
      expect(page.text, route).toContain('Installation guide');
    }
    // Pages nobody asked for are written by the background pass.
    await expect.poll(() => readFileSync(join(devOutput(dir), 'docs/other/index.html'), 'utf8').includes('Installation guide')).toBe(true);
    await expect.poll(() => readFileSync(join(devOutput(dir), 'sitemap.xml'), 'utf8').length).toBeGreaterThan(0);
  });

  it('a partial edit renders the pages that import it', async () => {
    await edit('content/docs/_note.mdx', 'The note says version two.\n', /_note\.mdx changed · rebuilt 1 page in \d+ ms/);
    expect((await httpGet(server.port, '/docs/shared')).text).toContain('The note says version two.');
  });

  it('removing a heading another page links to warns at that link, and restoring it clears the warning', async () => {
    await edit(
      'content/docs/guide.md',
      guide('Installation guide').replace('## Install the tool', '## Set up the tool'),
      /guide\.md changed · rebuilt 1 page[^\n]* · 1 warning\n/,
    );
    await server.waitFor(
      /⚠ content\/docs\/index\.md:6:\d+ {2}broken anchor: \/docs\/guide has no heading or element with id "install-the-tool"/,
    );
    await edit(
      'content/docs/guide.md',
      guide('Installation guide'),
      /guide\.md changed · rebuilt 1 page in \d+ ms\n(?![\s\S]*guide\.md changed)/,
    );
    expect((await httpGet(server.port, '/docs/guide')).text).toContain('id="install-the-tool"');
  });

  it('a broken link stops the rebuild with its file:line in the browser, and fixing it recovers', async () => {
    const other = '---\ntitle: Other section\nsidebar_position: 4\n---\n\nAnother section.\n';
    const failure = await edit(
      'content/docs/other/index.md',
      `${other}\nSee [the missing page](/docs/missing).\n`,
      /build failed: 1 error/,
      'build-error',
    );
    const text = (JSON.parse(failure.data) as { text: string }).text;
    expect(text).toMatch(/^content\/docs\/other\/index\.md:8:5 {2}broken link to \/docs\/missing/);
    await edit(
      'content/docs/other/index.md',
      other,
      /other\/index\.md changed · rebuilt 1 page in \d+ ms\n(?![\s\S]*other\/index\.md changed)/,
    );
    expect((await httpGet(server.port, '/docs/other')).text).not.toContain('/docs/missing');
  });

  it('the search index follows the edit when a browser asks for it', async () => {
    await edit(
      'content/docs/other/index.md',
      '---\ntitle: Other section\nsidebar_position: 4\n---\n\nAnother section about zeppelins.\n',
      /other\/index\.md changed · rebuilt 1 page in \d+ ms/,
    );
    expect((await httpGet(server.port, '/search-index.json')).text).toContain('zeppelins');
  });

  it('a temporary file a tool writes while saving does not turn an edit into a full build', async () => {
    const events = await openEvents(server.port);
    await events.next('hello');
    // What `sed -i` does: write a scratch file beside the page, then rename it over the page.
    writeFileSync(file('content/docs/sedAb12Cd'), guide('Installation guide', '\n\nSaved through a scratch file.'));
    renameSync(file('content/docs/sedAb12Cd'), file('content/docs/guide.md'));
    await events.next('reload');
    events.close();
    await server.waitFor(/guide\.md (changed|added) · rebuilt 1 page in \d+ ms/);
    expect(server.stdout()).not.toContain('sedAb12Cd');
    expect((await httpGet(server.port, '/docs/guide')).text).toContain('Saved through a scratch file.');
  });

  it('a new page is a full build, and it appears in the sidebar', async () => {
    await edit(
      'content/docs/faq.md',
      '---\ntitle: Questions\nsidebar_position: 5\n---\n\nAnswers.\n',
      /faq\.md added · built \d+ pages in/,
    );
    expect((await httpGet(server.port, '/docs/guide')).text).toContain('Questions');
  });
});
