// A Docusaurus config (already evaluated) as a docsgen config object, with the report of what
// carried over. Docusaurus keeps settings in three places (top level, themeConfig, preset/plugin
// options); each is read here and mapped to docsgen's single schema.
import { isAbsolute, relative } from 'node:path';
import { isObj, newReport, str, type MigrationReport, type Obj } from './report.js';
import { translateFooter, translateNavbar, type ChromeContext } from './translate-chrome.js';
import { translateDocsInstance, translateDocsOptions } from './translate-docs-options.js';
import { translateBlogOptions } from './translate-blog-options.js';
import { blogWrapperFile } from './blog-wrapper.js';
import { newPluginContext, type PluginContext } from './translate-markdown-plugins.js';
import { pluginAdvice, pluginName, pluginOptions, wiredPlugin } from './plugin-advice.js';
import { notInstalledPackage } from '../../modules/evaluate-module.js';
import { packageOf, reportLeftovers, translatePages } from './translate-leftovers.js';
import { reportUnreadKeys } from './unread-keys.js';

const POLICY: Record<string, string> = { throw: 'throw', warn: 'warn', log: 'warn', ignore: 'ignore' };

function policies(cfg: Obj, out: Obj, report: MigrationReport): void {
  const hooks = isObj(cfg.markdown) && isObj(cfg.markdown.hooks) ? cfg.markdown.hooks : {};
  for (const [key, value] of [
    ['onBrokenLinks', cfg.onBrokenLinks],
    ['onBrokenAnchors', cfg.onBrokenAnchors],
    ['onBrokenMarkdownLinks', hooks.onBrokenMarkdownLinks ?? cfg.onBrokenMarkdownLinks],
    ['onDuplicateRoutes', cfg.onDuplicateRoutes],
  ] as const) {
    if (typeof value === 'string' && POLICY[value]) {
      out[key] = POLICY[value];
      report.translated.push(`${key}: '${value}'${value === 'log' ? " (as 'warn')" : ''}`);
    }
  }
}

/** Docusaurus 3 reads every .md page as MDX unless `markdown.format` says otherwise; docsgen's own
 *  default is 'detect', so the site's value (or Docusaurus's default) is written out. */
function markdownFormat(cfg: Obj, markdown: Obj, report: MigrationReport): void {
  const given = isObj(cfg.markdown) ? cfg.markdown.format : undefined;
  const format = given === 'md' || given === 'mdx' || given === 'detect' ? given : 'mdx';
  markdown.format = format;
  report.translated.push(`markdown.format: '${format}'${given === undefined ? " (Docusaurus 3's default: .md pages are MDX too)" : ''}`);
}

function announcementBar(bar: unknown, out: Obj, report: MigrationReport): void {
  if (bar === undefined) return;
  if (!isObj(bar) || !str(bar.content)) {
    report.dropped.push({ what: 'themeConfig.announcementBar', why: 'it has no content' });
    return;
  }
  out.announcementBar = {
    ...(str(bar.id) && { id: bar.id }),
    content: bar.content,
    ...(str(bar.backgroundColor) && { backgroundColor: bar.backgroundColor }),
    ...(str(bar.textColor) && { textColor: bar.textColor }),
    ...(bar.isCloseable === false && { isCloseable: false }),
  };
  report.translated.push(
    `themeConfig.announcementBar → announcementBar${bar.isCloseable === false ? '' : ' (closeable; closing it is remembered per id)'}`,
  );
}

function search(theme: Obj, out: Obj, report: MigrationReport): void {
  if (!isObj(theme.algolia)) return;
  const a = theme.algolia;
  if (!str(a.appId) || !str(a.apiKey) || !str(a.indexName)) {
    report.dropped.push({
      what: 'themeConfig.algolia',
      why: 'appId, apiKey or indexName has no value here (environment variables unset?): local search is used; set search.provider to docsearch with the three values',
    });
    return;
  }
  out.search = {
    provider: 'docsearch',
    appId: a.appId,
    apiKey: a.apiKey,
    indexName: a.indexName,
    ...(a.contextualSearch === false && { contextualSearch: false }),
    ...(a.insights === true && { insights: true }),
  };
  report.translated.push('themeConfig.algolia → search (hosted DocSearch)');
}

