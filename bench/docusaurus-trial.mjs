// Compares the routes a Docusaurus build publishes with those docsgen publishes for the same site
// (issue 37's trial on real Docusaurus 3 sites).
//   node bench/docusaurus-trial.mjs SITE_DIR [--docusaurus build] [--docsgen out] [--text N]
//                                   [--ignore PREFIX]... [--json FILE]
// SITE_DIR holds the Docusaurus build (`build/`) and docsgen's output (`out/`); either can be
// named otherwise (relative to SITE_DIR, or absolute). A route is an HTML file's URL with `/`,
// `/index.html` and `.html` taken off its end, so `/a/`, `/a/index.html` and `/a.html` are one
// route. Redirect pages (a `<meta http-equiv="refresh">`, written by plugin-client-redirects)
// and 404 pages are counted apart, and so are HTML files copied from the site's `static/` folder
// (SITE_DIR/static, or `--static DIR`). `--ignore /zh-CN` leaves a prefix out (i18n locales).
// `--anchors` also lists heading ids (`<hN id>`) Docusaurus gives that docsgen does not, on shared
// routes: deep links that would break.
// `--text N` also compares the text of the main content of the routes both publish (words of
// `<main>`, scripts, styles and navigation left out) and prints the N least similar.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve, isAbsolute } from 'node:path';

function parseArgs(argv) {
  const opts = { site: null, docusaurus: 'build', docsgen: 'out', static: 'static', text: 0, anchors: false, ignore: [], json: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--docusaurus') opts.docusaurus = argv[++i];
    else if (a === '--docsgen') opts.docsgen = argv[++i];
    else if (a === '--static') opts.static = argv[++i];
    else if (a === '--text') opts.text = Number(argv[++i]);
    else if (a === '--anchors') opts.anchors = true;
    else if (a === '--ignore') opts.ignore.push(argv[++i].replace(/\/$/, ''));
    else if (a === '--json') opts.json = argv[++i];
    else if (!opts.site) opts.site = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  if (!opts.site) {
    console.error(
      'usage: node bench/docusaurus-trial.mjs SITE_DIR [--docusaurus build] [--docsgen out] [--text N] [--ignore PREFIX]... [--json FILE]',
    );
    process.exit(2);
  }
  return opts;
}

function htmlFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html')) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

export function routeOf(file, root) {
  let r = '/' + relative(root, file).split('\\').join('/');
  r = r.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (r.length > 1) r = r.replace(/\/$/, '');
  try {
    r = decodeURIComponent(r);
  } catch {
    /* keep as written */
  }
  return r;
}

/** Routes of one built site: content pages, redirects, 404 pages and static copies apart. */
export function readSite(root, ignore = [], staticDir = null) {
  const pages = new Map();
  const redirects = new Map();
  const notFound = [];
  const statics = [];
  for (const file of htmlFiles(root)) {
    const route = routeOf(file, root);
    if (ignore.some((p) => route === p || route.startsWith(p + '/'))) continue;
    if (staticDir && existsSync(join(staticDir, relative(root, file)))) {
      statics.push(route);
      continue;
    }
    const html = readFileSync(file, 'utf8');
    const refresh = /<meta\s+http-equiv="refresh"\s+content="[^"]*url=([^"]*)"/i.exec(html);
    if (route === '/404') notFound.push(route);
    else if (refresh && html.length < 4000) redirects.set(route, refresh[1]);
    else pages.set(route, file);
  }
  return { pages, redirects, notFound, statics };
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The words of a page's main content: what a reader reads, without chrome. */
export function mainWords(html) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html);
  let s = main ? main[1] : html;
  s = s.replace(/<(script|style|noscript|svg|button)\b[\s\S]*?<\/\1>/gi, ' ');
  s = dropElements(s, /<nav\b[^>]*>|<(ul|div)\b[^>]*class="[^"]*(table-of-contents|theme-doc-toc|doc-toc)[^"]*"[^>]*>/gi);
  s = s.replace(/<[^>]+>/g, ' ');
  s = s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? m;
  });
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Removes each element whose start tag `start` matches, with everything inside it (nesting of
 * the same tag name counted). */
export function dropElements(html, start) {
  let out = '';
  let at = 0;
  start.lastIndex = 0;
  for (let m = start.exec(html); m; m = start.exec(html)) {
    if (m.index < at) continue;
    const tag = /^<(\w+)/.exec(m[0])[1].toLowerCase();
    const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
    re.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = html.length;
    for (let t = re.exec(html); t; t = re.exec(html)) {
      depth += t[1] ? -1 : t[0].endsWith('/>') ? 0 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    out += html.slice(at, m.index) + ' ';
    at = end;
    start.lastIndex = end;
  }
  return out + html.slice(at);
}

/** Ids of the headings in a page's main content. */
export function headingIds(html) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html);
  return [...(main ? main[1] : html).matchAll(/<h[1-6]\b[^>]*\bid="([^"]+)"/gi)].map((m) => m[1]);
}

