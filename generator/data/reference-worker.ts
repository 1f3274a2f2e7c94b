// Loads reference data on a worker thread, one job after the other, replying as each finishes.
// Cold, parsing the CLI YAML and the OpenAPI description, validating the description (ajv compiles
// the OpenAPI meta-schema) and writing its YAML copy cost ~0.6 s of CPU for the ToolHive site:
// `docsgen build` starts this while the main thread imports the build pipeline.
import { serveRequests } from '../workers/serve-requests.js';
import { runReferenceJob, type ReferenceWorkerApi } from './reference-jobs.js';

// In order: the jobs arrive CLI tree first, which the build needs first.
serveRequests<ReferenceWorkerApi>({ load: runReferenceJob }, { inOrder: true });
