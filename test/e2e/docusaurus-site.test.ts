// A Docusaurus 3 site, unchanged: `docsgen init --from docusaurus` writes the config and says what
// it dropped, and the build gives Docusaurus's routes, sidebars and generated index pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runCli } from '../helpers.js';
import { addPluginData, copyFixture, migratedSite } from '../docusaurus-fixture.js';

let site: ReturnType<typeof migratedSite>;
beforeAll(() => {
  site = migratedSite();
});
const page = (route: string) => readFileSync(join(site.dir, 'out', route, 'index.html'), 'utf8');
const sidebarText = (html: string) =>
  (/<nav[^>]*sidebar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

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
    // The docs options' plugins, as the imports the Docusaurus config makes, and its keywords.
    expect(config).toContain(
      "import remarkNotice from './src/remark/notice';\nimport { rehypeMarkExternal } from './src/rehype/mark-external';\n",
    );
    expect(config).toMatch(/remarkPlugins: \[\n\s+\[\n\s+remarkNotice,\n\s+\{\n\s+heading: 'Still stuck\?',/);
    expect(config).toMatch(/rehypePlugins: \[\n\s+rehypeMarkExternal,\n/);
    expect(config).toMatch(/admonitions: \{\n\s+keywords: \[\n\s+'security',\n/);
  });

  it('reports what it translated and names each dropped plugin and option with what to do instead', () => {
    const out = site.init.stdout;
    expect(out).toContain('✔ navbar (4 items, logo, hideOnScroll)');
    expect(out).toContain("✔ onBrokenAnchors: 'log' (as 'warn')");
    expect(out).toMatch(/✖ plugin @docusaurus\/plugin-client-redirects: redirects are not generated: configure them on the host/);
    expect(out).toMatch(/✖ docs.showLastUpdateAuthor: docsgen shows the date only/);
    expect(out).not.toContain('raw HTML items');
    // The dropdown's html item (a separator) is drawn.
    expect(page('faq')).toContain('<li class="dropdown-html"><hr></li>');
    expect(out).toContain('trailingSlash: false');
    expect(out).toContain('not installed, so left out of the evaluation: prism-react-renderer');
    expect(out).toContain("✔ docs.remarkPlugins[0] → markdown.remarkPlugins (remarkNotice from './src/remark/notice', with its options)");
    expect(out).toContain("✔ docs.rehypePlugins[0] → markdown.rehypePlugins (rehypeMarkExternal from './src/rehype/mark-external')");
    expect(out).toContain('✔ docs.admonitions → markdown.admonitions (security, added to the default ones)');
    expect(out).not.toMatch(/✖ docs\.(remark|rehype)Plugins|✖ docs\.admonitions/);
  });

  it('carries over a plugin installed in the site by its package name, and says why it cannot carry the others', () => {
    const dir = copyFixture();
    const pkg = join(dir, 'node_modules/rehype-lantern-stamp');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'rehype-lantern-stamp', type: 'module', exports: './index.js' }));
    writeFileSync(
      join(pkg, 'index.js'),
      "export default function stamp(o) { return (tree) => { tree.children.push({ type: 'element', tagName: 'p', properties: { className: ['stamp'] }, children: [{ type: 'text', value: o.text }] }); }; }\n",
    );
    const config = readFileSync(join(dir, 'docusaurus.config.ts'), 'utf8')
      .replace('import remarkNotice', "import rehypeStamp from 'rehype-lantern-stamp';\nconst more = [remarkNotice];\nimport remarkNotice")
      .replace(
        'rehypePlugins: [rehypeMarkExternal],',
        "rehypePlugins: [rehypeMarkExternal],\n          beforeDefaultRehypePlugins: [[rehypeStamp, { text: 'Stamped.' }]],\n          beforeDefaultRemarkPlugins: [require('remark-not-installed'), ...more, (() => () => undefined)],",
      );
    writeFileSync(join(dir, 'docusaurus.config.ts'), config);
    const init = runCli(['init', '--from', 'docusaurus'], dir);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain(
      "✔ docs.beforeDefaultRehypePlugins[0] → markdown.beforeDefaultRehypePlugins (rehypeStamp from 'rehype-lantern-stamp', with its options)",
    );
    expect(init.stdout).toContain(
      '✖ docs.beforeDefaultRemarkPlugins[0]: remark-not-installed is not installed in this site (npm install it); import it in docsgen.config.ts and list it in markdown.beforeDefaultRemarkPlugins',
    );
    expect(init.stdout).toContain('✖ docs.beforeDefaultRemarkPlugins[1]: a spread (...list)');
    expect(init.stdout).toContain(
      '✖ docs.beforeDefaultRemarkPlugins[2]: a function written in the config itself: move it to a module of its own',
    );
    expect(readFileSync(join(dir, 'docsgen.config.ts'), 'utf8')).toContain("import rehypeStamp from 'rehype-lantern-stamp';");
    const build = runCli(['build'], dir);
    expect(build.stderr).toBe('');
    expect(readFileSync(join(dir, 'out/faq/index.html'), 'utf8')).toContain('<p class="stamp">Stamped.</p>');
  });

  it("wires redocusaurus specs and the JSON schema plugin, and tells where a local plugin's data goes", () => {
    const out = site.init.stdout;
    expect(out).toContain(
      '✔ redocusaurus specs → openapi (1): <ApiDocMdx id=…/> in MDX pages shows each; none has a route, so none has a page of its own',
    );
    expect(out).toContain(
      '✔ docusaurus-json-schema-plugin: <JSONSchemaViewer schema={…}/> (@theme/JSONSchemaViewer) is drawn by docsgen as a schema tree at build time',
    );
    expect(out).toContain('redocusaurus theme options: not used');
    expect(out).toMatch(
      /✖ plugin \.\/plugins\/lantern-releases: docsgen does not run Docusaurus plugins: .*docs\.pluginData: \{ '<plugin name>': 'path\/to\/data\.json' \}/,
    );
    expect(out).not.toContain('JSONSchemaViewer> component is not rendered');
    // The spec keeps its id and, as in redocusaurus, gets no page without a route.
    expect(readFileSync(join(site.dir, 'docsgen.config.ts'), 'utf8')).toMatch(
      /openapi: \[\n\s+\{\n\s+id: 'lantern-api',\n\s+spec: 'openapi\/lantern.openapi.yaml',\n\s+\},\n\s+\]/,
    );
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
      '/guides/releases',
      '/reference',
      '/reference/api',
      '/reference/cli',
      '/reference/settings',
      '/reference/settings-file',
      '/search',
    ]);
  });

  it('shows each page the sidebar it belongs to, in sidebars.ts order, with html, link, ref and shorthand items', () => {
    expect(sidebarText(page('getting-started/install'))).toBe(
      'Welcome to Lantern Getting started Overview Install The basics First light Advanced use Releases Elsewhere Changelog Quick links FAQ CLI',
    );
    // reference/cli is in the guides sidebar only as a ref; it is in (and displays) the reference one.
    expect(sidebarText(page('reference/cli'))).toBe('Reference HTTP API CLI Settings file Settings');
    expect(sidebarText(page('reference/settings'))).toBe('Reference HTTP API CLI Settings file Settings');
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
    expect(reference.match(/class="doc-card"/g)).toHaveLength(4);
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

  it("runs the site's remark and rehype plugins: an added heading is in the TOC with an anchor", () => {
    const faq = page('faq');
    expect(faq).toContain(
      '<h2 id="still-stuck">Still stuck?<a class="hash-link" href="#still-stuck" aria-label="Direct link to Still stuck?">#</a></h2>',
    );
    expect(faq).toContain(
      '<li class="toc-depth-2"><a href="#is-it-bright" class="toc-link">Is it bright?</a></li><li class="toc-depth-2"><a href="#still-stuck" class="toc-link">Still stuck?</a></li>',
    );
    // The remark plugin's option names the pages it adds the section to.
    expect(page('guides/advanced')).toContain('id="still-stuck"');
    expect(page('reference/settings')).not.toContain('Still stuck?');
    // The rehype plugin marks the link the remark plugin added.
    expect(faq).toMatch(/<a href="https:\/\/forum\.example\.org"[^>]* data-external="true">the forum<\/a>/);
  });

  it('renders a custom admonition keyword as an admonition, in Markdown and MDX pages', () => {
    expect(page('faq')).toContain(
      '<aside class="admonition admonition-note theme-admonition-security" role="note" aria-label="Keep your keys dark"><p class="admonition-heading"><span class="admonition-icon icon-note" aria-hidden="true"></span>Keep your keys dark</p><div class="admonition-content">\n<p>Never commit the lantern key.</p>\n</div></aside>',
    );
    expect(page('getting-started/install')).toContain(
      '<aside class="admonition admonition-note theme-admonition-security" role="note" aria-label="Security">',
    );
  });

  it('shows a change to a local plugin in the next build (compiled pages are not reused)', () => {
    const dir = copyFixture();
    expect(runCli(['init', '--from', 'docusaurus'], dir).code).toBe(0);
    expect(runCli(['build'], dir).code).toBe(0);
    const plugin = join(dir, 'src/remark/notice.ts');
    writeFileSync(plugin, readFileSync(plugin, 'utf8').replace("value: 'Ask on '", "value: 'Write to '"));
    expect(runCli(['build'], dir).code).toBe(0);
    expect(readFileSync(join(dir, 'out/faq/index.html'), 'utf8')).toContain('<p>Write to <a href="https://forum.example.org"');
  });

  it('names the plugin and the page when a site plugin throws, without a stack', () => {
    const dir = copyFixture();
    writeFileSync(
      join(dir, 'src/rehype/mark-external.ts'),
      "export function rehypeMarkExternal() {\n  return () => {\n    throw new Error('no links here');\n  };\n}\n",
    );
    expect(runCli(['init', '--from', 'docusaurus'], dir).code).toBe(0);
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('docs/faq.md  the site plugin rehypePlugins[0] (rehypeMarkExternal) failed on this page: no links here');
    expect(r.stderr).not.toContain('    at ');
    const debug = runCli(['build', '--debug'], dir);
    expect(debug.code).toBe(1);
    expect(debug.stderr).toMatch(/caused by: Error: no links here\n\s+at /);
  });

  it('says which entry of a plugin list in docsgen.config.ts is not a plugin, at its line', () => {
    const dir = copyFixture();
    expect(runCli(['init', '--from', 'docusaurus'], dir).code).toBe(0);
    const file = join(dir, 'docsgen.config.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace('      rehypeMarkExternal,\n', "      'rehype-mark-external',\n"));
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    const line = readFileSync(file, 'utf8').split('\n').indexOf("      'rehype-mark-external',") + 1;
    expect(r.stderr).toContain(
      `docsgen.config.ts:${line}:7  markdown.rehypePlugins[0]: not a plugin: expected the plugin function (imported from its module) or [plugin, options]`,
    );
    expect(r.stderr).toContain(
      "hint: import the plugin at the top of the file (import remarkMath from 'remark-math') and list the imported name, or [name, options]",
    );
    expect(r.stderr).not.toContain('    at ');
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
      .replace(
        "{ type: 'link', label: 'Changelog'",
        "{ type: 'link', label: 'Old', href: '/guides/old' },\n    { type: 'link', label: 'Changelog'",
      )
      .replace('items: referenceItems(),', "items: [...referenceItems(), { type: 'link', label: 'Flags', href: '/reference/flag' }],")
      .replace('\n};', "\n  extras: [\n    'faq',\n    { type: 'link', label: 'Lamps', href: '/lamps' },\n  ],\n};");
    writeFileSync(join(dir, 'sidebars.ts'), sidebars);
    const lineOf = (text: string) => sidebars.split('\n').findIndex((l) => l.includes(text)) + 1;
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`sidebars.ts:${lineOf("'/guides/old'")}:41  broken link to /guides/old (in the sidebar)`);
    expect(r.stderr).toContain(
      `sidebars.ts:${lineOf("'/reference/flag'")}:74  broken link to /reference/flag (in the sidebar "reference")`,
    );
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

describe('Docusaurus plugin components', () => {
  it('renders <ApiDocMdx id=…/> as the API reference inside the MDX page, schema links in the page', () => {
    const api = page('reference/api');
    expect(api).toContain('<p>The daemon answers on port 7711.</p>');
    expect(api).toContain('<h3 id="operation-setbrightness">Set a lamp&#x27;s brightness');
    expect(api).toContain('<span class="api-method api-method-put">PUT</span> <code>/lamps/{lampId}/brightness</code>');
    expect(api).toContain('<td><code>lampId</code></td><td>path</td><td><code>string</code></td><td>Yes</td>');
    expect(api).toMatch(/<section class="api-schema" id="schema-lamp">/);
    expect(api).toContain('href="#schema-brightness"');
    // No route in the spec: no page of its own and no downloads, as in redocusaurus.
    expect(api).not.toContain('api-downloads');
    expect(existsSync(join(site.dir, 'out/api'))).toBe(false);
  });

  it('renders <JSONSchemaViewer schema={…}/> from the imported schema: properties, types, required, $refs, definitions', () => {
    const viewer = page('reference/settings-file');
    expect(viewer).toContain('<div class="json-schema-viewer" id="json-schema-lantern-settings">');
    expect(viewer).toMatch(
      /<code class="schema-name">brightness<\/code><span class="schema-type">integer<\/span><span class="schema-required">required<\/span>/,
    );
    expect(viewer).toContain('How bright lamps come on.');
    expect(viewer).toContain('Allowed values: <span><code>warm</code>');
    // schedule is a $ref to a definition: its fields are shown in place, and it links to the definition.
    expect(viewer).toMatch(
      /<code class="schema-name">schedule<\/code><span class="schema-type">Schedule<\/span>[\s\S]*?Time to switch on, as HH:MM\./,
    );
    expect(viewer).toContain('<a href="#json-schema-lantern-settings-schedule">Schedule</a>');
    expect(viewer).toContain('When lamps switch on and off by themselves.');
    expect(viewer).toMatch(
      /<p class="schema-variants-title">Definitions<\/p><ul class="schema-tree"><li class="schema-row" id="json-schema-lantern-settings-schedule">/,
    );
    expect(viewer).toContain('<li class="schema-row" id="json-schema-lantern-settings-room">');
  });

  it("gives usePluginData the docs.pluginData file, and undefined (the component's empty state) without one", () => {
    const releases = page('guides/releases');
    expect(releases).toContain(
      '<li><strong>1.2.0</strong> (<!-- -->2026-10-01<!-- -->): <!-- -->Schedules switch lamps by themselves.</li>',
    );
    expect(releases).toContain('<p class="lamp-stats-empty">No usage statistics published yet.</p>');
  });

  it('stops at an <ApiDocMdx> whose id no description has, at its line and column, naming the known ids', () => {
    const dir = copyFixture();
    expect(runCli(['init', '--from', 'docusaurus'], dir).code).toBe(0);
    addPluginData(dir);
    const api = join(dir, 'docs/reference/api.mdx');
    writeFileSync(api, readFileSync(api, 'utf8').replace('id="lantern-api"', 'id="lantern"'));
    let r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('docs/reference/api.mdx:9:1  <ApiDocMdx id="lantern">: no OpenAPI description has this id');
    expect(r.stderr).toContain('hint: known ids (openapi[].id in the config): lantern-api');
    expect(r.stderr).not.toContain('    at ');
    // The same through the MDX compiler (a page with an expression leaves the fast path).
    writeFileSync(api, readFileSync(api, 'utf8').replace('port 7711', 'port {String(7711)}'));
    r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('docs/reference/api.mdx:9:1  <ApiDocMdx id="lantern">: no OpenAPI description has this id');
  });

  it('names the config line of a docs.pluginData file that does not exist', () => {
    const dir = copyFixture();
    expect(runCli(['init', '--from', 'docusaurus'], dir).code).toBe(0);
    addPluginData(dir);
    const config = join(dir, 'docsgen.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('data/lantern-releases.json', 'data/releases.json'));
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/docsgen\.config\.ts:\d+:\d+ {2}docs\.pluginData\['lantern-releases'\]: data\/releases\.json does not exist/);
    expect(r.stderr).not.toContain('    at ');
  });
});
