import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, readdirSync, statSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { baseConfig, makeSite, runCli } from '../helpers.js';

const good = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome page.\n',
  'content/docs/index.md': '---\ntitle: Start\n---\n\nStart here.\n',
};

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out[p.slice(dir.length)] = readFileSync(p).toString('base64');
    }
  };
  walk(dir);
  return out;
}

/** Builds a good site, breaks one file, builds again: the second build must fail like a writer expects. */
function breakSite(path: string, text: string) {
  const dir = makeSite(good);
  const first = runCli(['build'], dir);
  expect(first.code, first.stderr).toBe(0);
  const before = snapshot(join(dir, 'out'));
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
  const r = runCli(['build'], dir);
  const after = snapshot(join(dir, 'out'));
  return { ...r, before, after };
}

function expectWriterError(r: ReturnType<typeof breakSite>, place: string, message: RegExp, caretLine?: string) {
  expect(r.code).toBe(1);
  expect(r.stderr).toContain(`${place}  `);
  expect(r.stderr).toMatch(message);
  if (caretLine) {
    const lines = r.stderr.split('\n');
    const i = lines.findIndex((l) => l.includes(caretLine) && /^\s+\d+ \| /.test(l));
    expect(i, r.stderr).toBeGreaterThan(-1);
    const col = Number(place.split(':').pop());
    const gutter = lines[i].indexOf('| ') + 2;
    expect(lines[i + 1].indexOf('^')).toBe(gutter + col - 1);
  }
  expect(r.stderr).not.toMatch(/^\s+at /m);
  expect(r.stderr).toContain('the previous output was left untouched');
  expect(r.after).toEqual(r.before);
}

