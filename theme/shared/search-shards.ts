// The sharded local index, for large sites: `search-index.json` becomes a small manifest, and a
// search fetches only what its words need (see the README's search paragraph). The files sit in a
// folder of their build, `search-index/<build id>/` (format 3): a reader's tab left open across a deploy
// never mixes one build's files with another's (the ids differ): it finds its own files, or none,
// and then loads the new index (theme/client/search/load-index.ts).
//   search-words-<letter>.json   the terms beginning with that letter (document frequency, in the
//                                order the single-file engine meets them) and the words as written
//                                (for typos, which never change a word's first letter);
//   search-postings-<n>.json     for the terms hashed to bucket n: per field, per flexsearch slot,
//                                the records that hold the term (record id × 8 + type, deltas);
//   search-hits-<n>.json         the records themselves (display data), in pieces of ids, each with
//                                the ids of the records that share its URL.
// Record ids are renumbered in the engine's tie order (level, then place in the page), so the
// ranking needs no record data until the hits are shown. Types only, plus the two names both sides
// compute; the build writes these in generator/search/shard-index.ts, the search chunk and the MCP
// server read them with theme/shared/search/sharded-engine.ts.
import type { LocalRecord } from './search-protocol.js';

export const SHARDED_FORMAT = 'docsgen-search-shards/3';
/** Formats 1 and 2 are read too: their files sit beside the manifest, and format 1's pieces lack
 *  the ids of same-URL records. */
const READABLE = new Set<string>(['docsgen-search-shards/1', 'docsgen-search-shards/2', SHARDED_FORMAT]);

export interface ShardManifest {
  format: typeof SHARDED_FORMAT | 'docsgen-search-shards/2' | 'docsgen-search-shards/1';
  language: 'en';
  /** The build that wrote the files (format 3), and their folder, relative to the manifest. */
  build?: string;
  dir?: string;
  /** How many records the site has (the engine's idf needs it). */
  total: number;
  /** Postings buckets; records per record piece. */
  buckets: number;
  piece: number;
  /** The first letters that have a words file. */
  letters: string[];
  /** The hosted-shaped records (search-records.json's content), in pieces. */
  hosted: string[];
}

export interface WordsFile {
  /** [term, document frequency], in the order the single-file engine adds them to its vocabulary. */
  terms: [string, number][];
  /** [written word, term index in `terms`], in the order the single-file engine meets them. */
  surfaces: [string, number][];
}

/** term → [field index, slot, first value, deltas…][] (value = record id × 8 + type index). */
export type PostingsFile = Record<string, number[][]>;

/** A piece of records: [id, record without id, the ids of the other records with its URL]. A
 *  section's heading and text chunks share a URL, and a search shows one hit per URL: once one of
 *  them is fetched, the others need not be (format 2; format 1 had no third item). */
export type RecordPiece = ([number, Omit<LocalRecord, 'id'>] | [number, Omit<LocalRecord, 'id'>, number[]])[];

export const wordsPath = (letter: string) => `search-words-${letter.codePointAt(0)!.toString(36)}.json`;
export const postingsPath = (bucket: number) => `search-postings-${bucket}.json`;
export const piecePath = (piece: number) => `search-hits-${piece}.json`;
export const hostedPath = (n: number) => `search-records-${n}.json`;
/** The folder of a build's shards (not of its hosted records, which a crawler's upload reads by name). */
export const shardDir = (build: string) => `search-index/${build}/`;
/** A site path (from its root) of a search file: the manifest, hosted records, or a shard. */
export const SEARCH_FILE_PATH = /^\/(search-index\/[0-9a-f]+\/)?search-[\w-]+\.json$/;

/** The bucket of a term: FNV-1a, stable across builds and runtimes. */
export function bucketOf(term: string, buckets: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    h ^= term.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % buckets;
}

/** Whether a `search-index.json` is a manifest of shards this engine reads. */
export function isShardManifest(json: unknown): json is ShardManifest {
  return READABLE.has(formatOf(json));
}

/** The `format` a search index file names ('' for none). */
export function formatOf(json: unknown): string {
  return typeof json === 'object' && json !== null ? String((json as { format?: unknown }).format ?? '') : '';
}
