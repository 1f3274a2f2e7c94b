// The folder `serve --watch` serves: the last good build's, under .docsgen-cache/dev/ (never the
// production out/).
import { readdir, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { isRunning } from '../is-running.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The folder the preview serves: the last good build's. A full build writes a new folder; once it
 *  succeeded, requests go there and the previous folder is removed a little later (requests that
 *  started on it finish first). */
export class DevOutput {
  private dir: string;
  private current: Handler;

  constructor(
    devDir: string,
    private readonly make: (dir: string) => Handler,
  ) {
    // Nothing built yet: a folder that does not exist, so every path gets the fallback page.
    this.dir = join(devDir, 'none');
    this.current = make(this.dir);
  }

  handle: Handler = (req, res) => this.current(req, res);

  show(dir: string): void {
    if (dir === this.dir) return;
    const old = this.dir;
    this.dir = dir;
    this.current = this.make(dir);
    setTimeout(() => void rm(old, { recursive: true, force: true }), 2_000).unref();
  }
}

/** Dev builds this process made, and those of earlier sessions whose process is gone (a killed
 *  process leaves its folders behind); another running session's folders stay. */
export async function clearDevOutput(devDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(devDir);
  } catch {
    return;
  }
  const mine = (pid: number) => pid === process.pid || !isRunning(pid);
  await Promise.all(
    names
      .filter((n) => mine(Number(n.split('-')[0])))
      .map((n) => rm(join(devDir, n), { recursive: true, force: true }).catch(() => undefined)),
  );
}
