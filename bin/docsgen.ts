#!/usr/bin/env node
import { setFlagsFromString } from 'node:v8';
import { loadCli } from './cli-loader.js';

// React's development build is several times slower to render: docsgen always renders production
// pages, so choose it before React loads (static imports would load it first).
process.env.NODE_ENV ??= 'production';

// A build is a batch job of a few seconds. With V8's default budget (67,584) so many functions are
// sent to its optimizing compiler that its background threads took ~1.3 s of CPU in a 2 s build of
// 150 pages, on a machine with two cores: the build's own thread waited for a core. Twice the
// budget optimizes only what stays hot: measured cold, alternating, that build 2.32 → 2.07 s, the
// ToolHive site 3.75 → 3.22 s, 600 pages 6.40 → 6.00 s, total CPU −15 %. Builds got faster, and
// four times the budget paid again (session 16, alternating cold builds, medians): the MDX corpus
// 1.146 → 1.101 s (11 rounds), ToolHive 1.160 → 1.079 s (9), 150 pages 1.078 → 1.066 s (11), 1,000
// pages 5.83 → 5.85 s (5; eight times: 5.84 s). Set before docsgen's modules load (a function's
// budget is fixed when it is first compiled), unless the user set it. Only for the batch commands:
// `serve --watch` lives long, and its rebuilds measured a few ms slower.
const own = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
const batch = ['build', 'check'].includes(process.argv[2] ?? '');
if (batch && !own.includes('interrupt-budget')) setFlagsFromString('--interrupt-budget=270336');
// `build --without code-cache` (bench/accelerators.mjs): the script is compiled afresh, as if V8 had
// refused its cache, and no cache is written. Read here: the cache is used before commander runs.
const at = process.argv.findIndex((a) => a === '--without' || a.startsWith('--without='));
const without =
  at < 0 ? '' : process.argv[at].startsWith('--without=') ? process.argv[at].slice('--without='.length) : (process.argv[at + 1] ?? '');
const codeCache = !without
  .split(',')
  .map((s) => s.trim())
  .includes('code-cache');
const cli = await loadCli(batch ? process.argv[2] : undefined, codeCache);
await cli.runCli(process.argv);
if (!process.exitCode) cli.saveCodeCache();
