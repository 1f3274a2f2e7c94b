// Settings of a Docusaurus site that docsgen does not carry over, found where a trial migration
// met them: each is named in the report with what to do, so nothing is lost silently.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isObj, str, type MigrationReport, type Obj } from './report.js';
import { fenceLanguageKnown } from '../../markdown/highlight/languages.js';
import { notInstalledPackage } from '../../modules/evaluate-module.js';
import { skippedInPages } from '../../content/discover-pages.js';

const PAGE_FILE = /\.(jsx?|tsx?|mdx?)$/;

/** The files Docusaurus's pages plugin would build from src/pages (files and folders starting
 *  with _ are not pages there either), relative to the site. */
export function docusaurusPages(siteDir: string, folder = 'src/pages'): string[] {
  const root = join(siteDir, folder);
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (skippedInPages(e.name)) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== '__tests__') walk(p);
      } else if (PAGE_FILE.test(e.name) && !/\.d\.ts$/.test(e.name)) out.push(relative(siteDir, p).split('\\').join('/'));
    }
  };
  walk(root);
  return out;
}

const tagSource = (v: unknown): string =>
  typeof v === 'string' ? v : isObj(v) ? (str(v.href) ?? str(v.src) ?? JSON.stringify(v)) : String(v);

/** `stylesheets` and `scripts`: docsgen adds no tags to every page's head. */
function headTags(cfg: Obj, report: MigrationReport): void {
  for (const key of ['stylesheets', 'scripts'] as const) {
    const list = Array.isArray(cfg[key]) ? (cfg[key] as unknown[]) : [];
    for (const item of list) {
      const src = tagSource(item);
      const missing = notInstalledPackage(src);
      if (missing)
        report.dropped.push({
          what: `${key} ${missing}`,
          why: `left out: the package ${packageOf(missing)} is not installed here; install the site's packages and run init again, or copy the file into the site`,
        });
      else
        report.dropped.push({
          what: `${key} ${src}`,
          why:
            key === 'stylesheets'
              ? 'docsgen adds no <link> to every page: copy the CSS into a file of the site and list it in customCss (an external URL can be @import-ed from it)'
              : 'docsgen adds no <script> to every page: load it from a component that needs it, or use analytics / tagManager for tracking',
        });
    }
  }
}

/** The package a specifier names (`@scope/name/file.css` → `@scope/name`). */
export const packageOf = (spec: string): string =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** `customFields` carry over (docsgen's useDocusaurusContext().siteConfig is its config); values
 *  a config file cannot hold as data (functions) are reported. */
function customFields(cfg: Obj, out: Obj, report: MigrationReport): void {
  if (!isObj(cfg.customFields)) return;
  const kept: Obj = {};
  for (const [k, v] of Object.entries(cfg.customFields)) {
    if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint')
      report.dropped.push({
        what: `customFields.${k}`,
        why: 'a function is not data docsgen.config.ts can hold: write the value, or compute it in the component that reads it',
      });
    else kept[k] = v;
  }
  if (Object.keys(kept).length) {
    out.customFields = kept;
    report.translated.push(`customFields (${Object.keys(kept).join(', ')}): useDocusaurusContext().siteConfig.customFields reads them`);
  }
}

/** `themeConfig.prism.additionalLanguages` docsgen's highlighter does not know. */
function prismLanguages(theme: Obj, report: MigrationReport): void {
  const langs =
    isObj(theme.prism) && Array.isArray(theme.prism.additionalLanguages)
      ? theme.prism.additionalLanguages.filter((l): l is string => typeof l === 'string')
      : [];
  const lacking = langs.filter((l) => !fenceLanguageKnown(l));
  if (lacking.length)
    report.dropped.push({
      what: `themeConfig.prism.additionalLanguages ${lacking.join(', ')}`,
      why: "docsgen's highlighter has no grammar for these: their code blocks are shown uncoloured (the build warns once per language)",
    });
}

/** Components swizzled into src/theme (`DocItem/Layout`, `Navbar`), MDXComponents aside (read). */
export function swizzledComponents(siteDir: string): string[] {
  const root = join(siteDir, 'src/theme');
  if (!existsSync(root)) return [];
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(jsx?|tsx?)$/.test(e.name) && !/\.d\.ts$|\.test\./.test(e.name)) {
        const name = relative(root, p)
          .split('\\')
          .join('/')
          .replace(/(\/index)?\.(jsx?|tsx?)$/, '');
        if (!/^MDXComponents(\/|$)/.test(name)) out.add(name);
      }
    }
  };
  walk(root);
  return [...out];
}

function reportSwizzled(siteDir: string, report: MigrationReport): void {
  const names = swizzledComponents(siteDir);
  if (names.includes('prism-include-languages'))
    report.dropped.push({
      what: 'src/theme/prism-include-languages',
      why: "languages it registers with Prism are not known to docsgen's highlighter (Shiki): their code blocks are shown uncoloured",
    });
  // By the component a reader would name (`DocItem` for DocItem/Layout, DocItem/Footer, …).
  const components = [...new Set(names.filter((n) => n !== 'prism-include-languages').map((n) => n.split('/')[0]))];
  if (components.length)
    report.dropped.push({
      what: `src/theme (swizzled): ${components.join(', ')}`,
      why: "docsgen draws its own theme and does not use swizzled theme components (src/theme/MDXComponents is read): pages render with docsgen's layout; rebuild what they add as components the pages use, or with CSS",
    });
}

/** Docusaurus's pages plugin (the preset's `pages` option, or plugin-content-pages itself):
 *  its folder becomes `pages.path`, built as Docusaurus builds it. `options` false: turned off. */
export function translatePages(options: unknown, siteDir: string, out: Obj, report: MigrationReport): void {
  if (options === false) {
    const pages = docusaurusPages(siteDir);
    if (pages.length)
      report.notes.push(
        `the site turns the pages plugin off (pages: false), so src/pages (${pages.length} files) is not built here either`,
      );
    return;
  }
  const opts = isObj(options) ? options : {};
  const path = (str(opts.path) ?? 'src/pages').replace(/^\.\//, '').replace(/\/$/, '');
  const files = docusaurusPages(siteDir, path);
  if (!files.length) return;
  out.pages = { path };
  report.translated.push(
    `${path} → pages.path (${files.length} page${files.length > 1 ? 's' : ''}: ${files.join(', ')}), routed from / as Docusaurus routes them`,
  );
  if (str(opts.routeBasePath) && opts.routeBasePath !== '/')
    report.dropped.push({
      what: `pages routeBasePath ${String(opts.routeBasePath)}`,
      why: 'docsgen routes pages from the site root: move the files into a folder of that name inside the pages folder',
    });
  for (const key of ['include', 'exclude', 'remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']) {
    if (Array.isArray(opts[key]) && (opts[key] as unknown[]).length)
      report.dropped.push({
        what: `pages ${key}`,
        why: key.includes('Plugins')
          ? 'the pages folder uses the docs markdown plugins (markdown.remarkPlugins / rehypePlugins)'
          : 'docsgen takes every .js, .jsx, .ts, .tsx, .md and .mdx file of the folder except _-prefixed ones, __tests__ and *.test.* files, as Docusaurus does by default',
      });
  }
}

/** Everything above, and the components swizzled into src/theme. */
export function reportLeftovers(cfg: Obj, theme: Obj, siteDir: string, out: Obj, report: MigrationReport): void {
  reportSwizzled(siteDir, report);
  headTags(cfg, report);
  customFields(cfg, out, report);
  prismLanguages(theme, report);
}
