// The code-ahead worker (code-ahead.ts): tokenizes the code blocks of the pages left to compile,
// from the last page backwards, while the main thread compiles from the first. It loads the
// highlighter and nothing else. Between pages it extracts the search records of pages the main
// thread rendered (search/records-off-thread.ts).
import { workerData, type MessagePort } from 'node:worker_threads';
import { fenceLanguages, getHighlighter, loadFenceLanguages } from './highlight.js';
import { linesOfPage } from './blocks-ahead.js';
import { PAGE } from './lines-ahead.js';
import type { Without } from '../../accelerators.js';

/** The pages, in the order the main thread compiles them, and their shared states (PAGE). */
export interface CodeAheadWork { bodies: string[]; state: SharedArrayBuffer }

const { port, recordsPort, without } = workerData as { port: MessagePort; recordsPort: MessagePort; without: Without };
// The highlighter starts loading before the pages arrive.
const highlighter = getHighlighter(without);
port.once('message', (work: CodeAheadWork) => void colour(work));
// Search records of rendered pages (search/records-off-thread.ts); pages posted meanwhile wait.
void highlighter.then(() => import('../../search/records-off-thread.js')).then((m) => m.serveRecords(recordsPort));

async function colour({ bodies, state }: CodeAheadWork): Promise<void> {
  const hl = await highlighter;
  const pages = new Int32Array(state);
  for (let i = bodies.length - 1; i >= 0; i--) {
    if (Atomics.load(pages, i) !== PAGE.FREE) continue;
    // Before the page is claimed: the main thread never waits for a grammar to load here.
    await loadFenceLanguages(hl, fenceLanguages(bodies[i]));
    if (Atomics.compareExchange(pages, i, PAGE.FREE, PAGE.WORKING) !== PAGE.FREE) continue;
    const blocks = linesOfPage(hl, bodies[i]);
    if (blocks.length > 0) port.postMessage(blocks);
    Atomics.store(pages, i, PAGE.DONE);
    Atomics.notify(pages, i);
    // A turn of the event loop: pages the main thread rendered meanwhile get their records now.
    await new Promise<void>((done) => setImmediate(done));
  }
}
