// A worker thread that compiles plain Markdown pages (no components, so the result is plain data:
// HTML, TOC, links, assets, warnings), and colours the code blocks of MDX pages. The worker pool
// (worker-pool.ts) and the cold build's compile-ahead worker (compile-ahead.ts) run it. A site
// with remark or rehype plugins has the worker load its config and run them; a page they make MDX
// goes back to the main thread, which has the components.
import { workerData } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { compileMarkdown } from './compile-doc.js';
import { fenceLanguages, getHighlighter, loadFenceLanguages } from './highlight/highlight.js';
import { serveRequests } from '../workers/serve-requests.js';
import type { MarkdownWorkerApi } from './worker-pool.js';
import { fileRoute } from '../routes/file-route.js';
import { linesOfPage } from './highlight/blocks-ahead.js';
import { admonitionSyntax } from './syntax/admonition-syntax.js';
import { writeEntry } from './cache/md-cache.js';
import { bodyRecords } from '../search/page-records.js';
import { loadConfig } from '../config/load-config.js';
import { sitePluginsOf } from './remark/site-plugins.js';
import { createPipelines, MdxTreeElsewhere } from './remark/pipelines.js';
import { pathFor } from './markdown-input.js';
import type { Without } from '../accelerators.js';

interface Init {
  routes: [string, string][];
  admonitionKeywords: string[];
  background?: boolean;
  pluginsConfig?: string;
  without: Without;
}
const init = workerData as Init;
const routes = new Map(init.routes);
const admonitions = admonitionSyntax(init.admonitionKeywords);
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
const plugins = init.pluginsConfig ? sitePluginsOf((await loadConfig(init.pluginsConfig, { sidebars: false })).config.markdown) : undefined;
const pipelines = createPipelines(plugins, { mdxTrees: false });

serveRequests<MarkdownWorkerApi>({
  compile: async (input) => {
    const ctx = {
      admonitions,
      highlighter,
      routeOfFile: (abs: string) => fileRoute(routes, abs),
      resolveImport: () => undefined,
      knownComponents: () => [],
      loadModule: async () => undefined,
      functions: {},
      plugins,
      pipelines,
      without: init.without,
    };
    let out;
    try {
      out = await compileMarkdown(input, ctx, pathFor(input.format, init.without));
    } catch (e) {
      if (e instanceof MdxTreeElsewhere)
        return { body: { type: 'html', html: '' }, toc: [], links: [], assets: [], warnings: [], markdownPath: 'remark', mainThread: true };
      throw e;
    }
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
