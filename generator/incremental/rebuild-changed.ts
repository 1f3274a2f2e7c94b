// Watch mode's fast path: after an edit to existing pages or partials, compile and render only the
// pages whose text changed (the same page step as a full build), check their links, and only then
// write them and take the new state into the session: a failed rebuild leaves both the session and
// the served output as they were. When the edit changed what other pages show (a title in the
// sidebar, a description on a card), those pages are marked stale: they are rendered in the
// background after the browser was told to reload, or at once when the browser asks for one of them
// (stale-pages.ts). Anything else (a new or deleted file, a changed route, the config, data files)
// returns undefined: the caller runs a full build.
import { readText } from '../content/read-text.js';
import { relative, resolve, sep } from 'node:path';
import { loadDocs } from '../content/load-docs.js';
import { duplicateMessage, makeSidebar } from '../site/load-site.js';
import { compileMarkdown } from '../markdown/compile-doc.js';
import { markdownInput } from '../markdown/cache/compile-cached.js';
import { compilePage } from '../markdown/page-compiler.js';
import { navigationKey, pageEnv } from '../render/render-pages.js';
import { renderPage, type PageResult } from '../render/page-step.js';
import { checkLinks } from '../links/check-links.js';
import { applyLinkPolicies, warningText } from '../links/link-policies.js';
import { normalizeRoute } from '../routes/url.js';
import { collectWriterErrors, WriterErrors, type WriterError } from '../errors.js';
import { writePageResults } from './dev-output.js';
import type { BuildSession } from './session.js';
import type { CompiledDoc, Doc } from '../types.js';

export interface ChangedResult {
  pages: number;
  warnings: string[];
  routes: string[];
  /** Pages compiled and rendered for this edit. */
  rendered: number;
  /** Pages left to render in the background. */
  stale: number;
  timings: Record<string, number>;
}

/** Path → the last watcher event for it (`add`, `change`, `unlink`, …). */
export type Changes = Map<string, string>;

interface Edit {
  /** Edited pages: their new doc, body and frontmatter warnings, by id. */
  docs: Map<string, { doc: Doc; body: string; warnings: WriterError[] }>;
  partials: string[];
  /** Every page to compile again: the edited ones and those importing an edited partial. */
  targets: Set<string>;
}

/** Whether the rendered pages use an island whose chunk the last full build did not make. */
function newIslands(s: BuildSession, results: PageResult[]): boolean {
  const built = new Set(s.pages.routes.flatMap((r) => r.islands ?? []));
  return results.some((r) => (r.route.islands ?? []).some((e) => !built.has(e)));
}

/** Pages a rebuild renders from which keeping the chrome pays. */
const KEEP_CHROME_FROM = 20;

