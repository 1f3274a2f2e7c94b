// A build's second-core worker, as the page stage sees it: the compile-ahead worker (large sites,
// `build.threads.compileAhead`), what it did, and its end; and the search records and files the
// writing thread takes off the main thread.
import { stopCompileAhead, type PageCompiler } from './markdown/page-compiler.js';
import type { RenderedPages } from './render/render-site.js';
import type { RenderSetup } from './render/render-setup.js';
import type { OffThreadRecords } from './search/records-off-thread.js';
import { searchFiles } from './emit/emit-site.js';
import type { OutputFile, SiteWriter } from './emit/write-site.js';

/** The thread that writes the pages extracts their search records too (not in watch mode, whose
 *  session keeps records of its own). */
export function offThreadRecords(setup: RenderSetup, keepSession: boolean, writing: OffThreadRecords | undefined): void {
  if (!keepSession) setup.recordsOffThread = writing;
}

/** The pages are rendered: the worker's figures counted, and it stops. */
export async function finishSecondCore(compiler: PageCompiler, pages: RenderedPages): Promise<void> {
  if (compiler.ahead) pages.markdown.secondCore = { ...compiler.ahead.taken };
  await stopCompileAhead(compiler);
}

/** The search files, made here from the pages' records; or none when the thread that writes the
 *  pages, which has extracted their records, makes and writes them itself (sending 150 pages'
 *  records back cost this thread ~30 ms of waiting at the end of the build). */
export async function searchOutput(setup: RenderSetup, pages: RenderedPages, writer: SiteWriter | undefined): Promise<OutputFile[]> {
  const records = setup.recordsOffThread;
  if (
    records &&
    writer?.writesSearch(
      records,
      pages.routes.map((r) => r.route),
      setup.search.options,
    )
  ) {
    pages.markdown.writingThread = { searchPages: records.extracted };
    return [];
  }
  return searchFiles(setup, pages.records);
}
