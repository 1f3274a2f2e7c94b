// The first shardIndex (generator/search/shard-index.ts), kept as the reference its rewrite must equal
// (test/unit/shard-index.test.ts): the words files, every term's postings and the record pieces
// (format 3 hashed the postings into buckets, format 4 cuts them into fragments by prefix).
import { makeEncoder, FIELDS, fieldText, type Field } from '../../theme/shared/search/engine.js';
import type { LocalRecord } from '../../theme/shared/search-protocol.js';
import { piecePath, wordsPath, type PostingRows, type RecordPiece, type WordsFile } from '../../theme/shared/search-shards.js';

const TYPES: LocalRecord['type'][] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/** flexsearch 0.8's get_score for a term at place i of n distinct terms (strict tokenizer). */
function slotOf(resolution: number, n: number, i: number): number {
  if (!i || resolution <= 1) return 0;
  return n <= resolution ? i : (((resolution - 1) / n) * i + 1) | 0;
}

export function shardIndexReference(
  records: LocalRecord[],
  piece: number,
): { files: { path: string; value: unknown }[]; letters: string[]; postings: Map<string, PostingRows> } {
  // The engine's tie order (level down, place in the page, id) becomes the id order.
  const order = records
    .map((r) => r.id)
    .sort((a, b) => records[b].level - records[a].level || records[a].position - records[b].position || a - b);
  const newId: number[] = [];
  order.forEach((old, i) => (newId[old] = i));

  const finals = new Map<string, string>();
  const encoder = makeEncoder(finals);
  const vocab = new Map<string, number>(); // term → df, in vocabulary order
  const postings = new Map<string, number[][]>(); // term → [fi, slot, value…] rows (values unsorted)
  const post = (term: string, fi: number, slot: number, value: number) => {
    let rows = postings.get(term);
    if (!rows) postings.set(term, (rows = []));
    let row = rows.find((r) => r[0] === fi && r[1] === slot);
    if (!row) rows.push((row = [fi, slot]));
    row.push(value);
  };
  const encode = (text: string) => {
    const terms = encoder.encode(text) as string[];
    for (const t of terms) if (!vocab.has(t)) vocab.set(t, 0);
    return terms;
  };
  FIELDS.forEach((field: Field, fi) => {
    const resolution = field === 'content' ? 9 : 5;
    const cache = new Map<string, string[]>(); // headings repeat: encode each string once, as the engine does
    for (const r of records) {
      const text = fieldText(r, field);
      if (!text) continue;
      let terms = field === 'content' ? undefined : cache.get(text);
      if (!terms) {
        terms = encode(text);
        if (field !== 'content') cache.set(text, terms);
      }
      const value = newId[r.id] * 8 + TYPES.indexOf(r.type);
      // flexsearch's add dedupes the terms first: places count among the distinct terms.
      const distinct = [...new Set(terms)];
      distinct.forEach((t, i) => {
        post(t, fi, slotOf(resolution, distinct.length, i), value);
      });
    }
  });
  // Document frequency: the records holding the term in any field (a set per term, not per record:
  // 67,000 sets of terms cost more than the postings themselves).
  for (const [term, rows] of postings) {
    const ids = new Set<number>();
    for (const row of rows) for (let i = 2; i < row.length; i++) ids.add(row[i]);
    vocab.set(term, ids.size);
  }

  const words = new Map<string, WordsFile>();
  const termIndex = new Map<string, number>();
  const wordsOf = (letter: string) => {
    let w = words.get(letter);
    if (!w) words.set(letter, (w = { terms: [], surfaces: [] }));
    return w;
  };
  for (const [term, df] of vocab) {
    const w = wordsOf(String.fromCodePoint(term.codePointAt(0)!));
    termIndex.set(term, w.terms.push([term, df]) - 1);
  }
  for (const [written, term] of finals) {
    if (!vocab.has(term)) continue;
    const letter = String.fromCodePoint(term.codePointAt(0)!);
    wordsOf(letter).surfaces.push([written, termIndex.get(term)!]);
  }

  const termRows = new Map<string, PostingRows>();
  for (const [term, rows] of postings) {
    termRows.set(
      term,
      rows.map(([fi, slot, ...values]) => {
        values.sort((a, b) => a - b);
        return [fi, slot, ...values.map((v, i) => (i ? v - values[i - 1] : v))];
      }),
    );
  }

  const pieces: RecordPiece[] = [];
  order.forEach((old, id) => {
    const { id: _drop, ...rest } = records[old];
    // Format 2: the ids of the other records with the same URL.
    const others = order.map((o, other) => (other !== id && records[o].url === rest.url ? other : -1)).filter((other) => other >= 0);
    (pieces[Math.floor(id / piece)] ??= []).push(others.length ? [id, rest, others] : [id, rest]);
  });

  return {
    letters: [...words.keys()],
    postings: termRows,
    files: [
      ...[...words].map(([letter, value]) => ({ path: wordsPath(letter), value })),
      ...pieces.map((value, i) => ({ path: piecePath(i), value })),
    ],
  };
}
