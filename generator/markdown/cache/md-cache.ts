import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledDoc } from '../../types.js';
import { preprocess } from '../syntax/preprocess.js';
import type { AdmonitionSyntax } from '../syntax/admonition-syntax.js';
import type { ImportBinding } from '../remark/remark-mdx-imports.js';
import { pageEntry, parsePageEntry } from './page-entry.js';
import { EntryStore, entryStore } from './entry-store.js';

export interface CachedMdx {
  code: string;
  bindings: ImportBinding[];
  toc: CompiledDoc['toc'];
  links: CompiledDoc['links'];
  assets: CompiledDoc['assets'];
  warnings: string[];
}

/** A page the MDX fast path compiled: the React tree to make (mdx-fast/react-tree.ts), plain data. */
export interface CachedMdxFast extends Omit<CachedMdx, 'code'> {
  tree: unknown[];
}

// Compiled Markdown pages kept on disk between builds. A key covers everything the output depends
// on: docsgen's own code (the compile stamp), the file's path and text, and every page's route
// (Markdown file links resolve to routes). MDX pages are never cached: partials and components
// make their output depend on other files, so for them only the compiled code is kept (the
// partials and components it imports are loaded fresh on every build).
const here = dirname(fileURLToPath(import.meta.url));

function docsgenStamp(): string {
  for (const p of [resolve(here, '../../../.stamp'), resolve(here, '../../../dist/.stamp')]) {
    if (existsSync(p)) return readFileSync(p, 'utf8');
  }
  return String(Date.now()); // running from sources without a stamp: never reuse
}

export class MarkdownCache {
  private readonly dir: string;
  private readonly store: EntryStore;
  private readonly base: string;
  hits = 0;
  /** Every entry this build looked up or wrote: the others belong to texts that are gone. */
  private readonly used = new Set<string>();

  /** `extra`: anything else the output depends on (the config's text, the dependency lockfile). */
  constructor(cacheRoot: string, routes: Map<string, string>, extra: string, stamp = docsgenStamp()) {
    this.dir = join(cacheRoot, 'md');
    mkdirSync(this.dir, { recursive: true });
    this.store = entryStore(this.dir);
    this.base = createHash('sha1')
      .update(stamp)
      .update('\0')
      .update(extra)
      .update('\0')
      .update(JSON.stringify([...routes].sort()))
      .digest('hex');
  }

  /** The key of each page looked up and not found, until its compiled form is written: hashed once
   *  for both (a cold 3,000-page build hashed every page's text twice). Only those in between: the
   *  texts of the pages done are let go (the build drops them). */
  private readonly missed = new Map<string, { body: string; key: string }>();

  private key(abs: string, body: string): string {
    const missed = this.missed.get(abs);
    if (missed) {
      this.missed.delete(abs);
      if (missed.body === body) return missed.key;
    }
    return createHash('sha1').update(this.base).update(abs).update('\0').update(body).digest('hex');
  }

  /** An entry's name in the store (entry-store.ts), noted as used by this build. */
  private name(abs: string, body: string, suffix: '.json' | '.mdx.json' | '.mdx-fast.json', key = this.key(abs, body)): string {
    const name = `${key}${suffix}`;
    this.used.add(name);
    return name;
  }

  /** Deletes the entries this build did not use (earlier versions of pages, deleted pages, another
   *  config): without it the cache grows by an entry at every edit, for good. Only after a full
   *  build, which looks up every page. */
  prune(): number {
    return this.store.prune(this.used);
  }

  /** Writes the entries made so far, in packs rather than a file each (entry-store.ts): a build's,
   *  once its pages are compiled; a rebuild's. */
  flush(): void {
    this.store.flush();
  }

  has(abs: string, body: string): boolean {
    return this.store.has(this.name(abs, body, '.json'));
  }

  /** The file of a plain Markdown page's entry (the compile-ahead worker writes it: writeEntry). */
  entryFile(abs: string, body: string): string {
    return join(this.dir, this.name(abs, body, '.json'));
  }

  hasEntry(file: string): boolean {
    return this.store.has(basename(file));
  }

  /** Whether a page's compiled form is here already (MDX: as the fast path or the compiler left it;
   *  their keys are the preprocessed text, which a page that fails to preprocess does not have). */
  compiledBefore(abs: string, body: string, format: string, admonitions: AdmonitionSyntax): boolean {
    if (format === 'md') return this.has(abs, body);
    if (format !== 'mdx') return true;
    let text: string;
    try {
      text = preprocess(abs, body, 'mdx', undefined, admonitions);
    } catch {
      return false;
    }
    return ['.mdx-fast.json', '.mdx.json'].some((suffix) => this.store.has(`${this.key(abs, text)}${suffix}`));
  }

  get(abs: string, body: string): CompiledDoc | undefined {
    const key = this.key(abs, body);
    const text = this.store.read(this.name(abs, body, '.json', key));
    const doc = text === undefined ? undefined : parsePageEntry(text);
    if (doc) this.hits++;
    else this.missed.set(abs, { body, key }); // set() follows with the same text
    return doc;
  }

  /** MDX pages and partials: the compiled function body and what it imports (the imported
   *  partials and components are loaded fresh on every build, so their changes always show). */
  getMdx(abs: string, body: string): CachedMdx | undefined {
    return this.read<CachedMdx>(this.name(abs, body, '.mdx.json'));
  }

  /** MDX pages the MDX fast path compiled (their imports are loaded fresh, as for getMdx). */
  getMdxFast(abs: string, body: string): CachedMdxFast | undefined {
    return this.read<CachedMdxFast>(this.name(abs, body, '.mdx-fast.json'));
  }

  setMdxFast(abs: string, body: string, entry: CachedMdxFast): void {
    this.store.write(this.name(abs, body, '.mdx-fast.json'), JSON.stringify(entry));
  }

  private read<T>(name: string): T | undefined {
    const text = this.store.read(name);
    if (text === undefined) return undefined;
    try {
      const entry = JSON.parse(text) as T;
      this.hits++;
      return entry;
    } catch {
      return undefined; // a torn write: compile again
    }
  }

  setMdx(abs: string, body: string, entry: CachedMdx): void {
    this.store.write(this.name(abs, body, '.mdx.json'), JSON.stringify(entry));
  }

  set(abs: string, body: string, doc: CompiledDoc): void {
    const text = entryText(doc);
    if (text !== undefined) this.store.write(this.name(abs, body, '.json'), text);
  }
}

/** A plain Markdown page's entry; undefined for a page whose body is not HTML (not cached). */
function entryText(doc: CompiledDoc): string | undefined {
  return doc.body.type === 'html' ? pageEntry(doc, doc.body.html) : undefined;
}

/** Every entry in a cache folder (`.docsgen-cache`), by name: what builds wrote, for tests. */
export function readCacheEntries(cacheRoot: string): Map<string, string> {
  return new EntryStore(join(cacheRoot, 'md')).entries();
}

/** A plain Markdown page's entry, written at once by the compile-ahead worker (whose reply waits
 *  for it, so no build reads it half-written). A failed write only costs a recompile later. Files
 *  of their own: the worker's entries in packs of its own made a 1,000-page build ~0.2 s slower
 *  (alternating builds, 3 runs of 4-5 rounds). */
export function writeEntry(file: string, doc: CompiledDoc): void {
  const text = entryText(doc);
  if (text === undefined) return;
  try {
    writeFileSync(file, text);
  } catch {
    // The next build compiles the page again.
  }
}
