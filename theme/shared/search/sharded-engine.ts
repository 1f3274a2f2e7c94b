// The engine over a sharded index (theme/shared/search-shards.ts): `prepare` fetches the fragments,
// words files and record pieces a query needs (each once, kept for later searches), then `search`
// ranks exactly as SearchEngine.search does, from the postings instead of flexsearch indexes built
// over every record.
import { Index } from 'flexsearch';
import type { LocalRecord } from '../search-protocol.js';
import {
  fragmentPath,
  keyOf,
  piecePath,
  wordsPath,
  type FragmentFile,
  type PostingRows,
  type RecordPiece,
  type ShardManifest,
  type WordsFile,
} from '../search-shards.js';
import {
  coverageNeeded,
  DEFAULT_WEIGHTS,
  FIELDS,
  noteWordScore,
  OWN_FIELD_OF,
  PREFIX_LIMIT,
  SearchEngine,
  distance1,
  scoreQuery,
  type Match,
  type SearchResult,
  type Searcher,
  type Variant,
} from './engine.js';
import { Encoder } from 'flexsearch';

const TYPES: LocalRecord['type'][] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

interface Letter {
  terms: [string, number][];
  surfaceIds: Map<string, number>;
  surfaces: [string, number][];
  /** Made on first use: only a word that is not written anywhere on the site needs it, and making
   *  it for a common letter took ~30 ms of a first search at 3,000 pages. */
  tolerant: () => Index;
}

interface Fragment {
  /** Its terms in vocabulary order (for completions). */
  terms: string[];
  completions?: string[];
}

interface Ranked {
  /** value = id × 8 + type, by rank. */
  ranked: { value: number; score: number; coverage: number }[];
  queryTerms: string[];
  highlightTerms: Map<string, number>;
}

export class ShardedEngine implements Searcher {
  /** An empty engine: the encoder and the query's words, as the single-file engine has them. */
  private readonly words = new SearchEngine([]);
  private readonly keys: Set<string>;
  private readonly fragments = new Map<string, Promise<Fragment>>();
  private readonly loadedFragments = new Map<string, Fragment>();
  private readonly letters = new Map<string, Promise<Letter | undefined>>();
  private readonly loadedLetters = new Map<string, Letter | undefined>();
  private readonly pieces = new Map<number, Promise<void>>();
  private readonly records = new Map<number, LocalRecord>();
  /** The URL of every record fetched and of the records that share it (known before they are). */
  private readonly urlOf = new Map<number, string>();
  private readonly df = new Map<string, number>();
  private readonly rows = new Map<string, PostingRows>();
  /** The words as written that fetched fragments hold (a word found here is no typo). */
  private readonly surfaces = new Set<string>();
  private readonly ranks = new Map<string, Ranked>();

  private readonly fetchJson: (path: string) => Promise<unknown>;

  /** `fetchJson` reads a path relative to the manifest; the shards sit in its folder. */
  constructor(
    readonly manifest: ShardManifest,
    fetchJson: (path: string) => Promise<unknown>,
  ) {
    this.keys = new Set(manifest.keys);
    this.fetchJson = (path) => fetchJson(manifest.dir + path);
  }

  encodeWord(word: string): string | undefined {
    return this.words.encodeWord(word);
  }

  /** The fragment that holds a term (resolved at once when no fragment can). */
  private fragment(term: string): Promise<Fragment | undefined> {
    const key = keyOf(term, this.keys);
    if (key === undefined) return Promise.resolve(undefined);
    return fetchOnce(this.fragments, key, this.loadedFragments, async () => {
      const f = (await this.fetchJson(fragmentPath(key))) as FragmentFile;
      for (const [t, df, rows, written] of f.terms) {
        this.df.set(t, df);
        this.rows.set(t, rows);
        if (written) for (const w of written) this.surfaces.add(w);
        else this.surfaces.add(t);
      }
      for (const [t, df, rows] of f.completions ?? []) {
        this.df.set(t, df);
        if (rows) this.rows.set(t, rows);
      }
      this.addRecords(f.records);
      return { terms: f.terms.map((t) => t[0]), ...(f.completions ? { completions: f.completions.map((c) => c[0]) } : {}) };
    });
  }

  private loadedFragment(term: string): Fragment | undefined {
    const key = keyOf(term, this.keys);
    return key === undefined ? undefined : this.loadedFragments.get(key);
  }

  private letter(ch: string): Promise<Letter | undefined> {
    return fetchOnce(this.letters, ch, this.loadedLetters, async () => {
      if (!this.manifest.letters.includes(ch)) return undefined;
      const w = (await this.fetchJson(wordsPath(ch))) as WordsFile;
      const surfaceIds = new Map<string, number>();
      w.surfaces.forEach(([written], sid) => surfaceIds.set(written, sid));
      for (const [t, df] of w.terms) this.df.set(t, df);
      let tolerant: Index | undefined;
      return { terms: w.terms, surfaces: w.surfaces, surfaceIds, tolerant: () => (tolerant ??= tolerantIndex(w.surfaces)) };
    });
  }

