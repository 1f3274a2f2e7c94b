// The fragments of a sharded index (format: theme/shared/search-shards.ts): the vocabulary cut by
// term prefix into files of bounded postings, each with the display data of the records its terms
// rank first, so that a one-word query needs its fragment and nothing else.
import { DEFAULT_WEIGHTS, FIELDS, OWN_FIELD, OWN_FIELD_OF, PREFIX_LIMIT } from '../../theme/shared/search/engine.js';
import type { LocalRecord } from '../../theme/shared/search-protocol.js';
import {
  fragmentPath,
  type FragmentCompletion,
  type FragmentFile,
  type FragmentTerm,
  type RecordPiece,
} from '../../theme/shared/search-shards.js';
import { deltaRows, type Postings, type Term } from './shard-index.js';

/** A fragment is split (one letter longer keys) while its postings and records weigh more than
 *  this many integers: what one word costs stays the same however large the site. */
export const FRAGMENT_INTS = 24_000;
/** What a record embedded costs, in postings integers (~300 bytes against ~4). */
const RECORD_INTS = 75;
/** Records a term brings for its hits: the modal and the search page ask for 20. */
export const TOP_HITS = 20;
/** Keys grow at most this long: a longer prefix holds few terms anyway. */
const MAX_KEY = 8;

const SCORE_CEILING = 1e7;

const TYPES: LocalRecord['type'][] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export interface Fragments {
  keys: string[];
  files: { path: string; value: () => FragmentFile }[];
}

export function fragmentFiles(records: LocalRecord[], p: Postings, limit: number, entry: (id: number) => RecordPiece[number]): Fragments {
  const top = topRecords(records, p);
  const tops = new Map<Term, number[]>();
  for (const e of p.vocab.values()) tops.set(e, top(e));
  const byKey = partition([...p.vocab.values()], limit, (e) => size(e) + RECORD_INTS * tops.get(e)!.length);
  const inner = new Set<string>();
  for (const k of byKey.keys()) {
    const letters = Array.from(k);
    if (letters.length > 1) inner.add(letters.slice(0, -1).join(''));
  }
  const files = [...byKey].map(([key, terms]) => ({
    path: fragmentPath(key),
    value: (): FragmentFile => {
      const ids = new Set<number>();
      for (const e of terms) for (const id of tops.get(e)!) ids.add(id);
      return {
        terms: terms.map((e): FragmentTerm => {
          const rows = deltaRows(p.pool, e);
          return e.surfaces.length === 1 && e.surfaces[0] === e.term ? [e.term, e.df, rows] : [e.term, e.df, rows, e.surfaces];
        }),
        ...(inner.has(key) ? { completions: completionsIn(key, p, limit) } : {}),
        records: [...ids].sort((a, b) => a - b).map(entry),
      };
    },
  }));
  return { keys: [...byKey.keys()], files };
}

const size = (e: Term) => e.end - e.at;

/** Terms by key: first letters, then the largest one-letter-longer prefix split off a fragment
 *  while it holds more than `limit` (postings integers, records counted as RECORD_INTS). Every proper prefix of a key stays a key,
 *  and each fragment keeps vocabulary order. */
function partition(vocab: Term[], limit: number, size: (e: Term) => number): Map<string, Term[]> {
  const letters = new Map<Term, string[]>();
  const out = new Map<string, Term[]>();
  for (const e of vocab) {
    const l = Array.from(e.term);
    letters.set(e, l);
    const k = l[0];
    const list = out.get(k);
    if (list) list.push(e);
    else out.set(k, [e]);
  }
  const queue = [...out.keys()];
  while (queue.length) {
    const key = queue.pop()!;
    const depth = Array.from(key).length;
    if (depth >= MAX_KEY) continue;
    let terms = out.get(key)!;
    let total = terms.reduce((n, e) => n + size(e), 0);
    while (total > limit) {
      // The children: terms longer than the key, by their next letter.
      const children = new Map<string, number>();
      for (const e of terms) {
        const l = letters.get(e)!;
        if (l.length > depth) children.set(l[depth], (children.get(l[depth]) ?? 0) + size(e));
      }
      if (children.size === 0) break;
      const [next] = [...children].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
      const child = key + next;
      const moved = terms.filter((e) => letters.get(e)!.length > depth && letters.get(e)![depth] === next);
      terms = terms.filter((e) => !(letters.get(e)!.length > depth && letters.get(e)![depth] === next));
      total -= children.get(next)!;
      out.set(child, moved);
      queue.push(child);
    }
    out.set(key, terms);
  }
  return out;
}

