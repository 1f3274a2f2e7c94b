// The command line and the build pipeline as a few files (dist/cli/), made from the compiled dist/
// files after vendor-packages.mjs has pointed their package imports at dist/vendor/. Node loads
// ~200 modules one by one for a build (resolving, reading and linking each): importing the
// pipeline took ~140 ms of a 1 s build of 150 pages, ~95 ms as one bundle.
//
// What stays outside, so that every thread and every site module still sees one instance of it:
// the theme (a site's components import `docsgen/theme`, whose contexts the renderer provides), the
// vendored packages, every installed package, and the workers' entry files, which start from the
// unbundled dist/ files as before. Each bundled module keeps its own `import.meta.url`: the place
// of its unbundled file, which stays in dist/, so the files it reads, the workers it starts and the
// packages it resolves are found where they were.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { parse } from 'acorn';

export const CLI_BUNDLE_DIR = 'dist/cli';
/** Where the bundle's own code comes from: everything else is imported from its dist/ file. */
const BUNDLED = ['dist/bin', 'dist/generator'].map((d) => resolve(d) + sep);

/** Source ranges of `import.meta.url` in a module (code only: the same text in a string, such as
 *  the banner site-modules.ts writes into site code, is left alone). */
function metaUrlRanges(code) {
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'MemberExpression' && node.object.type === 'MetaProperty' && node.object.meta.name === 'import' && !node.computed && node.property.name === 'url') {
      ranges.push([node.start, node.end]);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
    }
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return ranges;
}

/** The module's code with `import.meta.url` as the URL of its own dist/ file, made from the bundle
 *  chunk's URL (so the package can be moved or installed anywhere). */
function withOwnUrl(file, outDir) {
  let code = readFileSync(file, 'utf8');
  const own = `new URL(${JSON.stringify(relative(outDir, file).split(sep).join('/'))}, import.meta.url).href`;
  for (const [start, end] of metaUrlRanges(code).reverse()) code = code.slice(0, start) + own + code.slice(end);
  return code;
}

const keepOutside = (outDir) => ({
  name: 'docsgen-cli-bundle',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (a) => {
      if (a.kind === 'entry-point') return undefined;
      if (!a.path.startsWith('.')) return { path: a.path, external: true };
      const target = resolve(a.resolveDir, a.path);
      if (BUNDLED.some((d) => target.startsWith(d))) return undefined;
      // Chunks sit in outDir: the import is rewritten relative to it.
      return { path: relative(outDir, target).split(sep).join('/').replace(/^(?!\.)/, './'), external: true };
    });
    b.onLoad({ filter: /\.js$/ }, (a) => ({ contents: withOwnUrl(a.path, outDir), loader: 'js', resolveDir: dirname(a.path) }));
  },
});

/** Bundles dist/bin/cli.js (and what it imports, now or later) into CLI_BUNDLE_DIR. */
export async function bundleCli() {
  const outDir = resolve(CLI_BUNDLE_DIR);
  await build({
    entryPoints: ['dist/bin/cli.js'],
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Not minified: stack traces (`--debug`) stay readable, and it saved 4 ms of start-up.
    logLevel: 'warning',
    plugins: [keepOutside(outDir)],
  });
}
