// npm run bench: builds the ToolHive site and synthetic corpora as fresh processes and prints the
// figures (wall, CPU, peak memory, per-stage time, output size), then the browser-side figures.
// Writes bench/results.json. Figures are compared with budgets and marked ok/over, never failed.
//   node bench/run.mjs [--full]   (--full adds the 600-, 3,000- and 10,000-page corpora, the first
//   search on 3,000 and 10,000 pages, watch mode and docsgen mcp on 10,000 pages; the watch-mode
//   rebuild latency on 600 pages always runs)
//   node bench/run.mjs --accelerators   (only what each accelerator buys: bench/accelerators.mjs)
//   node bench/run.mjs --peers          (only docsgen beside Docusaurus Faster, Rspress and Hugo:
//                                        bench/peers.mjs; PEER_RUNS=1 for a smoke run)
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { corpusSite, repo } from './corpus-site.mjs';
import { measureClientJs } from './client-js.mjs';
import { islandsBuildCost, mainScriptBytes } from './islands.mjs';
import { largeApiSite } from './api-large.mjs';
import { measureWatchLatency } from './watch-latency.mjs';
import { measureMcp } from './mcp.mjs';
import { measureFirstSearch, measureSearchPage, measureTypedSearch } from './first-search.mjs';
import { measurePluginCost } from './plugin-cost.mjs';

const full = process.argv.includes('--full');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (process.argv.includes('--peers')) {
  // Ratios to the peers, instead of the figures below (bench/peers.mjs).
  await import('./peers.mjs');
  process.exit(0);
}

if (process.argv.includes('--accelerators')) {
  // What each accelerator buys, instead of the figures below (bench/accelerators.mjs).
  await import('./accelerators.mjs');
  process.exit(0);
}

function buildOnce(dir, cold, env = {}) {
  if (cold) {
    rmSync(join(dir, 'out'), { recursive: true, force: true });
    rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
  }
  const stats = join(repo, 'bench/work', `stats-${process.pid}.json`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [join(repo, 'dist/bin/docsgen.js'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env, DOCSGEN_STATS: stats },
  });
  // What a writer waits for: from starting `docsgen build` to its exit (Node start, module
  // loading and the build). wallMs is the build as the CLI prints it.
  const processMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`build failed in ${dir}:\n${r.stderr}`);
  return { ...JSON.parse(readFileSync(stats, 'utf8')), processMs };
}

function dirSize(d) {
  let n = 0;
  for (const e of readdirSync(d)) {
    const p = join(d, e);
    const s = statSync(p);
    n += s.isDirectory() ? dirSize(p) : s.size;
  }
  return n;
}

function measureSite(name, dir, expectPagesAtLeast) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) cold.push(buildOnce(dir, true));
  for (let i = 0; i < runs; i++) warm.push(buildOnce(dir, false));
  const pick = (xs) => xs.find((x) => x.processMs === median(xs.map((y) => y.processMs)));
  const c = pick(cold);
  if (c.pages < expectPagesAtLeast) throw new Error(`${name}: expected at least ${expectPagesAtLeast} pages, got ${c.pages}`);
  const stages = Object.fromEntries(Object.entries(c.timings).map(([k, v]) => [k, Math.round(v)]));
  return {
    name,
    pages: c.pages,
    // Whole process (the budget figure), and the build time the CLI prints.
    coldWallMs: Math.round(c.processMs),
    warmWallMs: Math.round(pick(warm).processMs),
    coldBuildMs: Math.round(c.wallMs),
    // Node start, module loading and the config, before build() begins (median of the cold runs).
    coldStartMs: Math.round(median(cold.map((x) => x.startMs))),
    warmBuildMs: Math.round(pick(warm).wallMs),
    cpuMs: Math.round((c.cpuUserUs + c.cpuSystemUs) / 1000),
    peakRssMb: Math.round(c.maxRssKb / 1024),
    pagesPerSecond: Math.round((c.pages / c.processMs) * 1000),
    stagesMs: stages,
    outputMb: +(dirSize(join(dir, 'out')) / 1024 / 1024).toFixed(1),
  };
}

