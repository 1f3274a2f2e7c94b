// A built docsgen site as the MCP tools see it: the manifest (pages, sidebar, CLI, API), the search
// engine over the site's own index (the browser's engine, so search_docs ranks as /search does),
// the pages' Markdown copies and llms.txt. What is derived from a file is kept until the file's
// stamp changes, so a folder rebuilt under a running server (watch mode) is followed.
import { decodeIndex } from '../../theme/shared/search-index.js';
import type { LocalIndexFile } from '../../theme/shared/search-protocol.js';
import type { Searcher } from '../../theme/shared/search/engine.js';
import { isShardManifest, type ShardManifest } from '../../theme/shared/search-shards.js';
import { MANIFEST_FORMAT, type ManifestPage, type McpManifest } from './manifest-format.js';
import type { SiteFiles } from './site-files.js';

/** The site cannot answer at all (no build there, or one older than the manifest). */
export class SiteUnavailable extends Error {}

interface Derived<T> {
  stamp: string;
  value: T;
}

export interface PageText {
  page: ManifestPage;
  markdown: string;
}

export class DocsSite {
  private manifestCache?: Derived<{ manifest: McpManifest; byRoute: Map<string, ManifestPage> }>;
  private engineCache?: Derived<Promise<Searcher>>;

  constructor(readonly files: SiteFiles) {}

  private async required(path: string) {
    const file = await this.files.read(path);
    if (!file)
      throw new SiteUnavailable(
        `${this.files.label} has no ${path}: build the site with a docsgen that publishes it (docsgen build), or point --site at a docsgen site`,
      );
    return file;
  }

  async manifest(): Promise<McpManifest> {
    return (await this.loadManifest()).manifest;
  }

  /** The stamp of a file the site cannot do without. */
  private async stampOf(path: string): Promise<string> {
    const stamp = await this.files.stamp(path);
    if (stamp === undefined) await this.required(path);
    return stamp!;
  }

  private async loadManifest() {
    const stamp = await this.stampOf('mcp.json');
    if (this.manifestCache?.stamp !== stamp) {
      const file = await this.required('mcp.json');
      const manifest = JSON.parse(file.text) as McpManifest;
      if (manifest.format !== MANIFEST_FORMAT)
        throw new SiteUnavailable(
          `the mcp.json of ${this.files.label} is in format ${String(manifest.format)}; this docsgen reads ${MANIFEST_FORMAT}`,
        );
      this.manifestCache = { stamp: file.stamp, value: { manifest, byRoute: new Map(manifest.pages.map((p) => [p.route, p])) } };
    }
    return this.manifestCache.value;
  }

  async page(route: string): Promise<ManifestPage | undefined> {
    return (await this.loadManifest()).byRoute.get(route);
  }

  /** The search engine over search-index.json, built once per version of the file. */
  async engine(): Promise<Searcher> {
    const stamp = await this.stampOf('search-index.json');
    if (this.engineCache?.stamp !== stamp) {
      // Set before anything is awaited: calls that arrive meanwhile share this build of the index
      // (on a large site it takes seconds and hundreds of MB). flexsearch loads with the first
      // index, not with the server: starting does not need it.
      // A large site's index is a manifest of shards: the sharded engine reads only the shards
      // each query needs, so the server never holds the whole index.
      const value = Promise.all([
        this.required('search-index.json'),
        import('../../theme/shared/search/engine.js'),
        import('../../theme/shared/search/sharded-engine.js'),
      ]).then(([file, { SearchEngine }, { ShardedEngine }]): Searcher => {
        const json = JSON.parse(file.text) as LocalIndexFile | ShardManifest;
        if (isShardManifest(json)) return new ShardedEngine(json, async (path) => JSON.parse((await this.required(path)).text) as unknown);
        return new SearchEngine(decodeIndex(json));
      });
      this.engineCache = { stamp, value };
      value.catch(() => {
        if (this.engineCache?.value === value) this.engineCache = undefined;
      });
    }
    return this.engineCache.value;
  }

  /** A page's Markdown copy (`out/<route>.md`), for a route the manifest lists. */
  async pageText(route: string): Promise<PageText | undefined> {
    const page = await this.page(route);
    if (!page) return undefined;
    const file = await this.files.read(`${route === '/' ? 'index' : route.slice(1)}.md`);
    return file && { page, markdown: file.text };
  }

  async llmsTxt(): Promise<string | undefined> {
    return (await this.files.read('llms.txt'))?.text;
  }

  /** The public URL of a site route. */
  async publicUrl(route: string): Promise<string> {
    const m = await this.manifest();
    return `${m.url.replace(/\/$/, '')}${m.baseUrl.replace(/\/$/, '')}${route}`;
  }
}
