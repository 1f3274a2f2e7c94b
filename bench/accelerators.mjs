// What each accelerator buys (generator/accelerators.ts: a second way of doing what a library does,
// kept for speed): cold builds of three sites with and without it, alternating, and the output of
// every build without it compared with the build with it, byte for byte (the build id blanked).
//   node bench/run.mjs --accelerators      (npm run bench -- --accelerators; BENCH_RUNS=5, and
//   BENCH_ACCELERATORS=a,b for only those)
// Prints a table (accelerator, site, on ms, off ms, saving %) and writes bench/accelerators.json.
// The saving is (off − on) / on: the share of today's cold build the accelerator takes away. The
// process's CPU time is beside it: on a machine shared with other work the wall time of a build
// varies by ±20 % from one minute to the next, its CPU time much less (it does not count waiting
// for a core), though it misses what an accelerator that works on another thread buys.
// compile-ahead is off by default on these sites (it starts from 1,000 pages): its "on" builds turn
// it on in a second config file (config-variant.mjs), and its "off" builds use that same file with
// `--without`.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { corpusSite, repo } from './corpus-site.mjs';
import { compareSites } from './compare-output.mjs';
import { configVariant } from './config-variant.mjs';
import { ACCELERATORS } from '../dist/generator/accelerators.js';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const outRoot = join(repo, 'bench/work/accelerators');

/** Accelerators that are off unless the config turns them on: the "on" builds' settings. */
const TURNED_ON = {
  'compile-ahead': { threads: { compileAhead: 'on' } },
};

const sites = [
  ['ToolHive', repo],
  ['corpus 150', corpusSite(150)],
  ['corpus 150 MDX', corpusSite(150, 'docusaurus', 0.6)],
];

/** One cold build into `out`: the process's wall time (Node's start and the script's compile
 *  included: the code cache is part of what is measured) and its CPU time (DOCSGEN_STATS: every
 *  thread, until the build ended). */
function coldBuild(dir, out, args) {
  rmSync(out, { recursive: true, force: true });
  rmSync(join(dir, '.docsgen-cache'), { recursive: true, force: true });
  const stats = join(outRoot, `stats-${process.pid}.json`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [join(repo, 'dist/bin/docsgen.js'), 'build', '-o', out, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', DOCSGEN_STATS: stats },
  });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`docsgen build ${args.join(' ')} failed in ${dir}:\n${r.stderr}`);
  const s = JSON.parse(readFileSync(stats, 'utf8'));
  return { ms, cpuMs: (s.cpuUserUs + s.cpuSystemUs) / 1000 };
}

function measure(name, site, dir) {
  const key = site.replace(/\W+/g, '-');
  const on = join(outRoot, `${key}-on`);
  const off = join(outRoot, `${key}-off`);
  const variant = TURNED_ON[name] ? configVariant(dir, `accelerators-${process.pid}`, TURNED_ON[name]) : undefined;
  const config = variant ? ['-c', variant] : [];
  const onRuns = [];
  const offRuns = [];
  const diffs = new Map();
  try {
    for (let i = 0; i < runs; i++) {
      // Alternating, and each side first in every other round: a machine that gets busier or
      // quieter during a round weighs on both.
      const pair = [() => onRuns.push(coldBuild(dir, on, config)), () => offRuns.push(coldBuild(dir, off, [...config, '--without', name]))];
      if (i % 2) pair.reverse();
      for (const b of pair) b();
      for (const d of compareSites(on, off).diffs) diffs.set(d.file, d.kind);
    }
  } finally {
    if (variant) rmSync(variant, { force: true });
  }
  const wall = (xs) => xs.map((x) => Math.round(x.ms));
  const cpu = (xs) => xs.map((x) => Math.round(x.cpuMs));
  const row = {
    accelerator: name,
    site,
    onMs: median(wall(onRuns)),
    offMs: median(wall(offRuns)),
    onRuns: wall(onRuns),
    offRuns: wall(offRuns),
  };
  row.savingPct = +(((row.offMs - row.onMs) / row.onMs) * 100).toFixed(1);
  Object.assign(row, { onCpuMs: median(cpu(onRuns)), offCpuMs: median(cpu(offRuns)), onCpuRuns: cpu(onRuns), offCpuRuns: cpu(offRuns) });
  row.cpuSavingPct = +(((row.offCpuMs - row.onCpuMs) / row.onCpuMs) * 100).toFixed(1);
  row.identical = diffs.size === 0;
  if (diffs.size > 0) row.diffs = [...diffs].slice(0, 20).map(([file, kind]) => `${kind} ${file}`);
  return row;
}

mkdirSync(outRoot, { recursive: true });
const names = process.env.BENCH_ACCELERATORS ? process.env.BENCH_ACCELERATORS.split(',') : Object.keys(ACCELERATORS);
const results = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, ${cpus().length} cores, Node ${process.version}`,
  runs,
  rows: [],
};
console.log(`docsgen accelerators — ${results.machine}, cold builds, median of ${runs} alternating runs\n`);
console.log(
  `${'accelerator'.padEnd(14)} ${'site'.padEnd(15)} ${'on ms'.padStart(7)} ${'off ms'.padStart(7)} ${'saving'.padStart(7)}   ${'CPU on'.padStart(7)} ${'CPU off'.padStart(7)} ${'saving'.padStart(7)}  output without it`,
);
// A build first, uncounted, per site: the code cache is written and the files are in memory.
for (const [, dir] of sites) coldBuild(dir, join(outRoot, 'warm-up'), []);
for (const name of names) {
  for (const [site, dir] of sites) {
    const row = measure(name, site, dir);
    results.rows.push(row);
    console.log(
      `${name.padEnd(14)} ${site.padEnd(15)} ${String(row.onMs).padStart(7)} ${String(row.offMs).padStart(7)} ${`${row.savingPct.toFixed(1)} %`.padStart(7)}   ${String(row.onCpuMs).padStart(7)} ${String(row.offCpuMs).padStart(7)} ${`${row.cpuSavingPct.toFixed(1)} %`.padStart(7)}  ${row.identical ? 'identical' : `DIFFERS: ${row.diffs.length} files, first ${row.diffs[0]}`}`,
    );
  }
}
const differing = results.rows.filter((r) => !r.identical);
console.log(
  differing.length
    ? `\n${differing.length} builds without an accelerator differ from the build with it (bench/accelerators.json lists the files)`
    : '\nevery build without an accelerator wrote the same site, byte for byte',
);
const small = names.filter((n) => results.rows.filter((r) => r.accelerator === n).every((r) => r.savingPct < 3));
if (small.length) console.log(`under 3 % on every site: ${small.join(', ')}`);
writeFileSync(join(repo, 'bench/accelerators.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('wrote bench/accelerators.json');