/** The completions of a split key, as the engine picks a word's: the first 200 terms that begin it
 *  (vocabulary order), the 30 most frequent of them when more. With their postings too when these
 *  are small (a word that many longer terms begin, "server" of "serverkey"…): the word then needs no
 *  other fragment; a few letters' completions are the site's most frequent words, fetched each
 *  from its own fragment. */
function completionsIn(key: string, p: Postings, limit: number): FragmentCompletion[] {
  let found: Term[] = [];
  for (const e of p.vocab.values()) if (e.term !== key && e.term.startsWith(key) && found.push(e) >= 200) break;
  if (found.length > PREFIX_LIMIT) found = found.sort((a, b) => b.df - a.df).slice(0, PREFIX_LIMIT);
  const small = found.reduce((n, e) => n + size(e), 0) <= limit;
  return found.map((e) => (small ? [e.term, e.df, deltaRows(p.pool, e)] : [e.term, e.df]));
}

/** The records a term ranks first on its own (its best field and own field as the engine scores
 *  them, ties by id), one per URL, up to TOP_HITS URLs. */
function topRecords(records: LocalRecord[], p: Postings): (e: Term) => number[] {
  const n = p.order.length;
  const urlId = new Int32Array(n);
  const urls = new Map<string, number>();
  for (let id = 0; id < n; id++) {
    const url = records[p.order[id]].url;
    let u = urls.get(url);
    if (u === undefined) urls.set(url, (u = urls.size));
    urlId[id] = u;
  }
  const best = new Float64Array(n);
  const own = new Float64Array(n);
  const mark = new Int32Array(n);
  const urlMark = new Int32Array(urls.size);
  let stamp = 0;
  const weights = FIELDS.map((f) => DEFAULT_WEIGHTS[f]);
  // Ids fit below idSpan; a score (at most ~7.2, in millionths) below SCORE_CEILING: the keys stay
  // exact integers (below 2^53) up to half a billion records.
  const idSpan = 2 ** Math.ceil(Math.log2(n + 1));
  return (e) => {
    stamp++;
    const touched: number[] = [];
    const { pool } = p;
    for (let q = e.at; q < e.end; q += 3 + pool[q]) {
      const fi = pool[q + 1];
      const res = FIELDS[fi] === 'content' ? 9 : 5;
      const s = weights[fi] * (1 - (0.35 * pool[q + 2]) / (res - 1));
      for (let i = q + 3; i < q + 3 + pool[q]; i++) {
        const id = pool[i] >> 3;
        if (mark[id] !== stamp) {
          mark[id] = stamp;
          best[id] = 0;
          own[id] = 0;
          touched.push(id);
        }
        if (best[id] < s) best[id] = s;
        if (fi === OWN_FIELD_OF[TYPES[pool[i] & 7]] && own[id] < s) own[id] = s;
      }
    }
    // Score down, then id: one number each, sorted natively (a comparator over 100,000 records of
    // a common word cost more than the postings). Scores are compared to a millionth.
    const keys = new Float64Array(touched.length);
    for (let i = 0; i < touched.length; i++) {
      const id = touched[i];
      keys[i] = (SCORE_CEILING - Math.round((best[id] + OWN_FIELD * own[id]) * 1e6)) * idSpan + id;
    }
    keys.sort();
    const out: number[] = [];
    for (const key of keys) {
      const id = key % idSpan;
      if (urlMark[urlId[id]] === stamp) continue;
      urlMark[urlId[id]] = stamp;
      out.push(id);
      if (out.length >= TOP_HITS) break;
    }
    return out;
  };
}
