import { mkdir, writeFile, rm, rename, cp, copyFile, open } from 'node:fs/promises';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { basename, dirname, join, resolve } from 'node:path';
import { BackgroundWrites } from './background-writes.js';
import type { FileContents, OutputFile, SiteOutput } from '../output-file.js';
import type { OffThreadRecords } from '../search/records-off-thread.js';
import type { SearchBuildOptions } from '../search/build-search.js';
import { isRunning } from '../is-running.js';

export type { FileContents, OutputFile, SiteOutput };

/** Writes a file and returns its size in bytes. */
async function writeContents(file: string, contents: FileContents): Promise<number> {
  if (isWhole(contents)) {
    const data = encoded(contents);
    await writeFile(file, data);
    return data.length;
  }
  const pieces = contents[Symbol.iterator]();
  const first = pieces.next();
  const second = first.done ? first : pieces.next();
  if (second.done) {
    // Made in one piece (a large site's search shards: thousands of files of a few KB): written
    // at once, without the three round trips to the thread pool an open, write and close cost the
    // main thread (3,000 pages: 12,600 such files).
    const text = first.done ? '' : first.value;
    writeFileSync(file, text);
    return sizeOf(text);
  }
  const handle = await open(file, 'w');
  let bytes = 0;
  try {
    let pending = first.value + second.value;
    for (let next = pieces.next(); !next.done; next = pieces.next()) {
      pending += next.value;
      if (pending.length < 1 << 20) continue;
      bytes += (await handle.write(pending)).bytesWritten;
      pending = '';
    }
    if (pending) bytes += (await handle.write(pending)).bytesWritten;
  } finally {
    await handle.close();
  }
  return bytes;
}

/** Files made while they are written (Iterable contents: the search index and records, 107 MB of
 *  JSON on a 3,000-page site) are written this many at a time. With the 64 of a batch, the 14
 *  hosted-records files were made at once, ~4 MB of text and bytes each, at the top of the build's
 *  peak memory; the fs thread pool has 4 threads, so more at once wrote no faster. */
export const STREAMED_AT_ONCE = 4;

/** Writes `out` and lets go of each file once written: `out.files` is emptied (its last files are
 *  the search files, whose data can go as soon as they are on disk). */
async function writeAll(root: string, out: SiteOutput): Promise<number> {
  let bytes = 0;
  const dirs = new Set<string>();
  for (const f of out.files) dirs.add(dirname(join(root, f.path)));
  for (const c of out.copies) dirs.add(dirname(join(root, c.to)));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  for (const d of out.dirs) if (existsSync(d.from)) await cp(d.from, join(root, d.to), { recursive: true });
  const files = out.files.splice(0);
  const write = async (f: OutputFile) => {
    // Not `bytes += await …`: that reads `bytes` before the await, and the writes run together.
    const n = await writeContents(join(root, f.path), f.contents);
    bytes += n;
  };
  const streamed = takeEach(files.filter((f) => !isWhole(f.contents)));
  const lanes = Array.from({ length: STREAMED_AT_ONCE }, async () => {
    for (const f of streamed) await write(f);
  });
  // Settled below; handled now so that a lane failing while the batches run is not an unhandled rejection.
  for (const lane of lanes) lane.catch(() => undefined);
  // Writes are independent: issue them together, in bounded batches so file handles stay few.
  const jobs: (() => Promise<void>)[] = [
    ...files.filter((f) => isWhole(f.contents)).map((f) => () => write(f)),
    ...out.copies.map((c) => () => copyFile(c.from, join(root, c.to))),
  ];
  files.length = 0;
  try {
    for (let i = 0; i < jobs.length; i += 64) await Promise.all(jobs.slice(i, i + 64).map((j) => j()));
  } finally {
    // A failed write fails the build only once no lane still writes into the folder abort() removes.
    await Promise.allSettled(lanes);
  }
  await Promise.all(lanes);
  return bytes;
}

/** The bytes an asynchronous write would make of the contents anyway (fs/promises' writeFile
 *  encodes a string first): their length is the size, without encoding the text a second time to
 *  count it (Buffer.byteLength took 15 ms of a 150-page build). */
function encoded(contents: string | Buffer): Buffer {
  return typeof contents === 'string' ? Buffer.from(contents) : contents;
}

/** Bytes on disk of a whole file's contents (synchronous writes take a string as it is). */
function sizeOf(contents: string | Buffer): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.length;
}

function isWhole(contents: FileContents): contents is string | Buffer {
  return typeof contents === 'string' || Buffer.isBuffer(contents);
}

/** The items in order, each given out once to whichever caller asks next, and no longer held here
 *  once given (so a written file's data can be collected while the others are written). */
export function* takeEach<T>(items: T[]): Generator<T> {
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    items[i] = undefined as T;
    yield item;
  }
}

/** Deletes the previous output from a detached process: removing thousands of files took the
 *  build's own process up to a second after its work was done (Node waits for pending file
 *  operations before it exits). The folder's name is unique, so a next build never meets it. */
function removeInBackground(dir: string): void {
  try {
    spawn(process.execPath, ['-e', `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`], {
      detached: true,
      stdio: 'ignore',
    }).unref();
  } catch {
    void rm(dir, { recursive: true, force: true });
  }
}

/** Half-written (`out.tmp-<pid>`) and replaced (`out.old-<pid>`) folders of builds that were
 *  killed before they could clean up: removed once their process is gone. */
