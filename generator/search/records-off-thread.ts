// The search records of a cold build's pages, extracted on the second-core worker
// (markdown/highlight/code-ahead-worker.ts) instead of the main thread: each listed page's HTML is
// posted as it is rendered and its records come back (extracting was ~5 % of a cold build's main
// thread, 150 or 3,000 pages). At most MAX_WAITING pages are out at once: when the worker is
// behind, the page step extracts the page's records itself, so memory stays bounded on a busy
// machine. A page keeps its HTML until its records are back; if the worker is lost, the pages
// it had are extracted here. Same records, so the same search files byte for byte
// (test/e2e/code-ahead.test.ts).
import type { MessagePort } from 'node:worker_threads';
import { pageRecords, recordsOf, type BodyRecordsOf } from './page-records.js';
import type { SearchRecord } from './records.js';
import type { RenderedRoute } from '../types.js';

const MAX_WAITING = 32;

/** What the worker needs of a rendered page to extract its records. */
export interface RecordsRequest { id: number; html: string; of: BodyRecordsOf }
export interface RecordsReply { id: number; records: SearchRecord[] }

interface Waiting { html: string; of: BodyRecordsOf }

/** Records extracted off the main thread, as the page step sees them: by the code-ahead worker
 *  (RecordsOffThread, which hands them back: `settle`) or by the thread that writes the pages
 *  (emit/background-writes.ts, which makes the search files from them itself). */
export interface OffThreadRecords {
  /** Takes a listed page; false when the page step must extract its records itself. */
  take(r: RenderedRoute, baseUrl: string): boolean;
  /** Pages whose records were extracted off the main thread. */
  readonly extracted: number;
}

export class RecordsOffThread implements OffThreadRecords {
  private next = 0;
  private readonly waiting = new Map<number, Waiting>();
  private readonly records = new Map<string, SearchRecord[]>();
  private lost = false;
  private drained: (() => void) | undefined;
  /** Pages whose records the worker extracted. */
  extracted = 0;

  /** `holdProcess(true)`: the worker keeps the process alive while the last records come (it is
   *  unreferenced otherwise, so that it never holds a finished process open). */
  constructor(private readonly port: MessagePort, private readonly holdProcess: (on: boolean) => void) {
    port.on('message', (m: RecordsReply) => this.reply(m));
    port.unref();
  }

  /** The worker is gone: pages go to the caller from now on, and settle() extracts those it had. */
  lose(): void {
    this.lost = true;
    this.drained?.();
  }

  /** Posts a listed page; false when the worker is behind or gone (the caller extracts then). */
  take(r: RenderedRoute, baseUrl: string): boolean {
    if (this.lost || this.waiting.size >= MAX_WAITING || !r.doc) return false;
    const id = this.next++;
    const waiting: Waiting = { html: r.html, of: recordsOf(r, baseUrl) };
    this.waiting.set(id, waiting);
    this.port.postMessage({ id, ...waiting } satisfies RecordsRequest);
    return true;
  }

  private reply(m: RecordsReply): void {
    const w = this.waiting.get(m.id);
    if (!w) return;
    this.waiting.delete(m.id);
    this.records.set(w.of.route, m.records);
    this.extracted++;
    if (this.waiting.size === 0) this.drained?.();
  }

  /** The records of every page taken, by route, once all are back (or extracted here). */
  async settle(): Promise<Map<string, SearchRecord[]>> {
    if (this.waiting.size > 0 && !this.lost) {
      this.holdProcess(true);
      await new Promise<void>((done) => (this.drained = done));
      this.holdProcess(false);
    }
    for (const w of this.waiting.values()) this.records.set(w.of.route, pageRecords(w.html, w.of));
    this.waiting.clear();
    return this.records;
  }
}

/** The worker's side: records for each page posted. */
export function serveRecords(port: MessagePort): void {
  port.on('message', (m: RecordsRequest) => {
    port.postMessage({ id: m.id, records: pageRecords(m.html, m.of) } satisfies RecordsReply);
  });
}
