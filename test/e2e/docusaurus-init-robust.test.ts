// `docsgen init --from docusaurus` on configs as real sites write them: packages that are not
// installed (required, resolved, constructed), relative links, and settings docsgen does not carry
// over, each named in the report.
import { describe, expect, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite, runCli } from '../helpers.js';

/** A Docusaurus site (no docsgen.config.ts yet) with the given files; its package.json is
 *  CommonJS, as a Docusaurus site's usually is. */
function docusaurusSite(files: Record<string, string>): string {
  const dir = makeSite({ 'package.json': '{ "name": "site", "private": true }\n', 'docs/intro.md': '# Intro\n\nHello.\n', ...files });
  rmSync(join(dir, 'docsgen.config.ts'));
  return dir;
}

function init(files: Record<string, string>, ...args: string[]) {
  const dir = docusaurusSite(files);
  const r = runCli(['init', '--from', 'docusaurus', ...args], dir);
  const config = r.code === 0 ? readFileSync(join(dir, 'docsgen.config.ts'), 'utf8') : '';
  return { ...r, dir, config };
}

const cjsConfig = (body: string) => `module.exports = {\n  title: 'Site',\n  url: 'https://example.com',\n  baseUrl: '/',\n${body}\n};\n`;

describe('packages that are not installed', () => {
  it('require.resolve of one in customCss, stylesheets and themes is left out and said so, not a crash', () => {
    const r = init({
      'src/css/custom.css': ':root {}\n',
      'docusaurus.config.js':
        cjsConfig(`  presets: [['classic', { docs: {}, theme: { customCss: ['./src/css/custom.css', require.resolve('not-installed-tweet/theme.css')] } }]],
  themes: [require.resolve('@not-installed/docusaurus-theme-search-pagefind')],
  stylesheets: [require.resolve('not-installed-fonts/fonts.css'), { href: 'https://cdn.example.com/x.css', type: 'text/css' }],`),
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '✖ customCss not-installed-tweet/theme.css: left out: the package not-installed-tweet is not installed here',
    );
    expect(r.stdout).toContain(
      '✖ stylesheets not-installed-fonts/fonts.css: left out: the package not-installed-fonts is not installed here',
    );
    expect(r.stdout).toContain('✖ stylesheets https://cdn.example.com/x.css: docsgen adds no <link> to every page');
    expect(r.stdout).toContain('✖ theme @not-installed/docusaurus-theme-search-pagefind (not installed here');
    expect(r.stdout).toContain('not needed: docsgen has built-in local search');
    expect(r.stdout).toMatch(/not installed, so left out of the evaluation: .*not-installed-tweet\/theme\.css/);
    expect(r.config).toContain("customCss: [\n    'src/css/custom.css',\n  ],");
    expect(r.config).not.toContain('__docsgen_not_installed__');
  });

  it('a config that makes its own require (createRequire(import.meta.url)) gets the same answer', () => {
    const r = init({
      'docusaurus.config.mjs': `import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
export default { title: 'Site', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, theme: { customCss: [require.resolve('not-installed-tweet/theme.css')] } }]] };
`,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✖ customCss not-installed-tweet/theme.css: left out');
    expect(r.config).not.toContain('customCss');
  });

  it('the stub takes any use: called, constructed, chained, iterated, printed, required by a computed name', () => {
    const r = init({
      'docusaurus.config.ts': `import Thing, { helper } from 'not-installed-a';
const made = new Thing({ x: 1 });
const chained = require('not-installed-b').configure().with({ y: 2 }).build();
const name = 'not-installed-' + 'c';
const dynamic = require(name);
const list = [...helper()];
const text = \`\${made.label}\`;
export default { title: 'Site ' + text + list.length, url: 'https://example.com', baseUrl: '/', customFields: { chained: typeof chained, dynamic: typeof dynamic, isIt: made instanceof Thing } };
`,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.config).toContain("title: 'Site 0'");
    expect(r.stdout).toMatch(/not installed, so left out of the evaluation: not-installed-a, not-installed-b, not-installed-c /);
  });

  it('import.meta.resolve answers from the file, and names a package that is not installed', () => {
    const r = init({
      'lib/paths.mjs':
        "export const here = import.meta.resolve('./custom.css');\nexport const there = import.meta.resolve('not-installed-d/x.css');\n",
      'docusaurus.config.mjs': `import { here, there } from './lib/paths.mjs';
export default { title: 'Site', url: 'https://example.com', baseUrl: '/', customFields: { here: here.endsWith('/lib/custom.css'), there: there.includes('not-installed-d/x.css') } };
`,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.config).toContain('here: true');
    expect(r.config).toContain('there: true');
  });
});

describe('a config that throws', () => {
  it("is the site's error at the config file, not a docsgen crash (a config reading a file the copy lacks)", () => {
    const r = init({
      'docusaurus.config.js': `const pkg = require('fs').readFileSync(require('path').join(__dirname, 'missing', 'package.json'), 'utf8');\n${cjsConfig('')}`,
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('docusaurus.config.js  this module threw while docsgen ran it: ENOENT');
    expect(r.stderr).toContain('hint: docsgen runs it as Node would');
    expect(r.stderr).not.toContain('bug in docsgen');
  });
});

describe('init flags', () => {
  it('takes --debug, as the crash message says to', () => {
    const r = init({ 'docusaurus.config.js': cjsConfig('') }, '--debug');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const plain = runCli(['init', 'fresh', '--debug'], docusaurusSite({}));
    expect(plain.stderr).toBe('');
    expect(plain.code).toBe(0);
  });
});

describe('links', () => {
  it('a relative `to` is a route from the site root; pathname:// is the plain path', () => {
    const r = init({
      'docusaurus.config.js': cjsConfig(`  themeConfig: {
    navbar: { items: [{ label: 'FAQ', to: 'faq' }, { label: 'Play', to: 'pathname:///playground/' }, { label: 'Home', to: '/' }, { label: 'Ext', href: 'https://example.org' }] },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Usage', to: './usage' }, { label: 'Anchor', to: 'intro#top' }] }] },
  },`),
    });
    expect(r.code).toBe(0);
    expect(r.config).toContain("to: '/faq',");
    expect(r.config).toContain("to: '/playground/',");
    expect(r.config).toContain("to: '/',");
    expect(r.config).toContain("to: '/usage',");
    expect(r.config).toContain("to: '/intro#top',");
    expect(r.config).toContain("href: 'https://example.org',");
    expect(r.stdout).toContain(
      'themeConfig.navbar.items[1]: pathname:///playground/ → /playground/; docsgen checks it like any link, so the site must publish it (a page, or static/playground/index.html)',
    );
  });

  it('a link to a folder of static files is not broken when static/<folder>/index.html exists', () => {
    const cfg = (extra: string) => `import { defineConfig } from '${join(process.cwd(), 'generator/config/define-config.ts')}';
export default defineConfig({ title: 'S', url: 'https://example.com', navbar: { items: [{ label: 'Play', to: '/playground/' }] }${extra} });
`;
    const page = { 'content/index.md': '# Home\n' };
    const ok = makeSite({ 'docsgen.config.ts': cfg(''), ...page, 'static/playground/index.html': '<!doctype html><title>play</title>\n' });
    const built = runCli(['build'], ok);
    expect(built.stderr).not.toContain('/playground/');
    expect(built.code).toBe(0);
    const missing = makeSite({ 'docsgen.config.ts': cfg(''), ...page });
    const broken = runCli(['build'], missing);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('broken link to /playground/');
  });
});

describe('what does not carry over is named', () => {
  const files = {
    'src/pages/index.jsx': 'export default function Home() { return null; }\n',
    'src/pages/help/index.mdx': '# Help\n',
    'src/pages/_hidden.jsx': 'export default () => null;\n',
    'src/pages/users/styles.module.css': '.x {}\n',
    'versions.json': '["1.0"]\n',
    'docusaurus.config.js': cjsConfig(`  scripts: ['https://cdn.example.com/a.js', { src: 'https://cdn.example.com/b.js', async: true }],
  customFields: { users: [{ name: 'A' }], githubUrl: 'https://github.com/x/y', compute: () => 1 },
  presets: [['classic', { docs: { lastVersion: '1.0', onlyIncludeVersions: ['current', '1.0'], versions: { current: { label: 'next', path: 'next', banner: 'unreleased', badge: true }, '1.0': { label: 'v1', path: 'deep/er' } } } }]],
  themeConfig: { prism: { additionalLanguages: ['bash', 'json', 'vim', 'flow', 'powershell'] } },`),
  };

  it('src/pages carries over as pages.path; scripts, prism languages, version options; customFields and version labels carry over', () => {
    const r = init(files);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '✔ src/pages → pages.path (2 pages: src/pages/help/index.mdx, src/pages/index.jsx), routed from / as Docusaurus routes them',
    );
    expect(r.stdout).not.toContain('_hidden');
    expect(r.stdout).toContain('✖ scripts https://cdn.example.com/a.js: docsgen adds no <script> to every page');
    expect(r.stdout).toContain('✖ scripts https://cdn.example.com/b.js:');
    expect(r.stdout).toContain('✖ themeConfig.prism.additionalLanguages flow:');
    expect(r.stdout).toContain(
      '✔ versions.json → versions: current (docs/) at /docs/next; 1.0 at /docs (the last version: readers land there)',
    );
    expect(r.stdout).not.toMatch(/✖ docs\.(lastVersion|onlyIncludeVersions)/);
    expect(r.config).toContain("lastVersion: '1.0',\n    onlyIncludeVersions: [\n      '1.0',\n    ],");
    expect(r.stdout).toContain('✖ docs.versions.current.badge:');
    expect(r.stdout).toContain("✖ docs.versions.1.0.path 'deep/er': docsgen takes one route segment");
    expect(r.stdout).toContain('✖ customFields.compute: a function is not data');
    expect(r.stdout).toContain('✔ customFields (users, githubUrl)');
    expect(r.config).toContain(
      "versions: {\n      current: {\n        label: 'next',\n        path: 'next',\n        banner: 'unreleased',\n      },\n      '1.0': {\n        label: 'v1',\n      },\n    },",
    );
    expect(r.config).toContain(
      "customFields: {\n    users: [\n      {\n        name: 'A',\n      },\n    ],\n    githubUrl: 'https://github.com/x/y',\n  },",
    );
  });
});

describe('code languages the trial sites use', () => {
  it('html, css, jsx, md/markdown, graphql, hbs, vim and scss blocks are coloured, with no unknown-language warning', () => {
    const fences = ['html', 'css', 'jsx', 'md', 'markdown', 'graphql', 'gql', 'hbs', 'handlebars', 'vim', 'scss', 'less'];
    const samples: Record<string, string> = {
      html: '<div class="a">x</div>',
      css: '.a { color: red; }',
      jsx: 'const a = <div className="a">{x}</div>;',
      md: '# Title\n\n*x*',
      markdown: '# Title',
      graphql: 'query { user(id: 1) { name } }',
      gql: 'type A { b: String }',
      hbs: '{{#if a}}<p>{{b}}</p>{{/if}}',
      handlebars: '{{name}}',
      vim: 'set number\nlet g:x = 1',
      scss: '$a: 1px;\n.b { .c { width: $a; } }',
      less: '@a: 1px;\n.b { width: @a; }',
    };
    const body = fences.map((f) => `\`\`\`${f}\n${samples[f]}\n\`\`\`\n`).join('\n');
    const dir = makeSite({
      'content/index.md': `# Home\n\n${body}`,
      'content/guide.mdx': `# Guide\n\n<div>mdx</div>\n\n\`\`\`html\n<p>in mdx</p>\n\`\`\`\n`,
    });
    const r = runCli(['build'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('unknown code language');
    const html = readFileSync(join(dir, 'out/index.html'), 'utf8');
    const blocks = html.split('<pre').slice(1);
    expect(blocks).toHaveLength(fences.length);
    // Coloured: each block has tokens with their own light/dark colours, not one plain span.
    for (const b of blocks) expect((b.match(/--shiki-light:/g) ?? []).length).toBeGreaterThan(1);
    expect(
      (
        readFileSync(join(dir, 'out/guide/index.html'), 'utf8')
          .split('<pre')[1]
          .match(/--shiki-light:/g) ?? []
      ).length,
    ).toBeGreaterThan(1);
  });

  it('init names only the Prism languages docsgen cannot colour', () => {
    const r = init({
      'docusaurus.config.js': cjsConfig(
        "  themeConfig: { prism: { additionalLanguages: ['html', 'css', 'jsx', 'markdown', 'graphql', 'handlebars', 'vim', 'scss', 'less', 'bash', 'flow', 'markup-templating'] } },",
      ),
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✖ themeConfig.prism.additionalLanguages flow, markup-templating:');
  });
});

describe('customFields', () => {
  it('pages read them as useDocusaurusContext().siteConfig.customFields', () => {
    const dir = makeSite({
      'docsgen.config.ts': `import { defineConfig } from '${join(process.cwd(), 'generator/config/define-config.ts')}';
export default defineConfig({ title: 'S', url: 'https://example.com', customFields: { githubUrl: 'https://github.com/x/y' } });
`,
      'content/index.mdx': `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export const Repo = () => <a className="repo" href={useDocusaurusContext().siteConfig.customFields.githubUrl}>repo</a>;

# Home

<Repo />
`,
    });
    const r = runCli(['build'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'out/index.html'), 'utf8')).toContain('<a class="repo" href="https://github.com/x/y">repo</a>');
  });
});
