// A build's second-core workers, as the page stage sees them: the code-ahead worker
// (`build.threads.codeAhead`) or the compile-ahead worker (large sites, `compileAhead`), what they
// did, and their end; and the search records and files the writing thread takes off the main thread.
import { stopCompileAhead, type PageCompiler } from './page-compiler.js';
import { inPageOrder, type RenderedPages } from '../render/render-site.js';
import type { RenderSetup } from '../render/render-setup.js';
import { RecordsOffThread, type OffThreadRecords } from '../search/records-off-thread.js';
import { searchFiles } from '../emit/emit-site.js';
import type { OutputFile, SiteWriter } from '../emit/write-site.js';

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

/** Before the search files are made: the records extracted off the main thread, in page order
 *  (`pages.records`, returned). Waited for as late as possible, so that the thread extracting them
 *  catches up meanwhile. */
async function takeOffThreadRecords(records: RecordsOffThread, pages: RenderedPages): Promise<RenderedPages['records']> {
  inPageOrder(pages, await records.settle());
  if (pages.markdown.secondCore) pages.markdown.secondCore.searchPages = records.extracted;
  return pages.records;
}

/** The search files, made here from the pages' records; or none when the thread that writes the
 *  pages, which has extracted their records, makes and writes them itself (sending 150 pages'
 *  records back cost this thread ~30 ms of waiting at the end of the build). */
export async function searchOutput(setup: RenderSetup, pages: RenderedPages, writer: SiteWriter | undefined): Promise<OutputFile[]> {
  const records = setup.recordsOffThread;
  if (records && writer?.writesSearch(records, pages.routes.map((r) => r.route), setup.search.options)) {
    pages.markdown.writingThread = { searchPages: records.extracted };
    return [];
  }
  return searchFiles(setup, records instanceof RecordsOffThread ? await takeOffThreadRecords(records, pages) : pages.records);
}
