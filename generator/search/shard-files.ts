// The sharded local index's files (format: theme/shared/search-shards.ts): the postings
// (shard-index.ts) cut into fragments (fragments.ts), the words files for typos, and every record
// in pieces.
import type { LocalRecord } from '../../theme/shared/search-protocol.js';
import { piecePath, wordsPath } from '../../theme/shared/search-shards.js';
import { FRAGMENT_INTS, fragmentFiles } from './fragments.js';
import { recordEntries, shardPostings } from './shard-index.js';

export interface ShardFiles {
  /** Each file's data is made when asked (as the file is written), not all at once: a 3,000-page
   *  site's postings and record pieces are ~25 MB of small arrays and objects, which made while
   *  the build's other data is still held were the top of its memory. */
  files: { path: string; value: () => unknown }[];
  letters: string[];
  keys: string[];
}

/** The sharded files: fragments, words files and record pieces (format: search-shards.ts). */
export function shardIndex(records: LocalRecord[], piece: number, fragmentInts = FRAGMENT_INTS): ShardFiles {
  const p = shardPostings(records);
  const entry = recordEntries(records, p);
  const fragments = fragmentFiles(records, p, fragmentInts, entry);
  const pieceAt = (first: number) => Array.from({ length: Math.min(piece, p.order.length - first) }, (_, i) => entry(first + i));
  return {
    letters: [...p.words.keys()],
    keys: fragments.keys,
    files: [
      ...[...p.words].map(([letter, value]) => ({ path: wordsPath(letter), value: () => value })),
      ...fragments.files,
      ...Array.from({ length: Math.ceil(p.order.length / piece) }, (_, i) => ({ path: piecePath(i), value: () => pieceAt(i * piece) })),
    ],
  };
}
