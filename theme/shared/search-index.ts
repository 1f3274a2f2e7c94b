// The local search index as written to out/search-index.json and read by the browser: the records
// the hosted index would hold, minus what the local client can rebuild (objectID, facets), with the
// repeated strings (page routes, headings) stored once. The flexsearch indexes are built from it in
// the browser when it arrives (theme/shared/search/engine.ts).
// Shared by the build (generator/search) and the search chunk (theme/client/search), so it lives
// outside theme/client, which only the browser bundle compiles. The types are in search-protocol.ts.
import type { IndexableRecord, LocalIndexFile, LocalRecord, RecordType } from './search-protocol.js';

const CURRENT = 'docs-default-current';
const TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export function encodeIndex(records: IndexableRecord[]): LocalIndexFile {
  const strings: string[] = [];
  const ids = new Map<string, number>();
  const sid = (s: string | null): number => {
    if (s === null) return -1;
    let i = ids.get(s);
    if (i === undefined) {
      i = strings.push(s) - 1;
      ids.set(s, i);
    }
    return i;
  };
  const tags: Record<string, string> = {};
  for (const r of records) if (r.docusaurus_tag && r.docusaurus_tag !== CURRENT) tags[sid(r.url_without_anchor)] = r.docusaurus_tag;
  return {
    format: 'docsgen-search/1',
    language: 'en',
    docusaurus_tag: CURRENT,
    strings,
    // Only sites with several docs versions have the field: a one-version site's index stays as it was.
    ...(Object.keys(tags).length ? { tags } : {}),
    records: records.map((r) => [
      sid(r.url_without_anchor),
      r.anchor ?? '',
      TYPES.indexOf(r.type),
      ...(LEVELS.map((l) => sid(r.hierarchy[l])) as [number, number, number, number, number, number, number]),
      r.content,
      r.weight.level,
      r.weight.position,
    ]),
  };
}

export function decodeIndex(file: LocalIndexFile): LocalRecord[] {
  if (file.format !== 'docsgen-search/1') throw new Error(`unknown search index format ${String(file.format)}`);
  const s = (i: number) => (i < 0 ? null : file.strings[i]);
  return file.records.map((r, id) => ({
    id,
    url: r[1] ? `${file.strings[r[0]]}#${r[1]}` : file.strings[r[0]],
    type: TYPES[r[2]],
    hierarchy: { lvl0: s(r[3]) ?? '', lvl1: s(r[4]) ?? '', lvl2: s(r[5]), lvl3: s(r[6]), lvl4: s(r[7]), lvl5: s(r[8]), lvl6: s(r[9]) },
    content: r[10],
    level: r[11],
    position: r[12],
    ...(file.tags?.[r[0]] ? { tag: file.tags[r[0]] } : {}),
  }));
}
