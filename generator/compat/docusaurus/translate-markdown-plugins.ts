// The docs options' remark/rehype plugin lists and admonition keywords, as docsgen's `markdown.*`.
// A plugin is carried over as an import in docsgen.config.ts (the one the Docusaurus config makes,
// found by plugin-sources.ts) and its options as data; what cannot be written that way is reported.
import { posix } from 'node:path';
import { Code } from './config-source.js';
import { isObj, type MigrationReport, type Obj } from './report.js';
import type { PluginImport, PluginSources } from './plugin-sources.js';

export const MARKDOWN_PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** What the translation needs besides the options: the plugins' imports and the packages that are
 *  not installed (evaluate-module.ts stubbed them). */
export interface PluginContext {
  sources?: PluginSources;
  stubbed: string[];
  /** Import lines for docsgen.config.ts, filled here. */
  imports: string[];
  /** Names given so far, by import. */
  names: Map<string, string>;
}

export const newPluginContext = (sources: PluginSources | undefined, stubbed: string[]): PluginContext => ({
  sources,
  stubbed,
  imports: [],
  names: new Map(),
});

/** Values a config file can hold as text: no functions, no class instances. */
function isPlainData(v: unknown): boolean {
  if (v === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof v)) return true;
  if (Array.isArray(v)) return v.every(isPlainData);
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.values(v as Obj).every(isPlainData);
  return false;
}

const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** `./src/remark/notice` as written (the config is written beside the Docusaurus one); `@site/x` as `./x`. */
function importPath(source: string): string {
  if (source.startsWith('@site/')) return `./${source.slice(6)}`;
  return source.startsWith('.') ? `./${posix.normalize(source)}`.replace(/^\.\/\.\.\//, '../') : source;
}

function nameFor(ref: PluginImport, ctx: PluginContext): string {
  const key = `${importPath(ref.source)}\0${ref.imported}`;
  const known = ctx.names.get(key);
  if (known) return known;
  const base = (
    ref.local && /^[A-Za-z_$][\w$]*$/.test(ref.local)
      ? ref.local
      : ref.source
          .split('/')
          .pop()!
          .replace(/\.[cm]?[jt]sx?$/, '')
          .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')) || 'plugin'
  ).replace(/^(\d)/, '_$1');
  const taken = new Set([...ctx.names.values(), 'defineConfig']);
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  ctx.names.set(key, name);
  const from = `'${importPath(ref.source)}'`;
  ctx.imports.push(
    ref.imported === 'default'
      ? `import ${name} from ${from};`
      : ref.imported === '*'
        ? `import * as ${name} from ${from};`
        : `import { ${ref.imported === name ? name : `${ref.imported} as ${name}`} } from ${from};`,
  );
  return name;
}

/** One list: the entries written as imports (with their options), the others reported. */
function translateList(key: string, list: unknown[], ctx: PluginContext, report: MigrationReport): unknown[] {
  const sources = ctx.sources?.get(key);
  const out: unknown[] = [];
  list.forEach((entry, i) => {
    const what = `docs.${key}[${i}]`;
    const drop = (why: string) =>
      report.dropped.push({ what, why: `${why}; import it in docsgen.config.ts and list it in markdown.${key}` });
    const [fn, options, ...more] = Array.isArray(entry) ? entry : [entry];
    if (typeof fn !== 'function' || more.length > 0) return drop('not a plugin function or [plugin, options]');
    const ref = sources?.[i];
    if (!sources || sources.length !== list.length || !ref) return drop('its import could not be found in the config source');
    if ('unreadable' in ref) return drop(ref.unreadable);
    if (
      !ref.source.startsWith('.') &&
      !ref.source.startsWith('@site/') &&
      ctx.stubbed.some((s) => packageOf(s) === packageOf(ref.source))
    ) {
      return drop(`${packageOf(ref.source)} is not installed in this site (npm install it)`);
    }
    if (Array.isArray(entry) && entry.length > 1 && !isPlainData(options))
      return drop('its options hold functions or other values a config file cannot hold as data');
    const name = new Code(nameFor(ref, ctx));
    out.push(Array.isArray(entry) && entry.length > 1 ? [name, options] : name);
    report.translated.push(
      `docs.${key}[${i}] → markdown.${key} (${name.text} from '${importPath(ref.source)}'${Array.isArray(entry) && entry.length > 1 ? ', with its options' : ''})`,
    );
  });
  return out;
}

/** Docusaurus 3's `admonitions: { keywords, extendDefaults }` (extendDefaults true by default). */
function translateAdmonitions(value: unknown, markdown: Obj, report: MigrationReport): void {
  if (value === undefined || value === true) return;
  if (!isObj(value)) {
    report.dropped.push({ what: `docs.admonitions: ${String(value)}`, why: 'docsgen always renders :::note and the other admonitions' });
    return;
  }
  const all = Array.isArray(value.keywords) ? value.keywords : [];
  const keywords = all.filter((k): k is string => typeof k === 'string' && /^[a-z][a-z0-9_-]*$/i.test(k));
  for (const k of all.filter((x) => !keywords.includes(x as string)))
    report.dropped.push({ what: `docs.admonitions.keywords: ${JSON.stringify(k)}`, why: 'a keyword is a word (letters, digits, - and _)' });
  if (value.tag !== undefined)
    report.dropped.push({ what: 'docs.admonitions.tag', why: 'admonitions open with ::: (Docusaurus 3 syntax)' });
  const extend = value.extendDefaults !== false;
  markdown.admonitions = { keywords, ...(!extend && { extendDefaults: false }) };
  report.translated.push(
    `docs.admonitions → markdown.admonitions (${keywords.join(', ') || 'no keywords'}${extend ? ', added to the default ones' : ', replacing the default ones'})`,
  );
}

/** The `markdown` keys the docs options give; undefined when they give none. */
export function translateMarkdownOptions(opts: Obj, ctx: PluginContext, report: MigrationReport): Obj | undefined {
  const markdown: Obj = {};
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    const list = opts[key];
    if (!Array.isArray(list) || list.length === 0) continue;
    const carried = translateList(key, list, ctx, report);
    if (carried.length) markdown[key] = carried;
  }
  if (Array.isArray(opts.recmaPlugins) && opts.recmaPlugins.length > 0)
    report.dropped.push({
      what: `docs.recmaPlugins (${opts.recmaPlugins.length})`,
      why: 'docsgen runs remark and rehype plugins, not recma ones (its MDX output is not JavaScript for a bundler)',
    });
  translateAdmonitions(opts.admonitions, markdown, report);
  return Object.keys(markdown).length ? markdown : undefined;
}
