import type { Doc, RenderedRoute } from '../types.js';
import type { OutputFile } from '../emit/write-site.js';
import { encodeIndex } from '../../theme/shared/search-index.js';
import type { SearchRecord } from '../../theme/shared/search-protocol.js';
import { jsonArrayChunks, jsonObjectChunks } from '../emit/json-chunks.js';
import { extractRecords } from './records.js';
import { encodeRoute } from '../routes/url.js';

export interface SearchOutput {
  /** URL the browser fetches the index from, on intent to search (never on first paint). */
  indexPath: string;
  /** The index and the hosted-shaped records, from records gathered page by page while rendering. */
  filesFromRecords: (records: SearchRecord[]) => OutputFile[];
  /** Whether a route's records belong in the index (listed, not a draft). */
  isListed: (route: string) => boolean;
}

export interface SearchBuildOptions {
  /** The site's public URL: hosted records carry absolute URLs, as the crawler writes them. */
  siteUrl?: string;
}

/** Records of every listed page (not drafts, not unlisted), as the local index and as the JSON a
 *  hosted index takes. */
export function collectRecords(routes: RenderedRoute[], listed: Doc[]): SearchRecord[] {
  const listedRoutes = new Set(listed.filter((d) => !d.frontmatter.unlisted && !d.frontmatter.draft).map((d) => d.route));
  const records: SearchRecord[] = [];
  for (const r of routes) if (r.doc && listedRoutes.has(r.route)) records.push(...extractRecords(r));
  return records;
}

export function hostedRecords(records: SearchRecord[], siteUrl: string | undefined): SearchRecord[] {
  return records.map(toHosted(siteUrl));
}

function toHosted(siteUrl: string | undefined): (r: SearchRecord) => SearchRecord {
  const origin = siteUrl ? siteUrl.replace(/\/$/, '') : '';
  return (r) => ({ ...r, url: origin + encodeRoute(r.url), url_without_anchor: origin + encodeRoute(r.url_without_anchor) });
}

export function buildSearch(_docs: Doc[], listed: Doc[], options: SearchBuildOptions = {}): SearchOutput {
  const indexPath = '/search-index.json';
  const listedRoutes = new Set(listed.filter((d) => !d.frontmatter.unlisted && !d.frontmatter.draft).map((d) => d.route));
  return {
    indexPath,
    isListed: (route) => listedRoutes.has(route),
    filesFromRecords: (records) => [
      { path: 'search-records.json', contents: hostedChunks(records, options.siteUrl) },
      { path: indexPath.slice(1), contents: indexChunks(records) },
    ],
  };
}

// Both files are made while they are written (see json-chunks.ts), from the records in memory.
function hostedChunks(records: SearchRecord[], siteUrl: string | undefined): Generator<string> {
  return jsonArrayChunks(records, toHosted(siteUrl));
}

function indexChunks(records: SearchRecord[]): Generator<string> {
  const { strings, records: encoded, ...small } = encodeIndex(records);
  return jsonObjectChunks(small, [['strings', strings], ['records', encoded]]);
}
