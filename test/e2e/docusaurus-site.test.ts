// A Docusaurus 3 site, unchanged: `docsgen init --from docusaurus` writes the config and says what
// it dropped, and the build gives Docusaurus's routes, sidebars and generated index pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runCli } from '../helpers.js';
import { copyFixture, migratedSite } from '../docusaurus-fixture.js';

let site: ReturnType<typeof migratedSite>;
beforeAll(() => {
  site = migratedSite();
});
const page = (route: string) => readFileSync(join(site.dir, 'out', route, 'index.html'), 'utf8');
const sidebarText = (html: string) => (/<nav[^>]*sidebar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

function routes(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name === 'index.html') out.push(`/${relative(join(site.dir, 'out'), d)}`.replace(/\/$/, '') || '/');
    }
  };
  walk(dir);
  return out.sort();
}

describe('docsgen init --from docusaurus', () => {
  it('writes docsgen.config.ts from docusaurus.config.ts without the Docusaurus packages installed', () => {
    expect(site.init.stderr).toBe('');
    expect(site.init.code).toBe(0);
    const config = readFileSync(join(site.dir, 'docsgen.config.ts'), 'utf8');
    expect(config).toContain("import { defineConfig } from 'docsgen';");
    expect(config).toContain("title: 'Lantern Docs'");
    expect(config).toContain("sidebarPath: 'sidebars.ts'");
    expect(config).toContain("routeBasePath: '/'");
    // A doc item becomes that doc's route (number prefixes and slugs applied); a docSidebar item
    // the first page of that sidebar; the GitHub link an icon.
    expect(config).toMatch(/label: 'CLI',\n\s+to: '\/reference\/cli'/);
    expect(config).toMatch(/label: 'Guides',\n\s+to: '\/'/);
    expect(config).toMatch(/icon: 'github',\n\s+ariaLabel: 'GitHub'/);
    expect(config).toContain("editUrl: 'https://github.com/example/lantern/edit/main'");
    expect(config).toContain("containerId: 'GTM-LANTERN'");
    expect(config).toMatch(/provider: 'docsearch',\n\s+appId: 'APP123'/);
    expect(config).toContain("onBrokenAnchors: 'warn'");
    expect(config).toContain("'src/css/custom.css'");
  });

  it('reports what it translated and names each dropped plugin and option with what to do instead', () => {
    const out = site.init.stdout;
    expect(out).toContain('✔ navbar (4 items, logo, hideOnScroll)');
    expect(out).toContain("✔ onBrokenAnchors: 'log' (as 'warn')");
    expect(out).toMatch(/✖ plugin @docusaurus\/plugin-client-redirects: redirects are not generated: configure them on the host/);
    expect(out).toMatch(/✖ docs.showLastUpdateAuthor: docsgen shows the date only/);
    expect(out).toMatch(/✖ themeConfig.navbar.items\[2\].items\[1\] type 'html': raw HTML items are not supported/);
    expect(out).toContain('trailingSlash: false');
    expect(out).toContain('not installed, so left out of the evaluation: prism-react-renderer');
  });

  it('never overwrites docsgen.config.ts', () => {
    const before = readFileSync(join(site.dir, 'docsgen.config.ts'), 'utf8');
    const again = runCli(['init', '--from', 'docusaurus'], site.dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('docsgen.config.ts already exists; nothing was written');
    expect(readFileSync(join(site.dir, 'docsgen.config.ts'), 'utf8')).toBe(before);
  });

  it('says where the Docusaurus config is broken, at its line, without a stack', () => {
    const dir = copyFixture();
    writeFileSync(join(dir, 'docusaurus.config.ts'), "const config = {\n  title: 'x',,\n};\nexport default config;\n");
    const r = runCli(['init', '--from', 'docusaurus'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/docusaurus\.config\.ts:2:\d+ {2}cannot read this module/);
    expect(r.stderr).not.toContain('    at ');
    expect(existsSync(join(dir, 'docsgen.config.ts'))).toBe(false);
  });
});

describe('a migrated Docusaurus site builds unchanged', () => {
  it('builds with Docusaurus routes: number prefixes stripped, slugs, generated-index pages', () => {
    expect(site.build.stderr).toBe('');
    expect(site.build.code).toBe(0);
    expect(routes(join(site.dir, 'out'))).toEqual([
      '/',
      '/category/getting-started',
      '/category/the-basics',
      '/faq',
      '/getting-started/install',
      '/getting-started/overview',
      '/guides/advanced',
      '/guides/basics/first-light',
      '/reference',
      '/reference/cli',
      '/reference/settings',
      '/search',
    ]);
  });

  it('shows each page the sidebar it belongs to, in sidebars.ts order, with html, link, ref and shorthand items', () => {
    expect(sidebarText(page('getting-started/install'))).toBe('Welcome to Lantern Getting started Overview Install The basics First light Advanced use Elsewhere Changelog Quick links FAQ CLI');
    // reference/cli is in the guides sidebar only as a ref; it is in (and displays) the reference one.
    expect(sidebarText(page('reference/cli'))).toBe('Reference CLI Settings');
    expect(sidebarText(page('reference/settings'))).toBe('Reference CLI Settings');
    const guides = page('faq');
    expect(guides).toContain('<li class="sidebar-item sidebar-html"><span class="sidebar-divider">Elsewhere</span></li>');
    expect(page('reference')).toContain('class="sidebar-item sidebar-category has-link reference-category"');
  });

  it('builds generated index pages with the title, description and a card per item', () => {
    const basics = page('category/the-basics');
    expect(basics).toContain('<h1 class="doc-title">Basics, all of them</h1>');
    expect(basics).toContain('<p>The first things to learn.</p>');
    expect(basics).toContain('<a class="doc-card" href="/guides/basics/first-light"><span class="doc-card-title">First light</span></a>');
    const start = page('category/getting-started');
    expect(start).toContain('<p>Install Lantern and light your first corner.</p>');
    expect(start.match(/class="doc-card"/g)).toHaveLength(2);
    const reference = page('reference');
    expect(reference).toContain('<h1 class="doc-title">Reference overview</h1>');
    expect(reference.match(/class="doc-card"/g)).toHaveLength(2);
  });

  it('takes MDXComponents, JSON imports, folder imports with CSS modules, and file links as Docusaurus does', () => {
    const install = page('getting-started/install');
    expect(install).toContain('<aside class="lantern-callout">Globally registered in MDXComponents.</aside>');
    expect(install).toContain('The schema is titled <strong>Lantern settings</strong>');
    expect(install).toMatch(/<span class="badge_[0-9a-f]{6}">beta<\/span>/);
    const css = readdirSync(join(site.dir, 'out/assets/css'));
    expect(css.some((f) => f.startsWith('site-components-'))).toBe(true);
    expect(css.some((f) => f.startsWith('custom-'))).toBe(true);
    expect(page('')).toContain('<a href="/getting-started/install#requirements">installing it</a>');
    expect(page('guides/advanced')).toContain('<a href="/faq#is-it-bright">FAQ</a>');
  });

  it('stops at the import of a Docusaurus module docsgen does not provide, naming it', () => {
    const dir = copyFixture();
    expect(runCli(['init', '--from', 'docusaurus'], dir).code).toBe(0);
    writeFileSync(join(dir, 'docs/faq.md'), '# FAQ\n');
    writeFileSync(join(dir, 'docs/extra.mdx'), "# Extra\n\nimport DocItem from '@theme/DocItem';\n\n<DocItem />\n");
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('docs/extra.mdx:3:1  docsgen does not provide "@theme/DocItem"');
    expect(r.stderr).toContain('import it with @site/');
    expect(r.stderr).not.toContain('    at ');
  });

  it('checks the links of every sidebar, also of one no page shows, at their sidebars.ts line', () => {
    const dir = copyFixture();
    expect(runCli(['init', '--from', 'docusaurus'], dir).code).toBe(0);
    const sidebars = readFileSync(join(dir, 'sidebars.ts'), 'utf8')
      .replace("{ type: 'link', label: 'Changelog'", "{ type: 'link', label: 'Old', href: '/guides/old' },\n    { type: 'link', label: 'Changelog'")
      .replace('items: referenceItems(),', "items: [...referenceItems(), { type: 'link', label: 'Flags', href: '/reference/flag' }],")
      .replace('\n};', "\n  extras: [\n    'faq',\n    { type: 'link', label: 'Lamps', href: '/lamps' },\n  ],\n};");
    writeFileSync(join(dir, 'sidebars.ts'), sidebars);
    const lineOf = (text: string) => sidebars.split('\n').findIndex((l) => l.includes(text)) + 1;
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`sidebars.ts:${lineOf("'/guides/old'")}:41  broken link to /guides/old (in the sidebar)`);
    expect(r.stderr).toContain(`sidebars.ts:${lineOf("'/reference/flag'")}:74  broken link to /reference/flag (in the sidebar "reference")`);
    expect(r.stderr).toContain('hint: did you mean /reference/cli?');
    expect(r.stderr).toContain(`sidebars.ts:${lineOf("'/lamps'")}:43  broken link to /lamps (in the sidebar "extras")`);
    // Each once: not again from the pages that show the sidebar (their next/previous links).
    expect(r.stderr.match(/broken link/g)).toHaveLength(3);
    expect(r.stderr).toContain('✖ build failed: 3 errors');
  });

  it('names the sidebars.ts line of a doc id that does not exist', () => {
    const dir = copyFixture();
    expect(runCli(['init', '--from', 'docusaurus'], dir).code).toBe(0);
    writeFileSync(join(dir, 'sidebars.ts'), readFileSync(join(dir, 'sidebars.ts'), 'utf8').replace("'faq'", "'faqs'"));
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/sidebars\.ts:\d+:\d+ {2}the sidebar names doc "faqs", which does not exist/);
  });
});