function colorMode(theme: Obj, out: Obj, report: MigrationReport): void {
  if (!isObj(theme.colorMode)) return;
  const c = theme.colorMode;
  out.colorMode = {
    ...(c.defaultMode === 'dark' && { defaultMode: 'dark' }),
    ...(c.disableSwitch === true && { disableSwitch: true }),
    ...(c.respectPrefersColorScheme === true && { respectPrefersColorScheme: true }),
  };
  report.translated.push('colorMode');
}

/** `pages`: the pages plugin's options as the preset or the plugin gives them (false: off). */
interface PluginState {
  out: Obj;
  report: MigrationReport;
  siteDir: string;
  customCss: string[];
  plugins: PluginContext;
  markdown: Obj;
  pages?: unknown;
}

function presetOrPlugin(entry: unknown, kind: 'presets' | 'plugins', st: PluginState): void {
  const name = pluginName(entry);
  const opts = pluginOptions(entry);
  const { out, report } = st;
  if (kind === 'presets' && /(^|\/|-)classic$/.test(name)) {
    if (isObj(opts.docs)) out.docs = translateDocsOptions(opts.docs, st.siteDir, report, st.plugins, st.markdown);
    else if (opts.docs === false) report.notes.push('the preset has docs: false; docsgen builds the docs folder anyway');
    const css = isObj(opts.theme) ? opts.theme.customCss : undefined;
    st.customCss.push(...(Array.isArray(css) ? css : css ? [css] : []).filter((c): c is string => typeof c === 'string'));
    if (isObj(opts.googleTagManager) && str(opts.googleTagManager.containerId)) {
      out.tagManager = { containerId: opts.googleTagManager.containerId };
      report.translated.push('googleTagManager → tagManager');
    }
    // The classic preset turns the blog on unless `blog: false`.
    if (opts.blog !== false && !st.out.blog) {
      const blog = translateBlogOptions(isObj(opts.blog) ? opts.blog : {}, st.siteDir, report);
      if (blog) out.blog = blog;
    }
    if (opts.pages !== undefined) st.pages = opts.pages;
    // Every other preset option is a plugin of the preset: named with what to do instead.
    for (const key of Object.keys(opts).filter((k) => !['docs', 'theme', 'googleTagManager', 'blog', 'pages'].includes(k))) {
      if (opts[key] !== undefined && opts[key] !== false)
        report.dropped.push({
          what: `preset option ${key}`,
          why: pluginAdvice(key === 'googleAnalytics' ? 'plugin-google-analytics' : key),
        });
    }
  } else if (/redocusaurus|docusaurus-plugin-redoc/.test(name)) {
    redocSpecs(/plugin-redoc/.test(name) ? [opts] : Array.isArray(opts.specs) ? opts.specs : isObj(opts.specs) ? [opts.specs] : [], st);
    if (isObj(opts.theme)) report.notes.push('redocusaurus theme options: not used; the API reference follows the site theme');
  } else if (wiredPlugin(name)) {
    report.translated.push(`${name}: ${wiredPlugin(name)}`);
  } else if (/plugin-google-tag-manager/.test(name) && str(opts.containerId)) {
    out.tagManager = { containerId: opts.containerId };
    report.translated.push('plugin-google-tag-manager → tagManager');
  } else if (/plugin-content-pages$|^content-pages$/.test(name)) {
    st.pages = opts;
  } else if (/plugin-content-blog$|^content-blog$/.test(name) && !out.blog) {
    const blog = translateBlogOptions(opts, st.siteDir, report);
    if (blog) out.blog = blog;
  } else if (kind === 'plugins' && !out.blog && blogWrapperFile(name, st.siteDir)) {
    const blog = translateBlogOptions(opts, st.siteDir, report);
    if (blog) out.blog = blog;
    report.notes.push(
      `plugin ${name} wraps @docusaurus/plugin-content-blog: its options make the blog; what the wrapper adds (its own lifecycle code, data for swizzled blog components) is not run`,
    );
  } else if (/plugin-content-docs$|^content-docs$/.test(name) && !out.docs && (!str(opts.id) || opts.id === 'default')) {
    out.docs = translateDocsOptions(opts, st.siteDir, report, st.plugins, st.markdown);
  } else if (/plugin-content-docs$|^content-docs$/.test(name) && str(opts.id) && opts.id !== 'default') {
    const list = Array.isArray(out.docsInstances) ? (out.docsInstances as Obj[]) : [];
    list.push(translateDocsInstance(opts, st.siteDir, report));
    out.docsInstances = list;
  } else {
    report.dropped.push({
      what: `${kind === 'presets' ? 'preset' : 'plugin'} ${shownName(name)}`,
      why: pluginAdvice(notInstalledPackage(name) ?? name),
    });
  }
}

