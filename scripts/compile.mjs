// Transpiles docsgen's own TypeScript once (on `npm install` via `prepare`, or when sources changed)
// so that a site build spends its time on the site, not on compiling docsgen.
import { build } from 'esbuild';
import { readdirSync, statSync, existsSync, writeFileSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { writeRegexTable } from './shiki-regex-table.mjs';
import { writeOpenApiValidators } from './openapi-validators.mjs';
import { NODE_BUNDLE, vendorPackages } from './vendor-packages.mjs';
import { bundleCli } from './cli-bundle.mjs';

const roots = ['bin', 'generator', 'theme'];
const stamp = 'dist/.stamp';

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, files);
    else files.push(p);
  }
  return files;
}

const sources = roots.flatMap((r) => (existsSync(r) ? walk(r) : []));
const newest = Math.max(
  ...sources.map((f) => statSync(f).mtimeMs),
  ...[
    'scripts/compile.mjs',
    'scripts/vendor-packages.mjs',
    'scripts/cli-bundle.mjs',
    'scripts/shiki-regex-table.mjs',
    'scripts/openapi-validators.mjs',
  ].map((f) => statSync(f).mtimeMs),
);
if (process.argv.includes('--if-stale') && existsSync(stamp) && Number(readFileSync(stamp, 'utf8')) >= newest) {
  process.exit(0);
}
rmSync('dist', { recursive: true, force: true });
// theme/client/ is the browser's alone (bundled below); what Node runs too is in theme/shared/
// (the local search engine: `docsgen mcp` answers search_docs with it).
const code = sources.filter((f) => /\.(ts|tsx)$/.test(f) && !f.startsWith('theme/client/'));
const assets = sources.filter((f) => !/\.(ts|tsx)$/.test(f));
const t0 = performance.now();
await build({
  entryPoints: code,
  outdir: 'dist',
  outbase: '.',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});
// `docsgen mcp` loads as one file: the MCP SDK, zod and ajv are a few hundred modules, and
// resolving and loading them one by one was half of the server's start-up time.
await build({
  entryPoints: ['generator/mcp/run-mcp.ts'],
  outfile: 'dist/mcp/run-mcp.bundle.js',
  // Minified: half the bytes to parse (zod's schemas are most of them); bundled CommonJS packages
  // (ajv) call require for Node's own modules.
  ...NODE_BUNDLE,
});
// Third-party packages every build loads, one file each under dist/vendor/ (vendor-packages.mjs):
// compiled imports of them are pointed there.
await vendorPackages();
// The command line and the pipeline as one script, loaded by dist/bin/docsgen.js (cli-bundle.mjs).
await bundleCli();
// Non-code files (CSS, grammars) are read at build time from dist/ beside the code.
for (const f of assets) {
  mkdirSync(dirname(join('dist', f)), { recursive: true });
  writeFileSync(join('dist', f), readFileSync(f));
}
// The browser script is docsgen's own code too: bundle it here, once, with content hashes, so a
// site build only copies the files listed in the manifest.
const clientOptions = {
  outdir: 'dist/client',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: ['chrome110', 'firefox110', 'safari16'],
  jsx: 'automatic',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};
// Two builds, not one with two entries: shared with the search chunk (React is CommonJS), esbuild's
// runtime helpers would become a chunk that every page's first-load script imports.
const clients = await Promise.all([
  build({ ...clientOptions, entryPoints: { main: 'theme/client/main.ts' } }),
  build({ ...clientOptions, entryPoints: { search: 'theme/client/search/mount.tsx' } }),
]);
const client = { metafile: { outputs: Object.assign({}, ...clients.map((c) => c.metafile.outputs)) } };
const manifest = {};
for (const [file, info] of Object.entries(client.metafile.outputs)) {
  // Chunks split off by a dynamic import (search-insights) have an entryPoint too: match exactly.
  const name = { 'theme/client/main.ts': 'main', 'theme/client/search/mount.tsx': 'search' }[info.entryPoint];
  if (name) manifest[name] = file.replace('dist/client/', '');
}
manifest.files = Object.keys(client.metafile.outputs)
  .filter((f) => !f.endsWith('.map'))
  .map((f) => f.replace('dist/client/', ''));
writeFileSync('dist/client/manifest.json', JSON.stringify(manifest, null, 2));
// The islands runtime and the theme as islands import it: bundled here without React, which a
// site build adds once, in the chunk every island shares (generator/islands/build-islands.ts).
await build({
  entryPoints: { runtime: 'theme/client/islands/runtime.tsx', theme: 'theme/client/islands/theme.ts' },
  outdir: 'dist/client/islands',
  bundle: true,
  format: 'esm',
  target: clientOptions.target,
  jsx: 'automatic',
  external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  logLevel: 'warning',
});
// Grammar patterns translated to JavaScript once, here, not in every cold site build.
await writeRegexTable(resolve('dist'));
// The OpenAPI schema validators compiled once, here, not in every build with an API reference.
await writeOpenApiValidators(resolve('dist'));
writeFileSync(stamp, String(newest));
console.log(`docsgen compiled ${code.length} files in ${Math.round(performance.now() - t0)} ms`);
