// What a site's own Markdown plugin costs a build: the ToolHive site cold, alternating, without a
// plugin, with one do-nothing remark plugin and with one do-nothing rehype plugin (issue 36: a
// plugin must not send the site off the fast road; budget 1.25× the build without).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A config beside the site's own (paths in a config are relative to its folder) that adds `list`. */
function pluginConfig(repo, list) {
  const file = join(repo, `.bench-${list}.config.ts`);
  writeFileSync(
    file,
    `import base from './docsgen.config.ts';
// Written by bench/plugin-cost.mjs (and deleted after): the site with one do-nothing ${list} entry.
const noop = () => () => undefined;
export default { ...base, markdown: { ...base.markdown, ${list}: [noop] } };
`,
  );
  return file;
}

function coldMs(repo, config) {
  rmSync(join(repo, '.docsgen-cache'), { recursive: true, force: true });
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [join(repo, 'dist/bin/docsgen.js'), 'build', '-c', config, '-o', 'bench/work/plugin-cost-out'], {
    cwd: repo,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`build with ${config} failed:\n${r.stderr}`);
  return performance.now() - t0;
}

export function measurePluginCost(repo, runs) {
  const configs = {
    none: join(repo, 'docsgen.config.ts'),
    remark: pluginConfig(repo, 'remarkPlugins'),
    rehype: pluginConfig(repo, 'rehypePlugins'),
  };
  const times = { none: [], remark: [], rehype: [] };
  try {
    for (let i = 0; i < Math.max(runs, 3); i++) for (const k of Object.keys(configs)) times[k].push(coldMs(repo, configs[k]));
  } finally {
    rmSync(configs.remark, { force: true });
    rmSync(configs.rehype, { force: true });
    rmSync(join(repo, 'bench/work/plugin-cost-out'), { recursive: true, force: true });
  }
  const r = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(median(v))]));
  r.remarkRatio = +(r.remark / r.none).toFixed(2);
  r.rehypeRatio = +(r.rehype / r.none).toFixed(2);
  console.log(
    `\nToolHive cold with one site plugin: none ${(r.none / 1000).toFixed(2)} s, remark ${(r.remark / 1000).toFixed(2)} s (×${r.remarkRatio}), rehype ${(r.rehype / 1000).toFixed(2)} s (×${r.rehypeRatio})`,
  );
  return r;
}
