import { mkdir, rm, rename, cp } from 'node:fs/promises';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, writeFileSync, writeSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { basename, dirname, join, resolve } from 'node:path';

export interface OutputFile {
  /** Path inside the output folder, with forward slashes. */
  path: string;
  /** The text, or pieces of it made while writing (large JSON: see json-chunks.ts). */
  contents: FileContents;
}

export type FileContents = string | Buffer | Iterable<string>;

/** Writes a file and returns its size in bytes. Synchronously: a build writes thousands of small
 *  files, and each asynchronous write is three round trips through libuv's thread pool (open, write,
 *  close) with promises on this thread. Measured writing 11,000 files of ~28 KB: 1.8–2.3 s of the
 *  process's CPU that way, 0.75 s in all written here; a build is CPU-bound on two cores, so the
 *  CPU saved is time saved, although this thread waits for each write. */
function writeContents(file: string, contents: FileContents): number {
  if (isWhole(contents)) {
    writeFileSync(file, contents);
    return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.length;
  }
  const fd = openSync(file, 'w');
  let bytes = 0;
  try {
    let pending = '';
    for (const piece of contents) {
      pending += piece;
      if (pending.length < 1 << 20) continue;
      bytes += writeSync(fd, pending);
      pending = '';
    }
    if (pending) bytes += writeSync(fd, pending);
  } finally {
    closeSync(fd);
  }
  return bytes;
}

export interface SiteOutput {
  files: OutputFile[];
  copies: { from: string; to: string }[];
  /** Folders copied verbatim (the site's `static/`). */
  dirs: { from: string; to: string }[];
}

/** Writes `out` and lets go of each file once written: `out.files` is emptied (its last files are
 *  the search files, whose data can go as soon as they are on disk). One file at a time, so at
 *  most one file made in pieces (the search index and records: 107 MB of JSON on a 3,000-page
 *  site) is being made at once. */
async function writeAll(root: string, out: SiteOutput): Promise<number> {
  let bytes = 0;
  const dirs = new Set<string>();
  for (const f of out.files) dirs.add(dirname(join(root, f.path)));
  for (const c of out.copies) dirs.add(dirname(join(root, c.to)));
  for (const d of dirs) mkdirSync(d, { recursive: true });
  for (const d of out.dirs) if (existsSync(d.from)) await cp(d.from, join(root, d.to), { recursive: true });
  for (const f of takeEach(out.files.splice(0))) bytes += writeContents(join(root, f.path), f.contents);
  for (const c of out.copies) copyFileSync(c.from, join(root, c.to));
  return bytes;
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
    spawn(process.execPath, ['-e', `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`], { detached: true, stdio: 'ignore' }).unref();
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

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Writes pages as they are rendered, so a large site is never held in memory whole. A production
 *  build writes into a temporary folder beside `outDir` and swaps it in on `commit`; `abort`
 *  removes it, leaving the previous output untouched. Watch mode writes in place. */
export class SiteWriter {
  private readonly root: string;
  private readonly tmp?: string;
  private readonly dirs = new Set<string>();
  bytes = 0;

  private constructor(private readonly outDir: string, inPlace: boolean) {
    const target = resolve(outDir);
    this.tmp = inPlace ? undefined : `${target}.tmp-${process.pid}`;
    this.root = this.tmp ?? target;
  }

  static async open(outDir: string, inPlace: boolean): Promise<SiteWriter> {
    const w = new SiteWriter(outDir, inPlace);
    removeLeftovers(resolve(outDir));
    if (w.tmp) await rm(w.tmp, { recursive: true, force: true });
    await mkdir(w.root, { recursive: true });
    return w;
  }

  /** Writes one file (see writeContents for why synchronously). */
  async write(path: string, contents: FileContents): Promise<void> {
    const file = join(this.root, path);
    const dir = dirname(file);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    this.bytes += writeContents(file, contents);
  }

  async copy(from: string, to: string): Promise<void> {
    const file = join(this.root, to);
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(from, file);
  }

  async commit(rest: SiteOutput): Promise<number> {
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
    if (this.tmp) await rm(this.tmp, { recursive: true, force: true });
  }
}
