// A build's second-core workers, as the page stage sees them: the code-ahead worker (on by default)
// or the compile-ahead worker (DOCSGEN_COMPILE_AHEAD=1), what they did, and their end.
import { stopCompileAhead, type PageCompiler } from './page-compiler.js';
import { inPageOrder, type RenderedPages } from '../render/render-site.js';
import type { RenderSetup } from '../render/render-setup.js';
import type { OffThreadRecords } from '../search/records-off-thread.js';

export type { CodeAhead } from './highlight/code-ahead.js';

/** A cold build with pages to compile: the code-ahead worker extracts search records too, and
 *  otherwise the thread that writes the pages (not in watch mode, whose session keeps records of
 *  its own). */
export function offThreadRecords(compiler: PageCompiler, setup: RenderSetup, keepSession: boolean, writing: OffThreadRecords | undefined): void {
  if (!keepSession) setup.recordsOffThread = compiler.codeAhead?.records ?? writing;
}

/** The pages are rendered: the worker's figures counted, and it stops. */
export async function finishSecondCore(compiler: PageCompiler, pages: RenderedPages): Promise<void> {
  if (compiler.ahead) pages.markdown.secondCore = { ...compiler.ahead.taken };
  if (compiler.codeAhead) pages.markdown.secondCore = { compiled: 0, highlighted: compiler.codeAhead.coloured };
  await stopCompileAhead(compiler);
}

/** Before the search files are made: the records extracted off the main thread, in page order.
 *  Waited for as late as possible, so that the thread extracting them catches up meanwhile. */
export async function takeOffThreadRecords(setup: RenderSetup, pages: RenderedPages): Promise<void> {
  if (!setup.recordsOffThread) return;
  inPageOrder(pages, await setup.recordsOffThread.settle());
  const searchPages = setup.recordsOffThread.extracted;
  if (pages.markdown.secondCore) pages.markdown.secondCore.searchPages = searchPages;
  else pages.markdown.writingThread = { searchPages };
}
