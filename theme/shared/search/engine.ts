// The local search engine: flexsearch indexes, one per field, so a word in a page title counts more
// than the same word in body text, plus two small flexsearch indexes over the words of the docs:
// one with the `forward` tokenizer for prefixes (search as you type), one with the `tolerant`
// tokenizer for typos (one deleted, swapped, replaced or extra letter). Ranking follows the hosted
// service's order: records matching all the query words first, then by field weight, exactness
// and position, then headings before text.
import { Encoder, Index } from 'flexsearch';
import type { LocalRecord } from '../search-protocol.js';

export type Field = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'content';
export const FIELDS: Field[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'content'];

export interface EngineOptions {
  weights?: Partial<Record<Field, number>>;
  /** `flexsearch`: the tolerant tokenizer alone (a deleted or swapped letter); `full` also tries the
   *  query with each letter removed, which catches a replaced or an extra letter. */
  typos?: 'off' | 'flexsearch' | 'full';
  stemming?: boolean;
}

export const DEFAULT_WEIGHTS: Record<Field, number> = { lvl0: 0.5, lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2.5, content: 1 };
/** At most this many completions of a word being typed are searched. */
export const PREFIX_LIMIT = 30;
/** Below this many records matching every word, records missing one word are added after them. */
export const FEW = 10;
/** How much a word's match in the record's own field adds to its best match. */
export const OWN_FIELD = 0.15;
export const OWN_FIELD_OF: Record<LocalRecord['type'], number> = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 4, lvl6: 4, content: 5 };

// Words too common to narrow a search. flexsearch's English list also drops words that are
// commands and flags here (get, use, go, up, new), so this one is shorter.
const STOPWORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its my of on or the their then there these this to was what when where which who why will with you your'.split(
    ' ',
  ),
);

function undouble(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) if (word[i] !== word[i - 1] || /\d/.test(word[i])) out += word[i];
  return out;
}

/** A light English stemmer (plurals, -ing, -ed, -ation, final e), enough for "removing",
 *  "removes" and "remove" to meet; the prefix variants cover what it leaves apart. */
function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/[^sui]s$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 6 && w.endsWith('ation')) w = w.slice(0, -3);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

export const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