function removeLeftovers(target: string): void {
  const parent = dirname(target);
  const prefix = `${basename(target)}.`;
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^(?:tmp|old)-(\d+)$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '');
    if (m && !isRunning(Number(m[1]))) removeInBackground(join(parent, name));
  }
}

/** Writes pages as they are rendered, so a large site is never held in memory whole. A production
 *  build writes into a temporary folder beside `outDir` and swaps it in on `commit`; `abort`
 *  removes it, leaving the previous output untouched. Watch mode writes in place. */
export class SiteWriter {
  private readonly root: string;
  private readonly tmp?: string;
  private pending: Promise<void>[] = [];
  private dirs = new Map<string, Promise<void>>();
  /** A production build's pages, unless written synchronously (see the constructor). */
  private readonly background?: BackgroundWrites;
  bytes = 0;

  /** Pages (`write`; not the files of `commit`) of a build with the second-core worker (a large
   *  site on two cores, compile-ahead.ts) are written synchronously. Both cores are busy then, and
   *  the CPU a write costs is the build's time: each asynchronous write is three round trips
   *  through libuv's thread pool (open, write, close) with promises on this thread, and 11,000
   *  files of ~28 KB took 1.8–2.3 s of the process's CPU that way, 0.75 s written synchronously.
   *  Otherwise the pool's threads wrote on the core this thread leaves idle (synchronous writes
   *  made 600 pages 6.29 → 6.77 s, main thread +0.7 s of CPU), and now a thread of their own
   *  writes them (background-writes.ts), which costs this thread a copy of each page instead of
   *  three round trips: alternating cold builds, medians, 150 pages 0.946 → 0.893 s (7 rounds), the
   *  MDX corpus 1.048 → 1.002 s (7), ToolHive 1.009 → 0.962 s (5), 600 pages 2.64 → 2.37 s (3). */
  private constructor(
    private readonly outDir: string,
    inPlace: boolean,
    private readonly synchronous: boolean,
    writeThread: boolean,
  ) {
    const target = resolve(outDir);
    this.tmp = inPlace ? undefined : `${target}.tmp-${process.pid}`;
    this.root = this.tmp ?? target;
    // `build.threads.writeThread: 'off'`: written from this thread, records extracted here (tests compare).
    if (!inPlace && !synchronous && writeThread && BackgroundWrites.available) this.background = new BackgroundWrites(this.root);
  }

  /** Search records extracted by the thread that writes the pages, when there is one. */
  get records(): OffThreadRecords | undefined {
    return this.background;
  }

  /** When the writing thread extracted the pages' records (`records` is it): has it make and
   *  write the search files too, from the records of `routes` in that order; false otherwise. */
  writesSearch(records: OffThreadRecords, routes: string[], options: SearchBuildOptions): boolean {
    if (!this.background || records !== this.background) return false;
    this.background.writeSearch(routes, options);
    return true;
  }

  /** `synchronous`, `writeThread`: see the constructor. */
  static async open(outDir: string, inPlace: boolean, synchronous = false, writeThread = true): Promise<SiteWriter> {
    const w = new SiteWriter(outDir, inPlace, synchronous, writeThread);
    removeLeftovers(resolve(outDir));
    if (w.tmp) await rm(w.tmp, { recursive: true, force: true });
    await mkdir(w.root, { recursive: true });
    return w;
  }

  /** Writes one file now (synchronous writer), or queues it: at most 64 writes are in flight. */
  async write(path: string, contents: FileContents): Promise<void> {
    const file = join(this.root, path);
    const dir = dirname(file);
    if (this.synchronous && isWhole(contents)) return this.writeNow(file, dir, contents);
    if (this.background && isWhole(contents)) return this.background.write(file, dir, contents);
    // Pages finish concurrently: a second page in the same folder waits for the same mkdir.
    let made = this.dirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true }).then(() => undefined);
      this.dirs.set(dir, made);
    }
    await made;
    if (isWhole(contents)) {
      const data = encoded(contents);
      this.bytes += data.length;
      this.pending.push(writeFile(file, data));
    } else {
      this.pending.push(
        writeContents(file, contents).then((n) => {
          this.bytes += n;
        }),
      );
    }
    if (this.pending.length >= 64) {
      await Promise.all(this.pending);
      this.pending = [];
    }
  }

  private writeNow(file: string, dir: string, contents: string | Buffer): void {
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.set(dir, Promise.resolve());
    }
    writeFileSync(file, contents);
    this.bytes += sizeOf(contents);
  }

  /** Waits for the queued writes (watch mode writes single pages after the first build). */
  async flush(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
  }

  async copy(from: string, to: string): Promise<void> {
    const file = join(this.root, to);
    await mkdir(dirname(file), { recursive: true });
    await copyFile(from, file);
  }

  async commit(rest: SiteOutput): Promise<number> {
    await Promise.all(this.pending);
    if (this.background) {
      this.bytes += await this.background.flush();
      await this.background.close();
    }
    this.bytes += await writeAll(this.root, rest);
    if (this.tmp) {
      const target = resolve(this.outDir);
      const old = `${target}.old-${process.pid}`;
      if (existsSync(target)) await rename(target, old);
      await rename(this.tmp, target);
      if (existsSync(old)) removeInBackground(old);
    }
    return this.bytes;
  }

  async abort(): Promise<void> {
    await Promise.allSettled(this.pending);
    await this.background?.close();
    if (this.tmp) await rm(this.tmp, { recursive: true, force: true });
  }
}
