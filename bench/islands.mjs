// Islands' budgets (issue 38): what a page without islands downloads is the first-load script and
// nothing else, byte for byte; a page with one small island stays under a script budget; and a site
// with islands builds at most a little slower than the same site without (cold builds, alternated).
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repo } from './corpus-site.mjs';

const COUNTER = `import { useState } from 'react';

export default function Counter({ start = 0 }: { start?: number }) {
  const [n, setN] = useState(start);
  return <button type="button" onClick={() => setN(n + 1)}>clicked {n} times</button>;
}
`;

/** A copy of `base` (a corpus site) whose first `count` MDX pages each use a small island. */
export function islandsVariant(base, count = 10) {
  const dir = `${base}-islands`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(base, dir, { recursive: true, filter: (src) => !/\/(out[^/]*|\.docsgen-cache)$/.test(src) });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src/Counter.tsx'), COUNTER);
  const mdx = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true }))
      e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith('.mdx') && mdx.push(join(d, e.name));
  };
  walk(join(dir, 'content'));
  for (const f of mdx.sort().slice(0, count))
    writeFileSync(f, `${readFileSync(f, 'utf8').trimEnd()}\n\nimport Counter from '@site/src/Counter';\n\n<Counter start={1} />\n`);
  return { dir, pages: Math.min(count, mdx.length) };
}

/** Cold builds of `base` and its islands variant, alternated; medians of the processes' wall time. */
export function islandsBuildCost(base, runs, buildOnce) {
  const variant = islandsVariant(base);
  const without = [];
  const withIslands = [];
  for (let i = 0; i < runs; i++) {
    without.push(buildOnce(base, true).processMs);
    withIslands.push(buildOnce(variant.dir, true).processMs);
  }
  if (!existsSync(join(variant.dir, 'out/assets/islands'))) throw new Error('the islands variant built no islands');
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    islandPages: variant.pages,
    withoutMs: Math.round(median(without)),
    withMs: Math.round(median(withIslands)),
    extraMs: Math.round(median(withIslands) - median(without)),
  };
}

/** The first-load script's own bytes (dist/client), to compare with what a page downloads. */
export function mainScriptBytes() {
  const manifest = JSON.parse(readFileSync(join(repo, 'dist/client/manifest.json'), 'utf8'));
  return readFileSync(join(repo, 'dist/client', manifest.main)).length;
}
