// A Docusaurus site as real ones are: a second docs folder (its own plugin instance, sidebars and
// navbar items naming it), a released version as the last one, index docs with relative links,
// html navbar and footer items, an announcement bar, a logo with its size, and a config that
// computes absolute paths. Translated by `init --from docusaurus` and built as it is.
import { beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfig, makeSite, repo, runCli } from '../helpers.js';

let dir = '';
let init: ReturnType<typeof runCli>;
let build: ReturnType<typeof runCli>;
const page = (route: string) => readFileSync(join(dir, 'out', route, 'index.html'), 'utf8');
/** The links of the page's text (not the chrome's). */
const hrefs = (html: string) => /<div class="markdown">[\s\S]*?<\/article>/.exec(html)?.[0].match(/href="[^"]*"/g) ?? [];

beforeAll(() => {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  dir = mkdtempSync(join(repo, 'test/.tmp/docusaurus-instances-'));
  cpSync(join(repo, 'test/fixtures/docusaurus-instances'), dir, { recursive: true });
  init = runCli(['init', '--from', 'docusaurus'], dir);
  build = runCli(['build'], dir);
}, 120_000);

describe('init', () => {
  it('translates without dropping anything and says where each version goes', () => {
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain(
      'plugin-content-docs "community" → docsInstances (community/ at /community, sidebars sidebarsCommunity.js)',
    );
    expect(init.stdout).toContain(
      'versions.json → versions: current (docs/) at /docs/next; 2.0 at /docs (the last version: readers land there)',
    );
    expect(init.stdout).toContain(
      'plugin-content-docs "community" community_versions.json → versions: current (community/) at /community; 1.0 at /community/1.0',
    );
    expect(init.stdout).not.toContain('not carried over');
  });

  it('writes no absolute path of this machine', () => {
    const config = readFileSync(join(dir, 'docsgen.config.ts'), 'utf8');
    expect(config).not.toContain(dir);
    expect(config).toContain("customCss: [\n    'src/css/custom.css',\n  ],");
    expect(config).toContain("sidebarPath: 'sidebarsCommunity.js'");
    expect(config).toContain("lastVersion: '2.0'");
    expect(config).toContain('trailingSlash: true');
  });
});

