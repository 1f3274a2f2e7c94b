// Stage 5 of a build: the files beside the pages (404 page, sitemap, llms.txt, robots.txt, the
// search index and records, reference downloads, theme assets, page assets, mermaid), as data for
// the writer, which swaps the finished folder in.
import { llmsTxt, robots, sitemap } from './site-files.js';
import { mermaidFiles } from './mermaid-files.js';
import { mcpManifest } from './mcp-manifest.js';
import { renderNotFound } from '../render/render-route.js';
import { underBase } from '../render/page-step.js';
import { isLatestDoc } from '../versions/latest-docs.js';
import type { RenderSetup } from '../render/render-setup.js';
import type { RenderedPages } from '../render/render-site.js';
import type { Site } from '../site/load-site.js';
import type { OutputFile, SiteOutput } from './write-site.js';
import type { Doc, RenderedRoute } from '../types.js';
import type { SidebarNode } from '../../theme/types.js';

/** The site's public URL with its base path, no trailing slash. */
export function publicBase(site: Pick<Site, 'config'>): string {
  return site.config.url + site.config.baseUrl.replace(/\/$/, '');
}

/** Theme assets, the assets pages reference and, when a page draws one, the mermaid files. */
export { islandFiles } from './island-files.js';

/** `islands`: the island chunks the pages use (island-files.ts); the blog's feeds come in `pages.files`. */
export function assetOutput(
  setup: RenderSetup,
  pages: Pick<RenderedPages, 'assets' | 'mermaid' | 'files'>,
  islands: OutputFile[] = [],
): SiteOutput {
  const copies = [...setup.assets.copies, ...pages.assets.map((a) => ({ from: a.from, to: a.to.slice(1) }))];
  if (pages.mermaid) copies.push(...mermaidFiles());
  return { files: [...setup.assets.files, ...islands, ...(pages.files ?? [])], copies, dirs: [...setup.assets.dirs] };
}

/** The files that list pages or show the top of the sidebar: they change when the navigation does. */
export function chromeFiles(
  site: Pick<Site, 'config' | 'generated'>,
  setup: RenderSetup,
  docs: Doc[],
  routes: RenderedRoute[],
  sidebar: SidebarNode[],
): OutputFile[] {
  const base = publicBase(site);
  // Old docs versions stay out of the sitemap and llms.txt: readers and crawlers want the latest.
  const published = docs.filter((d) => !d.frontmatter.unlisted && !d.frontmatter.draft && isLatestDoc(d, site.config));
  const top = sidebar
    .filter((n) => n.href)
    .slice(0, 8)
    .map((n) => ({ label: n.label, href: n.href! }));
  return [
    { path: '404.html', contents: underBase(setup.baseUrl, renderNotFound(setup.theme, setup.siteData, top)) },
    {
      path: 'sitemap.xml',
      contents: sitemap(
        base,
        routes
          .filter(
            (r) =>
              !r.copyOf &&
              !r.noindex &&
              (!r.doc || (!r.doc.frontmatter.unlisted && !r.doc.frontmatter.draft && isLatestDoc(r.doc, site.config))),
          )
          .map((r) => ({ route: r.route, lastmod: r.doc?.lastUpdated })),
      ),
    },
    {
      path: 'llms.txt',
      contents: llmsTxt(
        site.config.title,
        site.config.tagline,
        base,
        published.filter((d) => !d.standalone),
        published.filter((d) => d.blog),
      ),
    },
    // What `docsgen mcp` reads besides the search index and the Markdown copies (a static host is
    // enough for it): it lists pages and the sidebar, so it changes with the navigation too.
    { path: 'mcp.json', contents: JSON.stringify(mcpManifest(site.config, docs, sidebar, site.generated.reference)) },
  ];
}

/** The search index and the hosted-search records, from the records in page order. */
export function searchFiles(setup: RenderSetup, records: RenderedPages['records']): OutputFile[] {
  return setup.search.filesFromRecords([...records.values()].flat());
}

/** Everything written besides the pages and the search files. */
export function siteFiles(site: Site, setup: RenderSetup, pages: Pick<RenderedPages, 'routes'>): OutputFile[] {
  return [
    ...chromeFiles(site, setup, site.docs, pages.routes, site.sidebar),
    { path: 'robots.txt', contents: robots(publicBase(site)) },
    ...site.generated.files,
  ];
}