describe('writer errors: file:line:col, caret, hint, exit 1, previous out/ untouched', () => {
  it('invalid frontmatter YAML', () => {
    const r = breakSite('content/docs/bad.md', '---\ntitle: Bad\ndescription: [unclosed\n---\n\nText\n');
    expect(r.stderr).toMatch(/content\/docs\/bad\.md:\d+:\d+  invalid frontmatter/);
    expect(r.code).toBe(1);
    expect(r.after).toEqual(r.before);
  });

  it('frontmatter value of the wrong type', () => {
    const r = breakSite('content/docs/bad.md', '---\ntitle: Bad\nsidebar_position: first\n---\n\nText\n');
    expectWriterError(r, 'content/docs/bad.md:3:19', /frontmatter "sidebar_position": .*number/, 'sidebar_position: first');
  });

  it('MDX syntax error with a hint', () => {
    const r = breakSite('content/docs/bad.mdx', '---\ntitle: Bad\n---\n\nSome text.\n\n<Tabs>\n<TabItem value="a">\n\nA\n\n</Tabs>\n');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/content\/docs\/bad\.mdx:\d+:\d+  MDX syntax error: /);
    expect(r.stderr).toMatch(/hint: .*(closing|JSX tags must be closed)/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.after).toEqual(r.before);
  });

  it('unknown component names the component and lists the known ones', () => {
    const r = breakSite('content/docs/bad.mdx', '---\ntitle: Bad\n---\n\nIntro.\n\n<Tabz groupId="x" />\n');
    expectWriterError(r, 'content/docs/bad.mdx:7:1', /unknown component <Tabz>/, '<Tabz groupId="x" />');
    expect(r.stderr).toMatch(/hint: known components: .*TabItem, Tabs/);
  });

  it('an import that does not resolve', () => {
    const r = breakSite('content/docs/bad.mdx', "---\ntitle: Bad\n---\n\nimport Thing from './_missing.mdx';\n\n<Thing />\n");
    expectWriterError(r, 'content/docs/bad.mdx:5:1', /cannot resolve import "\.\/_missing\.mdx"/, "import Thing from './_missing.mdx';");
  });

  it('an unclosed admonition runs to the end of the page, as in Docusaurus, with a warning at its line', () => {
    for (const ext of ['md', 'mdx']) {
      const dir = makeSite({
        ...good,
        [`content/docs/open.${ext}`]: '---\ntitle: Open\n---\n\nText.\n\n:::warning Careful\n\nNever closed.\n\n:::tip\n\nNor this.\n',
      });
      const r = runCli(['build'], dir);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(
        `content/docs/open.${ext}:7:1  the "warning" admonition opened here is never closed, so it runs to the end of the page (add a line with ::: where it ends)`,
      );
      expect(r.stdout).toContain(`content/docs/open.${ext}:11:1  the "tip" admonition`);
      const html = readFileSync(join(dir, 'out/docs/open/index.html'), 'utf8');
      // Nothing lost: both texts are inside their admonitions, the tip inside the warning.
      expect(html).toMatch(/admonition-warning[\s\S]*Never closed\.[\s\S]*admonition-tip[\s\S]*Nor this\.[\s\S]*<\/aside>[\s\S]*<\/aside>/);
    }
  });

  it('a broken link names the target and the closest route', () => {
    const r = breakSite('content/docs/bad.md', '---\ntitle: Bad\n---\n\nSee [the start](/docs/strat) page.\n');
    expectWriterError(r, 'content/docs/bad.md:5:5', /broken link to \/docs\/strat/, 'See [the start](/docs/strat) page.');
    expect(r.stderr).toContain('hint: did you mean /docs?');
  });

  it('a broken link in the sidebar config is reported once, at its place in the config', () => {
    const dir = makeSite({
      ...good,
      'content/docs/guide.md': '---\ntitle: Guide\n---\n\nGuide.\n',
      'docsgen.config.ts': baseConfig(
        "sidebars: { docs: [{ type: 'doc', id: 'docs/index' }, { type: 'doc', id: 'docs/guide' }, { type: 'link', label: 'Gone', href: '/docs/guid' }] },",
      ),
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('docsgen.config.ts:6:129  broken link to /docs/guid (in the sidebar)');
    expect(r.stderr).toContain('hint: did you mean /docs/guide?');
    expect(r.stderr.match(/broken link to \/docs\/guid/g)).toHaveLength(1);
  });

  it('a broken link inside a partial is reported in the partial, where it was written', () => {
    const dir = makeSite({
      ...good,
      'content/docs/_part.mdx': 'Intro text.\n\nSee [nowhere](/docs/nowhere).\n',
      'content/docs/p.mdx': "---\ntitle: P\n---\n\nimport Part from './_part.mdx';\n\n<Part />\n",
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/docs/_part.mdx:3:5  broken link to /docs/nowhere');
    expect(r.stderr).toContain('See [nowhere](/docs/nowhere).');
  });

  it('an image that does not exist', () => {
    const r = breakSite('content/docs/bad.md', '---\ntitle: Bad\n---\n\n![Diagram](./img/missing.png)\n');
    expectWriterError(r, 'content/docs/bad.md:5:1', /image not found: \.\/img\/missing\.png/, '![Diagram](./img/missing.png)');
  });

  it('an unknown config key names the key path and the expected shape', () => {
    const r = breakSite('docsgen.config.ts', baseConfig("colorMode: { defaultMode: 'dark', flavour: 'x' },"));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/docsgen\.config\.ts:\d+:\d+  colorMode: unknown key "flavour"/);
    expect(r.after).toEqual(r.before);
  });

  it('a config value of the wrong type', () => {
    const r = breakSite('docsgen.config.ts', baseConfig("onBrokenLinks: 'explode',"));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/docsgen\.config\.ts:\d+:\d+  onBrokenLinks: /);
    expect(r.stderr).toContain('expected one of "throw", "warn", "ignore"');
  });

  it('a package the config imports that the site has not installed', () => {
    const r = breakSite(
      'docsgen.config.ts',
      baseConfig('markdown: { remarkPlugins: [notThere] },').replace(
        'export default',
        "import notThere from 'remark-not-installed-here';\nexport default",
      ),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /docsgen\.config\.ts:2:\d+  the config imports "remark-not-installed-here", which is not installed in this site/,
    );
    expect(r.stderr).toContain('npm install remark-not-installed-here');
    expect(r.stderr).not.toContain('crashed');
    expect(r.after).toEqual(r.before);
  });

  it('a content folder that does not exist', () => {
    const r = breakSite('docsgen.config.ts', baseConfig("docs: { path: 'missing-folder' },"));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/docsgen\.config\.ts  docs\.path: the content folder .*missing-folder does not exist/);
    expect(r.stderr).toContain('hint: create it');
    expect(r.after).toEqual(r.before);
  });

  it('a page module without a default export', () => {
    const r = breakSite('content/pages/about.tsx', 'export const meta = { title: "About" };\nexport function About() { return null; }\n');
    expectWriterError(r, 'content/pages/about.tsx:1:1', /page module has no default export/);
  });

  it('an OpenAPI description the config names but that does not exist', () => {
    const dir = makeSite({
      ...good,
      'docsgen.config.ts': baseConfig("openapi: [{ id: 'api', spec: 'openapi/missing.yaml', route: '/docs/api' }],"),
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('openapi/missing.yaml  this OpenAPI description does not exist');
    expect(r.stderr).toContain('check `openapi[].spec` in the config');
    expect(r.stderr).not.toMatch(/crashed|ENOENT|\n\s+at /);
  });

  it('duplicate routes warn and name both files', () => {
    const dir = makeSite({
      ...good,
      'content/docs/a.md': '---\ntitle: A\nslug: /docs/same\n---\n\nA\n',
      'content/docs/b.md': '---\ntitle: B\nslug: /docs/same\n---\n\nB\n',
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/content\/docs\/b\.md\s+duplicate route \/docs\/same: content\/docs\/a\.md has the same route/);
  });

  it('bad usage exits 2', () => {
    const dir = makeSite(good);
    expect(runCli(['build', '--no-such-flag'], dir).code).toBe(2);
    expect(runCli(['frobnicate'], dir).code).toBe(2);
  });
});
