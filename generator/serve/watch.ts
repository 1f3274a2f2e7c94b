// `docsgen serve --watch`: the writer's loop. A first build in dev mode (drafts shown, the live-reload
// client injected) into a folder of its own under .docsgen-cache/dev/ (never `out/`, which only
// `docsgen build` writes), then the preview server, then chokidar on the sources. Every change
// rebuilds in the build worker and every open tab reloads; a build that fails shows its errors in
// the terminal and, with the same text, as an overlay in the browser, and the server keeps serving
// the last good build (every route of it, and none the failed build added) until the file is fixed.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import { closeServer, createSiteServer, isLoopback, listen, untilStopped, urlFor, warnIfExposed } from '../http-server.js';
import { siteHandler } from './site-handler.js';
import { siteRoot, type ServeOptions } from './serve-options.js';
import { devScript } from './dev-client.js';
import { EVENTS_PATH, LiveReload } from './live-reload.js';
import { Rebuilder, type BuildReply } from './rebuilder.js';
import { describeChanges, isDir, pkgRoot } from './watch-targets.js';
import { watchSources } from './watch-sources.js';
import { clearDevOutput, DevOutput } from './dev-output-folder.js';
import { openBrowser } from './open-browser.js';
import { ConfigNotFound, USAGE_EXIT_CODE } from '../config/config-not-found.js';
import { formatWriterError } from '../errors.js';
import { mcpRoute } from '../mcp/mcp-route.js';

const out = (s: string) => process.stdout.write(s);
const err = (s: string) => process.stderr.write(s);
const clock = () => new Date().toTimeString().slice(0, 8);
const secs = (t: number) => `${(t / 1000).toFixed(2)} s`;
const ms = (t: number) => (t < 1000 ? `${Math.round(t)} ms` : secs(t));

export async function startWatch(opts: ServeOptions, _reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  const configFile = resolve(opts.config);
  if (!existsSync(configFile)) {
    err(`\n${formatWriterError(new ConfigNotFound(configFile))}\n`);
    return USAGE_EXIT_CODE;
  }
  const root = siteRoot(configFile);
  const outDir = resolve(root, opts.out);
  const serverId = randomBytes(6).toString('hex');
  const live = new LiveReload(serverId);
  const devDir = join(root, '.docsgen-cache', 'dev');
  await clearDevOutput(devDir);
  const rebuilder = new Rebuilder({ configPath: configFile, devDir, debug: opts.debug });
  let attempt = 0;
  const seenWarnings = new Set<string>();

  /** One build; its outcome goes to the terminal and to every open tab. */
  const script = devScript({ endpoint: EVENTS_PATH, server: serverId });
  const rebuild = async (what: string, changes?: Map<string, string>): Promise<BuildReply> => {
    const generation = ++attempt;
    const reply = await rebuilder.build(script, changes);
    if (rebuilder.stopped) return reply; // Ctrl+C during a build: nothing to report
    if (reply.ok) serving.show(reply.dir);
    report(reply, what, { live, generation, seenWarnings, debug: opts.debug });
    return reply;
  };

  // Watch from the start, so edits made during the first build are not lost.
  const sources = await watchSources(
    { root, configFile, outDir },
    async (changes, theme) => {
      if (theme) await recompileTheme(rebuilder);
      // Edits to pages go to the worker as a list: it rebuilds only what they touch when it can.
      await rebuild(describeChanges(changes), theme ? undefined : changes);
    },
    () => rebuilder.stopped,
  );

  // Listen first: a port in use fails at once, not after the first build. Until a build succeeds,
  // every path answers with a page that shows the build's progress and errors.
  // /mcp answers from the folder being served (it changes after each good build); files the worker
  // writes on demand (the search index, pages after a sidebar change) are asked for first.
  let served = '';
  const mcp = mcpRoute({ folder: () => served, beforeRead: (path) => rebuilder.ensure(path), anyHost: !isLoopback(opts.host) });
  const serving = new DevOutput(devDir, (dir) => {
    served = dir;
    return siteHandler(dir, {
      routes: { [EVENTS_PATH]: live.handle, '/mcp': mcp },
      anyHost: !isLoopback(opts.host),
      fallback404: () => fallbackPage(script),
      // Pages are rendered lazily after an edit that changed the sidebar: wait for the one asked for.
      beforeFile: (path) => (/\.(?:html|json)$|\/$|\/[^./]*$/.test(path) ? rebuilder.ensure(path) : undefined),
    });
  });
  const server = createSiteServer(serving.handle);
  let port: number;
  try {
    port = await listen(server, opts.port, opts.host);
  } catch (e) {
    err(`error: ${(e as Error).message}\n`);
    await Promise.all([sources.close(), rebuilder.close()]);
    live.close();
    return 2;
  }

  out(`docsgen: building ${relative(process.cwd(), root) || '.'} in watch mode (drafts included)…\n`);
  await sources.queue.run(() => rebuild('first build'));
  const url = urlFor(opts.host, port);
  const watched = sources.paths().map((p) => `${relative(process.cwd(), p) || p}${isDir(p) ? '/' : ''}`);
  out(`\n  ➜ ${url}\n  watching ${watched.join(', ')} · Ctrl+C to stop\n\n`);
  warnIfExposed(opts.host, err);
  if (opts.open) openBrowser(url);

  return untilStopped(async () => {
    live.close();
    await Promise.all([sources.close(), rebuilder.close(), mcp.close(), closeServer(server)]);
    await clearDevOutput(devDir);
  });
}

/** A build's outcome, in the terminal and in every open tab. */
function report(
  reply: BuildReply,
  what: string,
  o: { live: LiveReload; generation: number; seenWarnings: Set<string>; debug: boolean },
): void {
  if (reply.ok) {
    const fresh = reply.warnings.filter((w) => !o.seenWarnings.has(w));
    for (const w of fresh) o.seenWarnings.add(w);
    o.live.reload(o.generation);
    const work =
      reply.rendered === reply.pages
        ? `built ${reply.pages} pages`
        : `rebuilt ${reply.rendered} page${reply.rendered === 1 ? '' : 's'}${reply.background ? ` (${reply.background} more in the background)` : ''}`;
    out(
      `${clock()} ${what} · ${work} in ${ms(reply.ms)}${reply.warnings.length ? ` · ${reply.warnings.length} warning${reply.warnings.length === 1 ? '' : 's'}` : ''}\n`,
    );
    for (const w of fresh) out(`  ⚠ ${w}\n`);
    if (o.debug)
      out(
        `  ${Object.entries(reply.timings)
          .map(([k, v]) => `${k} ${Math.round(v)}${/hits$/i.test(k) ? '' : ' ms'}`)
          .join(' · ')}\n`,
      );
    return;
  }
  const text =
    'errors' in reply
      ? `${reply.errors.join('\n\n')}\n\n✖ build failed: ${reply.errors.length} error${reply.errors.length === 1 ? '' : 's'}`
      : `docsgen crashed while building (this is a bug in docsgen, not in your content):\n${reply.crash}`;
  o.live.failed(text);
  err(
    `${clock()} ${what} · ✖ build failed in ${ms(reply.ms)}\n\n${text}\n  the browser shows this too; still serving the last good build\n\n`,
  );
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
  out(
    `${clock()} theme code changed · ${code === 0 ? 'recompiled docsgen' : '✖ docsgen did not compile (see above)'} in ${secs(performance.now() - t0)}\n`,
  );
}

function fallbackPage(script: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not built yet · docsgen</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Nothing to show yet</h1><p>This page does not exist in the last good build, or the site has not built yet. It reloads by itself when a build succeeds.</p><script>${script}</script></body></html>`;
}
