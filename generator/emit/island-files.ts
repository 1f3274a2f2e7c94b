// The island chunks of a build: those its pages use (generator/islands/build-islands.ts).
import { buildIslands } from '../islands/build-islands.js';
import type { PageCompiler } from '../markdown/page-compiler.js';
import type { RenderSetup } from '../render/render-setup.js';
import type { OutputFile } from '../output-file.js';
import type { RenderedRoute } from '../types.js';

export async function islandFiles(
  compiler: Pick<PageCompiler, 'islands' | 'root'>,
  setup: Pick<RenderSetup, 'env'>,
  routes: readonly RenderedRoute[],
): Promise<OutputFile[]> {
  const used = new Map<string, string>();
  for (const r of routes) for (const e of r.islands ?? []) used.set(e, compiler.islands.files.get(e)!);
  if (used.size === 0 || !setup.env.islands) return [];
  return buildIslands(compiler.root, new Map([...used].sort(([a], [b]) => a.localeCompare(b))), setup.env.islands.runtime);
}