const budgets = {
  // Issue 20's targets: ToolHive ≤ 2 s, 3,000 pages ≤ 15 s (set on a day Docusaurus Faster built
  // the 150-page corpus in 8.9 s; the host is several times slower on some days).
  'ToolHive site build (s)': 2,
  'cold build, 150 pages (s)': 2,
  // Issue 20: real Docusaurus sites are mostly MDX (make-corpus.mjs --mdx 0.6: 77 of 150 pages).
  'cold build, 150 pages, 60 % MDX (s)': 2,
  // Issue 36: a site's own remark or rehype plugin keeps the fast parsers and both cores.
  'ToolHive with a remark plugin vs without (ratio)': 1.25,
  'ToolHive with a rehype plugin vs without (ratio)': 1.25,
  'cold build, 600 pages (s)': 5,
  'cold build, 3,000 pages (s)': 15,
  'peak memory, 3,000 pages (MB)': 600,
  'JS to view a doc page, gzip (KB)': 15,
  // Islands (issue 38): a page without islands downloads the first-load script alone, the same
  // bytes; a page with one small island (the MCP guides' catalogue) stays under 250 KB raw / 80 KB
  // gzip of script in all; islands on 10 of 150 pages add at most 0.3 s to a cold build.
  'JS beyond the first-load script, page without islands (bytes)': 0,
  'JS on a page with one small island, raw (KB)': 250,
  'JS on a page with one small island, gzip (KB)': 80,
  'cold build with islands minus without, 150 pages (s)': 0.3,
  'watch rebuild after a body edit, 600 pages (ms)': 150,
  'watch rebuild after a title edit, 600 pages (ms)': 150,
  'watch rebuild after a partial edit, 600 pages (ms)': 150,
  // 3,000 pages must not cost more per page than 600 (the figure is the ratio of wall ms per page).
  'cost per page, 3,000 vs 600 pages (ratio)': 1,
  // docsgen mcp (issue 19)
  'docsgen mcp ready, ToolHive site (ms)': 300,
  'search_docs p50 (ms)': 5,
  'search_docs p95 (ms)': 20,
  'get_page p95 (ms)': 20,
  'docsgen mcp peak memory, 3,000 pages (MB)': 200,
  // Issue 41: 10,000 pages (make-corpus.mjs --pages 10000).
  'cost per page, 10,000 vs 3,000 pages (ratio)': 1.15,
  'peak memory, 10,000 pages (MB)': 700,
  'watch rebuild after a body edit, 10,000 pages (ms)': 100,
  'docsgen mcp ready, 10,000 pages (ms)': 500,
  'search_docs p95, 10,000 pages (ms)': 20,
  'docsgen mcp peak memory, 10,000 pages (MB)': 300,
  // Search that scales (issue 20): the sharded index on the 3,000-page corpus.
  'first search, 3,000 pages, fetched gzip (KB)': 300,
  'first search, 3,000 pages, index request to results (ms)': 300,
  // The same word typed letter by letter (150 ms apart): every letter is a search.
  'first search typed, 3,000 pages, fetched gzip (KB)': 300,
  // Issue 41: the search page opened at /search?q=configuration, 3,000 and 10,000 pages: search
  // files fetched (manifest included), their gzip bytes, navigation to the first hit shown, on
  // localhost and with 50 ms added to every request.
  'search page, 3,000 pages, search requests': 6,
  'search page, 3,000 pages, fetched gzip (KB)': 300,
  'search page, 3,000 pages, navigation to results (ms)': 400,
  'search page, 3,000 pages, navigation to results, 50 ms latency (ms)': 900,
  'search page, 10,000 pages, search requests': 6,
  'search page, 10,000 pages, fetched gzip (KB)': 300,
  'search page, 10,000 pages, navigation to results (ms)': 400,
  'search page, 10,000 pages, navigation to results, 50 ms latency (ms)': 900,
};

mkdirSync(join(repo, 'bench/work'), { recursive: true });
const results = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, ${(await import('node:os')).cpus().length} cores, Node ${process.version}`,
  runs,
  sites: [],
  client: undefined,
  search: undefined,
  figures: {},
};

console.log(`docsgen bench — ${results.machine}, median of ${runs} runs\n`);
const targets = [
  ['ToolHive site', repo, 100],
  ['corpus 150', corpusSite(150), 150],
  ['corpus 150 MDX', corpusSite(150, 'docusaurus', 0.6), 150],
];
if (full)
  targets.push(['corpus 600', corpusSite(600), 600], ['corpus 3000', corpusSite(3000), 3000], ['corpus 10000', corpusSite(10000), 10000]);
for (const [name, dir, min] of targets) {
  const s = measureSite(name, dir, min);
  results.sites.push(s);
  console.log(
    `${name.padEnd(14)} ${String(s.pages).padStart(5)} pages  cold ${(s.coldWallMs / 1000).toFixed(2)} s (build ${(s.coldBuildMs / 1000).toFixed(2)} s)  warm ${(s.warmWallMs / 1000).toFixed(2)} s (build ${(s.warmBuildMs / 1000).toFixed(2)} s)  cpu ${(s.cpuMs / 1000).toFixed(2)} s  peak ${s.peakRssMb} MB  ${s.pagesPerSecond} pages/s  out ${s.outputMb} MB`,
  );
  console.log(
    `${''.padEnd(14)} stages (ms): ${Object.entries(s.stagesMs)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}