/** What flexsearch's default normalisation does to a word: lower case, accents removed. */
function normalize(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export interface Match {
  record: LocalRecord;
  score: number;
  /** How many of the query's words the record matches. */
  coverage: number;
}

export interface SearchResult {
  matches: Match[];
  /** The encoded query words. */
  queryTerms: string[];
  /** Every term the query words stood for (themselves, completions, near misses) → query word index. */
  highlightTerms: Map<string, number>;
  /** Time spent, in milliseconds. */
  took: number;
  /** Sharded index: matching records whose data was not fetched (counted in nbHits as they are). */
  unfetched?: number;
}

export interface Variant {
  term: string;
  quality: number;
}

export class SearchEngine implements Searcher {
  readonly records: LocalRecord[];
  readonly encoder: Encoder;
  private readonly weights: Record<Field, number>;
  private readonly typos: NonNullable<EngineOptions['typos']>;
  /** Per field: the flexsearch index and, for heading fields, which records share each indexed string. */
  private readonly fields = new Map<Field, { index: Index; owners?: number[][] }>();
  private readonly vocabulary: string[] = [];
  private readonly vocabId = new Map<string, number>();
  private readonly prefixes: Index;
  private readonly tolerant: Index;
  /** The words as written in the docs (lower case), each with its encoded term: typos are
   *  looked up among these. */
  private readonly surfaces: string[] = [];
  private readonly surfaceIds = new Map<string, number>();
  private readonly surfaceFinal: string[] = [];
  /** How many records each term occurs in (any field), for weighting rare words above common ones. */
  private readonly df = new Map<string, number>();
  private readonly wordCache = new Map<string, string | undefined>();

  constructor(records: LocalRecord[], options: EngineOptions = {}) {
    this.records = records;
    this.weights = { ...DEFAULT_WEIGHTS, ...options.weights };
    this.typos = options.typos ?? 'full';
    // The same words come back thousands of times while indexing: stem each once.
    const finals = new Map<string, string>();
    this.encoder = makeEncoder(finals, options.stemming ?? true);
    // Every index is fed already-encoded text, so a term looked up is never encoded twice.
    const asIs = new Encoder({ normalize: false, dedupe: false, numeric: false });
    this.prefixes = new Index({ tokenize: 'forward', encoder: asIs, resolution: 1 });
    this.tolerant = new Index({ tokenize: 'tolerant', encoder: asIs, resolution: 1 });

    const seen: Set<string>[] = records.map(() => new Set());
    for (const field of FIELDS) {
      const index = new Index({ tokenize: 'strict', encoder: asIs, resolution: field === 'content' ? 9 : 5 });
      if (field === 'content') {
        for (const r of records) if (r.content) this.add(index, r.id, r.content, seen[r.id]);
        this.fields.set(field, { index });
        continue;
      }
      // Headings repeat on every record of their section: index each distinct string once.
      const ids = new Map<string, number>();
      const owners: number[][] = [];
      const terms: string[][] = [];
      for (const r of records) {
        const text = fieldText(r, field);
        if (!text) continue;
        let id = ids.get(text);
        if (id === undefined) {
          id = owners.push([]) - 1;
          ids.set(text, id);
          terms[id] = this.add(index, id, text);
        }
        owners[id].push(r.id);
        for (const t of terms[id]) seen[r.id].add(t);
      }
      this.fields.set(field, { index, owners });
    }
    for (const terms of seen) for (const t of terms) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    // Every word met so far came from the docs (no query has been encoded yet).
    for (const [written, term] of finals) {
      const sid = this.surfaces.push(written) - 1;
      this.surfaceIds.set(written, sid);
      this.surfaceFinal.push(term);
      if (this.typos !== 'off' && written.length >= 4) this.tolerant.add(sid, written);
    }
  }

  private surfaceTerm(sid: number): string | undefined {
    const t = this.surfaceFinal[sid];
    return this.vocabId.has(t) ? t : undefined;
  }

  private add(index: Index, id: number, text: string, seen?: Set<string>): string[] {
    const terms = this.encoder.encode(text);
    index.add(id, terms.join(' '));
    for (const t of terms) {
      seen?.add(t);
      if (this.vocabId.has(t)) continue;
      const vid = this.vocabulary.push(t) - 1;
      this.vocabId.set(t, vid);
      this.prefixes.add(vid, t);
    }
    return terms;
  }

  /** One word encoded as the index encodes it; undefined for a stopword. Highlighting asks this
   *  for every word of every hit, and the words repeat: remember them. */
  encodeWord(word: string): string | undefined {
    if (this.wordCache.has(word)) return this.wordCache.get(word);
    const enc = this.encoder.encode(word)[0];
    if (this.wordCache.size < 50_000) this.wordCache.set(word, enc);
    return enc;
  }

  /** The query's words: encoded (stopwords dropped, unless the query is nothing else) and as
   *  written (lower case, no accents), which is what typos are matched on. */
  queryWords(query: string): { term: string; written: string }[] {
    const out = new Map<string, string>();
    const words = query.split(WORD_SPLIT).filter(Boolean);
    for (const w of words) {
      const term = this.encodeWord(w);
      if (term !== undefined && !out.has(term)) out.set(term, normalize(w));
    }
    if (out.size === 0) for (const w of words) out.set(normalize(w), normalize(w));
    return [...out].map(([term, written]) => ({ term, written }));
  }

  queryTerms(query: string): string[] {
    return this.queryWords(query).map((w) => w.term);
  }

  /** The vocabulary terms a query word stands for: itself, the words it begins (for the word
   *  being typed, and for short forms like "config"), and near misses (typos). */
  variants(term: string, isLast: boolean, written = term): Variant[] {
    const out = new Map<string, number>();
    const put = (t: string | undefined, q: number) => t !== undefined && out.set(t, Math.max(out.get(t) ?? 0, q));
    if (this.vocabId.has(term)) put(term, 1);
    if (term.length >= (isLast ? 1 : 3)) {
      let completions = (this.prefixes.search(term, { limit: 200 }) as number[])
        .map((vid) => this.vocabulary[vid])
        .filter((v) => v !== term);
      // A letter or two begins hundreds of words: keep the most common ones.
      if (completions.length > PREFIX_LIMIT)
        completions = completions.sort((a, b) => (this.df.get(b) ?? 0) - (this.df.get(a) ?? 0)).slice(0, PREFIX_LIMIT);
      for (const v of completions) put(v, 0.55 + 0.3 * (term.length / v.length));
    }
    // Typos are matched on words as written: a typo near the end ("isolaton") hides the suffix
    // the stemmer would have removed.
    if (this.typos !== 'off' && written.length >= 4 && !this.surfaceIds.has(written)) {
      // flexsearch's tolerant tokenizer indexed every written word with one letter dropped or
      // two neighbours swapped: the query word finds the words it is such a variant of.
      for (const sid of this.tolerant.search(written, { limit: 40 }) as number[]) put(this.surfaceTerm(sid), 0.6);
      if (this.typos === 'full') {
        // Dropping each letter of the query word too meets a word with one letter replaced
        // (both lose it) or one letter fewer (the query had an extra one).
        for (let i = 1; i < written.length; i++) {
          const d = written.slice(0, i) + written.slice(i + 1);
          const exact = this.surfaceIds.get(d);
          if (exact !== undefined) put(this.surfaceTerm(exact), 0.5);
          for (const sid of this.tolerant.search(d, { limit: 40 }) as number[]) {
            if (distance1(written, this.surfaces[sid])) put(this.surfaceTerm(sid), 0.5);
          }
        }
      }
    }
    out.delete('');
    return [...out].map(([t, quality]) => ({ term: t, quality }));
  }

  search(query: string, options: { filter?: (r: LocalRecord) => boolean } = {}): SearchResult {
    const started = performance.now();
    const { best, queryTerms, highlightTerms } = scoreQuery(query, this.records.length, {
      queryWords: (q) => this.queryWords(q),
      variants: (term, isLast, written) => this.variants(term, isLast, written),
      df: this.df,
      postings: (v, idf, perRecord) => {
        FIELDS.forEach((field, fi) => {
          const { index, owners } = this.fields.get(field)!;
          const slots = index.search(v.term, { resolve: false }).result as unknown as number[][];
          if (!slots) return;
          const res = field === 'content' ? 9 : 5;
          slots.forEach((ids, slot) => {
            if (!ids) return;
            const s = this.weights[field] * v.quality * idf * (1 - (0.35 * slot) / (res - 1));
            for (const id of ids) {
              for (const rid of owners ? owners[id] : [id]) noteWordScore(perRecord, rid, fi === OWN_FIELD_OF[this.records[rid].type], s);
            }
          });
        });
      },
    });
    const need = coverageNeeded(best);
    const matches: Match[] = [];
    for (const [rid, b] of best) {
      if (b.coverage < need) continue;
      const record = this.records[rid];
      if (options.filter && !options.filter(record)) continue;
      matches.push({ record, score: b.score, coverage: b.coverage });
    }
    matches.sort(
      (a, b) =>
        b.coverage - a.coverage ||
        b.score - a.score ||
        b.record.level - a.record.level ||
        a.record.position - b.record.position ||
        a.record.id - b.record.id,
    );
    // One hit per URL (the hosted index's `distinct`): the best record for each anchor.
    const seenUrl = new Set<string>();
    const distinct = matches.filter((m) => !seenUrl.has(m.record.url) && !!seenUrl.add(m.record.url));
    return { matches: distinct, queryTerms, highlightTerms, took: performance.now() - started };
  }
}

/** The encoder every index is fed through: lower case without accents, stopwords out, then the
 *  suffix rules and the collapse of doubled letters (in that order, so "accesses" and "access"
 *  meet). `finals` collects each written word → its term, in the order first met (the sharded
 *  index's build replays that order, see generator/search/shard-index.ts). `cache`: flexsearch's
 *  memo of strings and words; the build turns it off (it encodes each record once, and at 3,000
 *  pages the memo's upkeep cost more than it saved: 1.1–1.4 s against 0.8 s). */
export function makeEncoder(finals: Map<string, string>, stemming = true, cache = true): Encoder {
  return new Encoder({
    cache,
    numeric: false,
    dedupe: false,
    filter: STOPWORDS,
    finalize: (terms: string[]) =>
      terms.map((t) => {
        let f = finals.get(t);
        if (f === undefined) finals.set(t, (f = undouble(stemming ? stem(t) : t)));
        return f;
      }),
  });
}

/** What one search needs of an engine: the single-file engine and the sharded one both answer it. */
export interface Searcher {
  search(query: string, options?: { filter?: (r: LocalRecord) => boolean }): SearchResult;
  encodeWord(word: string): string | undefined;
  /** Fetches what `search(query)` needs for its first `wanted` hits (the sharded index only).
   *  Once `current` says no (the reader typed on), it fetches nothing more. */
  prepare?(query: string, wanted: number, filter: (r: LocalRecord) => boolean, current?: () => boolean): Promise<void>;
}

export function fieldText(r: LocalRecord, field: Field): string | null {
  if (field === 'content') return r.content;
  if (field === 'lvl4') return [r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6].filter(Boolean).join(' ') || null;
  return r.hierarchy[field];
}

/** True when a and b differ by one replaced letter or one letter more or fewer. */
export function distance1(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    let diff = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && ++diff > 1) return false;
    return diff === 1;
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  if (l.length - s.length !== 1) return false;
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  return s.slice(i) === l.slice(i + 1);
}