  private piece(n: number): Promise<void> {
    return fetchOnce(this.pieces, n, undefined, async () => this.addRecords((await this.fetchJson(piecePath(n))) as RecordPiece));
  }

  private addRecords(rs: RecordPiece): void {
    for (const [id, r, same] of rs) {
      if (this.records.has(id)) continue;
      this.records.set(id, { id, ...r });
      this.urlOf.set(id, r.url);
      if (same) for (const other of same) this.urlOf.set(other, r.url);
    }
  }

  /** Whether a word as written may be a typo: not met in the fragments fetched, nor in its letter's
   *  words file once that is fetched (a word that encodes elsewhere than its own term). */
  private mayBeTypo(written: string): boolean {
    if (written.length < 4 || this.surfaces.has(written)) return false;
    const w = this.loadedLetters.get(firstLetter(written));
    return !w || !w.surfaceIds.has(written);
  }

  /** The same variants as SearchEngine.variants, from the term's fragment (its completions) and
   *  the words file of the written word's letter (typos). */
  private variants(term: string, isLast: boolean, written: string): Variant[] {
    const out = new Map<string, number>();
    const put = (t: string | undefined, q: number) => t !== undefined && out.set(t, Math.max(out.get(t) ?? 0, q));
    if (this.df.has(term)) put(term, 1);
    if (term.length >= (isLast ? 1 : 3)) {
      for (const v of this.completions(term)) put(v, 0.55 + 0.3 * (term.length / v.length));
    }
    const w = this.loadedLetters.get(firstLetter(written));
    if (w && this.mayBeTypo(written)) {
      const termOf = (sid: number) => w.terms[w.surfaces[sid][1]][0];
      const tolerant = w.tolerant();
      for (const sid of tolerant.search(written, { limit: 40 }) as number[]) put(termOf(sid), 0.6);
      for (let i = 1; i < written.length; i++) {
        const d = written.slice(0, i) + written.slice(i + 1);
        const exact = w.surfaceIds.get(d);
        if (exact !== undefined) put(termOf(exact), 0.5);
        for (const sid of tolerant.search(d, { limit: 40 }) as number[]) if (distance1(written, w.surfaces[sid][0])) put(termOf(sid), 0.5);
      }
    }
    out.delete('');
    return [...out].map(([t, quality]) => ({ term: t, quality }));
  }

  /** The terms a term begins, as the engine picks them: a split key lists them; otherwise they are
   *  all in the term's fragment. */
  private completions(term: string): string[] {
    const f = this.loadedFragment(term);
    if (!f) return [];
    if (f.completions && keyOf(term, this.keys) === term) return f.completions;
    let found: string[] = [];
    for (const t of f.terms) if (t !== term && t.startsWith(term) && found.push(t) >= 200) break;
    if (found.length > PREFIX_LIMIT) found = found.sort((a, b) => (this.df.get(b) ?? 0) - (this.df.get(a) ?? 0)).slice(0, PREFIX_LIMIT);
    return found;
  }

  async prepare(query: string, wanted: number, filter: (r: LocalRecord) => boolean, current: () => boolean = () => true): Promise<void> {
    if (!current()) return;
    const words = this.words.queryWords(query);
    // One fragment per word: its postings, its completions' and, most often, the records of its hits.
    await Promise.all(words.map((w) => this.fragment(w.term)));
    if (!current()) return;
    // A word written nowhere on the site: its letter's words file for typos.
    await Promise.all(words.filter((w) => this.mayBeTypo(w.written)).map((w) => this.letter(firstLetter(w.written))));
    if (!current()) return;
    const complete = /\s$/.test(query);
    const all = words.flatMap((w, qi) => this.variants(w.term, qi === words.length - 1 && !complete, w.written));
    // Completions of a split key, and typos, may sit in other fragments.
    await Promise.all(all.filter((v) => !this.rows.has(v.term)).map((v) => this.fragment(v.term)));
    if (!current()) return;
    const { ranked } = this.rank(query);
    // Records are fetched in rank order until enough pass the filter, one hit per URL. Records
    // fetched before count at once, and a record whose URL is a hit already is passed over unfetched
    // (search() passes it over too), so a query repeated fetches nothing.
    const urls = new Set<string>();
    let i = 0;
    let taken = 0;
    while (urls.size < wanted && current()) {
      const want = nextBatch(wanted, urls.size, taken);
      const batch: number[] = [];
      for (; i < ranked.length && batch.length < want && urls.size < wanted; i++) {
        const id = ranked[i].value >> 3;
        const r = this.records.get(id);
        if (r) {
          if (filter(r)) urls.add(r.url);
        } else if (!urls.has(this.urlOf.get(id) ?? '')) batch.push(id);
      }
      if (batch.length === 0) break;
      taken += batch.length;
      await Promise.all([...new Set(batch.map((id) => Math.floor(id / this.manifest.piece)))].map((p) => this.piece(p)));
      for (const id of batch) {
        const r = this.records.get(id)!;
        if (filter(r)) urls.add(r.url);
      }
    }
  }

