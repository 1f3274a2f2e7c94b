// A build's second-core workers, as the page stage sees them: the code-ahead worker (on by default)
// or the compile-ahead worker (DOCSGEN_COMPILE_AHEAD=1), what they did, and their end.
import { stopCompileAhead, type PageCompiler } from './page-compiler.js';
import { inPageOrder, type RenderedPages } from '../render/render-site.js';
import type { RenderSetup } from '../render/render-setup.js';

export type { CodeAhead } from './highlight/code-ahead.js';

/** A cold build with pages to compile: the code-ahead worker extracts search records too (not in
 *  watch mode, whose session keeps records of its own). */
export function offThreadRecords(compiler: PageCompiler, setup: RenderSetup, keepSession: boolean): void {
  if (compiler.codeAhead && !keepSession) setup.recordsOffThread = compiler.codeAhead.records;
}

/** The pages are rendered: the worker's last records are in, its figures counted, and it stops. */
export async function finishSecondCore(compiler: PageCompiler, setup: RenderSetup, pages: RenderedPages): Promise<void> {
  if (compiler.ahead) pages.markdown.secondCore = { ...compiler.ahead.taken };
  if (compiler.codeAhead) pages.markdown.secondCore = { compiled: 0, highlighted: compiler.codeAhead.coloured };
  if (setup.recordsOffThread) {
    inPageOrder(pages, await setup.recordsOffThread.settle());
    pages.markdown.secondCore!.searchPages = setup.recordsOffThread.extracted;
  }
  await stopCompileAhead(compiler);
}
