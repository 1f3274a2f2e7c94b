// Each stage of a build, called on its own with plain data, as build() calls them in turn:
// load the site → compile → the page step → check → emit.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { makeSite } from '../helpers.js';
import { loadConfig } from '../../generator/config/load-config.js';
import { assembleSite, loadContent, type Site } from '../../generator/site/load-site.js';
import { createPageCompiler, compilePage, type PageCompiler } from '../../generator/markdown/page-compiler.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { renderSetup, type RenderSetup } from '../../generator/render/render-setup.js';
import { renderPage } from '../../generator/render/page-step.js';
import { renderOtherRoutes, renderSitePages, type PageSink } from '../../generator/render/render-site.js';
import { checkSite, duplicateErrors, publishedFiles } from '../../generator/links/check-site.js';
import { flattenSidebar } from '../../generator/routes/sidebar.js';
import { assetOutput, searchFiles, siteFiles } from '../../generator/emit/emit-site.js';
import type { FileContents } from '../../generator/emit/write-site.js';
import type { GeneratedDocs } from '../../generator/data/generate.js';

const files = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nWelcome. Read the [guide](/docs/guide).\n',
  'content/docs/index.md': '---\ntitle: Start\nsidebar_position: 1\n---\n\nStart with the [guide](./guide.md#install).\n',
  'content/docs/guide.md':
    '---\ntitle: Guide\ndescription: How to install\nsidebar_position: 2\n---\n\n## Install\n\n:::tip[Quick]\nRun it.\n:::\n\n```sh title="shell"\nthv run fetch\n```\n\nSee [nowhere](/docs/nowhere).\n',
  'content/docs/draft.md': '---\ntitle: Draft\ndraft: true\n---\n\nNot yet.\n',
  'content/docs/again.md': '---\ntitle: Again\nslug: /docs/guide\n---\n\nSame route as the guide.\n',
};
const noReference: GeneratedDocs = { docs: [], sidebars: {}, files: [], reference: { apis: [] }, inlineApis: new Map() };

async function stages(dev = false) {
  const dir = makeSite(files);
  const loaded = await loadConfig(join(dir, 'docsgen.config.ts'));
  const content = loadContent(loaded, { dev });
  const site = assembleSite(content, noReference);
  const compiler = await createPageCompiler(content, await getHighlighter());
  const setup = renderSetup(site, compiler, { buildId: 'test-build', dev });
  return { dir, content, site, compiler, setup };
}

/** A sink that keeps what would be written. */
function memorySink(): PageSink & { files: Map<string, string> } {
  const written = new Map<string, string>();
  return { files: written, write: async (path: string, contents: FileContents) => void written.set(path, String(contents)) };
}

async function pages(site: Site, compiler: PageCompiler, setup: RenderSetup, sink = memorySink()) {
  const rendered = await renderSitePages(site, compiler, setup, { sink, early: new Map(), keep: true });
  await renderOtherRoutes(site, setup, rendered, sink);
  return { rendered, sink };
}

