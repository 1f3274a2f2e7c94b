// A worker thread that compiles plain Markdown pages (no components, so the result is plain data:
// HTML, TOC, links, assets, warnings). The build uses two of them on a two-core machine.
import { parentPort, workerData } from 'node:worker_threads';
import { compileMarkdown, type MarkdownInput } from './compile-doc.js';
import { getHighlighter } from './highlight/highlight.js';
import { WriterError, WriterErrors } from '../errors.js';

interface Init { routes: [string, string][] }
const routes = new Map((workerData as Init).routes);
const highlighter = await getHighlighter();

parentPort!.on('message', async (msg: { id: number; input: MarkdownInput }) => {
  try {
    const out = await compileMarkdown(msg.input, {
      highlighter,
      routeOfFile: (abs) => routes.get(abs),
      resolveImport: () => undefined,
      knownComponents: () => [],
      loadModule: async () => undefined,
      functions: {},
    });
    parentPort!.postMessage({ id: msg.id, ok: true, out: { ...out, body: out.body.type === 'html' ? out.body : { type: 'html', html: '' } } });
  } catch (e) {
    const errors = e instanceof WriterErrors ? e.errors : e instanceof WriterError ? [e] : undefined;
    parentPort!.postMessage({
      id: msg.id,
      ok: false,
      writerErrors: errors?.map((w) => ({ place: w.place, message: w.message, hint: w.hint, sourceLine: w.sourceLine })),
      message: (e as Error).stack ?? String(e),
    });
  }
});
