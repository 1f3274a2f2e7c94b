// The postings of the sharded local index (format in theme/shared/search-shards.ts). The
// postings are what the single-file engine's flexsearch indexes would hold: the same encoder, and
// flexsearch's slot formula (a term's place among the field's distinct terms, scaled to the
// resolution),
// so the sharded engine ranks exactly as the single-file one (test/e2e/search-shards.test.ts).
import { makeEncoder, FIELDS, fieldText, type Field } from '../../theme/shared/search/engine.js';
import type { LocalRecord } from '../../theme/shared/search-protocol.js';
import type { RecordPiece, WordsFile } from '../../theme/shared/search-shards.js';

const TYPES: LocalRecord['type'][] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/** flexsearch 0.8's get_score for a term at place i of n distinct terms (strict tokenizer). */
function slotOf(resolution: number, n: number, i: number): number {
  if (!i || resolution <= 1) return 0;
  return n <= resolution ? i : (((resolution - 1) / n) * i + 1) | 0;
}

/** One term of the vocabulary: its postings rows ([fi, slot, value…], values unsorted) in the order
 *  they were made, and the rows of the field being read by slot; once all are made, its rows are
 *  `pool[at, end)` instead (see packRows). */
export interface Term {
  term: string;
  rows: number[][];
  field: number;
  bySlot: number[][];
  /** The last record that met the term (to count each record once, as a Set of its terms would). */
  seen: number;
  at: number;
  end: number;
  /** Document frequency (wordsFiles counts it). */
  df: number;
  /** The words as written that encode to it, in the order met. */
  surfaces: string[];
}

/** The vocabulary with every term's postings, and the record order, as the sharded files need them. */
export interface Postings {
  /** In vocabulary order: the order terms are first met. */
  vocab: Map<string, Term>;
  /** Every term's rows (packRows). */
  pool: Int32Array;
  /** The words files (by first letter). */
  words: Map<string, WordsFile>;
  /** New id → old id (the engine's tie order), and old id → new id. */
  order: number[];
  newId: number[];
}

// A 3,000-page site's records are 70,000 texts: a record's terms are deduplicated by marking their
// entries rather than building a Set and an array of them, and rows are found by slot rather than
// by a search of the term's rows.
export function shardPostings(records: LocalRecord[]): Postings {
  // The engine's tie order (level down, place in the page, id) becomes the id order.
  const order = records
    .map((r) => r.id)
    .sort((a, b) => records[b].level - records[a].level || records[a].position - records[b].position || a - b);
  const newId: number[] = [];
  order.forEach((old, i) => (newId[old] = i));

  const finals = new Map<string, string>();
  // Stemming as the engine does; without flexsearch's memo, which only costs here (each text is
  // encoded once).
  const encoder = makeEncoder(finals, true, false);
  const vocab = new Map<string, Term>(); // in vocabulary order: the order terms are first met
  const buffer: Term[] = [];
  let stamp = 0;
  // flexsearch's add dedupes the terms first: places count among the distinct terms.
  const distinctTerms = (text: string, out: Term[]) => {
    stamp++;
    out.length = 0;
    for (const t of encoder.encode(text) as string[]) {
      let e = vocab.get(t);
      if (!e) vocab.set(t, (e = { term: t, rows: [], field: -1, bySlot: [], seen: 0, at: 0, end: 0, df: 0, surfaces: [] }));
      if (e.seen !== stamp) {
        e.seen = stamp;
        out.push(e);
      }
    }
    return out;
  };
  FIELDS.forEach((field: Field, fi) => {
    const resolution = field === 'content' ? 9 : 5;
    const cache = new Map<string, Term[]>(); // headings repeat: encode each string once, as the engine does
    for (const r of records) {
      const text = fieldText(r, field);
      if (!text) continue;
      let distinct = field === 'content' ? undefined : cache.get(text);
      if (!distinct) {
        distinct = field === 'content' ? distinctTerms(text, buffer) : distinctTerms(text, []);
        if (field !== 'content') cache.set(text, distinct);
      }
      const value = newId[r.id] * 8 + TYPES.indexOf(r.type);
      for (let i = 0; i < distinct.length; i++) post(distinct[i], fi, slotOf(resolution, distinct.length, i), value);
    }
  });

  const pool = packRows(vocab);
  const words = wordsFiles(vocab, finals, pool, records.length * 8);
  return { vocab, pool, words, order, newId };
}