/** One query word's best score in a record: over all its fields, and in the field the record is
 *  about (its own heading level, or its content). */
export interface WordScore {
  best: number;
  own: number;
}

/** A record's total over the query's words, and how many of the words it has. */
export interface RecordScore {
  score: number;
  coverage: number;
}

export function noteWordScore(perRecord: Map<number, WordScore>, rid: number, ownField: boolean, s: number): void {
  let cur = perRecord.get(rid);
  if (!cur) perRecord.set(rid, (cur = { best: 0, own: 0 }));
  if (ownField && cur.own < s) cur.own = s;
  if (cur.best < s) cur.best = s;
}

/** Where a query's words are read, spelled otherwise, weighted and found: the local engine asks its
 *  flexsearch indexes, the sharded one its fetched postings. */
export interface QuerySource {
  queryWords: (query: string) => { term: string; written: string }[];
  variants: (term: string, isLast: boolean, written: string) => Variant[];
  df: Map<string, number>;
  /** Notes the variant's score in every record it is found in (noteWordScore). */
  postings: (v: Variant, idf: number, perRecord: Map<number, WordScore>) => void;
}

/** The scoring both engines share, in one order of operations (so the same scores to the last
 *  bit): per query word, the best score in each record over its readings, summed over the words. */
export function scoreQuery(
  query: string,
  total: number,
  src: QuerySource,
): { best: Map<number, RecordScore>; queryTerms: string[]; highlightTerms: Map<string, number> } {
  const words = src.queryWords(query);
  const queryTerms = words.map((w) => w.term);
  const highlightTerms = new Map<string, number>();
  const complete = /\s$/.test(query);
  const best = new Map<number, RecordScore>();
  queryTerms.forEach((term, qi) => {
    const isLast = qi === queryTerms.length - 1 && !complete;
    // Per record, the best score of this word in each field: the best field counts in full, and
    // a match in the record's own field (its heading, or its text) adds a little, so a section
    // whose heading repeats the page title's word ranks above siblings that only inherit it.
    const perRecord = new Map<number, WordScore>();
    // One weight per query word, from its most common reading: a rare completion or near miss
    // of a common word ("secr" → "secretlistresponse") must not outrank the word itself.
    const variants = src.variants(term, isLast, words[qi].written);
    const df = Math.max(1, src.df.get(term) ?? 0, ...variants.map((v) => src.df.get(v.term) ?? 0));
    const idf = Math.log(1 + total / df);
    for (const v of variants) {
      if (!highlightTerms.has(v.term)) highlightTerms.set(v.term, qi);
      src.postings(v, idf, perRecord);
    }
    addWordScores(best, perRecord);
  });
  return { best, queryTerms, highlightTerms };
}

/** Adds one query word's scores to the records' totals. */
export function addWordScores(best: Map<number, RecordScore>, perRecord: Map<number, WordScore>): void {
  for (const [rid, m] of perRecord) {
    let b = best.get(rid);
    if (!b) best.set(rid, (b = { score: 0, coverage: 0 }));
    b.score += m.best + OWN_FIELD * m.own;
    b.coverage++;
  }
}

/** Every query word must match, as on the hosted service. When few records have them all, the
 *  ones missing a single word follow them (flexsearch's `suggest` idea), and when none has them
 *  all, the records with the most of them come back. */
export function coverageNeeded(best: Map<number, RecordScore>): number {
  let need = 0;
  let withAll = 0;
  for (const b of best.values()) need = Math.max(need, b.coverage);
  for (const b of best.values()) if (b.coverage === need) withAll++;
  if (need >= 2 && withAll < FEW) need--;
  return need;
}