describe('the built site', () => {
  it('builds without errors or warnings', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(build.stdout).toContain('0 warnings');
  });

  it('publishes the second docs folder under its own route base, with its own sidebar', () => {
    for (const r of ['community/welcome', 'community/meetings/schedule', 'community/meetings/notes'])
      expect(existsSync(join(dir, 'out', r, 'index.html'))).toBe(true);
    const sidebar = /<ul class="sidebar-list depth-0"[\s\S]*?<\/aside>/.exec(page('community/welcome'))?.[0] ?? '';
    expect(sidebar).toContain('href="/community/meetings/schedule"');
    expect(sidebar).not.toContain('href="/docs/');
    // Its own editUrl, not the main folder's (which has none).
    expect(page('community/welcome')).toContain('href="https://github.com/example/beacon/edit/main/community/welcome.md"');
    expect(page('docs/next/intro')).not.toContain('/edit/main/');
    expect(existsSync(join(dir, 'out/community/meetings/schedule.md'))).toBe(true);
    // Its versions too, each with its own sidebar; the sitemap lists the version readers land on.
    expect(page('community/1.0/welcome')).toContain('The community as it was.');
    expect(/<ul class="sidebar-list depth-0"[\s\S]*?<\/aside>/.exec(page('community/1.0/welcome'))?.[0]).toContain(
      'href="/community/1.0/welcome"',
    );
    expect(readFileSync(join(dir, 'out/sitemap.xml'), 'utf8')).not.toContain('/community/1.0/');
    const search = readFileSync(join(dir, 'out/search-records.json'), 'utf8');
    expect(search).toContain('/community/meetings/schedule');
    expect(readFileSync(join(dir, 'out/sitemap.xml'), 'utf8')).toContain('/community/meetings/notes');
  });

  it('links docSidebar and doc navbar items with docsPluginId into that folder', () => {
    const nav = /<header class="navbar[\s\S]*?<\/header>/.exec(page('docs/intro'))?.[0] ?? '';
    expect(nav).toContain('<a class="navbar-link" href="/community/welcome">Community</a>');
    expect(nav).toContain('<a class="navbar-link" href="/community/meetings/schedule">Meetings</a>');
    // The community folder's versions, each linking to its first page.
    expect(nav).toMatch(
      /<button[^>]*>Versions<\/button><ul class="dropdown-menu"><li><a class="dropdown-link" href="\/community\/welcome">Next<\/a><\/li><li><a class="dropdown-link" href="\/community\/1.0\/welcome">1.0<\/a><\/li><\/ul>/,
    );
  });

  it('publishes the last released version at /docs and the docs folder at /docs/next', () => {
    expect(page('docs/intro')).toContain('The released docs.');
    expect(page('docs/next/intro')).toContain('The unreleased docs.');
    // A generated index page of the docs folder's sidebar is under its version's path too.
    expect(page('docs/next/category/guides')).toContain('href="/docs/next/guides/setup"');
    expect(page('docs/next/intro')).toMatch(/class="version-banner[^"]*"[\s\S]*?href="\/docs\/intro"/);
    expect(page('docs/intro')).not.toContain('version-banner');
    // The sitemap lists the version readers land on (and the other docs folder), not /docs/next.
    const sitemap = readFileSync(join(dir, 'out/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://beacon.example.org/docs/intro</loc>');
    expect(sitemap).not.toContain('/docs/next/');
    expect(readFileSync(join(dir, 'out/llms.txt'), 'utf8')).toContain('/docs/intro');
  });

  it('resolves relative links of index docs against their folder and writes them absolute', () => {
    const manager = hrefs(page('docs/next/platform/manager'));
    expect(manager).toContain('href="/docs/next/platform/manager/policies"');
    expect(manager).toContain('href="/docs/next/intro"');
    // `guides/setup.md`: not beside the page, found from the docs folder.
    expect(manager).toContain('href="/docs/next/guides/setup"');
    expect(hrefs(page('docs/next/platform/manager/policies'))).toContain('href="/docs/next/platform/manager"');
    expect(hrefs(page('community/meetings/schedule'))).toContain('href="/community/welcome"');
  });

  it('draws the chrome items Docusaurus has', () => {
    const html = page('docs/intro');
    expect(html).toContain('<img class="navbar-logo themed-light" src="/img/logo.svg" alt="Beacon" width="32" height="32"/>');
    expect(html).toContain('<div class="navbar-html"><span class="nav-status">Status: <b>green</b></span></div>');
    expect(html).toContain('<li class="footer-html"><a href="https://status.example.org" class="footer-status">Service status</a></li>');
    // The copyright is HTML in Docusaurus: a link in it is a link, an entity a character.
    expect(html).toContain(
      '<p class="footer-copyright">Copyright © Beacon authors. Built with <a href="https://docusaurus.io">Docusaurus</a> &#x26; care.</p>',
    );
    expect(html).toContain(
      '<div class="announcement-bar" role="banner" style="background-color:#20232a;color:#fafbfc"><div class="announcement-content">Beacon 3 is out: <a href="/docs/next/intro/">read what changed</a></div><button type="button" class="announcement-close" aria-label="Close">×</button></div>',
    );
    // Closed once, hidden before first paint on every later page.
    expect(html).toContain('localStorage.getItem("docsgen-announcement-dismissed")==="beacon-3"');
  });
});

describe('native config', () => {
  it('declares several docs folders; a docsPluginId-less site builds each with its own sidebar', () => {
    const site = makeSite({
      'docsgen.config.ts': baseConfig(
        "docs: { path: 'docs', routeBasePath: '/docs' },\n  docsInstances: [{ id: 'api', path: 'api-docs', routeBasePath: '/api' }],",
      ),
      'docs/intro.md': '# Intro\n\nSee the [API overview](/api/overview).\n',
      'api-docs/overview.md': '# API overview\n\nBack to [the intro](/docs/intro).\n',
      'api-docs/auth/tokens.md': '# Tokens\n\nText.\n',
    });
    const r = runCli(['build'], site);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const html = readFileSync(join(site, 'out/api/auth/tokens/index.html'), 'utf8');
    const sidebar = /<ul class="sidebar-list depth-0"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(sidebar).toContain('href="/api/overview"');
    expect(sidebar).not.toContain('href="/docs/intro"');
  });

  it('two docs folders with one id is an error at the config', () => {
    const site = makeSite({
      'docsgen.config.ts': baseConfig(
        "docsInstances: [{ id: 'api', path: 'a', routeBasePath: '/a' }, { id: 'api', path: 'b', routeBasePath: '/b' }],",
      ),
      'content/index.md': '# Home\n',
    });
    const r = runCli(['build'], site);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('docsInstances[1].id: id "api" is used by an earlier entry');
  });

  it("script in the chrome's markup is refused at the config, not shipped on every page", () => {
    const site = makeSite({
      'docsgen.config.ts': baseConfig('announcementBar: { content: \'Hi <img src=x onerror="alert(1)">\' },'),
      'content/index.md': '# Home\n',
    });
    const r = runCli(['build'], site);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/docsgen\.config\.ts.*announcementBar\.content: .*onerror/);
    expect(r.stderr).toContain('markdown.trustedHtml');
  });
});