export async function rebuildChanged(s: BuildSession, changes: Changes): Promise<ChangedResult | undefined> {
  const t0 = performance.now();
  const edit = readEdit(s, changes);
  if (!edit) return undefined;
  for (const p of edit.partials) {
    s.compiler.partials.delete(p);
    s.compiler.partialLinks.delete(p);
  }
  const compiled = await compileTargets(s, edit);
  const tCompile = performance.now();

  // The next state, built beside the session's: nothing is taken in or written before the checks pass.
  const docIndex = new Map(s.site.docs.map((d, i) => [d.id, i]));
  const docs = s.site.docs.slice();
  for (const [id, { doc }] of edit.docs) docs[docIndex.get(id)!] = doc;
  const bodyOf = (id: string) => edit.docs.get(id)?.body ?? s.site.bodies.get(id);
  const sidebar = makeSidebar(s.site, docs);
  const setup = { ...s.setup, env: pageEnv({ ...s.setup.env, docs, sidebar }) };
  // A few pages render without kept chrome (render/prebuilt-html.ts): its first render of each part
  // and the check render are paid back only across many pages.
  const quick = edit.targets.size < KEEP_CHROME_FROM ? { ...setup, env: { ...setup.env, prebuilt: undefined } } : setup;
  const results = [...edit.targets].map((id) =>
    renderPage(quick, docs[docIndex.get(id)!], compiled.get(id) ?? s.pages.compiled.get(id), bodyOf(id)),
  );
  const tRender = performance.now();
  // An island no page used before has no chunk yet: the full build makes the island chunks.
  if (newIslands(s, results)) return undefined;

  // The edited pages' frontmatter warnings replace the ones they had.
  const edited = new Set([...edit.docs.values()].map((e) => e.doc.file));
  const contentWarnings = [
    ...s.site.warnings.filter((w) => !edited.has(w.place.file)),
    ...[...edit.docs.values()].flatMap((e) => e.warnings),
  ];
  const check = checkEdit(s, results, compiled, contentWarnings);
  if (check.fatal.length > 0) throw new WriterErrors(check.fatal);
  const tLinks = performance.now();

  // Take the new state in, then write.
  const navKey = navigationKey(setup.env);
  const navChanged = navKey !== s.navKey;
  s.site.docs = docs;
  s.site.sidebar = sidebar;
  s.site.warnings = contentWarnings;
  for (const [id, { body }] of edit.docs) s.site.bodies.set(id, body);
  for (const [id, c] of compiled) s.pages.compiled.set(id, c);
  s.setup = setup;
  s.navKey = navKey;
  s.pages.routes = check.routes;
  s.linkProblems = check.linkProblems;
  await writePageResults(s, results);
  if (navChanged) {
    // `/` showing the home doc (listed after the docs) is written with that doc.
    for (const r of s.pages.routes) if ((r.doc && !edit.targets.has(r.doc.id)) || (r.copyOf && s.stale.has(r.copyOf))) s.stale.add(r.route);
    s.chromeStale = true;
  }
  s.searchStale = true;
  return {
    pages: s.pages.routes.length,
    warnings: check.warnings,
    routes: s.pages.routes.map((r) => r.route),
    rendered: results.length,
    stale: s.stale.size,
    timings: { compile: tCompile - t0, render: tRender - tCompile, links: tLinks - tRender, write: performance.now() - tLinks },
  };
}

/** What the changed files are; undefined when the edit needs a full build. */
function readEdit(s: BuildSession, changes: Changes): Edit | undefined {
  const docByAbs = new Map<string, Doc>();
  for (const d of s.site.docs) if (d.format !== 'generated') docByAbs.set(resolve(s.site.root, d.file), d);
  const users = new Map<string, Set<string>>();
  for (const [id, c] of s.pages.compiled) for (const p of c.partials ?? []) users.set(p, (users.get(p) ?? new Set()).add(id));
  const edit: Edit = { docs: new Map(), partials: [], targets: new Set() };
  for (const [path, event] of changes) {
    // Editors that save by renaming a temporary file report `add` for a file that already existed.
    if (event !== 'change' && event !== 'add') return undefined;
    const old = docByAbs.get(path);
    if (old) {
      const next = reloadDoc(s, old, path);
      if (!next) return undefined;
      edit.docs.set(old.id, next);
      edit.targets.add(old.id);
    } else if (users.has(path)) {
      edit.partials.push(path);
      for (const id of users.get(path)!) edit.targets.add(id);
    } else return undefined;
  }
  return edit;
}

/** An edited page's frontmatter again; undefined when its route or what lists it changed. */
function reloadDoc(s: BuildSession, old: Doc, abs: string): { doc: Doc; body: string; warnings: WriterError[] } | undefined {
  // An old docs version's page, or another docs folder's, has its own routes and sidebar: a full
  // build keeps those right.
  if (old.version || old.instance) return undefined;
  // A blog post's date, tags and title are in list pages and feeds: a full build remakes them.
  if (old.blog) return undefined;
  let source: string;
  try {
    source = readText(abs, old.file);
  } catch {
    return undefined; // gone meanwhile, or no longer text: the full build reports it
  }
  const rel = relative(s.site.contentDir, abs).split(sep).join('/');
  const loaded = loadDocs([{ rel, abs, display: old.file, source }], {
    routeBasePath: s.site.config.docs.routeBasePath,
    includeDrafts: true,
    markdownFormat: s.site.config.markdown.format,
    lastUpdated: new Map(old.lastUpdated ? [[abs, old.lastUpdated]] : []),
  });
  const doc = loaded.docs[0];
  // The home doc is still shown at `/` too (as the full build would show it).
  if (doc && old.home) doc.home = true;
  const same =
    doc &&
    doc.id === old.id &&
    doc.route === old.route &&
    doc.format === old.format &&
    doc.standalone === old.standalone &&
    !!doc.frontmatter.draft === !!old.frontmatter.draft &&
    !!doc.frontmatter.unlisted === !!old.frontmatter.unlisted;
  return same ? { doc, body: loaded.bodies.get(doc.id) ?? '', warnings: loaded.warnings } : undefined;
}

