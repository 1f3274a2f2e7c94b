// Loads reference data on a worker thread, one job after the other, replying as each finishes.
// Cold, parsing the CLI YAML and the OpenAPI description, validating the description (ajv compiles
// the OpenAPI meta-schema) and writing its YAML copy cost ~0.6 s of CPU for the ToolHive site:
// `docsgen build` starts this while the main thread imports the build pipeline.
import { parentPort, workerData } from 'node:worker_threads';
import { replyOf, runReferenceJob, type ReferenceJob, type ReferenceReply } from './reference-jobs.js';

const { jobs } = workerData as { jobs: ReferenceJob[] };
for (const [index, job] of jobs.entries()) {
  let reply: ReferenceReply;
  try {
    reply = { index, ok: true, value: await runReferenceJob(job) };
  } catch (e) {
    reply = replyOf(index, e);
  }
  parentPort!.postMessage(reply);
}