const bySite = (n) => results.sites.find((s) => s.name === n);
results.figures['ToolHive site build (s)'] = bySite('ToolHive site').coldWallMs / 1000;
results.figures['cold build, 150 pages (s)'] = bySite('corpus 150').coldWallMs / 1000;
results.figures['cold build, 150 pages, 60 % MDX (s)'] = bySite('corpus 150 MDX').coldWallMs / 1000;
results.plugins = measurePluginCost(repo, runs);
results.figures['ToolHive with a remark plugin vs without (ratio)'] = results.plugins.remarkRatio;
results.figures['ToolHive with a rehype plugin vs without (ratio)'] = results.plugins.rehypeRatio;
if (full) {
  results.figures['cold build, 600 pages (s)'] = bySite('corpus 600').coldWallMs / 1000;
  results.figures['cold build, 3,000 pages (s)'] = bySite('corpus 3000').coldWallMs / 1000;
  results.figures['peak memory, 3,000 pages (MB)'] = bySite('corpus 3000').peakRssMb;
  const perPage = (n) => bySite(n).coldWallMs / bySite(n).pages;
  results.figures['cost per page, 3,000 vs 600 pages (ratio)'] = +(perPage('corpus 3000') / perPage('corpus 600')).toFixed(2);
  results.figures['cold build, 10,000 pages (s)'] = bySite('corpus 10000').coldWallMs / 1000;
  results.figures['warm build, 10,000 pages (s)'] = bySite('corpus 10000').warmWallMs / 1000;
  results.figures['peak memory, 10,000 pages (MB)'] = bySite('corpus 10000').peakRssMb;
  results.figures['cost per page, 10,000 vs 3,000 pages (ratio)'] = +(perPage('corpus 10000') / perPage('corpus 3000')).toFixed(2);
}

// A generated 500-operation, 1,000-schema description.
{
  const dir = largeApiSite(500, 1000);
  const s = buildOnce(dir, true);
  const pages = [];
  const walk = (d) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      statSync(p).isDirectory() ? walk(p) : e === 'index.html' && p.includes('/api') && pages.push(statSync(p).size);
    }
  };
  walk(join(dir, 'out'));
  results.api = {
    operations: 500,
    schemas: 1000,
    wallMs: Math.round(s.processMs),
    pages: pages.length,
    largestPageKb: Math.round(Math.max(...pages) / 1024),
    totalKb: Math.round(pages.reduce((a, b) => a + b, 0) / 1024),
  };
  console.log(
    `\nAPI reference, 500 operations / 1,000 schemas: built in ${(s.processMs / 1000).toFixed(2)} s, ${pages.length} pages, largest ${results.api.largestPageKb} KB, total ${results.api.totalKb} KB`,
  );
}

// The ToolHive site is built last by measureSite; measure the browser side on it.
buildOnce(repo, false);
results.client = await measureClientJs(join(repo, 'out'), [
  '/toolhive/guides-cli/install',
  '/',
  '/toolhive/reference/api',
  '/toolhive/guides-mcp',
]);
console.log('\nJavaScript a first visit downloads (gzip, until network idle + 2 s, no interaction):');
for (const p of results.client)
  console.log(`  ${p.route.padEnd(32)} ${p.gzipKb.toFixed(1)} KB  ${p.files.map((f) => `${f.url} ${f.gzipKb.toFixed(1)}`).join(', ')}`);
