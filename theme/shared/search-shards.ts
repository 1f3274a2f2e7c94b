// The sharded local index, for large sites: `search-index.json` becomes a small manifest, and a
// search fetches only what its words need (see the README's search paragraph). The files sit in a
// folder of their build, `search-index/<build id>/`: a reader's tab left open across a deploy never
// mixes one build's files with another's (the ids differ): it finds its own files, or none, and
// then loads the new index (theme/client/search/load-index.ts).
//
// Format 4 (fragments, as Pagefind splits its index): a query fetches one file per word, then,
// most often, nothing more.
//   search-frag-<key>.json   the terms whose longest key (of the manifest's `keys`) is a prefix
//                            of them, in the order the single-file engine meets them: each with its
//                            document frequency, its postings (per field, per flexsearch slot, the
//                            records holding it: record id × 8 + type, deltas) and the words as
//                            written that encode to it; and the display data of the records each
//                            of these terms ranks first on its own (the hits a one-word query
//                            shows). Keys are split one letter at a time until a fragment's postings
//                            are small, so a word's completions (the terms it begins) are in its
//                            own fragment, unless the word is itself a key that was split: that
//                            fragment then lists the completions (with their frequency, and their
//                            postings when these are small).
//   search-words-<letter>.json  every term of a first letter and every word as written, for typos
//                            (fetched only for a word not written anywhere on the site);
//   search-hits-<n>.json     every record (display data) in pieces of ids, each with the ids of the
//                            records that share its URL: for the hits a fragment did not bring.
// Record ids are renumbered in the engine's tie order (level, then place in the page), so the
// ranking needs no record data until the hits are shown. Types only, plus the names both sides
// compute; the build writes these in generator/search/shard-index.ts, the search chunk and the MCP
// server read them with theme/shared/search/sharded-engine.ts.
import type { LocalRecord } from './search-protocol.js';

export const SHARDED_FORMAT = 'docsgen-search-shards/4';

export interface ShardManifest {
  format: typeof SHARDED_FORMAT;
  language: 'en';
  /** The build that wrote the files, and their folder, relative to the manifest. */
  build: string;
  dir: string;
  /** How many records the site has (the engine's idf needs it). */
  total: number;
  /** Records per record piece. */
  piece: number;
  /** The fragments' keys (term prefixes; every proper prefix of a key is a key too). */
  keys: string[];
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

/** A term's postings: [field index, slot, first value, deltas…][] (value = record id × 8 + type index). */
export type PostingRows = number[][];

/** [term, document frequency, postings, the words as written that encode to it (omitted when the
 *  term itself is the only one)]. */
export type FragmentTerm = [string, number, PostingRows] | [string, number, PostingRows, string[]];

/** [term, document frequency, its postings when they are small]. */
export type FragmentCompletion = [string, number] | [string, number, PostingRows];

export interface FragmentFile {
  /** The fragment's terms, in vocabulary order. */
  terms: FragmentTerm[];
  /** For a key that was split: its completions as the single-file engine picks them, with their
   *  postings when all of them are small (they are in their own fragments too). */
  completions?: FragmentCompletion[];
  /** The records its terms rank first (a piece: ids ascending). */
  records: RecordPiece;
}

/** A piece of records: [id, record without id, the ids of the other records with its URL]. A
 *  section's heading and text chunks share a URL, and a search shows one hit per URL: once one of
 *  them is fetched, the others need not be. */
export type RecordPiece = ([number, Omit<LocalRecord, 'id'>] | [number, Omit<LocalRecord, 'id'>, number[]])[];

const codes = (s: string) => Array.from(s, (c) => c.codePointAt(0)!.toString(36)).join('-');
export const wordsPath = (letter: string) => `search-words-${letter.codePointAt(0)!.toString(36)}.json`;
export const fragmentPath = (key: string) => `search-frag-${codes(key)}.json`;
export const piecePath = (piece: number) => `search-hits-${piece}.json`;
export const hostedPath = (n: number) => `search-records-${n}.json`;
/** The folder of a build's shards (not of its hosted records, which a crawler's upload reads by name). */
export const shardDir = (build: string) => `search-index/${build}/`;
/** A site path (from its root) of a search file: the manifest, hosted records, or a shard. */
export const SEARCH_FILE_PATH = /^\/(search-index\/[0-9a-f]+\/)?search-[\w-]+\.json$/;

/** The fragment a term is in: its longest prefix (in letters) that is a key; undefined when no key
 *  begins it (no term of the site begins with its letter). */
export function keyOf(term: string, keys: ReadonlySet<string>): string | undefined {
  const letters = Array.from(term);
  for (let n = letters.length; n > 0; n--) {
    const k = n === letters.length ? term : letters.slice(0, n).join('');
    if (keys.has(k)) return k;
  }
  return undefined;
}

/** Whether a `search-index.json` is a manifest of shards this engine reads. */
export function isShardManifest(json: unknown): json is ShardManifest {
  return formatOf(json) === SHARDED_FORMAT;
}

/** The `format` a search index file names ('' for none). */
export function formatOf(json: unknown): string {
  return typeof json === 'object' && json !== null ? String((json as { format?: unknown }).format ?? '') : '';
}