/** Each record as a piece holds it: [id, record without id, the ids of the others of its URL]. */
export function recordEntries(records: LocalRecord[], p: Postings): (id: number) => RecordPiece[number] {
  const sameUrl = idsByUrl(records, p.newId);
  return (id) => {
    const { id: _drop, ...rest } = records[p.order[id]];
    const others = sameUrl.get(rest.url)!.filter((other) => other !== id);
    return others.length ? [id, rest, others] : [id, rest];
  };
}

/** The new ids of the records of each URL, in id order. */
function idsByUrl(records: LocalRecord[], newId: number[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const r of records) {
    const ids = out.get(r.url);
    if (ids) ids.push(newId[r.id]);
    else out.set(r.url, [newId[r.id]]);
  }
  for (const ids of out.values()) if (ids.length > 1) ids.sort((a, b) => a - b);
  return out;
}

function post(e: Term, fi: number, slot: number, value: number): void {
  if (e.field !== fi) {
    e.field = fi;
    e.bySlot = [];
  }
  let row = e.bySlot[slot];
  if (!row) e.rows.push((e.bySlot[slot] = row = [fi, slot]));
  row.push(value);
}

/** The words files by first letter: each term with its document frequency (the records holding it
 *  in any field), and the written words that encode to it. */
function wordsFiles(vocab: Map<string, Term>, finals: Map<string, string>, pool: Int32Array, values: number): Map<string, WordsFile> {
  const words = new Map<string, WordsFile>();
  const termIndex = new Map<string, number>();
  const wordsOf = (letter: string) => {
    let w = words.get(letter);
    if (!w) words.set(letter, (w = { terms: [], surfaces: [] }));
    return w;
  };
  // A record's value is in a term's rows once per field holding it: count it once (a mark per value,
  // not a set per term: 67,000 sets cost more than the postings themselves).
  const counted = new Int32Array(values);
  let n = 0;
  for (const e of vocab.values()) {
    n++;
    let df = 0;
    for (let p = e.at; p < e.end; p += 3 + pool[p]) {
      for (let i = p + 3; i < p + 3 + pool[p]; i++) {
        if (counted[pool[i]] !== n) {
          counted[pool[i]] = n;
          df++;
        }
      }
    }
    e.df = df;
    const w = wordsOf(String.fromCodePoint(e.term.codePointAt(0)!));
    termIndex.set(e.term, w.terms.push([e.term, df]) - 1);
  }
  for (const [written, term] of finals) {
    const e = vocab.get(term);
    if (!e) continue;
    e.surfaces.push(written);
    const letter = String.fromCodePoint(term.codePointAt(0)!);
    wordsOf(letter).surfaces.push([written, termIndex.get(term)!]);
  }
  return words;
}

/** Every term's rows in one array of 32-bit integers, each row as [values, fi, slot, value…]: made
 *  by pushes, the rows had room for about half as many values again, at 8 bytes each (~35 MB on
 *  3,000 pages, held until the postings are written). Record ids × 8 + type stay far below 2³¹. */
function packRows(vocab: Map<string, Term>): Int32Array {
  let size = 0;
  for (const e of vocab.values()) for (const row of e.rows) size += row.length + 1;
  const pool = new Int32Array(size);
  let p = 0;
  for (const e of vocab.values()) {
    e.at = p;
    for (const row of e.rows) {
      pool[p] = row.length - 2;
      pool.set(row, p + 1);
      p += row.length + 1;
    }
    e.end = p;
    e.rows = [];
    e.bySlot = [];
  }
  return pool;
}

/** A term's rows as [fi, slot, first value, the gaps to the next ones], values in ascending order. */
export function deltaRows(pool: Int32Array, e: Term): number[][] {
  const rows: number[][] = [];
  for (let p = e.at; p < e.end; p += 3 + pool[p]) {
    const n = pool[p];
    const row = [pool[p + 1], pool[p + 2]];
    if (n === 1) row.push(pool[p + 3]);
    else {
      const values = pool.slice(p + 3, p + 3 + n).sort();
      for (let i = 0; i < n; i++) row.push(i ? values[i] - values[i - 1] : values[i]);
    }
    rows.push(row);
  }
  return rows;
}
