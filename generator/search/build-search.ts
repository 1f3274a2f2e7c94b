import type { Doc, RenderedRoute } from '../types.js';
import type { OutputFile } from '../output-file.js';
import { decodeIndex, encodeIndex } from '../../theme/shared/search-index.js';
import { SHARDED_FORMAT, hostedPath, shardDir, type ShardManifest } from '../../theme/shared/search-shards.js';
import { shardIndex } from './shard-files.js';
import type { SearchRecord } from '../../theme/shared/search-protocol.js';
import { jsonArrayChunks, jsonObjectChunks } from './json-chunks.js';
import { pageRecords, recordsOf } from './page-records.js';
import { encodeRoute } from '../routes/url.js';

export interface SearchOutput {
  /** URL the browser fetches the index from, on intent to search (never on first paint). */
  indexPath: string;
  /** The index and the hosted-shaped records, from records gathered page by page while rendering. */
  filesFromRecords: (records: SearchRecord[]) => OutputFile[];
  /** Whether a route's records belong in the index (listed, not a draft). */
  isListed: (route: string) => boolean;
  /** What it was made with (the writing thread makes the same files: emit/background-writes.ts). */
  options: SearchBuildOptions;
}

export interface SearchBuildOptions {
  /** The site's public URL: hosted records carry absolute URLs, as the crawler writes them. */
  siteUrl?: string;
  /** The build's id: a sharded index's files go in its folder (search-shards.ts). */
  buildId: string;
  /** Above this many records the local index is written in shards (a manifest, fragments, words
   *  files, record pieces: theme/shared/search-shards.ts), so a search fetches only what its words
   *  need. The config's `search.shardAbove` (tests shard small sites). */
  shardAbove?: number;
}

/** ~2,000 pages of docs; the ToolHive site (118 pages, ~1,300 records) stays one file. */
const SHARD_ABOVE = 20_000;
/** Records per piece of display data (for the hits the fragments did not bring): a hit costs its
 *  piece, so small pieces waste fewer bytes for the same number of requests (3,000 pages, the
 *  first search for "configuration": 127 KB gzip with 16, 75 KB with 8). */
const PIECE = 8;
const HOSTED_PIECE = 5_000;

/** Records of every listed page (not drafts, not unlisted), as the local index and as the JSON a
 *  hosted index takes. */
export function collectRecords(routes: RenderedRoute[], listed: Doc[]): SearchRecord[] {
  const listedRoutes = new Set(listed.filter((d) => !d.frontmatter.unlisted && !d.frontmatter.draft).map((d) => d.route));
  const records: SearchRecord[] = [];
  for (const r of routes) if (r.doc && listedRoutes.has(r.route)) records.push(...pageRecords(r.html, recordsOf(r, '/')));
  return records;
}

export function hostedRecords(records: SearchRecord[], siteUrl: string | undefined): SearchRecord[] {
  return records.map(toHosted(siteUrl));
}

function toHosted(siteUrl: string | undefined): (r: SearchRecord) => SearchRecord {
  const origin = siteUrl ? siteUrl.replace(/\/$/, '') : '';
  return (r) => ({ ...r, url: origin + encodeRoute(r.url), url_without_anchor: origin + encodeRoute(r.url_without_anchor) });
}

export function buildSearch(_docs: Doc[], listed: Doc[], options: SearchBuildOptions): SearchOutput {
  const indexPath = '/search-index.json';
  const listedRoutes = new Set(listed.filter((d) => !d.frontmatter.unlisted && !d.frontmatter.draft).map((d) => d.route));
  return {
    indexPath,
    options,
    isListed: (route) => listedRoutes.has(route),
    filesFromRecords: (records) => {
      const above = options.shardAbove ?? SHARD_ABOVE;
      if (records.length > above) return shardedFiles(records, options.siteUrl, options.buildId);
      return [
        { path: 'search-records.json', contents: hostedChunks(records, options.siteUrl) },
        { path: indexPath.slice(1), contents: indexChunks(records) },
      ];
    },
  };
}

// Both files are made while they are written (see json-chunks.ts), from the records in memory.
function hostedChunks(records: SearchRecord[], siteUrl: string | undefined): Generator<string> {
  return jsonArrayChunks(records, toHosted(siteUrl));
}

function indexChunks(records: SearchRecord[]): Generator<string> {
  const { strings, records: encoded, ...small } = encodeIndex(records);
  return jsonObjectChunks(small, [
    ['strings', strings],
    ['records', encoded],
  ]);
}

function shardedFiles(records: SearchRecord[], siteUrl: string | undefined, build: string): OutputFile[] {
  const { files, letters, keys } = shardIndex(decodeIndex(encodeIndex(records)), PIECE);
  const hosted: OutputFile[] = [];
  for (let i = 0; i < records.length; i += HOSTED_PIECE) {
    hosted.push({ path: hostedPath(hosted.length + 1), contents: hostedChunks(records.slice(i, i + HOSTED_PIECE), siteUrl) });
  }
  const dir = shardDir(build);
  const manifest: ShardManifest = {
    format: SHARDED_FORMAT,
    language: 'en',
    build,
    dir,
    total: records.length,
    piece: PIECE,
    keys,
    letters,
    hosted: hosted.map((f) => f.path),
  };
  return [
    ...hosted,
    { path: 'search-index.json', contents: JSON.stringify(manifest) },
    // Each file's text is made as it is written, not all at once.
    ...files.map((f) => ({
      path: dir + f.path,
      contents: (function* () {
        yield JSON.stringify(f.value());
      })(),
    })),
  ];
}
