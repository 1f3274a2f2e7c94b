// Runs watch-mode builds off the main thread, so the server keeps answering (and streaming live
// reload events) while a rebuild renders, and a docsgen crash cannot take the server down. The
// worker keeps the last build's session (compiled pages, rendered routes, search records): an edit
// to existing pages rebuilds only those pages (incremental/rebuild-changed.ts), and pages whose
// sidebar changed are rendered after the reload, in the background or first thing when a browser
// asks for one (incremental/stale-pages.ts). A change to docsgen's own theme code needs a new worker
// (see rebuilder.ts). Output goes to a folder of its own under .docsgen-cache/dev/, a new one for
// every full build: a failed build never touches the folder being served.
import { randomBytes } from 'node:crypto';
import { workerData } from 'node:worker_threads';
import { join } from 'node:path';
import { build } from '../build.js';
import { rebuildChanged, warmUp } from '../incremental/rebuild-changed.js';
import { ensureFresh, renderStale } from '../incremental/stale-pages.js';
import type { BuildSession } from '../incremental/session.js';
import { formatWriterError, writerErrorsOf } from '../errors.js';
import { serveRequests } from '../workers/serve-requests.js';
import type { BuildApi, BuildEvent, BuildReply, WorkerData } from './rebuilder.js';
import { SEARCH_FILE_PATH } from '../../theme/shared/search-shards.js';

const data = workerData as WorkerData;
const buildId = randomBytes(5).toString('hex');
/** Files a browser fetches only to search: built again on request, not after every edit (a large
 *  site's shards too: search-records-N, and search-index/<build>/search-frag-*, -words-*, -hits-*). */
const isSearchFile = (path: string) => SEARCH_FILE_PATH.test(path);
/** How long one background step renders before it lets requests and edits in. */
const STEP_MS = 12;

/** The watch session's builds, one at a time: the last build's session and the work queued on it. */
class WatchBuilds {
  private session: BuildSession | undefined;
  private generation = 0;
  private chain: Promise<unknown> = Promise.resolve();
  private flushing = false;
  private warmed = false;

  constructor(private readonly emit: (event: BuildEvent) => void) {}

  /** One thing at a time touches the session: builds, requests for fresh pages, background steps. */
  private serial<T>(job: () => Promise<T>): Promise<T> {
    const p = this.chain.then(job);
    this.chain = p.catch(() => undefined);
    return p;
  }

  isStale(): boolean {
    const s = this.session;
    return !!s && (s.stale.size > 0 || s.chromeStale || s.searchStale);
  }

  async ensure(path: string): Promise<{ stale: boolean }> {
    await this.serial(async () => (this.session ? ensureFresh(this.session, path, isSearchFile) : undefined)).catch(() => undefined);
    return { stale: this.isStale() };
  }

  async build(msg: BuildApi['build']['request']): Promise<BuildReply> {
    const reply = await this.serial(() => this.runBuild(msg));
    // The state first: requests that follow the reload must already ask for fresh pages.
    this.emit({ type: 'state', stale: this.isStale() });
    // After the reply is posted: pages whose sidebar changed, then the compiler warmed for the
    // first edit while the writer reads.
    setImmediate(() => this.afterBuild(reply));
    return reply;
  }

  private async runBuild(msg: BuildApi['build']['request']): Promise<BuildReply> {
    const t0 = performance.now();
    try {
      const changes = msg.changes ? new Map(msg.changes) : undefined;
      const quick = this.session && changes ? await rebuildChanged(this.session, changes) : undefined;
      if (quick) {
        return {
          ok: true,
          ms: performance.now() - t0,
          pages: quick.pages,
          warnings: quick.warnings,
          routes: quick.routes,
          timings: quick.timings,
          rendered: quick.rendered,
          background: quick.stale,
          dir: this.session!.outDir,
        };
      }
      this.session = undefined;
      const outDir = join(data.devDir, `${process.pid}-${++this.generation}`);
      const r = await build({ configPath: data.configPath, outDir, dev: true, devScript: msg.devScript, keepSession: true, buildId });
      this.session = r.session;
      return {
        ok: true,
        ms: performance.now() - t0,
        pages: r.pages,
        warnings: r.warnings,
        routes: r.routes.map((x) => x.route),
        timings: r.timings,
        rendered: r.pages,
        background: 0,
        dir: outDir,
      };
    } catch (e) {
      const ms = performance.now() - t0;
      const list = writerErrorsOf(e);
      if (list) return { ok: false, ms, errors: list.map(formatWriterError) };
      this.session = undefined; // a docsgen bug may have left it half updated
      const err = e as Error;
      return { ok: false, ms, crash: (data.debug ? err.stack : err.message) ?? String(e) };
    }
  }

  /** Renders the stale pages in small steps, letting edits and page requests in between. */
  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (;;) {
        const more = await this.serial(async () => (this.session ? renderStale(this.session, STEP_MS) : false));
        if (!more) break;
        await new Promise((r) => setImmediate(r));
      }
    } finally {
      this.flushing = false;
    }
    this.emit({ type: 'idle', stale: this.isStale() });
  }

  private afterBuild(reply: BuildReply): void {
    const s = this.session;
    if (reply.ok && s && (s.stale.size > 0 || s.chromeStale)) void this.flush();
    if (reply.ok && s && reply.rendered === reply.pages && !this.warmed) {
      this.warmed = true;
      setTimeout(() => void this.serial(() => warmUp(s)), 200);
    }
  }
}

const builds = new WatchBuilds((event) => port.emit(event));
const port = serveRequests<BuildApi, BuildEvent>({
  ensure: ({ path }) => builds.ensure(path),
  build: (msg) => builds.build(msg),
});
