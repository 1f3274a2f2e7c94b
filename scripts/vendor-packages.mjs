// Third-party packages that every build loads, each made one file under dist/vendor/: Node resolves
// and evaluates a package of dozens of small modules (zod is 95 of them, locales included) far slower
// than the same code as one file. Each is kept only where it paid (CPU time of importing it alone,
// median of 7-9 runs): zod 70 → 25 ms, markdown-it 47 → 17, hast-util-to-html 41 → 16, shiki/core
// 52 → 21, shiki/engine/javascript 28 → 13, unist-util-visit 13 → 8, commander 20 → 15;
// github-slugger and micromark-util-sanitize-uri (2-3 modules) did not pay. The sources keep
// importing the package (its types, and the tests, use it as it is); only the compiled dist/ files
// have the import rewritten to the bundle, so no source file has to know.
//
// Only packages whose objects stay inside docsgen belong here: React (shared with a site's MDX
// components: REQUIRED below), unified and the remark/rehype plugins (shared with a site's plugins)
// and yaml stay as they are. One build with code splitting makes them all, so a module two bundles need (shiki's
// pieces share the textmate state and the highlighter) is loaded once, as one instance.
import { build } from 'esbuild';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createRequire } from 'node:module';

/** Import specifier → bundle name; `default`: the package has a default export to re-export too. */
export const VENDORED = {
  zod: { name: 'zod' },
  'markdown-it': { name: 'markdown-it', default: true },
  'hast-util-to-html': { name: 'hast-util-to-html' },
  // The fast path's own printer (print-hast.ts) looks properties up in the same instance.
  'property-information': { name: 'property-information' },
  // docsgen's own last step of its remark pipelines (no site plugin sees it): with it here, those
  // pipelines print with the hast-util-to-html above instead of loading the package a second time.
  'rehype-stringify': { name: 'rehype-stringify', default: true },
  'shiki/core': { name: 'shiki-core' },
  'shiki/textmate': { name: 'shiki-textmate' },
  'shiki/engine/javascript': { name: 'shiki-engine-javascript' },
  'oniguruma-to-es': { name: 'oniguruma-to-es' },
  'unist-util-visit': { name: 'unist-util-visit' },
  commander: { name: 'commander' },
};

/** CommonJS packages loaded with `require` behind an ESM file of the same exports: an ESM import of
 *  esbuild's API (one 97 KB CommonJS file) first has Node scan its source for export names, which
 *  took ~4 times as long as requiring it. Not a bundle: it is the package's own module instance. */
export const REQUIRED = {
  esbuild: { name: 'esbuild' },
  // React stays the package's own instance, which a site's components share: only the way docsgen's
  // files reach it changes. Node lexes React's CommonJS source for its export names at an ESM
  // import: react and its JSX runtime took 19-26 ms that way, 5 ms required.
  react: { name: 'react' },
  'react/jsx-runtime': { name: 'react-jsx-runtime' },
  // Only React's legacy server renderer (renderToString, renderToStaticMarkup: all docsgen uses):
  // react-dom/server loads the streaming one beside it, ~6 ms more.
  'react-dom/server': { name: 'react-dom-server', file: 'react-dom/cjs/react-dom-server-legacy.node.${mode}.js' },
};

/** The file a REQUIRED entry loads: its package's own entry, or (`file`, a path inside the package,
 *  `${mode}` as NODE_ENV picks it) one file of the package, required by its path (packages do not
 *  export their cjs/ files). */
export function requiredFile(spec, require = createRequire(import.meta.url)) {
  const file = REQUIRED[spec].file;
  if (!file) return require.resolve(spec);
  const [pkg, ...rest] = file.split('/');
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  return join(dirname(require.resolve(`${pkg}/package.json`)), rest.join('/').replace('${mode}', mode));
}

const VENDOR_DIR = 'dist/vendor';

/** esbuild options of docsgen's Node bundles (these and the MCP server's, compile.mjs): minified
 *  ESM with a linked source map, and `require` for the Node modules bundled CommonJS code asks for. */
export const NODE_BUNDLE = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  banner: { js: "import { createRequire as __docsgenRequire } from 'node:module'; const require = __docsgenRequire(import.meta.url);" },
};
// Skipped by the rewrite: bundles that already inline their packages, and the browser script.
const NOT_REWRITTEN = ['dist/vendor', 'dist/client', 'dist/mcp/run-mcp.bundle.js'];

// zod names every locale it has (z.locales), ~80 modules that are most of its bytes; docsgen
// reports in English, the locale zod sets itself, so the bundle keeps that one alone.
const englishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (a) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(a.path),
    }));
  },
};

const entry = {
  name: 'vendor-entry',
  setup(b) {
    b.onResolve({ filter: /^vendor-entry:/ }, (a) => ({ path: a.path.slice('vendor-entry:'.length), namespace: 'vendor-entry' }));
    b.onLoad({ filter: /.*/, namespace: 'vendor-entry' }, (a) => ({
      contents: `export * from '${a.path}';${VENDORED[a.path].default ? ` export { default } from '${a.path}';` : ''}`,
      resolveDir: process.cwd(),
    }));
  },
};

/** Bundles the VENDORED packages into dist/vendor/ and points every compiled import of them there. */
export async function vendorPackages() {
  await build({
    entryPoints: Object.fromEntries(Object.entries(VENDORED).map(([spec, v]) => [v.name, `vendor-entry:${spec}`])),
    outdir: VENDOR_DIR,
    chunkNames: 'chunk-[hash]',
    ...NODE_BUNDLE,
    splitting: true,
    plugins: [entry, englishOnly],
  });
  const require = createRequire(import.meta.url);
  for (const [spec, v] of Object.entries(REQUIRED)) {
    const names = Object.keys(require(requiredFile(spec, require))).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
    const [pkgName, ...inside] = (v.file ?? '').split('/');
    const load = v.file
      ? [
          "import { dirname, join } from 'node:path';",
          'const require = createRequire(import.meta.url);',
          "const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';",
          `const pkg = require(join(dirname(require.resolve(${JSON.stringify(`${pkgName}/package.json`)})), ${JSON.stringify(inside.join('/'))}.replace('\${mode}', mode)));`,
        ]
      : [`const pkg = createRequire(import.meta.url)(${JSON.stringify(spec)});`];
    writeFileSync(
      join(VENDOR_DIR, `${v.name}.js`),
      [
        "import { createRequire } from 'node:module';",
        ...load,
        'export default pkg;',
        `export const { ${names.join(', ')} } = pkg;`,
        '',
      ].join('\n'),
    );
  }
  for (const file of compiledFiles('dist')) rewriteImports(file);
}

function compiledFiles(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (NOT_REWRITTEN.includes(p)) continue;
    if (statSync(p).isDirectory()) compiledFiles(p, files);
    else if (p.endsWith('.js')) files.push(p);
  }
  return files;
}

// esbuild writes every import specifier in double quotes: `from "zod"`, `import("zod")`.
const TARGETS = { ...VENDORED, ...REQUIRED };
const SPECIFIER = new RegExp(
  `(\\bfrom |\\bimport\\(|\\bimport )"(${Object.keys(TARGETS)
    .map((s) => s.replace(/[/.]/g, '\\$&'))
    .join('|')})"`,
  'g',
);

function rewriteImports(file) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(SPECIFIER, (_, lead, spec) => {
    const rel = relative(dirname(file), join(VENDOR_DIR, `${TARGETS[spec].name}.js`)).replaceAll('\\', '/');
    return `${lead}"${rel.startsWith('.') ? rel : `./${rel}`}"`;
  });
  if (out !== text) writeFileSync(file, out);
}
