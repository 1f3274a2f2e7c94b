// `docsgen serve --watch`: the writer's loop. A first build in dev mode (drafts shown, pages written
// in place, the live-reload client injected), then the preview server, then chokidar on the
// sources. Every change rebuilds in the build worker and every open tab reloads; a build that fails
// shows its errors in the terminal and, with the same text, as an overlay in the browser, and the
// server keeps serving the last good build until the file is fixed.
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { rm, rmdir } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { loadConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/schema.js';
import { routeToFile } from '../routes/url.js';
import { closeServer, createSiteServer, isLoopback, listen, untilStopped, urlFor, warnIfExposed } from './http-server.js';
import { siteHandler } from './site-handler.js';
import { siteRoot, type ServeOptions } from './serve-options.js';
import { devScript } from './dev-client.js';
import { EVENTS_PATH, LiveReload } from './live-reload.js';
import { Rebuilder, type BuildReply } from './rebuilder.js';
import { describeChanges, ignoredPath, isDir, isScratchFile, isThemeCode, pkgRoot, watchTargets, within } from './watch-targets.js';
import { openBrowser } from './open-browser.js';

/** Several events from one save (truncate, write, rename) become one rebuild. */
const SETTLE_MS = 15;

const out = (s: string) => process.stdout.write(s);
const err = (s: string) => process.stderr.write(s);
const clock = () => new Date().toTimeString().slice(0, 8);
const secs = (t: number) => `${(t / 1000).toFixed(2)} s`;
const ms = (t: number) => (t < 1000 ? `${Math.round(t)} ms` : secs(t));

export async function startWatch(opts: ServeOptions, _reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  const configFile = resolve(opts.config);
  if (!existsSync(configFile)) {
    err(`\n${relative(process.cwd(), configFile) || configFile}  config file not found\n  hint: run docsgen in the site folder, or pass --config path/to/docsgen.config.ts\n`);
    return 1;
  }
  const root = siteRoot(configFile);
  const outDir = resolve(root, opts.out);
  const serverId = randomBytes(6).toString('hex');
  const live = new LiveReload(serverId);
  const rebuilder = new Rebuilder({ configPath: configFile, outDir, debug: opts.debug });
  let attempt = 0;
  let routes: Set<string> | undefined;
  const seenWarnings = new Set<string>();

  /** One build; its outcome goes to the terminal and to every open tab. */
  const script = devScript({ endpoint: EVENTS_PATH, server: serverId });
  const rebuild = async (what: string, changes?: Map<string, string>): Promise<BuildReply> => {
    const generation = ++attempt;
    const reply = await rebuilder.build(script, changes);
    if (rebuilder.stopped) return reply; // Ctrl+C during a build: nothing to report
    if (reply.ok) {
      const next = new Set(reply.routes);
      if (routes) await removeStalePages(outDir, [...routes].filter((r) => !next.has(r)));
      routes = next;
      const fresh = reply.warnings.filter((w) => !seenWarnings.has(w));
      for (const w of fresh) seenWarnings.add(w);
      live.reload(generation);
      const work = reply.rendered === reply.pages
        ? `built ${reply.pages} pages`
        : `rebuilt ${reply.rendered} page${reply.rendered === 1 ? '' : 's'}${reply.background ? ` (${reply.background} more in the background)` : ''}`;
      out(`${clock()} ${what} · ${work} in ${ms(reply.ms)}${reply.warnings.length ? ` · ${reply.warnings.length} warning${reply.warnings.length === 1 ? '' : 's'}` : ''}\n`);
      for (const w of fresh) out(`  ⚠ ${w}\n`);
      if (opts.debug) out(`  ${Object.entries(reply.timings).map(([k, v]) => `${k} ${Math.round(v)}${/hits$/i.test(k) ? '' : ' ms'}`).join(' · ')}\n`);
    } else {
      const text = 'errors' in reply
        ? `${reply.errors.join('\n\n')}\n\n✖ build failed: ${reply.errors.length} error${reply.errors.length === 1 ? '' : 's'}`
        : `docsgen crashed while building (this is a bug in docsgen, not in your content):\n${reply.crash}`;
      live.failed(text);
      err(`${clock()} ${what} · ✖ build failed in ${ms(reply.ms)}\n\n${text}\n  the browser shows this too; still serving the last good build\n\n`);
    }
    return reply;
  };

  // Watch from the start, so edits made during the first build are not lost.
  let config = await readConfig(configFile);
  let targets = watchTargets(root, configFile, outDir, config);
  const watcher: FSWatcher = watch(targets.paths, {
    ignoreInitial: true,
    ignored: (p: string) => ignoredPath(p) || within(p, outDir),
  });
  // chokidar drops a second change to a file within 50 ms of the first (its event throttle); with
  // rebuilds this fast a writer's tool can save twice in that time. So each changed file is looked
  // at again just after that window: a modification time newer than the one the rebuild read
  // counts as one more change.
  const lastSeen = new Map<string, number>();
  const queue = new ChangeQueue(async (changes) => {
    const paths = [...changes.keys()];
    for (const p of paths) lastSeen.set(p, mtimeOf(p) ?? 0);
    const theme = paths.some((p) => isThemeCode(p, targets.themeDir));
    if (theme) await recompileTheme(rebuilder);
    // Edits to pages go to the worker as a list: it rebuilds only what they touch when it can.
    await rebuild(describeChanges(changes), theme ? undefined : changes);
    if (paths.includes(configFile)) {
      config = (await readConfig(configFile)) ?? config;
      const next = watchTargets(root, configFile, outDir, config);
      const gone = targets.paths.filter((p) => !next.paths.includes(p));
      const added = next.paths.filter((p) => !targets.paths.includes(p));
      if (gone.length) await watcher.unwatch(gone);
      if (added.length) watcher.add(added);
      targets = next;
    }
  });
  const recheck = (abs: string) => {
    if (rebuilder.stopped || queue.has(abs) || !lastSeen.has(abs)) return;
    const now = mtimeOf(abs);
    if (now !== undefined && now !== lastSeen.get(abs)) queue.add(abs, 'change');
  };
  watcher.on('all', (event, path) => {
    if (event === 'addDir' || rebuilder.stopped) return;
    if ((event === 'add' || event === 'change' || event === 'unlink') && isScratchFile(path)) return;
    const abs = resolve(path);
    queue.add(abs, event);
    if (event === 'change' || event === 'add') setTimeout(() => recheck(abs), 80).unref();
  });
  watcher.on('error', (e) => err(`⚠ watcher: ${(e as Error).message}\n`));

  // Listen first: a port in use fails at once, not after the first build. Until that build is
  // done, `out/` is served as it is and nobody has been given the URL yet.
  const handler = siteHandler(outDir, {
    routes: { [EVENTS_PATH]: live.handle },
    anyHost: !isLoopback(opts.host),
    fallback404: () => fallbackPage(script),
    // Pages are rendered lazily after an edit that changed the sidebar: wait for the one asked for.
    beforeFile: (path) => (/\.(?:html|json)$|\/$|\/[^./]*$/.test(path) ? rebuilder.ensure(path) : undefined),
  });
  const server = createSiteServer(handler);
  let port: number;
  try {
    port = await listen(server, opts.port, opts.host);
  } catch (e) {
    err(`error: ${(e as Error).message}\n`);
    await Promise.all([watcher.close(), rebuilder.close()]);
    live.close();
    return 2;
  }

  out(`docsgen: building ${relative(process.cwd(), root) || '.'} in watch mode (drafts included)…\n`);
  await queue.run(() => rebuild('first build'));
  const url = urlFor(opts.host, port);
  const watched = targets.paths.map((p) => `${relative(process.cwd(), p) || p}${isDir(p) ? '/' : ''}`);
  out(`\n  ➜ ${url}\n  watching ${watched.join(', ')} · Ctrl+C to stop\n\n`);
  warnIfExposed(opts.host, err);
  if (opts.open) openBrowser(url);

  return untilStopped(async () => {
    live.close();
    queue.clear();
    await Promise.all([watcher.close(), rebuilder.close(), closeServer(server)]);
  });
}

/** Changes are gathered while a build runs; then one build covers them all. */
class ChangeQueue {
  /** Path → the last event seen for it (`add`, `change`, `unlink`, `unlinkDir`). */
  private readonly pending = new Map<string, string>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(private readonly onChanges: (changes: Map<string, string>) => Promise<void>) {}

  add(path: string, event: string): void {
    // A file created and then written in one batch is still a new file.
    if (!(event === 'change' && this.pending.get(path) === 'add')) this.pending.set(path, event);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.drain(), SETTLE_MS);
  }

  /** Whether a change to `path` waits for the next rebuild. */
  has(path: string): boolean {
    return this.pending.has(path);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.pending.clear();
  }

  /** Runs `job` when no build is running, then whatever changed meanwhile. */
  async run(job: () => Promise<unknown>): Promise<void> {
    while (this.running) await this.running;
    this.running = job().then(() => undefined);
    await this.running;
    this.running = undefined;
    if (this.pending.size) void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.running || this.pending.size === 0) return;
    const batch = new Map(this.pending);
    this.pending.clear();
    await this.run(() => this.onChanges(batch));
  }
}