describe('the init report', () => {
  it('names every setting it does not read, with why; deploy-only keys are notes', () => {
    const site = makeSite({
      'package.json': '{ "name": "site", "private": true }\n',
      'docs/intro.md': '# Intro\n',
      'src/theme/DocItem/Layout/index.js': 'export default () => null;\n',
      'src/theme/DocItem/Footer/index.tsx': 'export default () => null;\n',
      'src/theme/Navbar.js': 'export default () => null;\n',
      'src/theme/MDXComponents.js': 'export default {};\n',
      'src/theme/prism-include-languages.js': 'export default () => {};\n',
      'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://example.com', baseUrl: '/',
  organizationName: 'acme', projectName: 'site', headTags: [{ tagName: 'meta', attributes: { name: 'x' } }], clientModules: ['./src/x.js'],
  markdown: { mermaid: true, mdx1Compat: { comments: true } },
  presets: [['classic', { docs: { disableVersioning: true, editLocalizedFiles: true }, googleAnalytics: { trackingID: 'UA-1' }, debug: true }]],
  themeConfig: { docs: { sidebar: { hideable: true } }, tableOfContents: { maxHeadingLevel: 4 }, image: 'img/card.png' },
};
`,
    });
    rmSync(join(site, 'docsgen.config.ts'));
    const r = runCli(['init', '--from', 'docusaurus'], site);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    for (const line of [
      '✖ headTags: docsgen adds no tags to every page',
      '✖ clientModules: docsgen runs no client modules',
      '✖ themeConfig.docs: the sidebar options (hideable, autoCollapseCategories, versionPersistence) have no docsgen equivalent',
      '✖ themeConfig.tableOfContents: the table of contents shows h2 and h3',
      '✖ themeConfig.image: no site-wide social card image',
      '✖ markdown.mdx1Compat: docsgen accepts HTML comments in MDX',
      '✖ docs.editLocalizedFiles: no docsgen equivalent',
      '✖ preset option googleAnalytics: use `analytics` or `tagManager`',
      '✖ preset option debug: not needed',
      '• organizationName: read by `docusaurus deploy` only',
      '• markdown.mermaid: ```mermaid fences are diagrams in docsgen',
      '✖ src/theme (swizzled): DocItem, Navbar: docsgen draws its own theme and does not use swizzled theme components',
      "✖ src/theme/prism-include-languages: languages it registers with Prism are not known to docsgen's highlighter",
    ])
      expect(r.stdout).toContain(line);
    // disableVersioning without a versions.json changes nothing: not reported.
    expect(r.stdout).not.toContain('disableVersioning');
  });
});

describe('a site without the preset', () => {
  it('takes customCss from @docusaurus/theme-classic and the docs from plugin-content-docs', () => {
    const site = makeSite({
      'package.json': '{ "name": "site", "private": true }\n',
      'docs/intro.md': '# Intro\n',
      'src/css/custom.css': ':root {}\n',
      'docusaurus.config.js': `const path = require('path');
module.exports = {
  title: 'Site', url: 'https://example.com', baseUrl: '/',
  themes: [['@docusaurus/theme-classic', { customCss: [path.resolve(__dirname, 'src/css/custom.css')] }]],
  plugins: [['@docusaurus/plugin-content-docs', { path: 'docs', routeBasePath: '/' }]],
};
`,
    });
    rmSync(join(site, 'docsgen.config.ts'));
    const r = runCli(['init', '--from', 'docusaurus'], site);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('@docusaurus/theme-classic: docsgen draws its own theme; its customCss is carried over');
    expect(r.stdout).not.toContain('✖ theme @docusaurus/theme-classic');
    const config = readFileSync(join(site, 'docsgen.config.ts'), 'utf8');
    expect(config).toContain("customCss: [\n    'src/css/custom.css',\n  ],");
    expect(config).not.toContain(site);
  });
});

describe('autogenerated sidebars', () => {
  it("dirName '.' is the whole docs folder, as Docusaurus reads it", () => {
    const site = makeSite({
      'docsgen.config.ts': baseConfig("sidebars: { docs: [{ type: 'autogenerated', dirName: '.' }] },"),
      'content/index.md': '# Home\n',
      'content/a.md': '# Page A\n',
      'content/sub/s1.md': '# Sub page\n',
    });
    const r = runCli(['build'], site);
    expect(r.stderr).toBe('');
    const sidebar =
      /<ul class="sidebar-list depth-0"[\s\S]*?<\/aside>/.exec(readFileSync(join(site, 'out/a/index.html'), 'utf8'))?.[0] ?? '';
    expect(sidebar).toContain('href="/a"');
    expect(sidebar).toContain('href="/sub/s1"');
  });
});
