// The main thread's handle on the build worker (build-worker.ts), through the worker helper
// (generator/workers/): one build at a time, requests for fresh pages while the worker still
// renders in the background, and a fresh worker (a fresh module graph) when docsgen's own code
// changed.
import { Worker } from 'node:worker_threads';
import { WorkerClient } from '../workers/request-reply.js';

export interface WorkerData {
  configPath: string;
  /** Where watch-mode builds go (`.docsgen-cache/dev/`), one folder per full build. */
  devDir: string;
  debug: boolean;
}

export type BuildReply =
  /** `rendered`: pages rendered for this build; `background`: pages still to render after it;
   *  `dir`: the folder that now holds the site. */
  | {
      ok: true;
      ms: number;
      pages: number;
      warnings: string[];
      routes: string[];
      timings: Record<string, number>;
      rendered: number;
      background: number;
      dir: string;
    }
  /** Writer errors, each formatted as the terminal prints it (file:line:col, caret, hint). */
  | { ok: false; ms: number; errors: string[] }
  /** A docsgen bug: the message (the stack with --debug). */
  | { ok: false; ms: number; crash: string };

/** What the build worker answers. `changes`: path → watcher event since the last build; none for a
 *  full build. `ensure`: a browser asks for this URL path; the reply comes once it is up to date. */
export interface BuildApi {
  build: { request: { devScript: string; changes?: [string, string][] }; reply: BuildReply };
  ensure: { request: { path: string }; reply: { stale: boolean } };
}

/** Sent by the worker on its own. `stale`: some file on disk (a page, the search index) does not
 *  reflect the last edit yet. */
export type BuildEvent = { type: 'state' | 'idle'; stale: boolean };

export class Rebuilder {
  private readonly client: WorkerClient<BuildApi, BuildEvent>;
  /** Some page or search file on disk is older than the last edit: requests ask the worker first. */
  private stale = false;

  constructor(data: WorkerData) {
    this.client = new WorkerClient<BuildApi, BuildEvent>(
      () => new Worker(new URL('./build-worker.js', import.meta.url), { workerData: data }),
      {
        name: 'build',
        onEvent: (e) => {
          this.stale = e.stale;
        },
        onLost: () => {
          this.stale = false;
        },
      },
    );
  }

  async build(devScript: string, changes?: Map<string, string>): Promise<BuildReply> {
    const started = performance.now();
    try {
      return await this.client.request('build', { devScript, changes: changes && [...changes] });
    } catch (e) {
      return { ok: false, ms: performance.now() - started, crash: this.client.closed ? 'stopped' : (e as Error).message };
    }
  }

  /** Resolves when the page (or search file) at `path` is up to date on disk. */
  ensure(path: string): Promise<void> | undefined {
    if (!this.client.running || !this.stale) return undefined;
    return this.client.request('ensure', { path }).then(
      (r) => {
        this.stale = r.stale;
      },
      () => undefined,
    );
  }

  /** Docsgen's own code changed: the next build runs in a new worker that imports it afresh. */
  restart(): Promise<void> {
    return this.client.restart();
  }

  /** Stops the worker, even mid-build; later builds do nothing. */
  close(): Promise<void> {
    return this.client.close();
  }

  get stopped(): boolean {
    return this.client.closed;
  }
}
