import type { Doc, RenderedRoute } from '../types.js';
import type { OutputFile } from '../emit/write-site.js';
import { extractRecords, type SearchRecord } from './records.js';

export interface SearchOutput {
  /** URL the browser fetches the index from, on intent to search (never on first paint). */
  indexPath: string;
  files: (routes: RenderedRoute[]) => OutputFile[];
}

export function buildSearch(_docs: Doc[], listed: Doc[]): SearchOutput {
  const listedRoutes = new Set(listed.filter((d) => !d.frontmatter.unlisted && !d.frontmatter.draft).map((d) => d.route));
  const indexPath = '/search-index.json';
  return {
    indexPath,
    files: (routes) => {
      const records: SearchRecord[] = [];
      for (const r of routes) if (r.doc && listedRoutes.has(r.route)) records.push(...extractRecords(r));
      return [
        { path: 'search-records.json', contents: JSON.stringify(records) },
        { path: indexPath.slice(1), contents: JSON.stringify(records.map((r) => [r.objectID, r.url, r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])) },
      ];
    },
  };
}