/** Shared words (as a multiset) over the larger page's word count: 1 is the same text. */
export function similarity(a, b) {
  if (a.length === 0 && b.length === 0) return 1;
  const count = new Map();
  for (const w of a) count.set(w, (count.get(w) ?? 0) + 1);
  let shared = 0;
  for (const w of b) {
    const c = count.get(w) ?? 0;
    if (c > 0) {
      shared++;
      count.set(w, c - 1);
    }
  }
  return shared / Math.max(a.length, b.length);
}

/** `/docs/a/b` → `/docs`: the section a route belongs to, for grouping. */
function section(route) {
  const m = /^\/[^/]*/.exec(route);
  return m ? m[0] : '/';
}

function groupBySection(routes) {
  const groups = new Map();
  for (const r of routes) {
    const s = section(r);
    if (!groups.has(s)) groups.set(s, []);
    groups.get(s).push(r);
  }
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const at = (p) => (isAbsolute(p) ? p : resolve(opts.site, p));
  const dDir = at(opts.docusaurus);
  const gDir = at(opts.docsgen);
  for (const d of [dDir, gDir]) if (!existsSync(d)) throw new Error(`${d} does not exist`);
  const staticDir = existsSync(at(opts.static)) ? at(opts.static) : null;
  const d = readSite(dDir, opts.ignore, staticDir);
  const g = readSite(gDir, opts.ignore, staticDir);
  const missing = [...d.pages.keys()].filter((r) => !g.pages.has(r));
  const missingRedirects = [...d.redirects.keys()].filter((r) => !g.pages.has(r) && !g.redirects.has(r));
  const extra = [...g.pages.keys()].filter((r) => !d.pages.has(r) && !d.redirects.has(r));
  const both = [...d.pages.keys()].filter((r) => g.pages.has(r));

  const report = {
    docusaurus: { pages: d.pages.size, redirects: d.redirects.size, static: d.statics.length },
    docsgen: { pages: g.pages.size, redirects: g.redirects.size, static: g.statics.length },
    published: both.length,
    missing,
    missingRedirects,
    extra,
    text: [],
  };
  console.log(`Docusaurus: ${d.pages.size} pages, ${d.redirects.size} redirect pages, ${d.statics.length} HTML files of static/ (${dDir})`);
  console.log(`docsgen:    ${g.pages.size} pages, ${g.redirects.size} redirect pages, ${g.statics.length} HTML files of static/ (${gDir})`);
  console.log(`Docusaurus pages docsgen also publishes: ${both.length} / ${d.pages.size}`);
  console.log(`\nMissing (Docusaurus publishes, docsgen does not): ${missing.length}`);
  for (const [s, rs] of groupBySection(missing)) {
    console.log(`  ${s}: ${rs.length}  e.g. ${rs.slice(0, 4).join(' ')}`);
  }
  console.log(
    `Redirect pages docsgen lacks: ${missingRedirects.length}${missingRedirects.length ? '  e.g. ' + missingRedirects.slice(0, 3).join(' ') : ''}`,
  );
  console.log(`\nExtra (docsgen only): ${extra.length}`);
  for (const [s, rs] of groupBySection(extra)) {
    console.log(`  ${s}: ${rs.length}  e.g. ${rs.slice(0, 4).join(' ')}`);
  }

  if (opts.text > 0) {
    const scored = both
      .map((r) => {
        const a = mainWords(readFileSync(d.pages.get(r), 'utf8'));
        const b = mainWords(readFileSync(g.pages.get(r), 'utf8'));
        return { route: r, similarity: similarity(a, b), docusaurusWords: a.length, docsgenWords: b.length };
      })
      .sort((x, y) => x.similarity - y.similarity);
    report.text = scored;
    const bands = [0.9, 0.7, 0.5, 0];
    const counts = bands.map((lo, i) => scored.filter((s) => s.similarity >= lo && (i === 0 || s.similarity < bands[i - 1])).length);
    console.log(
      `\nMain-text similarity of the ${scored.length} shared routes: ≥0.9: ${counts[0]}, 0.7–0.9: ${counts[1]}, 0.5–0.7: ${counts[2]}, <0.5: ${counts[3]}`,
    );
    console.log(`Least similar (similarity, Docusaurus words → docsgen words):`);
    for (const s of scored.slice(0, opts.text)) {
      console.log(`  ${s.similarity.toFixed(2)}  ${s.docusaurusWords} → ${s.docsgenWords}  ${s.route}`);
    }
  }
  if (opts.anchors) {
    const lost = [];
    let total = 0;
    for (const r of both) {
      const a = headingIds(readFileSync(d.pages.get(r), 'utf8'));
      const b = new Set(headingIds(readFileSync(g.pages.get(r), 'utf8')));
      total += a.length;
      for (const id of a) if (!b.has(id)) lost.push(`${r}#${id}`);
    }
    report.lostAnchors = lost;
    console.log(
      `\nHeading ids Docusaurus gives that docsgen lacks: ${lost.length} of ${total}${lost.length ? '  e.g. ' + lost.slice(0, 6).join(' ') : ''}`,
    );
  }
  if (opts.json) writeFileSync(opts.json, JSON.stringify(report, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
