// Islands as a build sees them: a prop the browser cannot get is a writer error at its use, the
// module-level settings and `client:*` decide what hydrates, and a site whose components need no
// browser is built exactly as before.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite, runCli } from '../helpers.js';
import { httpGet, openEvents, startCliServer, type CliServer } from './serve-helpers.js';

const counter = `import { useState } from 'react';
export default function Counter({ start = 0, onChange }: { start?: number; onChange?: (n: number) => void }) {
  const [n, setN] = useState(start);
  return <button type="button" onClick={() => { setN(n + 1); onChange?.(n + 1); }}>{n}</button>;
}
`;

describe('islands in a build', () => {
  it('reports a function prop at its use, with the line and a fix', () => {
    const dir = makeSite({
      'src/Counter.tsx': counter,
      'content/docs/index.mdx':
        "---\ntitle: Start\n---\nimport Counter from '@site/src/Counter';\n\nText.\n\n<Counter start={1} onChange={(n) => n} />\n",
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'content/docs/index.mdx:8:1  <Counter onChange={…}>: this prop is a function, and an island gets its props as JSON',
    );
    expect(r.stderr).toContain('<Counter start={1} onChange={(n) => n} />');
    expect(r.stderr).toMatch(/hint: .*export const island = false/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('reports a class instance and an unknown client:* the same way', () => {
    const dir = makeSite({
      'src/Counter.tsx': counter,
      'content/docs/index.mdx': "---\ntitle: Start\n---\nimport Counter from '@site/src/Counter';\n\n<Counter start={new Date(0)} />\n",
      'content/docs/other.mdx': "---\ntitle: Other\n---\nimport Counter from '@site/src/Counter';\n\n<Counter client:soon />\n",
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /content\/docs\/(index|other)\.mdx:6:1 {2}<Counter (start=\{…\}>: this prop is an instance of Date|client:soon>: unknown client:soon)/,
    );
  });

  it('follows export const island and client:* over what the code uses', () => {
    const dir = makeSite({
      'src/Plain.tsx': 'export default function Plain({ text }: { text: string }) { return <p className="plain">{text}</p>; }\n',
      'src/Opted.tsx': 'export const island = \'visible\';\nexport default function Opted() { return <p className="opted">opted</p>; }\n',
      'src/Off.tsx':
        'import { useState } from \'react\';\nexport const island = false;\nexport default function Off() { const [n] = useState(2); return <p className="off">{n}</p>; }\n',
      'content/docs/index.mdx':
        "---\ntitle: Start\n---\nimport Plain from '@site/src/Plain';\nimport Opted from '@site/src/Opted';\nimport Off from '@site/src/Off';\n\n<Plain text=\"one\" />\n\n<Plain text=\"two\" client:only />\n\n<Opted />\n\n<Off />\n",
    });
    const r = runCli(['build'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr + r.stdout).not.toContain('never runs');
    const html = readFileSync(join(dir, 'out/docs/index.html'), 'utf8');
    expect(html).toContain('<p class="plain">one</p>');
    // client:only: no server HTML, the props for the browser.
    expect(html).toMatch(
      /<docsgen-island data-island="Plain-\w+" data-export="default" data-name="Plain" data-when="only" data-props="\{&quot;text&quot;:&quot;two&quot;\}" style="display:contents"><\/docsgen-island>/,
    );
    expect(html).toMatch(
      /data-name="Opted" data-when="visible" data-props="\{\}" style="display:contents"><p class="opted">opted<\/p><\/docsgen-island>/,
    );
    expect(html).toContain('<p class="off">2</p>');
    expect(html).not.toContain('data-name="Off"');
  });

  it('builds a site whose components need no browser without islands', () => {
    const dir = makeSite({
      'src/Plain.tsx': 'export default function Plain({ text }: { text: string }) { return <p className="plain">{text}</p>; }\n',
      'content/docs/index.mdx': '---\ntitle: Start\n---\nimport Plain from \'@site/src/Plain\';\n\n<Plain text="one" />\n',
    });
    const r = runCli(['build'], dir);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(dir, 'out/docs/index.html'), 'utf8');
    expect(html).toContain('<p class="plain">one</p>');
    expect(html).not.toMatch(/island/);
    expect(existsSync(join(dir, 'out/assets/islands'))).toBe(false);
  });
});

describe('islands in serve --watch', () => {
  let server: CliServer | undefined;
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  it('rebuilds an edited island’s chunk and tells the page to reload', async () => {
    const dir = makeSite({
      'src/Counter.tsx': counter,
      'content/docs/index.mdx': "---\ntitle: Start\n---\nimport Counter from '@site/src/Counter';\n\n<Counter start={1} />\n",
      'content/docs/two.mdx': '---\ntitle: Two\n---\n\nNo island yet.\n',
      'src/Toggle.tsx':
        "import { useState } from 'react';\nexport default function Toggle() { const [on, setOn] = useState(false); return <button type=\"button\" onClick={() => setOn(!on)}>{on ? 'on' : 'off'}</button>; }\n",
    });
    server = await startCliServer(dir, ['--watch']);
    const chunkOf = (html: string) => /href="\/assets\/islands\/(Counter-\w+)\.js"/.exec(html)?.[1];
    const before = await httpGet(server.port, '/docs');
    const first = chunkOf(before.text);
    expect(first).toBeDefined();
    expect((await httpGet(server.port, `/assets/islands/${first}.js`)).text).toContain('useState');
    const events = await openEvents(server.port);
    await events.next('hello');
    writeFileSync(join(dir, 'src/Counter.tsx'), counter.replace('{n}</button>', '{n} clicks (edited)</button>'));
    await events.next('reload');
    const after = await httpGet(server.port, '/docs');
    expect(after.text).toContain('1<!-- --> clicks (edited)');
    const next = chunkOf(after.text);
    expect(next).toBeDefined();
    expect(next).not.toBe(first);
    expect((await httpGet(server.port, `/assets/islands/${next}.js`)).text).toContain('clicks (edited)');
    // A page edited to use an island no page used before: its chunk is built too.
    writeFileSync(join(dir, 'content/docs/two.mdx'), "---\ntitle: Two\n---\nimport Toggle from '@site/src/Toggle';\n\n<Toggle />\n");
    await events.next('reload');
    const two = await httpGet(server.port, '/docs/two');
    const toggle = /href="\/assets\/islands\/(Toggle-\w+)\.js"/.exec(two.text)?.[1];
    expect(toggle).toBeDefined();
    expect((await httpGet(server.port, `/assets/islands/${toggle}.js`)).status).toBe(200);
    events.close();
  });
});
