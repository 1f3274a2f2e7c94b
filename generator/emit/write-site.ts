import { mkdir, writeFile, rm, rename, cp, copyFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface OutputFile {
  /** Path inside the output folder, with forward slashes. */
  path: string;
  contents: string | Buffer;
}

export interface SiteOutput {
  files: OutputFile[];
  copies: { from: string; to: string }[];
  /** Folders copied verbatim (the site's `static/`). */
  dirs: { from: string; to: string }[];
}

async function writeAll(root: string, out: SiteOutput): Promise<number> {
  let bytes = 0;
  const dirs = new Set<string>();
  for (const f of out.files) dirs.add(dirname(join(root, f.path)));
  for (const c of out.copies) dirs.add(dirname(join(root, c.to)));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  for (const d of out.dirs) if (existsSync(d.from)) await cp(d.from, join(root, d.to), { recursive: true });
  // Writes are independent: issue them together, in bounded batches so file handles stay few.
  const jobs: (() => Promise<void>)[] = [
    ...out.files.map((f) => async () => {
      bytes += typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.length;
      await writeFile(join(root, f.path), f.contents);
    }),
    ...out.copies.map((c) => () => copyFile(c.from, join(root, c.to))),
  ];
  for (let i = 0; i < jobs.length; i += 64) await Promise.all(jobs.slice(i, i + 64).map((j) => j()));
  return bytes;
}

/** Writes the whole site next to `outDir`, then swaps it in: a failed build never leaves a
 *  half-written output, and the previous one stays untouched until the new one is complete. */
export async function writeSiteAtomically(outDir: string, out: SiteOutput): Promise<number> {
  const target = resolve(outDir);
  const tmp = `${target}.tmp-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  let bytes: number;
  try {
    bytes = await writeAll(tmp, out);
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw e;
  }
  if (existsSync(target)) await rename(target, old);
  await rename(tmp, target);
  void rm(old, { recursive: true, force: true });
  return bytes;
}

/** Watch mode writes in place: the server reads from the folder while it changes. */
export async function writeSiteInPlace(outDir: string, out: SiteOutput): Promise<number> {
  await mkdir(outDir, { recursive: true });
  return writeAll(resolve(outDir), out);
}