results.figures['JS to view a doc page, gzip (KB)'] = results.client[0].gzipKb;
{
  const plain = results.client[0];
  const main = mainScriptBytes();
  // Exactly the first-load script: one file, its bytes as dist/client has them.
  results.figures['JS beyond the first-load script, page without islands (bytes)'] =
    plain.files.length === 1 && plain.files[0].bytes === main ? 0 : plain.files.reduce((a, f) => a + f.bytes, 0) - main || 1;
  const island = results.client.find((p) => p.route === '/toolhive/guides-mcp');
  if (!island.files.some((f) => f.url.includes('/assets/islands/'))) throw new Error('/toolhive/guides-mcp loaded no island chunk');
  results.figures['JS on a page with one small island, raw (KB)'] = island.rawKb;
  results.figures['JS on a page with one small island, gzip (KB)'] = island.gzipKb;
  results.islands = islandsBuildCost(corpusSite(150, 'docusaurus', 0.6), runs, buildOnce);
  console.log(
    `Islands on ${results.islands.islandPages} of 150 pages: cold build ${results.islands.withMs} ms vs ${results.islands.withoutMs} ms without (median of ${runs}, alternated)`,
  );
  results.figures['cold build with islands minus without, 150 pages (s)'] = +(results.islands.extraMs / 1000).toFixed(2);
}

for (const f of ['search-index.json', 'search-records.json']) {
  try {
    const raw = readFileSync(join(repo, 'out', f));
    results.search = {
      ...(results.search ?? {}),
      [f]: { rawKb: +(raw.length / 1024).toFixed(1), gzipKb: +(gzipSync(raw).length / 1024).toFixed(1) },
    };
  } catch {
    /* not built */
  }
}
if (results.search)
  console.log(
    `\nSearch index: ${Object.entries(results.search)
      .map(([k, v]) => `${k} ${v.rawKb} KB raw / ${v.gzipKb} KB gzip`)
      .join('; ')}`,
  );

if (full) {
  // The search page opened with a query, 3,000 and 10,000 pages (measureSite built their out/):
  // median of 3 fresh browsers each, on localhost and with 50 ms added to every request.
  results.searchPage = {};
  for (const pages of [3000, 10000]) {
    const n = pages.toLocaleString('en');
    for (const latencyMs of [0, 50]) {
      const runsP = [];
      for (let i = 0; i < 3; i++) runsP.push(await measureSearchPage(join(corpusSite(pages), 'out'), 'configuration', latencyMs));
      const m = runsP.sort((a, b) => a.ms - b.ms)[1];
      results.searchPage[`${pages}-${latencyMs}`] = m;
      console.log(
        `Search page, ${n} pages, /search?q=${m.query}${latencyMs ? `, ${latencyMs} ms latency` : ''}: ${m.files} search files (manifest included), ${(m.gzipBytes / 1024).toFixed(1)} KB gzip, ${m.hits} hits shown ${m.ms} ms after navigation`,
      );
      if (latencyMs) results.figures[`search page, ${n} pages, navigation to results, 50 ms latency (ms)`] = m.ms;
      else {
        results.figures[`search page, ${n} pages, search requests`] = m.files;
        results.figures[`search page, ${n} pages, fetched gzip (KB)`] = +(m.gzipBytes / 1024).toFixed(1);
        results.figures[`search page, ${n} pages, navigation to results (ms)`] = m.ms;
      }
    }
  }
  // The first search on the 3,000-page corpus:
  // what the reader's browser fetches and how long until hits show, then a second query.
  const runs3 = [];
  for (let i = 0; i < 3; i++) runs3.push(await measureFirstSearch(join(corpusSite(3000), 'out')));
  const first = runs3.map((r) => r[0]).sort((a, b) => a.ms - b.ms)[1];
  const second = runs3.map((r) => r[1]).sort((a, b) => a.ms - b.ms)[1];
  results.firstSearch = { first, second };
  console.log(
    `\nFirst search, 3,000 pages ("${first.query}"): ${first.files} files, ${(first.gzipBytes / 1024).toFixed(1)} KB gzip, results ${first.ms} ms after the index request; then "${second.query}": ${second.files} more files, ${(second.gzipBytes / 1024).toFixed(1)} KB, ${second.ms} ms`,
  );
  results.figures['first search, 3,000 pages, fetched gzip (KB)'] = +(first.gzipBytes / 1024).toFixed(1);
  results.figures['first search, 3,000 pages, index request to results (ms)'] = first.ms;
  const typedRuns = [];
  for (let i = 0; i < 3; i++) typedRuns.push(await measureTypedSearch(join(corpusSite(3000), 'out')));
  const typed = typedRuns.sort((a, b) => a.ms - b.ms)[1];
  results.firstSearch.typed = typed;
  console.log(
    `Typed letter by letter ("${typed.word}", ${typed.delayMs} ms apart): ${typed.files} files, ${(typed.gzipBytes / 1024).toFixed(1)} KB gzip in all, hits ${typed.ms} ms after the last letter`,
  );
  results.figures['first search typed, 3,000 pages, fetched gzip (KB)'] = +(typed.gzipBytes / 1024).toFixed(1);
}

