import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledDoc } from '../types.js';

// Compiled Markdown pages kept on disk between builds. A key covers everything the output depends
// on: docsgen's own code (the compile stamp), the file's path and text, and every page's route
// (Markdown file links resolve to routes). MDX pages are never cached: partials and components
// make their output depend on other files.
const here = dirname(fileURLToPath(import.meta.url));

function docsgenStamp(): string {
  for (const p of [resolve(here, '../../.stamp'), resolve(here, '../../dist/.stamp')]) {
    if (existsSync(p)) return readFileSync(p, 'utf8');
  }
  return String(Date.now()); // running from sources without a stamp: never reuse
}

export class MarkdownCache {
  private readonly dir: string;
  private readonly base: string;
  hits = 0;

  /** `extra`: anything else the output depends on (the config's text, the dependency lockfile). */
  constructor(cacheRoot: string, routes: Map<string, string>, extra: string, stamp = docsgenStamp()) {
    this.dir = join(cacheRoot, 'md');
    mkdirSync(this.dir, { recursive: true });
    this.base = createHash('sha1').update(stamp).update('\0').update(extra).update('\0').update(JSON.stringify([...routes].sort())).digest('hex');
  }

  private key(abs: string, body: string): string {
    return createHash('sha1').update(this.base).update(abs).update('\0').update(body).digest('hex');
  }

  has(abs: string, body: string): boolean {
    return existsSync(join(this.dir, `${this.key(abs, body)}.json`));
  }

  get(abs: string, body: string): CompiledDoc | undefined {
    const file = join(this.dir, `${this.key(abs, body)}.json`);
    if (!existsSync(file)) return undefined;
    try {
      const doc = JSON.parse(readFileSync(file, 'utf8')) as CompiledDoc;
      this.hits++;
      return doc;
    } catch {
      return undefined; // a torn write: compile again
    }
  }

  set(abs: string, body: string, doc: CompiledDoc): void {
    if (doc.body.type !== 'html') return;
    writeFileSync(join(this.dir, `${this.key(abs, body)}.json`), JSON.stringify(doc));
  }
}
