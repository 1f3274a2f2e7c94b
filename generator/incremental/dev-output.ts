// Writes watch-mode output: single pages after an edit, into the session's own folder (under
// .docsgen-cache/dev/, never the production out/).
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { mermaidFiles } from '../emit/mermaid-files.js';
import type { PageResult } from '../render/page-step.js';
import type { OutputFile } from '../emit/write-site.js';
import type { BuildSession } from './session.js';

export async function writeFiles(outDir: string, files: OutputFile[]): Promise<void> {
  await Promise.all(
    files.map(async (f) => {
      const file = join(outDir, f.path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, typeof f.contents === 'string' || Buffer.isBuffer(f.contents) ? f.contents : [...f.contents].join(''));
    }),
  );
}

async function copyInto(outDir: string, from: string, to: string): Promise<void> {
  const file = join(outDir, to);
  await mkdir(dirname(file), { recursive: true });
  await copyFile(from, file);
}

/** Writes pages the page step rendered, with the assets and diagram files they need that the
 *  folder does not have yet, and takes their search records into the session. */
export async function writePageResults(s: BuildSession, results: PageResult[]): Promise<void> {
  for (const r of results) {
    if (r.records) s.pages.records.set(r.route.route, r.records);
    if (r.mermaid && !s.pages.mermaid) {
      s.pages.mermaid = true;
      for (const f of mermaidFiles()) await copyInto(s.outDir, f.from, f.to);
    }
    for (const a of r.assets) {
      if (s.staticFiles.has(a.to)) continue;
      await copyInto(s.outDir, a.from, a.to.slice(1));
      s.staticFiles.add(a.to);
    }
  }
  await writeFiles(
    s.outDir,
    results.flatMap((r) => r.files),
  );
}