  /** SearchEngine.search's scoring over the fetched postings (same order of operations, so the
   *  same scores to the last bit). */
  private rank(query: string): Ranked {
    const cached = this.ranks.get(query);
    if (cached) return cached;
    const { best, queryTerms, highlightTerms } = scoreQuery(query, this.manifest.total, {
      queryWords: (q) => this.words.queryWords(q),
      variants: (term, isLast, written) => this.variants(term, isLast, written),
      df: this.df,
      postings: (v, idf, perRecord) => {
        const rows = this.rows.get(v.term) ?? [];
        for (const [fi, slot, ...deltas] of rows) {
          const field = FIELDS[fi];
          const res = field === 'content' ? 9 : 5;
          const s = DEFAULT_WEIGHTS[field] * v.quality * idf * (1 - (0.35 * slot) / (res - 1));
          let value = 0;
          for (const d of deltas) {
            value += d;
            noteWordScore(perRecord, value, fi === OWN_FIELD_OF[TYPES[value & 7]], s);
          }
        }
      },
    });
    const need = coverageNeeded(best);
    const ranked = [...best].filter(([, b]) => b.coverage >= need).map(([value, b]) => ({ value, ...b }));
    // Ids are in the engine's tie order (level, place in the page, id): the id breaks ties.
    ranked.sort((a, b) => b.coverage - a.coverage || b.score - a.score || a.value - b.value);
    const result = { ranked, queryTerms, highlightTerms };
    if (this.ranks.size > 200) this.ranks.clear();
    this.ranks.set(query, result);
    return result;
  }

  /** The hits `prepare` fetched records for; nbHits counts the rest as the records that matched
   *  (one per URL is only known for what was fetched). */
  search(query: string, options: { filter?: (r: LocalRecord) => boolean } = {}): SearchResult {
    const started = performance.now();
    const { ranked, queryTerms, highlightTerms } = this.rank(query);
    const matches: Match[] = [];
    const seenUrl = new Set<string>();
    let i = 0;
    for (; i < ranked.length; i++) {
      const record = this.records.get(ranked[i].value >> 3);
      if (!record) {
        // Not fetched, but its URL is a hit already: it would be passed over anyway.
        if (seenUrl.has(this.urlOf.get(ranked[i].value >> 3) ?? '')) continue;
        break;
      }
      if (options.filter && !options.filter(record)) continue;
      if (seenUrl.has(record.url)) continue;
      seenUrl.add(record.url);
      matches.push({ record, score: ranked[i].score, coverage: ranked[i].coverage });
    }
    const rest = ranked.length - i;
    return { matches, queryTerms, highlightTerms, took: performance.now() - started, ...(rest ? { unfetched: rest } : {}) };
  }
}

/** How many more ranked records to fetch to find `wanted` URLs, `found` of them among the `seen`
 *  records fetched so far. A section's heading and text chunks often rank together (one URL), so after the
 *  first batch the next one is scaled by the share of records that were new URLs, and half as much
 *  again (that share falls as more is seen), at most twice `wanted`: fewer rounds of requests than
 *  batches of only the URLs missing (the 3,000-page corpus: at most 3 rounds where there were 6), at
 *  about the same bytes, and no flood of files when a page repeats a word in every chunk. */
export function nextBatch(wanted: number, found: number, seen: number): number {
  if (seen === 0) return Math.max(8, wanted);
  const scaled = found ? Math.ceil(((wanted - found) * seen * 1.5) / found) : 2 * wanted;
  return Math.max(8, Math.min(2 * wanted, scaled));
}

function tolerantIndex(surfaces: [string, number][]): Index {
  const tolerant = new Index({
    tokenize: 'tolerant',
    encoder: new Encoder({ normalize: false, dedupe: false, numeric: false }),
    resolution: 1,
  });
  surfaces.forEach(([written], sid) => written.length >= 4 && tolerant.add(sid, written));
  return tolerant;
}

/** Loads each file once: later searches reuse the promise (and, once it settled, `loaded` holds the
 *  value for synchronous use); a failed load is forgotten so that the next search tries again. */
function fetchOnce<K, V>(pending: Map<K, Promise<V>>, key: K, loaded: Map<K, V> | undefined, load: () => Promise<V>): Promise<V> {
  let p = pending.get(key);
  if (!p) {
    p = load();
    pending.set(key, p);
    p.then(
      (v) => loaded?.set(key, v),
      () => pending.delete(key),
    );
  }
  return p;
}

const firstLetter = (s: string) => String.fromCodePoint(s.codePointAt(0) ?? 32);
