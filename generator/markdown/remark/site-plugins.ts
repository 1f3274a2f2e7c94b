// A site's own remark and rehype plugins (`markdown.remarkPlugins` …, carried over from a Docusaurus
// site's docs options), placed among docsgen's as Docusaurus's mdx-loader places them among its
// own: `beforeDefaultRemarkPlugins` first, then the defaults (directives, admonitions, links), then
// `remarkPlugins`; on the HTML tree `beforeDefaultRehypePlugins`, docsgen's highlighting, then
// `rehypePlugins`. Every fence is still a `code` node for the remark plugins. They find
// heading ids set (as in Docusaurus); docsgen's heading anchors and table of contents are made after
// all of them, so a heading a plugin adds gets an id, an anchor and a TOC entry.
import type { Pluggable, PluggableList } from 'unified';
import type { MarkdownPlugin } from '../../config/schema.js';
import { rehypeHeadingIds } from './rehype-headings.js';

export interface SitePlugins {
  beforeDefaultRemarkPlugins: MarkdownPlugin[];
  remarkPlugins: MarkdownPlugin[];
  beforeDefaultRehypePlugins: MarkdownPlugin[];
  rehypePlugins: MarkdownPlugin[];
}

/** The site's plugin lists from its config's `markdown`, when it has any. */
export function sitePluginsOf(markdown: Partial<SitePlugins> | undefined): SitePlugins | undefined {
  const plugins = {
    beforeDefaultRemarkPlugins: markdown?.beforeDefaultRemarkPlugins ?? [],
    remarkPlugins: markdown?.remarkPlugins ?? [],
    beforeDefaultRehypePlugins: markdown?.beforeDefaultRehypePlugins ?? [],
    rehypePlugins: markdown?.rehypePlugins ?? [],
  };
  return hasSitePlugins(plugins) ? plugins : undefined;
}

export const hasSitePlugins = (p: SitePlugins | undefined): p is SitePlugins =>
  !!p && p.beforeDefaultRemarkPlugins.length + p.remarkPlugins.length + p.beforeDefaultRehypePlugins.length + p.rehypePlugins.length > 0;

/** docsgen's own plugins of one pipeline: the remark ones, and the rehype ones before the site's
 *  (safe-HTML handling), between its two lists (highlighting) and after (headings, accessibility). */
export interface OwnPlugins {
  remark: PluggableList;
  rehypeBefore: PluggableList;
  rehypeMiddle: PluggableList;
  rehypeAfter: PluggableList;
}

/** The pipeline's remark and rehype lists with the site's plugins in their places. */
export function withSitePlugins(own: OwnPlugins, site: SitePlugins | undefined): { remark: PluggableList; rehype: PluggableList } {
  if (!hasSitePlugins(site)) return { remark: own.remark, rehype: [...own.rehypeBefore, ...own.rehypeMiddle, ...own.rehypeAfter] };
  const hasRehype = site.beforeDefaultRehypePlugins.length + site.rehypePlugins.length > 0;
  const guard = (key: keyof SitePlugins) => site[key].map((p, i) => guardPlugin(p, `${key}[${i}]`));
  return {
    remark: [...guard('beforeDefaultRemarkPlugins'), ...own.remark, ...guard('remarkPlugins')],
    rehype: [
      ...own.rehypeBefore,
      ...(hasRehype ? [rehypeHeadingIds] : []),
      ...guard('beforeDefaultRehypePlugins'),
      ...own.rehypeMiddle,
      ...guard('rehypePlugins'),
      ...own.rehypeAfter,
    ],
  };
}

/** A site plugin failed on a page: compile-doc.ts turns it into a writer error naming both. */
export class SitePluginError extends Error {
  constructor(
    readonly plugin: string,
    readonly original: unknown,
  ) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'SitePluginError';
  }
}

/** `remarkPlugins[0] (remarkNotice)`: where the writer finds the plugin in the config. */
export function pluginLabel(entry: MarkdownPlugin, place: string): string {
  const fn = Array.isArray(entry) ? entry[0] : entry;
  return fn.name ? `${place} (${fn.name})` : place;
}

type Transformer = (this: unknown, tree: unknown, file: unknown, next?: (e?: unknown, tree?: unknown, file?: unknown) => void) => unknown;
type Attacher = (this: unknown, options?: unknown) => Transformer | void;

/** The plugin, with whatever it throws (when attached or on a page) wrapped as a SitePluginError.
 *  The transformer keeps its arity: unified calls a three-parameter transformer with a callback. */
function guardPlugin(entry: MarkdownPlugin, place: string): Pluggable {
  const [plugin, ...options] = (Array.isArray(entry) ? entry : [entry]) as unknown as [Attacher, ...unknown[]];
  const label = pluginLabel(entry, place);
  const fail = (e: unknown) => (e instanceof SitePluginError ? e : new SitePluginError(label, e));
  function attacher(this: unknown, opts?: unknown) {
    let transformer: Transformer | void;
    try {
      transformer = plugin.call(this, opts);
    } catch (e) {
      throw fail(e);
    }
    if (typeof transformer !== 'function') return transformer;
    const inner = transformer;
    if (inner.length >= 3) {
      return function (this: unknown, tree: unknown, file: unknown, next: (e?: unknown, tree?: unknown, file?: unknown) => void) {
        try {
          inner.call(this, tree, file, (e, t, f) => next(e ? fail(e) : undefined, t, f));
        } catch (e) {
          next(fail(e));
        }
      };
    }
    return async function (this: unknown, tree: unknown, file: unknown) {
      try {
        return await inner.call(this, tree, file);
      } catch (e) {
        throw fail(e);
      }
    };
  }
  return [attacher, ...options] as Pluggable;
}
