// The thread that writes a production build's pages (background-writes.ts): each file written
// synchronously, in the order posted, its folder made once. A failure is kept and reported at the
// next flush, which the build awaits before it swaps the output in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { WriteReply, WriteRequest } from './background-writes.js';

const dirs = new Set<string>();
let bytes = 0;
let failure: Error | undefined;

function write(file: string, dir: string, data: string | Uint8Array): void {
  if (!dirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    dirs.add(dir);
  }
  const encoded = typeof data === 'string' ? Buffer.from(data) : data;
  writeFileSync(file, encoded);
  bytes += encoded.length;
}

parentPort!.on('message', (m: WriteRequest) => {
  if ('flush' in m) {
    const reply: WriteReply = { flushed: m.flush, bytes, error: failure && { message: failure.message, code: (failure as NodeJS.ErrnoException).code } };
    parentPort!.postMessage(reply);
    return;
  }
  if (failure) return;
  try {
    write(m.file, m.dir, m.data);
  } catch (e) {
    failure = e as Error;
  }
});
