// Where the Markdown cache's entries live on disk (md-cache.ts names them). A cold build made one
// file per page, and creating those files while the build wrote its pages cost the 150-page MDX
// corpus ~50 ms of its 1.1 s (alternating builds; the same entries built and not written: −51 ms,
// written into one file: −36 ms). So a build's entries go into packs: one data file of the texts
// and an index of where each is (`<id>.pack`, `<id>.index`), written in the background once the
// build's pages are compiled or 8 MB of entries are waiting. A flush of a few entries (a watch-mode
// rebuild) writes them as files of their own, as the compile-ahead worker does for the pages it
// compiles (md-cache.ts writeEntry): both kinds are read.
import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { processCounter, processMap } from '../../caches.js';

interface Place {
  pack: string;
  offset: number;
  length: number;
}

/** Entries waiting past this many characters (about bytes: mostly ASCII HTML) are flushed (a
 *  3,000-page build makes ~100 MB of them). */
const FLUSH_BYTES = 8 << 20;
/** Fewer entries than this are flushed as files of their own: a pack per one-page rebuild would
 *  leave many small packs. */
const PACK_MIN = 16;
const PACK = '.pack';
const INDEX = '.index';

const nextPack = processCounter('cachePacks');

export class EntryStore {
  /** Entries in packs on disk, by name. */
  private readonly places = new Map<string, Place>();
  /** Entries made and not yet flushed (read from here until then). */
  private readonly pending = new Map<string, string>();
  private pendingBytes = 0;
  /** Entries flushed and still being written (in the background: a 3,000-page build's main thread
   *  writing 8 MB packs itself was 0.5–1.1 s slower, stalled behind the disk), and their packs. */
  private readonly writing = new Map<string, string>();
  private readonly packsWriting = new Set<string>();
  private readonly flushes = new Set<Promise<unknown>>();
  /** The pack last read from, whole. */
  private openPack: { id: string; data: Buffer } | undefined;
  /** Packs whose index was read (or written) here. */
  private readonly indexed = new Set<string>();

  constructor(readonly dir: string) {
    this.loadNewIndexes();
  }

  has(name: string): boolean {
    return this.pending.has(name) || this.writing.has(name) || this.places.has(name) || existsSync(join(this.dir, name));
  }