describe('build stages, one at a time', () => {
  it('load: docs with routes, drafts only in dev, duplicate routes as data', async () => {
    const { site } = await stages();
    expect(site.docs.map((d) => d.route)).toEqual(['/docs/guide', '/docs/guide', '/docs', '/']);
    expect(site.docs.some((d) => d.title === 'Draft')).toBe(false);
    expect(site.duplicates).toEqual([
      { route: '/docs/guide', file: expect.stringMatching(/guide\.md$/), previous: expect.stringMatching(/again\.md$/) },
    ]);
    expect(duplicateErrors(site)).toEqual([]); // onDuplicateRoutes defaults to 'warn'
    expect(flattenSidebar(site.sidebar).map((n) => n.label)).toEqual(['Start', 'Guide', 'Again']);
    const dev = await stages(true);
    expect(dev.site.docs.some((d) => d.title === 'Draft')).toBe(true);
  });

  it('compile: a page becomes HTML, TOC, links with places, and says which Markdown path it took', async () => {
    const { site, compiler } = await stages();
    const guide = site.docs.find((d) => d.title === 'Guide')!;
    const c = await compilePage(compiler, guide, site.bodies.get(guide.id)!);
    expect(c.toc).toEqual([{ depth: 2, id: 'install', text: 'Install' }]);
    expect(c.links).toContainEqual(expect.objectContaining({ url: '/docs/nowhere', line: 17 }));
    expect(c.body.type === 'html' && c.body.html).toContain('admonition');
    expect([c.markdownPath, c.fallback]).toEqual(['fast', undefined]);
  });

  it('the page step: one route with its hrefs, ids, search records and files to write', async () => {
    const { site, compiler, setup } = await stages();
    const guide = site.docs.find((d) => d.title === 'Guide')!;
    const c = await compilePage(compiler, guide, site.bodies.get(guide.id)!);
    const result = renderPage(setup, guide, c, site.bodies.get(guide.id));
    expect(result.route.route).toBe('/docs/guide');
    expect(result.route.ids.has('install')).toBe(true);
    expect(result.route.hrefs).toContain('/docs/nowhere');
    expect(result.records?.map((r) => r.type)).toEqual(['lvl1', 'lvl2', 'content']);
    expect(result.files.map((f) => f.path)).toEqual(['docs/guide/index.html', 'docs/guide.md']);
    expect(String(result.files[0].contents)).toContain('data-build-id="test-build"');
    expect(result.mermaid).toBe(false);
  });

  it('render: every page through the page step, in page order, written to the sink as it is done', async () => {
    const { site, compiler, setup } = await stages();
    const { rendered, sink } = await pages(site, compiler, setup);
    expect(rendered.routes.map((r) => r.route)).toEqual([...site.docs.map((d) => d.route), '/search']);
    expect([...sink.files.keys()]).toContain('docs/guide/index.html');
    expect(rendered.markdown).toEqual({ fast: 4, remark: 0, mdx: 0, mdxFast: 0, fallbacks: {} });
    expect([...rendered.records.keys()]).toEqual(
      site.docs
        .filter((d) => !d.standalone)
        .map((d) => d.route)
        .filter((r, i, all) => all.indexOf(r) === i),
    );
  });

  it('render: counts the pages that left the fast path, and why', async () => {
    const { site, compiler, setup } = await stages();
    const guide = site.docs.find((d) => d.title === 'Guide')!;
    site.bodies.set(guide.id, `${site.bodies.get(guide.id)}\nText\twith a tab.\n`);
    const { rendered } = await pages(site, compiler, setup);
    expect(rendered.markdown).toEqual({ fast: 3, remark: 1, mdx: 0, mdxFast: 0, fallbacks: { tab: 1 } });
  });

  it('check: broken links, orphans and duplicates as data, fatal per the config policy', async () => {
    const { site, compiler, setup } = await stages();
    const { rendered } = await pages(site, compiler, setup);
    const report = checkSite(site, rendered.routes, publishedFiles(site, assetOutput(setup, rendered), []), setup.env.flat);
    expect(report.linkProblems.map((p) => [p.kind, p.target])).toContainEqual(['link', '/docs/nowhere']);
    expect(report.fatal.map((e) => `${e.place.file}:${e.place.line}`)).toEqual([expect.stringMatching(/guide\.md:17$/)]);
    expect(report.duplicates).toHaveLength(1);
    expect(report.orphans).toEqual([]);
  });

  it('emit: the files beside the pages, as data', async () => {
    const { site, compiler, setup } = await stages();
    const { rendered } = await pages(site, compiler, setup);
    // The search files are made apart (by the writing thread, in a build that has one).
    const files = [...siteFiles(site, setup, rendered), ...searchFiles(setup, rendered.records)];
    const out = files.map((f) => f.path);
    expect(out).toEqual(['404.html', 'sitemap.xml', 'llms.txt', 'mcp.json', 'robots.txt', 'search-records.json', 'search-index.json']);
    // The MCP manifest lists the pages the site publishes, with the sidebar they sit in.
    const manifest = JSON.parse(String(files.find((f) => f.path === 'mcp.json')!.contents)) as {
      format: string;
      pages: { route: string }[];
      sidebar: unknown[];
    };
    expect(manifest.format).toBe('docsgen-mcp/1');
    expect(manifest.pages.map((p) => p.route).sort()).toEqual(
      site.docs
        .filter((d) => !d.standalone && !d.version && !d.frontmatter.unlisted)
        .map((d) => d.route)
        .sort(),
    );
    expect(manifest.sidebar.length).toBe(site.sidebar.length);
    expect(assetOutput(setup, rendered).copies.some((c) => c.to.startsWith('assets/js/main-'))).toBe(true);
  });
});
