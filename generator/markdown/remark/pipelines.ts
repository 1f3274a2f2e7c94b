// The unified processors of one site, kept in its Markdown context rather than in module state: a
// site's plugins are attached once per processor (as in Docusaurus), and the next build (watch
// mode, a test) starts with its own.
import { hasSitePlugins, type SitePlugins } from './site-plugins.js';

export interface Pipelines {
  site: SitePlugins | undefined;
  /** MDX trees of elements and literal props become React elements without the compiler
   *  (rehype-static-mdx.ts); off, every MDX tree is compiled (the tests that compare the two). */
  staticMdx: boolean;
  made: Map<string, unknown>;
}

export function createPipelines(site: SitePlugins | undefined, o: { staticMdx?: boolean } = {}): Pipelines {
  return { site: hasSitePlugins(site) ? site : undefined, staticMdx: o.staticMdx ?? true, made: new Map() };
}

/** The processor `key` names, made on first use. */
export function made<T>(p: Pipelines, key: string, make: () => T): T {
  let x = p.made.get(key) as T | undefined;
  if (!x) p.made.set(key, (x = make()));
  return x;
}
