// What `serve --watch` listens to: chokidar on the site's sources (the config names them), with
// the events of one save gathered into one rebuild, and a second look at each changed file.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { loadConfig } from '../config/load-config.js';
import { siteModuleInputs } from '../modules/evaluate-module.js';
import type { SiteConfig } from '../config/schema.js';
import { ignoredPath, isScratchFile, isThemeCode, watchTargets, within, type WatchTargets } from './watch-targets.js';

/** Several events from one save (truncate, write, rename) become one rebuild. */
const SETTLE_MS = 15;

export interface WatchedSources {
  queue: ChangeQueue;
  /** What is watched now (it follows the config). */
  paths: () => string[];
  close: () => Promise<void>;
}

/** `onChanges` runs for each batch of changes, one batch at a time; `theme` says whether docsgen's
 *  own theme code changed. */
export async function watchSources(
  site: { root: string; configFile: string; outDir: string },
  onChanges: (changes: Map<string, string>, theme: boolean) => Promise<void>,
  stopped: () => boolean,
): Promise<WatchedSources> {
  const { root, configFile, outDir } = site;
  let config = await readConfig(configFile);
  let sidebarFiles = await sidebarInputs(root, config, []);
  let targets: WatchTargets = watchTargets(root, configFile, outDir, config, sidebarFiles);
  const watcher: FSWatcher = watch(targets.paths, { ignoreInitial: true, ignored: (p: string) => ignoredPath(p) || within(p, outDir) });
  // chokidar drops a second change to a file within 50 ms of the first (its event throttle); with
  // rebuilds this fast a writer's tool can save twice in that time. So each changed file is looked
  // at again just after that window: a modification time newer than the one the rebuild read
  // counts as one more change.
  const lastSeen = new Map<string, number>();
  const queue = new ChangeQueue(async (changes) => {
    const paths = [...changes.keys()];
    for (const p of paths) lastSeen.set(p, mtimeOf(p) ?? 0);
    await onChanges(
      changes,
      paths.some((p) => isThemeCode(p, targets.themeDir)),
    );
    // The config, or the Docusaurus sidebars file or a module it imports (it may import others now).
    if (stopped() || !paths.some((p) => p === configFile || sidebarFiles.includes(p))) return;
    config = (await readConfig(configFile)) ?? config;
    sidebarFiles = await sidebarInputs(root, config, sidebarFiles);
    // Stopped meanwhile: a closed watcher must not start watching again.
    if (stopped()) return;
    const next = watchTargets(root, configFile, outDir, config, sidebarFiles);
    const gone = targets.paths.filter((p) => !next.paths.includes(p));
    const added = next.paths.filter((p) => !targets.paths.includes(p));
    if (gone.length) await watcher.unwatch(gone);
    if (added.length) watcher.add(added);
    targets = next;
  });
  const recheck = (abs: string) => {
    if (stopped() || queue.has(abs) || !lastSeen.has(abs)) return;
    const now = mtimeOf(abs);
    if (now !== undefined && now !== lastSeen.get(abs)) queue.add(abs, 'change');
  };
  watcher.on('all', (event, path) => {
    if (event === 'addDir' || stopped()) return;
    if ((event === 'add' || event === 'change' || event === 'unlink') && isScratchFile(path)) return;
    const abs = resolve(path);
    queue.add(abs, event);
    if (event === 'change' || event === 'add') setTimeout(() => recheck(abs), 80).unref();
  });
  watcher.on('error', (e) => process.stderr.write(`⚠ watcher: ${(e as Error).message}\n`));
  return {
    queue,
    paths: () => targets.paths,
    close: async () => {
      queue.clear();
      await watcher.close();
    },
  };
}

/** Changes are gathered while a build runs; then one build covers them all. */
export class ChangeQueue {
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
    // Without the sidebars file: a broken one must not hide where the docs are.
    return (await loadConfig(file, { sidebars: false })).config;
  } catch {
    return undefined; // the build reports it, with its place
  }
}

/** `docs.sidebarPath` and the local modules it imports (esbuild's list); while it does not bundle,
 *  the files watched before, and itself. */
async function sidebarInputs(root: string, config: SiteConfig | undefined, before: string[]): Promise<string[]> {
  const path = config?.docs.sidebarPath;
  if (!path) return [];
  const file = resolve(root, path);
  return (await siteModuleInputs(file, root)) ?? [...new Set([file, ...before])];
}
