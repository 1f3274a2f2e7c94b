// The unified processors of one site, kept in its Markdown context rather than in module state: a
// site's plugins are attached once per processor (as in Docusaurus), and the next build (watch
// mode, a test) starts with its own.
import { hasSitePlugins, type SitePlugins } from './site-plugins.js';

export interface Pipelines {
  site: SitePlugins | undefined;
  /** MDX trees of elements and literal props become React elements without the compiler
   *  (rehype-static-mdx.ts); off, every MDX tree is compiled (the tests that compare the two). */
  staticMdx: boolean;
  /** Whether a Markdown tree with MDX nodes (a site plugin's) is printed here: not on a Markdown
   *  worker, which has no components and gives such a page back (MdxTreeElsewhere). */
  mdxTrees: boolean;
  /** HTML printed by print-hast.ts (the same bytes as hast-util-to-html, faster); false: `build
   *  --without print-hast`. */
  fastPrint: boolean;
  /** Raw HTML of plain tags is kept or made elements without parse5 (plain-html-tree.ts); false:
   *  every page's raw HTML is parsed (the tests that compare the two). */
  plainRaw: boolean;
  made: Map<string, unknown>;
}

/** A Markdown page a site plugin made MDX, on a thread that cannot compile it. */
export class MdxTreeElsewhere extends Error {
  constructor() {
    super("this page needs the MDX compiler and the site's components");
    this.name = 'MdxTreeElsewhere';
  }
}

export function createPipelines(
  site: SitePlugins | undefined,
  o: { staticMdx?: boolean; mdxTrees?: boolean; fastPrint?: boolean; plainRaw?: boolean } = {},
): Pipelines {
  return {
    site: hasSitePlugins(site) ? site : undefined,
    staticMdx: o.staticMdx ?? true,
    mdxTrees: o.mdxTrees ?? true,
    fastPrint: o.fastPrint ?? true,
    plainRaw: o.plainRaw ?? true,
    made: new Map(),
  };
}

/** The processor `key` names, made on first use. */
export function made<T>(p: Pipelines, key: string, make: () => T): T {
  let x = p.made.get(key) as T | undefined;
  if (!x) p.made.set(key, (x = make()));
  return x;
}