/** `@docusaurus/theme-classic` listed on its own (a site without the preset): docsgen draws the
 *  theme itself; its `customCss` is the site's, as the preset's `theme.customCss` is. */
function classicTheme(opts: Obj, st: PluginState): void {
  const css = opts.customCss;
  st.customCss.push(...(Array.isArray(css) ? css : css ? [css] : []).filter((c): c is string => typeof c === 'string'));
  st.report.translated.push('@docusaurus/theme-classic: docsgen draws its own theme; its customCss is carried over');
  for (const key of Object.keys(opts).filter((k) => k !== 'customCss'))
    st.report.dropped.push({ what: `@docusaurus/theme-classic option ${key}`, why: 'no docsgen equivalent' });
}

/** A plugin named by require.resolve of a package that is not installed: the package's name. */
const shownName = (name: string): string => {
  const missing = notInstalledPackage(name);
  return missing ? `${missing} (not installed here: resolved for the report only)` : name;
};

/** customCss entries: a require.resolve of a package that is not installed is left out, said so. */
function customCss(list: string[], siteDir: string, out: Obj, report: MigrationReport): void {
  const missing = list.map(notInstalledPackage).filter((m): m is string => !!m);
  for (const m of missing)
    report.dropped.push({
      what: `customCss ${m}`,
      why: `left out: the package ${packageOf(m)} is not installed here; install the site's packages and run init again, or copy the CSS into the site and list it in customCss`,
    });
  const kept = list.filter((c) => !notInstalledPackage(c));
  if (!kept.length) return;
  out.customCss = kept.map((c) => (isAbsolute(c) ? relative(siteDir, c).split('\\').join('/') : c.replace(/^\.\//, '')));
  report.translated.push(
    `customCss (${kept.length} file${kept.length > 1 ? 's' : ''}; Infima variables such as --ifm-color-primary are not read by docsgen's theme)`,
  );
}

/** redocusaurus's `specs` (or one docusaurus-plugin-redoc's options): ids as redocusaurus gives
 *  them; a spec without a route has no page of its own, as there, and is shown by <ApiDocMdx>. */
function redocSpecs(given: unknown[], st: PluginState): void {
  const openapi = Array.isArray(st.out.openapi) ? (st.out.openapi as Obj[]) : [];
  for (const s of given.filter(isObj)) {
    const id = str(s.id) ?? `plugin-redoc-${openapi.length}`;
    const spec = str(s.spec);
    if (!spec || /^https?:\/\//.test(spec)) {
      st.report.dropped.push({
        what: `redocusaurus spec ${id}`,
        why: spec
          ? `${spec} is a URL: docsgen reads descriptions from files; download it into the site and name the file in openapi[].spec`
          : 'it has no spec path',
      });
      continue;
    }
    const route = str(s.route)?.replace(/(.)\/$/, '$1');
    openapi.push({ id, spec, ...(route && { route }), ...(str(s.title) && { title: s.title }) });
  }
  st.out.openapi = openapi;
  const routed = openapi.filter((o) => o.route).length;
  st.report.translated.push(
    `redocusaurus specs → openapi (${openapi.length}): <ApiDocMdx id=…/> in MDX pages shows each; ${routed ? `${routed} with a route get a page there` : 'none has a route, so none has a page of its own'}`,
  );
}

/** `imports`: the lines docsgen.config.ts starts with (the site's remark/rehype plugins). */
export interface Translation {
  config: Obj;
  report: MigrationReport;
  imports: string[];
}

export async function translateConfig(
  cfg: Obj,
  siteDir: string,
  chromeFor: (docs: Obj, instances: Obj[]) => Promise<Omit<ChromeContext, 'report'>>,
  plugins: PluginContext = newPluginContext(undefined, []),
): Promise<Translation> {
  const report = newReport();
  const out: Obj = { title: str(cfg.title) ?? 'Docs' };
  for (const key of ['tagline', 'url', 'baseUrl'] as const) if (str(cfg[key])) out[key] = cfg[key];
  if (str(cfg.favicon)) out.favicon = `/${(cfg.favicon as string).replace(/^\//, '')}`;
  report.translated.push(`title, ${['tagline', 'url', 'baseUrl', 'favicon'].filter((k) => str(cfg[k])).join(', ')}`);
  if (typeof cfg.trailingSlash === 'boolean') {
    out.trailingSlash = cfg.trailingSlash;
    report.translated.push(
      `trailingSlash: ${String(cfg.trailingSlash)} (relative links on a page resolve as they do on the page Docusaurus publishes, and are written as absolute routes)`,
    );
    report.notes.push(
      'docsgen writes every page as <route>/index.html and links without a trailing slash; static hosts serve both forms, so existing URLs keep working',
    );
  }
  const theme = isObj(cfg.themeConfig) ? cfg.themeConfig : {};
  // Plugins first: navbar items that name docs need the docs folder and route base.
  const st: PluginState = { out, report, siteDir, customCss: [], plugins, markdown: {} };
  for (const p of Array.isArray(cfg.presets) ? cfg.presets : []) presetOrPlugin(p, 'presets', st);
  for (const p of Array.isArray(cfg.plugins) ? cfg.plugins : []) presetOrPlugin(p, 'plugins', st);
  for (const t of Array.isArray(cfg.themes) ? cfg.themes : []) {
    const wired = wiredPlugin(pluginName(t));
    if (wired) report.translated.push(`${pluginName(t)}: ${wired}`);
    else if (/(^|\/|-)theme-classic$|^classic$/.test(pluginName(t))) classicTheme(pluginOptions(t), st);
    else
      report.dropped.push({
        what: `theme ${shownName(pluginName(t))}`,
        why: pluginAdvice(notInstalledPackage(pluginName(t)) ?? pluginName(t)),
      });
  }
  if (!out.docs) out.docs = { path: 'docs', routeBasePath: '/docs' };
  translatePages(st.pages, siteDir, out, report);
  markdownFormat(cfg, st.markdown, report);
  out.markdown = st.markdown;
  const ctx: ChromeContext = {
    ...(await chromeFor(out.docs as Obj, Array.isArray(out.docsInstances) ? (out.docsInstances as Obj[]) : [])),
    report,
  };
  const navbar = translateNavbar(theme.navbar, ctx);
  if (navbar) out.navbar = navbar;
  const footer = translateFooter(theme.footer, ctx);
  if (footer) out.footer = footer;
  colorMode(theme, out, report);
  search(theme, out, report);
  if (theme.prism)
    report.notes.push(
      'themeConfig.prism: docsgen highlights code with Shiki at build time (light and dark); the Prism theme is not used (additionalLanguages docsgen lacks are listed above)',
    );
  announcementBar(theme.announcementBar, out, report);
  policies(cfg, out, report);
  customCss(st.customCss, siteDir, out, report);
  reportLeftovers(cfg, theme, siteDir, out, report);
  reportUnreadKeys(cfg, theme, report);
  if (isObj(cfg.i18n) && Array.isArray(cfg.i18n.locales) && cfg.i18n.locales.length > 1)
    report.dropped.push({ what: `i18n locales ${cfg.i18n.locales.join(', ')}`, why: 'docsgen builds one locale: the default one' });
  return { config: out, report, imports: plugins.imports };
}
