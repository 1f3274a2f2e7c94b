// A worker thread that compiles plain Markdown pages (no components, so the result is plain data:
// HTML, TOC, links, assets, warnings), and colours the code blocks of MDX pages. The worker pool
// (worker-pool.ts) and the cold build's compile-ahead worker (compile-ahead.ts) run it.
import { workerData } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { compileMarkdown } from './compile-doc.js';
import { fenceLanguages, getHighlighter, loadFenceLanguages } from './highlight/highlight.js';
import { serveRequests } from '../workers/serve-requests.js';
import type { MarkdownWorkerApi } from './worker-pool.js';
import { fileRoute } from '../routes/file-route.js';
import { linesOfPage } from './highlight/blocks-ahead.js';
import { setAdmonitionKeywords } from './syntax/admonition-syntax.js';
import { writeEntry } from './cache/md-cache.js';
import { bodyRecords } from '../search/page-records.js';
import { pathFor } from './markdown-input.js';
import type { Without } from '../accelerators.js';

interface Init { routes: [string, string][]; admonitionKeywords: string[]; background?: boolean; without: Without }
const init = workerData as Init;
const routes = new Map(init.routes);
setAdmonitionKeywords(init.admonitionKeywords);
// The worker beside the main thread (compile-ahead.ts) only helps with time the main thread and
// V8's own collector threads leave: at the lowest priority, it never takes a core from them. On
// Linux a priority set from a thread applies to that thread alone.
if (init.background) {
  try {
    setPriority(19);
  } catch {
    // Not permitted here: the worker runs at normal priority.
  }
}
const highlighter = await getHighlighter(init.without);

serveRequests<MarkdownWorkerApi>({
  compile: async (input) => {
    const out = await compileMarkdown(input, {
      highlighter,
      routeOfFile: (abs) => fileRoute(routes, abs),
      resolveImport: () => undefined,
      knownComponents: () => [],
      loadModule: async () => undefined,
      functions: {},
      without: init.without,
    }, pathFor(input.format, init.without));
    // The page's cache entry, here rather than on the main thread (a cold 3,000-page build's main
    // thread spent ~1.6 s writing entries: encoding, opening, the callbacks).
    if (input.cacheEntry) writeEntry(input.cacheEntry, out);
    // Its search records too (the entry holds none: they depend on more than the page's text).
    const records = input.recordsOf && out.body.type === 'html' ? { bodyRecords: bodyRecords(out.body.html, input.recordsOf) } : {};
    return { ...out, body: out.body.type === 'html' ? out.body : { type: 'html', html: '' }, ...records };
  },
  blocks: async (body) => {
    // As compileMarkdown does: the grammars the page's fences name, so the worker colours them.
    await loadFenceLanguages(highlighter, fenceLanguages(body));
    return linesOfPage(highlighter, body);
  },
});