function mtimeOf(abs: string): number | undefined {
  try {
    return statSync(abs).mtimeMs;
  } catch {
    return undefined;
  }
}

async function readConfig(file: string): Promise<SiteConfig | undefined> {
  try {
    return (await loadConfig(file)).config;
  } catch {
    return undefined; // the build reports it, with its place
  }
}

/** A theme component changed: recompile docsgen (scripts/compile.mjs) and use a fresh worker. */
async function recompileTheme(rebuilder: Rebuilder): Promise<void> {
  const script = join(pkgRoot, 'scripts', 'compile.mjs');
  if (!existsSync(script)) return;
  const t0 = performance.now();
  const code = await new Promise<number>((ok) => {
    const child = spawn(process.execPath, [script], { cwd: pkgRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (c) => ok(c ?? 1));
    child.on('error', () => ok(1));
  });
  await rebuilder.restart();
  out(`${clock()} theme code changed · ${code === 0 ? 'recompiled docsgen' : '✖ docsgen did not compile (see above)'} in ${secs(performance.now() - t0)}\n`);
}

/** Watch mode writes in place: pages whose route disappeared (renamed or deleted files) go too. */
async function removeStalePages(outDir: string, gone: string[]): Promise<void> {
  for (const route of gone) {
    const html = join(outDir, routeToFile(route));
    await rm(html, { force: true });
    await rm(join(outDir, `${route === '/' ? 'index' : route.slice(1)}.md`), { force: true });
    if (route !== '/') await rmdir(dirname(html)).catch(() => undefined); // only when empty
  }
}

function fallbackPage(script: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not built yet · docsgen</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Nothing to show yet</h1><p>This page does not exist in the last good build, or the site has not built yet. It reloads by itself when a build succeeds.</p><script>${script}</script></body></html>`;
}
