// What a watch-mode build keeps after it finished, so that the next edit rebuilds only what it
// changed (see rebuild-changed.ts): the stages' own data, nothing of build()'s closures.
import { navigationKey } from '../render/render-pages.js';
import type { Site } from '../site/load-site.js';
import type { PageCompiler } from '../markdown/page-compiler.js';
import type { RenderSetup } from '../render/render-setup.js';
import type { RenderedPages } from '../render/render-site.js';
import type { CheckReport } from '../links/check-site.js';
import type { LinkProblem } from '../links/check-links.js';

export interface BuildSession {
  /** Docs and page bodies as of the last good build or edit. */
  site: Site;
  compiler: PageCompiler;
  /** The page environment (`setup.env`) follows the docs and sidebar after each edit. */
  setup: RenderSetup;
  /** navigationKey(setup.env): when an edit leaves it alone, other pages look the same as before. */
  navKey: string;
  /** Every route in page order (their HTML is on disk), search records, compiled bodies. */
  pages: RenderedPages;
  linkProblems: LinkProblem[];
  staticFiles: Set<string>;
  /** The folder the session's pages are written to (never the production `out/`). */
  outDir: string;
  /** Routes whose page on disk predates the last edit (rendered in the background or on request). */
  stale: Set<string>;
  /** 404.html, sitemap.xml and llms.txt need writing again. */
  chromeStale: boolean;
  /** The search index needs building again (on request: it is the slowest file to make). */
  searchStale: boolean;
}

export function sessionOf(s: {
  site: Site;
  compiler: PageCompiler;
  setup: RenderSetup;
  pages: RenderedPages;
  report: CheckReport;
  outDir: string;
}): BuildSession {
  return {
    site: s.site,
    compiler: s.compiler,
    setup: s.setup,
    navKey: navigationKey(s.setup.env),
    pages: s.pages,
    linkProblems: s.report.linkProblems,
    staticFiles: s.report.staticFiles,
    outDir: s.outDir,
    stale: new Set(),
    chromeStale: false,
    searchStale: false,
  };
}
