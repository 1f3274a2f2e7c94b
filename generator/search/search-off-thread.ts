// The search records and index of a cold build, made on the second-core worker
// (markdown/highlight/code-ahead-worker.ts) instead of the main thread: each listed page's HTML is
// posted as it is rendered, the worker extracts its records (search/records.ts, as collectRoute
// does) and, once every page is done, writes the index and the hosted records (searchFilesOf) in
// page order. Extracting and indexing were ~8 % of a cold 150-page build's main thread and ~18 %
// of a 3,000-page one's. Same files, byte for byte (test/e2e/code-ahead.test.ts).
import type { MessagePort } from 'node:worker_threads';
import type { OutputFile } from '../emit/write-site.js';
import type { SearchBuildOptions } from './build-search.js';
import type { RenderedRoute } from '../types.js';

/** What the worker needs of a rendered page to extract its records. */
export interface SearchPage {
  kind: 'page';
  route: string;
  html: string;
  title: string;
  description?: string;
  version?: string;
  baseUrl: string;
}

export interface SearchFilesRequest { kind: 'files'; order: string[]; options: SearchBuildOptions }
export type SearchMessage = SearchPage | SearchFilesRequest;
export type SearchReply = { kind: 'files'; files: { path: string; chunks: string[] }[] } | { kind: 'error'; message: string };

export class SearchOffThread {
  private lost: Error | undefined;
  private waiting: ((e: Error) => void) | undefined;

  constructor(private readonly port: MessagePort, whenLost: (onLost: (e: Error) => void) => void) {
    whenLost((e) => {
      this.lost ??= e;
      this.waiting?.(e);
    });
  }

  /** A listed page, rendered: its records are the worker's to extract. */
  page(r: RenderedRoute, baseUrl: string): void {
    const doc = r.doc!;
    const msg: SearchPage = { kind: 'page', route: r.route, html: r.html, title: doc.title, description: doc.description, version: doc.version, baseUrl };
    this.port.postMessage(msg);
  }

  /** The index and hosted records of every page posted, in `order` (routes). */
  files(order: string[], options: SearchBuildOptions): Promise<OutputFile[]> {
    if (this.lost) return Promise.reject(this.lost);
    return new Promise((resolve, reject) => {
      this.waiting = reject;
      // Listening keeps the process alive until the reply comes.
      this.port.once('message', (reply: SearchReply) => {
        this.waiting = undefined;
        this.port.unref();
        if (reply.kind === 'error') reject(new Error(`the search worker failed: ${reply.message}`));
        else resolve(reply.files.map((f) => ({ path: f.path, contents: f.chunks })));
      });
      const request: SearchFilesRequest = { kind: 'files', order, options };
      this.port.postMessage(request);
    });
  }
}