{
  // Watch mode: from writeFile resolving to the reload message reaching a connected client.
  results.watch = await measureWatchLatency({ pages: 600, runs: 10 });
  const e = results.watch.edits;
  console.log(
    `\nWatch rebuild latency, 600 pages (median of 10): body ${e.body.medianMs} ms, title ${e.title.medianMs} ms, partial ${e.partial.medianMs} ms`,
  );
  results.figures['watch rebuild after a body edit, 600 pages (ms)'] = e.body.medianMs;
  results.figures['watch rebuild after a title edit, 600 pages (ms)'] = e.title.medianMs;
  results.figures['watch rebuild after a partial edit, 600 pages (ms)'] = e.partial.medianMs;
  if (full) {
    results.watch10000 = await measureWatchLatency({ pages: 10000, runs: 5, workDir: join(repo, 'bench/work/watch-latency-10000') });
    const b = results.watch10000.edits;
    console.log(
      `Watch rebuild latency, 10,000 pages (median of 5): body ${b.body.medianMs} ms, title ${b.title.medianMs} ms, partial ${b.partial.medianMs} ms`,
    );
    results.figures['watch rebuild after a body edit, 10,000 pages (ms)'] = b.body.medianMs;
  }
}

{
  // `docsgen mcp` on the ToolHive site (built just above) and, with --full, on the 3,000-page corpus.
  const m = await measureMcp({ site: join(repo, 'out') });
  results.mcp = { toolhive: m };
  console.log(
    `\ndocsgen mcp, ToolHive site (${m.pages} pages): ready in ${m.readyMs} ms (first search answered at ${m.firstSearchMs} ms), search_docs p50 ${m.search.p50Ms} ms / p95 ${m.search.p95Ms} ms, get_page p95 ${m.getPage.p95Ms} ms, peak ${m.peakRssMb} MB`,
  );
  results.figures['docsgen mcp ready, ToolHive site (ms)'] = m.readyMs;
  results.figures['search_docs p50 (ms)'] = m.search.p50Ms;
  results.figures['search_docs p95 (ms)'] = m.search.p95Ms;
  results.figures['get_page p95 (ms)'] = m.getPage.p95Ms;
  if (full) {
    const big = await measureMcp({ site: join(corpusSite(3000), 'out'), starts: 1 });
    results.mcp.corpus3000 = big;
    console.log(
      `docsgen mcp, 3,000-page corpus: ready in ${big.readyMs} ms, search_docs p50 ${big.search.p50Ms} ms / p95 ${big.search.p95Ms} ms, get_page p95 ${big.getPage.p95Ms} ms, peak ${big.peakRssMb} MB`,
    );
    results.figures['docsgen mcp peak memory, 3,000 pages (MB)'] = big.peakRssMb;
    const huge = await measureMcp({ site: join(corpusSite(10000), 'out'), starts: 3 });
    results.mcp.corpus10000 = huge;
    console.log(
      `docsgen mcp, 10,000-page corpus: ready in ${huge.readyMs} ms, search_docs p50 ${huge.search.p50Ms} ms / p95 ${huge.search.p95Ms} ms, get_page p95 ${huge.getPage.p95Ms} ms, peak ${huge.peakRssMb} MB`,
    );
    results.figures['docsgen mcp ready, 10,000 pages (ms)'] = huge.readyMs;
    results.figures['search_docs p95, 10,000 pages (ms)'] = huge.search.p95Ms;
    results.figures['docsgen mcp peak memory, 10,000 pages (MB)'] = huge.peakRssMb;
  }
}

console.log('\nBudgets:');
for (const [k, budget] of Object.entries(budgets)) {
  const v = results.figures[k];
  if (v === undefined) continue;
  console.log(`  ${k.padEnd(50)} ${String(v).padStart(8)}  budget ${budget}  ${v <= budget ? 'ok' : 'over'}`);
}
writeFileSync(join(repo, 'bench/results.json'), JSON.stringify(results, null, 2));
console.log('\nwrote bench/results.json');
