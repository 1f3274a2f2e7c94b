// npm run bench -- --peers: docsgen's cold build beside its peers on the same synthetic corpus, as
// ratios (docsgen's median over the peer's): Docusaurus Faster, Rspress and Hugo on the 150-page
// Markdown corpus, Docusaurus Faster on the 150-page corpus with 60 % MDX (Rspress and Hugo do not
// take Docusaurus MDX). The builds alternate, tool after tool, round after round (the shared
// bench's side-by-side.sh), and the medians are compared. Where docsgen is slower than Hugo, its
// stages (DOCSGEN_STATS) say where the time goes.
//   node bench/run.mjs --peers            (PEER_RUNS=5 by default; PEER_RUNS=1 for a smoke run)
//   ANCHORS=/path/to/anchors             (default bench/work/anchors; made by setup-anchors.sh)
// The peers' sites are made once by the shared bench's setup-anchors.sh (npm installs, and Debian's
// hugo package). Run it on a quiet machine: every figure here is a wall time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repo } from './corpus-site.mjs';

const shared = resolve(repo, '../shared/bench');
const anchors = resolve(process.env.ANCHORS ?? join(repo, 'bench/work/anchors'));
const runs = Number(process.env.PEER_RUNS ?? 5);
const PAGES = 150;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

if (!existsSync(join(anchors, 'hugo/hugo.toml')) || !existsSync(join(anchors, 'rspress/node_modules'))) {
  console.log(`Making the peers' sites in ${anchors} (setup-anchors.sh: npm installs, apt-get install hugo)…`);
  const r = spawnSync('bash', [join(shared, 'setup-anchors.sh'), anchors, String(PAGES)], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('setup-anchors.sh failed');
}

/** side-by-side.sh's alternating cold builds: each tool's times (s) and peaks (KiB). */
async function sideBySide(tools, mdx) {
  const times = {};
  const peaks = {};
  await new Promise((ok, fail) => {
    const child = spawn('bash', [join(shared, 'side-by-side.sh'), repo, anchors, String(PAGES), String(runs), String(mdx)], {
      env: { ...process.env, TOOLS: tools.join(' ') },
    });
    let out = '';
    child.stdout.on('data', (d) => {
      process.stdout.write(d);
      out += d;
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`side-by-side.sh exited with ${code}`));
      for (const m of out.matchAll(/^run \d+ ([\w-]+): ([\d.]+) s, peak (\d+) KiB$/gm)) {
        (times[m[1]] ??= []).push(Number(m[2]));
        (peaks[m[1]] ??= []).push(Number(m[3]));
      }
      ok();
    });
  });
  const medians = Object.fromEntries(Object.entries(times).map(([t, xs]) => [t, median(xs)]));
  return { times, medians, peakMb: Object.fromEntries(Object.entries(peaks).map(([t, xs]) => [t, Math.round(median(xs) / 1024)])) };
}

/** docsgen's stages on the side-by-side site (median run by wall time): where the time goes. */
function docsgenStages(mdx) {
  const site = join(anchors, `docsgen-${PAGES}${mdx ? `-mdx${mdx}` : ''}`);
  const stats = join(repo, 'bench/work', `peer-stats-${process.pid}.json`);
  const all = [];
  for (let i = 0; i < runs; i++) {
    rmSync(join(site, 'out'), { recursive: true, force: true });
    rmSync(join(site, '.docsgen-cache'), { recursive: true, force: true });
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [join(repo, 'dist/bin/docsgen.js'), 'build'], {
      cwd: site,
      encoding: 'utf8',
      env: { ...process.env, DOCSGEN_STATS: stats },
    });
    if (r.status !== 0) throw new Error(`docsgen build failed in ${site}:\n${r.stderr}`);
    all.push({ processMs: performance.now() - t0, ...JSON.parse(readFileSync(stats, 'utf8')) });
  }
  rmSync(stats, { force: true });
  const m = all.find((x) => x.processMs === median(all.map((y) => y.processMs)));
  // Node's start and module loading (before build() begins), each stage, and what is left
  // (the exit: worker threads ending, the process tearing down).
  const stages = { 'node start + modules': m.startMs, ...m.timings };
  delete stages.cacheHits;
  const counted = Object.values(stages).reduce((a, b) => a + b, 0);
  stages['exit'] = Math.max(0, m.processMs - counted);
  return { processMs: Math.round(m.processMs), stagesMs: Object.fromEntries(Object.entries(stages).map(([k, v]) => [k, Math.round(v)])) };
}

const results = { date: new Date().toISOString(), runs, pages: PAGES, markdown: undefined, mdx: undefined, ratios: {}, hugoGap: undefined };
console.log(`\nPeers, ${PAGES} pages, Markdown: ${runs} alternating round(s)`);
results.markdown = await sideBySide(['docsgen', 'docusaurus-faster', 'rspress', 'hugo'], 0);
console.log(`\nPeers, ${PAGES} pages, 60 % MDX: ${runs} alternating round(s)`);
results.mdx = await sideBySide(['docsgen', 'docusaurus-faster'], 0.6);

const ratio = (a, b) => (a && b ? +(a / b).toFixed(2) : undefined);
const md = results.markdown.medians;
results.ratios = {
  'docsgen / Docusaurus Faster, Markdown': ratio(md.docsgen, md['docusaurus-faster']),
  'docsgen / Rspress, Markdown': ratio(md.docsgen, md.rspress),
  'docsgen / Hugo, Markdown': ratio(md.docsgen, md.hugo),
  'docsgen / Docusaurus Faster, 60 % MDX': ratio(results.mdx.medians.docsgen, results.mdx.medians['docusaurus-faster']),
};
console.log('\nRatios (docsgen’s median cold build over the peer’s; below 1: docsgen is faster):');
for (const [k, v] of Object.entries(results.ratios)) console.log(`  ${k.padEnd(40)} ${v ?? 'not measured'}`);

if (md.docsgen && md.hugo && md.docsgen > md.hugo) {
  // Hugo does less (no link check, no search index, no client script): the stages say which of
  // docsgen's work alone outweighs Hugo's whole build.
  const s = docsgenStages(0);
  const hugoMs = md.hugo * 1000;
  const ranked = Object.entries(s.stagesMs).sort((a, b) => b[1] - a[1]);
  results.hugoGap = {
    docsgenMs: s.processMs,
    hugoMs,
    gapMs: Math.round(md.docsgen * 1000 - hugoMs),
    stagesMs: s.stagesMs,
    largest: ranked[0][0],
    overHugo: ranked.filter(([, v]) => v > hugoMs).map(([k]) => k),
  };
  console.log(
    `\ndocsgen is ${(md.docsgen / md.hugo).toFixed(2)}× Hugo (${md.docsgen} s against ${md.hugo} s). Its stages (ms, median of ${runs}): ${ranked.map(([k, v]) => `${k} ${v}`).join(', ')}`,
  );
  console.log(
    `  the largest stage: ${ranked[0][0]}${results.hugoGap.overHugo.length ? `; alone longer than Hugo's whole build: ${results.hugoGap.overHugo.join(', ')}` : ''}`,
  );
}

writeFileSync(join(repo, 'bench/peers.json'), JSON.stringify(results, null, 2));
console.log('\nwrote bench/peers.json');
