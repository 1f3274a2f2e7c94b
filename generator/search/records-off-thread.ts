// The search records of a cold build's pages, extracted off the main thread by the thread that
// writes the pages (emit/background-writes.ts), which makes the search files from them itself:
// extracting was ~5 % of a cold build's main thread. Same records, so the same search files byte
// for byte (test/e2e/write-thread.test.ts).
import type { RenderedRoute } from '../types.js';

/** Records extracted off the main thread, as the page step sees them. */
export interface OffThreadRecords {
  /** Takes a listed page; false when the page step must extract its records itself. */
  take(r: RenderedRoute, baseUrl: string): boolean;
  /** Pages whose records were extracted off the main thread. */
  readonly extracted: number;
}
