// Runs watch-mode builds off the main thread, so the server keeps answering (and streaming live
// reload events) while a rebuild renders, and a docsgen crash cannot take the server down. The
// worker keeps its module graph warm between builds (highlighter, compiled site modules); a change
// to docsgen's own theme code needs a new worker (see rebuilder.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { build } from '../build.js';
import { formatWriterError, isWriterError, WriterErrors, type WriterError } from '../errors.js';
import type { BuildReply, BuildRequest, WorkerData } from './rebuilder.js';

const data = workerData as WorkerData;

parentPort!.on('message', async (msg: BuildRequest) => {
  const t0 = performance.now();
  let reply: BuildReply;
  try {
    const r = await build({ configPath: data.configPath, outDir: data.outDir, dev: true, devScript: msg.devScript });
    reply = { id: msg.id, ok: true, ms: performance.now() - t0, pages: r.pages, warnings: r.warnings, routes: r.routes.map((x) => x.route), outDir: r.outDir, timings: r.timings };
  } catch (e) {
    const ms = performance.now() - t0;
    if (isWriterError(e)) {
      const list = e instanceof WriterErrors ? e.errors : [e as WriterError];
      reply = { id: msg.id, ok: false, ms, errors: list.map(formatWriterError) };
    } else {
      const err = e as Error;
      reply = { id: msg.id, ok: false, ms, crash: (data.debug ? err.stack : err.message) ?? String(e) };
    }
  }
  parentPort!.postMessage(reply);
});
