// What a watch-mode build keeps after it finished, so that the next edit rebuilds only what it
// changed (see rebuild-changed.ts). Plain maps of the build's own data, plus the build's closures
// for writing and for the files that list every page.
import type { ComponentType } from 'react';
import type { SiteConfig } from '../config/schema.js';
import type { MarkdownContext } from '../markdown/compile-doc.js';
import type { PageEnv } from '../render/render-pages.js';
import type { LinkProblem } from '../links/check-links.js';
import type { OutputFile } from '../emit/write-site.js';
import type { CompiledDoc, Doc, LinkRef, RenderedRoute } from '../types.js';
import type { SidebarNode } from '../../theme/types.js';

export interface BuildSession {
  config: SiteConfig;
  root: string;
  contentDir: string;
  configFile: string;
  docs: Doc[];
  /** Page bodies (frontmatter blanked) by doc id. */
  bodies: Map<string, string>;
  compiled: Map<string, CompiledDoc>;
  ctx: MarkdownContext;
  /** Compiled partials by absolute path; an edited partial is dropped and compiles again. */
  partials: Map<string, Promise<ComponentType>>;
  partialLinks: Map<string, LinkRef[]>;
  makeSidebar: (docs: Doc[]) => SidebarNode[];
  env: PageEnv;
  /** navigationKey(env): when an edit leaves it alone, other pages look the same as before. */
  navKey: string;
  /** Every route in page order; their HTML is on disk, not here. */
  routes: RenderedRoute[];
  linkProblems: LinkProblem[];
  staticFiles: Set<string>;
  hasMermaid: boolean;
  /** Warnings that come from the site as a whole (duplicate routes). */
  baseWarnings: string[];
  /** Takes a rendered page's links and search records (searchFiles reads them), writes it, drops
   *  its HTML. */
  finish: (r: RenderedRoute) => Promise<void>;
  write: (files: OutputFile[]) => Promise<void>;
  copy: (from: string, to: string) => Promise<void>;
  mdCopy: (d: Doc) => OutputFile;
  chromeFiles: (docs: Doc[], routes: RenderedRoute[], sidebar: SidebarNode[]) => OutputFile[];
  searchFiles: () => OutputFile[];
  /** Routes whose page on disk predates the last edit (rendered in the background or on request). */
  stale: Set<string>;
  /** 404.html, sitemap.xml and llms.txt need writing again. */
  chromeStale: boolean;
  /** The search index needs building again (on request: it is the slowest file to make). */
  searchStale: boolean;
}