async function compileTargets(s: BuildSession, edit: Edit): Promise<Map<string, CompiledDoc>> {
  const byId = new Map(s.site.docs.map((d) => [d.id, d]));
  const compiled = new Map<string, CompiledDoc>();
  const errors: WriterError[] = [];
  for (const id of edit.targets) {
    const doc = edit.docs.get(id)?.doc ?? byId.get(id)!;
    const body = edit.docs.get(id)?.body ?? s.site.bodies.get(id) ?? '';
    try {
      compiled.set(id, await compilePage(s.compiler, doc, body));
    } catch (e) {
      errors.push(...collectWriterErrors(e));
    }
  }
  s.compiler.cache.flush();
  if (errors.length > 0) throw new WriterErrors(errors);
  return compiled;
}

/** Links of the rendered pages, and of the pages that link to one whose anchors changed. */
function checkEdit(s: BuildSession, results: PageResult[], compiled: Map<string, CompiledDoc>, contentWarnings: WriterError[]) {
  const routes = s.pages.routes.slice();
  const routeIndex = new Map(routes.map((r, i) => [r.route, i]));
  const recheck = new Set<string>();
  const idsChanged = new Set<string>();
  for (const { route } of results) {
    const i = routeIndex.get(route.route)!;
    if (!sameSet(routes[i].ids, route.ids)) idsChanged.add(route.route);
    routes[i] = route;
    recheck.add(route.route);
  }
  if (idsChanged.size > 0) {
    for (const r of routes) if (r.hrefs?.some((h) => idsChanged.has(normalizeRoute(h.split('#')[0] || r.route)))) recheck.add(r.route);
  }
  const fresh = checkLinks({
    routes,
    files: s.staticFiles,
    configFile: s.site.configFile,
    only: routes.filter((r) => recheck.has(r.route)),
  });
  const linkProblems = [...s.linkProblems.filter((p) => !recheck.has(p.page)), ...fresh];
  const warnings = [...s.site.duplicates.map((d) => `${d.file}  ${duplicateMessage(d)}`), ...contentWarnings.map(warningText)];
  for (const [id, c] of s.pages.compiled) warnings.push(...(compiled.get(id) ?? c).warnings);
  for (const r of routes) if (r.warnings) warnings.push(...r.warnings);
  const fatal = applyLinkPolicies(s.site.config, linkProblems, warnings);
  return { routes, linkProblems, warnings, fatal };
}

/** Compiles a few of the site's pages again and throws the result away. A watch session's first
 *  build takes compiled MDX from the cache, so the compiler would still be cold (not yet optimised
 *  by V8) at the writer's first edit: 300 ms instead of 60 ms for a large ToolHive page. */
export async function warmUp(s: BuildSession, pages = 3): Promise<void> {
  const docs = s.site.docs;
  const sample = [...docs.filter((d) => d.format === 'mdx'), ...docs.filter((d) => d.format === 'md')].slice(0, pages);
  const ctx = { ...s.compiler.ctx, cache: undefined };
  for (const doc of sample) {
    const body = s.site.bodies.get(doc.id);
    if (body === undefined) continue;
    await compileMarkdown(markdownInput(s.site.root, doc, body), ctx).catch(() => undefined);
  }
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}