  /** The entry's text, or undefined (not there, or its pack was removed by another build). */
  read(name: string): string | undefined {
    const text = this.pending.get(name) ?? this.writing.get(name);
    if (text !== undefined) return text;
    const place = this.places.get(name);
    if (place) return this.readPlace(place);
    const file = join(this.dir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }

  write(name: string, text: string): void {
    const before = this.pending.get(name);
    if (before !== undefined) this.pendingBytes -= before.length;
    this.pending.set(name, text);
    this.pendingBytes += text.length;
    if (this.pendingBytes >= FLUSH_BYTES) this.flush();
  }

  /** Starts writing the waiting entries: a pack, or files of their own when they are few. Node
   *  finishes the writes before it exits; a failed one only costs a recompile later. */
  flush(): void {
    if (this.pending.size === 0) return;
    const entries = [...this.pending];
    this.pending.clear();
    this.pendingBytes = 0;
    for (const [name, text] of entries) this.writing.set(name, text);
    const written =
      entries.length < PACK_MIN
        ? Promise.all(entries.map(([name, text]) => writeFile(join(this.dir, name), text)))
        : this.writePack(entries);
    const settled = written
      .catch(() => undefined)
      .finally(() => {
        for (const [name, text] of entries) if (this.writing.get(name) === text) this.writing.delete(name);
        this.flushes.delete(settled);
      });
    this.flushes.add(settled);
  }

  /** Resolves once every flush so far is on disk (or failed). */
  async settled(): Promise<void> {
    await Promise.all([...this.flushes]);
  }

  /** Deletes what the build did not use (`used`: entry names): files of their own, and packs with
   *  no used entry. A pack mostly unused has its used entries written again, into a new pack, and
   *  goes: the cache stays within about twice what the last build used. Returns entries removed. */
  prune(used: ReadonlySet<string>): number {
    // Packs written since this store read the folder (by another build, or `serve --watch`) count.
    this.loadNewIndexes();
    let removed = 0;
    for (const name of safeReaddir(this.dir)) {
      if (name.endsWith('.json') && !used.has(name) && !this.pending.has(name) && !this.writing.has(name))
        removed += tryUnlink(join(this.dir, name));
    }
    for (const [pack, names] of this.packContents()) {
      const live = names.filter((n) => used.has(n));
      if (names.length > 0 && live.length * 2 >= names.length) continue;
      for (const n of live) {
        const text = this.read(n);
        if (text !== undefined) this.write(n, text);
      }
      removed += names.length - live.length;
      this.dropPack(pack, names);
    }
    this.flush();
    return removed;
  }

  /** Every entry's name and text (tests compare what builds wrote). */
  entries(): Map<string, string> {
    const out = new Map<string, string>();
    for (const name of safeReaddir(this.dir)) if (name.endsWith('.json')) out.set(name, readFileSync(join(this.dir, name), 'utf8'));
    for (const name of this.places.keys()) out.set(name, this.read(name)!);
    for (const [name, text] of [...this.writing, ...this.pending]) out.set(name, text);
    return out;
  }

  private async writePack(entries: [string, string][]): Promise<void> {
    const id = `${Date.now().toString(36)}-${process.pid}-${threadId}-${nextPack()}`;
    this.packsWriting.add(id);
    // Encoded once, into one buffer: a buffer per entry joined after made every byte twice (MDX
    // corpus: writePack 28 ms of the main thread).
    const index: [string, number, number][] = [];
    let offset = 0;
    for (const [name, text] of entries) {
      const length = Buffer.byteLength(text);
      index.push([name, offset, length]);
      offset += length;
    }
    const pack = Buffer.allocUnsafe(offset);
    entries.forEach(([, text], i) => pack.write(text, index[i][1]));
    try {
      await writeFile(join(this.dir, id + PACK), pack);
      // The index last, whole (written aside and renamed): an index is only ever there for a pack
      // written in full.
      const tmp = join(this.dir, `${id}${INDEX}.tmp`);
      await writeFile(tmp, JSON.stringify(index));
      await rename(tmp, join(this.dir, id + INDEX));
      for (const [name, off, length] of index) this.places.set(name, { pack: id, offset: off, length });
      this.indexed.add(id);
    } finally {
      this.packsWriting.delete(id);
    }
  }

  private loadNewIndexes(): void {
    for (const name of safeReaddir(this.dir)) {
      const pack = name.endsWith(INDEX) ? name.slice(0, -INDEX.length) : undefined;
      if (pack && !this.indexed.has(pack)) this.loadIndex(pack);
    }
  }

  private loadIndex(pack: string): void {
    this.indexed.add(pack);
    try {
      const index = JSON.parse(readFileSync(join(this.dir, pack + INDEX), 'utf8')) as [string, number, number][];
      for (const [name, offset, length] of index) this.places.set(name, { pack, offset, length });
    } catch {
      // A foreign or broken index: its pack is not read, and the next full build removes both.
    }
  }

  /** An entry from its pack. The pack is read whole and kept while its entries are read (they
   *  are read in about the order they were written): reading each entry on its own, into a buffer
   *  of its own, made a warm 3,000-page build ~0.2 s slower than reading entry files, which Node
   *  reads and decodes in one call. */
  private readPlace(place: Place): string | undefined {
    try {
      if (this.openPack?.id !== place.pack) this.openPack = { id: place.pack, data: readFileSync(join(this.dir, place.pack + PACK)) };
      const { data } = this.openPack;
      return place.offset + place.length <= data.length ? data.toString('utf8', place.offset, place.offset + place.length) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The entry names of each pack this store knows. */
  private packContents(): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const [name, { pack }] of this.places) {
      const names = out.get(pack);
      if (names) names.push(name);
      else out.set(pack, [name]);
    }
    // Packs without a readable index (a build stopped while writing one) are removed too.
    for (const file of safeReaddir(this.dir)) {
      const suffix = [PACK, INDEX, `${INDEX}.tmp`].find((x) => file.endsWith(x));
      const pack = suffix && file.slice(0, -suffix.length);
      if (pack && !out.has(pack) && !this.packsWriting.has(pack)) out.set(pack, []);
    }
    return out;
  }

  private dropPack(pack: string, names: string[]): void {
    if (this.openPack?.id === pack) this.openPack = undefined;
    for (const n of names) if (this.places.get(n)?.pack === pack) this.places.delete(n);
    this.indexed.delete(pack);
    for (const suffix of [INDEX, PACK, `${INDEX}.tmp`]) tryUnlink(join(this.dir, pack + suffix));
  }
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function tryUnlink(file: string): number {
  try {
    unlinkSync(file);
    return 1;
  } catch {
    return 0;
  }
}

const stores = processMap<string, EntryStore>('entryStores');

/** The store of a cache folder, one per thread: the caches of one build and of watch-mode
 *  rebuilds share what is waiting to be written. */
export function entryStore(dir: string): EntryStore {
  let s = stores.get(dir);
  if (!s) stores.set(dir, (s = new EntryStore(dir)));
  return s;
}
