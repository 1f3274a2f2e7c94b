// A Docusaurus site whose landing page, team page and Markdown pages live in src/pages, whose MDX
// uses the scope Docusaurus gives every page (toc, TOCInline, router, Translate, CodeBlock, values
// imported from the site, CommonJS and ES module packages), and whose config and remark plugin run
// as Node runs them (their own __dirname, a CommonJS file's require, a package the site did not
// install). Copied outside the repository, so that nothing resolves from docsgen's node_modules by
// walking up: what docsgen finds there, it finds on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseConfig, makeSite, repo, runCli } from '../helpers.js';

const fixture = join(repo, 'test/fixtures/docusaurus-pages-site');

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** The fixture, copied, with its vendored packages where `npm install` would put them. */
function copySite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-pages-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(dir, 'vendor')))
    if (name !== 'README.md') cpSync(join(dir, 'vendor', name), join(dir, 'node_modules', name), { recursive: true });
  return dir;
}

let dir: string;
let init: ReturnType<typeof runCli>;
let build: ReturnType<typeof runCli>;
beforeAll(() => {
  dir = copySite();
  init = runCli(['init', '--from', 'docusaurus'], dir);
  build = runCli(['build'], dir);
});

const html = (route: string) => readFileSync(join(dir, 'out', route, 'index.html'), 'utf8');
/** The page's main content as a reader reads it: tags dropped, white space folded. */
const text = (route: string) =>
  (/<(main|div) class="(?:plain|doc)-main[\s\S]*$/.exec(html(route))?.[0] ?? '')
    .replace(/<footer[\s\S]*$/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('a Docusaurus site with src/pages, through init and build', () => {
  it('init maps src/pages to pages.path and runs the config as Node would', () => {
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    const config = readFileSync(join(dir, 'docsgen.config.ts'), 'utf8');
    expect(config).toMatch(/pages: \{\n\s+path: 'src\/pages',\n\s+\}/);
    // The title read through the module's own __dirname; the tagline from a CommonJS file's require.
    expect(config).toContain("title: 'Beacon Docs'");
    expect(config).toContain("tagline: 'Signals for lighthouse keepers'");
    // JSON from a package, imported without an import attribute (webpack lets Docusaurus do it).
    expect(config).toMatch(/customFields: \{\n\s+flavour: 'mint',/);
    expect(init.stdout).toContain(
      '✔ src/pages → pages.path (4 pages: src/pages/about.md, src/pages/contact.mdx, src/pages/index.js, src/pages/team/index.tsx)',
    );
    expect(init.stdout).not.toMatch(/src\/pages.*\n?.*not build/);
  });

  it('builds the pages at the routes Docusaurus gives them, and no others', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    for (const route of ['', 'team', 'about', 'contact', 'docs/intro', 'docs/guide']) expect(() => html(route)).not.toThrow();
    // _-prefixed files and folders, __tests__ and *.test.* files are not pages.
    for (const skipped of ['_draft', '_parts', '_parts/Feature', '__tests__', 'home.test', 'home']) expect(() => html(skipped)).toThrow();
  });

  it('renders the landing page at / from src/pages/index.js, inside the site chrome, without a docs sidebar', () => {
    const home = html('');
    expect(text('')).toContain(
      'Beacon Docs Signals for lighthouse keepers Get started v4.2.0 Beam Bright Feature text. Steady Feature text.',
    );
    // CSS modules scoped as in the site stylesheet; Link through useBaseUrl; a component from @site/.
    expect(home).toMatch(
      /<header class="hero hero--primary hero_[0-9a-f]{6}"><div class="container"><h1 class="hero__title heroTitle_[0-9a-f]{6}">Beacon Docs<\/h1>/,
    );
    expect(home).toContain('<a href="/docs/intro" class="button button--secondary button--lg">Get started</a>');
    // An SVG import is a component drawing it inline (svgr), also through require().default from
    // the site root; a PNG import is its published URL.
    expect(home).toContain(
      '<figure class="lamp"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" class="lamp-icon" role="img"><circle cx="5" cy="5" r="4"/></svg><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2"><title>Beam</title><circle cx="5" cy="5" r="4"/></svg><img src="/img/photo.png" alt="Photo"/></figure>',
    );
    // Infima's layout classes the page is made of are styled: a stylesheet only pages sites load.
    const infima = /<link rel="stylesheet" href="(\/assets\/css\/docusaurus-pages-[0-9a-f]+\.css)"/.exec(home)?.[1];
    expect(infima).toBeDefined();
    expect(readFileSync(join(dir, 'out', infima!), 'utf8')).toContain('.col--6 { flex: 0 0 50%; max-width: 50%; }');
    expect(home).toMatch(/<span class="pill_[0-9a-f]{6}">v4.2.0<\/span>/);
    // The Layout's description in the head; the navbar and footer around; no doc sidebar, no copy of a doc.
    expect(home).toContain('<meta name="description" content="Beacon landing page"/>');
    expect(home).toContain('Beacon authors');
    expect(home).toMatch(/class="navbar/);
    expect(home).not.toContain('class="sidebar"');
    expect(home).not.toContain('rel="canonical" href="https://beacon.example.org/docs/intro"');
    // The page writes its own <main>: the one landmark the page has.
    expect(home.match(/<main[\s>]/g)).toHaveLength(1);
  });

  it('renders a .tsx page with its Layout title and the router location, and Markdown pages', () => {
    expect(html('team')).toContain('<title>Team | Beacon Docs</title>');
    expect(text('team')).toContain('The team Ada Grace You are at /team Colour mode: light');
    // @docusaurus/theme-common's hooks and class names, as the page renders on the server.
    expect(html('team')).toContain('<div class="main-wrapper"><h1>The team</h1>');
    expect(html('about')).toContain('<title>About Beacon | Beacon Docs</title>');
    expect(text('about')).toContain('Beacon is a Markdown page from src/pages.');
    expect(text('contact')).toContain('Write to us about version 4.2.0 .');
  });

  it('gives MDX the scope Docusaurus gives it', () => {
    const intro = html('docs/intro');
    const said = text('docs/intro');
    // The page's # heading after its imports and exports is its title, shown once.
    expect(intro.match(/<h1[\s>]/g)).toHaveLength(1);
    // TOCInline lists the page's own headings, levels 2 and 3, nested.
    expect(intro).toContain(
      '<ul class="table-of-contents table-of-contents-inline"><li><a href="#install">Install</a><ul><li><a href="#from-source">From source</a></li></ul></li><li><a href="#usage">Usage</a></li></ul>',
    );
    // Values imported from the site, in text and in props.
    expect(said).toContain('Current version: 4.2.0 . Channels: stable, beta .');
    expect(intro).toMatch(/<span class="pill_[0-9a-f]{6}">release 4.2.0<\/span>/);
    // CodeBlock with its title, line numbers and highlighting as a fence has them.
    expect(intro).toMatch(/<div class="code-block has-title" data-language="js"><div class="code-title">install.js<\/div>/);
    expect(intro).toMatch(/class="shiki [^"]*line-numbers"/);
    expect(intro).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const<\/span>/);
    // Translate and translate in the default locale, with values.
    expect(said).toContain('Hello, keeper !');
    expect(said).toContain('Goodbye, keeper.');
    expect(intro).toContain('<details><summary>More</summary>Hidden detail</details>');
    expect(intro).toContain('aria-label="Beam tip"');
    // The router's location and useBaseUrl in an expression, and in a .js component with JSX.
    expect(said).toContain('Page path: /docs/intro . Logo at /img/logo.svg .');
    expect(said).toContain('You are at /docs/intro');
    // A CommonJS package (default through __esModule, a named export), an ES module package that
    // uses React hooks with docsgen's React, and JSON from a package without an import attribute.
    expect(said).toContain('widget cjs named export badge warm Flavour: mint');
    // React imported by the page is docsgen's own: a component the page exports uses its hooks.
    expect(said).toContain('count 3 with React function');
    // raw-loader in MDX (the path escaped as the trial's site wrote it), shown in a CodeBlock.
    expect(intro).toMatch(
      /<div class="code-title">setup.sh<\/div><div class="code-body"><pre [^>]*><code><span class="line"><span style="[^"]*">beacon<\/span>/,
    );
    // raw-loader requests: a static import and a require built at run time, each the file's text.
    // The component's CodeBlock names a language no page names: its grammar is loaded all the same.
    expect(intro).toMatch(
      /<div class="code-block has-title" data-language="python"><div class="code-title">hello.py<\/div><div class="code-body"><pre [^>]*><code><span class="line"><span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">print<\/span>/,
    );
    expect(said).toContain('hello from a snippet');
    expect(intro).toContain('<p class="snippet-readme">Snippets are read with raw-loader.\n</p>');
    // The site's remark plugin ran, with unist-util-visit from docsgen, its own __dirname and JSON
    // from a package.
    expect(said).toContain('stamped by remark (mint)');
  });

  it("compiles Sass with the site's own sass: customCss, and a component's CSS module", () => {
    expect(init.stdout).toContain('✖ plugin docusaurus-plugin-sass: not needed while the site has sass installed');
    const css = readdirSync(join(dir, 'out/assets/css'));
    expect(
      readFileSync(
        join(
          dir,
          'out/assets/css',
          css.find((f) => f.startsWith('custom-'))!,
        ),
        'utf8',
      ),
    ).toContain(':root { --beacon-beam: #ffb300; }');
    const components = readFileSync(
      join(
        dir,
        'out/assets/css',
        css.find((f) => f.startsWith('site-components-'))!,
      ),
      'utf8',
    );
    const glow = /class="(glow_[0-9a-f]{6})"><section class="feature">/.exec(html(''))?.[1];
    expect(glow).toBeDefined();
    expect(components).toContain(`.${glow} { box-shadow: 0 0 12px #ffe082; }`);
  });

  it("lists an imported partial's headings through its toc export", () => {
    expect(html('docs/guide')).toContain(
      '<ul class="table-of-contents table-of-contents-inline"><li><a href="#shared-setup">Shared setup</a></li></ul>',
    );
  });
});

describe("mistakes in a site's pages and modules", () => {
  it('a page module that throws while rendering is a writer error naming the module', () => {
    const site = copySite();
    expect(runCli(['init', '--from', 'docusaurus'], site).code).toBe(0);
    writeFileSync(join(site, 'src/pages/broken.js'), 'export default function Broken() {\n  return <p>{window.location.href}</p>;\n}\n');
    const r = runCli(['build'], site);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('src/pages/broken.js  this page threw while rendering: window is not defined');
    expect(r.stderr).not.toContain('docsgen crashed');
  });

  it('a page module whose top-level code throws is a writer error naming the module', () => {
    const site = copySite();
    expect(runCli(['init', '--from', 'docusaurus'], site).code).toBe(0);
    writeFileSync(
      join(site, 'src/pages/stats.js'),
      'const width = window.innerWidth;\nexport default function Stats() {\n  return <p>{width}</p>;\n}\n',
    );
    const r = runCli(['build'], site);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('src/pages/stats.js  this module threw while docsgen loaded it: window is not defined');
    expect(r.stderr).not.toContain('docsgen crashed');
  });

  it('a package a remark plugin imports that is installed nowhere is a writer error at the import', () => {
    const site = copySite();
    expect(runCli(['init', '--from', 'docusaurus'], site).code).toBe(0);
    writeFileSync(
      join(site, 'src/remark/stamp.mjs'),
      "import { visit } from 'unist-util-visit';\nimport { nothing } from 'left-pad-nowhere';\nexport default function remarkStamp() { return (tree) => visit(tree, 'text', () => nothing); }\n",
    );
    const r = runCli(['build'], site);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('src/remark/stamp.mjs:2:25  cannot find package "left-pad-nowhere": it is not installed in this site');
    expect(r.stderr).toContain('hint: install it in the site (npm install left-pad-nowhere)');
    expect(r.stderr).not.toContain('docsgen crashed');
  });

  it("Sass without the site's sass installed is a writer error at the import saying to install it", () => {
    const site = copySite();
    rmSync(join(site, 'node_modules/sass'), { recursive: true });
    writeFileSync(join(site, 'src/css/custom.css'), ':root {}\n');
    writeFileSync(
      join(site, 'docusaurus.config.js'),
      readFileSync(join(site, 'docusaurus.config.js'), 'utf8').replace('custom.scss', 'custom.css'),
    );
    expect(runCli(['init', '--from', 'docusaurus'], site).code).toBe(0);
    const r = runCli(['build'], site);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('src/components/Glow.jsx:1:20  cannot load "./Glow.module.scss": Sass needs the site\'s own compiler');
    expect(r.stderr).toContain('hint: install it in the site (npm install sass), as docusaurus-plugin-sass needs it');
    expect(r.stderr).not.toContain('docsgen crashed');
  });

  it('a workspace package that is not built is a writer error naming the importing file', () => {
    const site = copySite();
    expect(runCli(['init', '--from', 'docusaurus'], site).code).toBe(0);
    mkdirSync(join(site, 'node_modules/@beacon/ui'), { recursive: true });
    writeFileSync(join(site, 'node_modules/@beacon/ui/package.json'), JSON.stringify({ name: '@beacon/ui', main: 'dist/index.js' }));
    writeFileSync(
      join(site, 'src/components/Pill.jsx'),
      "import { Chip } from '@beacon/ui';\n\nexport default function Pill({ label }) {\n  return <Chip>{label}</Chip>;\n}\n",
    );
    const r = runCli(['build'], site);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /src\/components\/Pill\.jsx:1:\d+  cannot load "@beacon\/ui": the package @beacon\/ui is in node_modules but its entry file \(dist\/index\.js\) is missing/,
    );
    expect(r.stderr).toContain('a workspace package that is not built yet? build it first');
    expect(r.stderr).not.toContain('docsgen crashed');
  });
});

