// The performance figures of the docs site: bench/results.json, as `npm run bench` last wrote it.

import { code, table } from './markdown-table.js';

/** The parts of bench/results.json shown (bench/run.mjs writes more). */
export interface BenchResults {
  date: string;
  machine: string;
  runs: number;
  sites: { name: string; pages: number; coldWallMs: number; warmWallMs: number; peakRssMb: number; outputMb: number }[];
  figures: Record<string, number>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function benchFigures(r: BenchResults): string {
  return [
    `Measured ${r.date.slice(0, 10)} on ${r.machine}; each figure is the median of ${r.runs} runs (\`${'npm run bench'}\`, which writes \`bench/results.json\`).`,
    '',
    '### Sites',
    '',
    table(
      ['site', 'pages', 'cold build', 'warm build', 'peak memory', 'output'],
      r.sites.map((s) => [s.name, String(s.pages), seconds(s.coldWallMs), seconds(s.warmWallMs), `${s.peakRssMb} MB`, `${s.outputMb} MB`]),
    ),
    '',
    'Times are the whole `docsgen build` process, Node start-up included. Cold: no `out/` and no cache; warm: the cache of compiled pages from the build before.',
    '',
    '### Every figure',
    '',
    table(
      ['figure', 'value'],
      Object.entries(r.figures).map(([k, v]) => [k, code(String(v))]),
    ),
    '',
  ].join('\n');
}