describe('pages.path in a native config', () => {
  it('routes a pages folder outside the content folder, and pages/ in the content folder is docs', () => {
    const site = makeSite({
      'docsgen.config.ts': baseConfig("pages: { path: 'landing' },"),
      'content/guide.md': '# Guide\n\nThe guide.\n',
      'content/pages/notes.md': '# Notes\n\nA doc in a folder named pages.\n',
      'landing/index.tsx':
        'import { Layout } from \'docsgen/theme\';\nexport default function Home() {\n  return <Layout title="Home" description="The landing page"><h1 className="landing">Landing</h1></Layout>;\n}\n',
      'landing/faq.mdx': '# FAQ\n\nAnswers.\n',
    });
    const r = runCli(['build'], site);
    expect(r.stderr).toBe('');
    const home = readFileSync(join(site, 'out/index.html'), 'utf8');
    expect(home).toContain('<h1 class="landing">Landing</h1>');
    expect(home).toContain('<meta name="description" content="The landing page"/>');
    expect(readFileSync(join(site, 'out/faq/index.html'), 'utf8')).toContain('Answers.');
    // The content folder's pages/ is a docs folder here: in the sidebar, not standalone.
    const notes = readFileSync(join(site, 'out/pages/notes/index.html'), 'utf8');
    expect(notes).toContain('<a class="sidebar-link active" href="/pages/notes" aria-current="page">');
  });

  it('a pages.path that does not exist is an error at its line in the config', () => {
    const site = makeSite({ 'docsgen.config.ts': baseConfig("pages: { path: 'src/pages' },"), 'content/index.md': '# Home\n' });
    const r = runCli(['build'], site);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/docsgen\.config\.ts:\d+:\d+  pages\.path: the folder src\/pages does not exist/);
  });
});
