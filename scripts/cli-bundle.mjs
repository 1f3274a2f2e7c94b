// The command line and the build pipeline as one script (dist/cli/cli.cjs), made from the compiled
// dist/ files after vendor-packages.mjs has pointed their package imports at dist/vendor/. Node
// loaded ~200 modules one by one for a build (~140 ms of a 1 s build of 150 pages); as ES module
// chunks, ~95 ms. As one CommonJS-shaped script, bin/cli-loader.ts can hand V8 the code it compiled
// in an earlier build (its code cache), which Node 20 offers for scripts only (`vm.Script`), not for
// ES modules: ~75 ms less again.
//
// What stays outside: React and esbuild (required from node_modules; React is one instance with a
// site's components), and what the code imports only when it needs it by a package name (shiki's
// grammars and themes, swagger2openapi). The workers' entry files start from the unbundled dist/
// files as before. The theme is inside (its ~40 modules cost a build ~25 ms to load): a site's
// components import `docsgen/theme` as the script's instance (generator/config/theme-instance.ts).
// Each bundled module of ours keeps its own `import.meta.url`: the place of its unbundled file,
// which stays in dist/, so the files it reads, the workers it starts and the packages it resolves
// are found where they were.
//
// The script is a function expression that bin/cli-loader.ts calls with what a module needs
// (`require`, `module`, `__docsgenImport` for `import()`, `__docsgenUrl` for `import.meta.url`):
// `import()` in a script compiled with a code cache loses Node's loader (ERR_VM_DYNAMIC_IMPORT_
// CALLBACK_MISSING), so every `import(...)` calls the loader's own function instead.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { builtinModules } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { parse } from 'acorn';

export const CLI_BUNDLE_DIR = 'dist/cli';
/** Where the bundle's own code comes from; every other dist/ file is required or imported from it. */
const BUNDLED = ['dist/bin', 'dist/generator', 'dist/vendor', 'dist/theme'].map((d) => resolve(d) + sep);
/** Packages required from node_modules: one instance shared with site components (React), or a
 *  native binary's launcher (esbuild). */
const REQUIRED_PACKAGES = /^(?:react|react-dom|esbuild)(?:\/|$)/;
const WRAPPER = '(function (exports, require, module, __filename, __dirname, __docsgenImport, __docsgenUrl) {';

/** Every node of the tree for which `match` holds (not looking inside it). */
function findNodes(tree, match) {
  const found = [];
  const visit = (node) => {
    if (match(node)) return void found.push(node);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const v of value) if (v && typeof v.type === 'string') visit(v);
      if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(tree);
  return found;
}

const isMetaUrl = (n) =>
  n.type === 'MemberExpression' &&
  n.object.type === 'MetaProperty' &&
  n.object.meta.name === 'import' &&
  !n.computed &&
  n.property.name === 'url';

/** The module's code with `import.meta.url` as the URL of its own dist/ file (code only: the same
 *  text in a string, such as the banner site-modules.ts writes into site code, is left alone). */
function withOwnUrl(file, outDir) {
  let code = readFileSync(file, 'utf8');
  if (!code.includes('import.meta')) return code;
  const own = `__docsgenUrl(${JSON.stringify(relative(outDir, file).split(sep).join('/'))})`;
  const tree = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  for (const { start, end } of findNodes(tree, isMetaUrl).reverse()) code = code.slice(0, start) + own + code.slice(end);
  return code;
}

const placement = (outDir) => ({
  name: 'docsgen-cli-bundle',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (a) => {
      if (a.kind === 'entry-point' || a.resolveDir.includes(`${sep}node_modules${sep}`)) return undefined;
      if (!a.path.startsWith('.'))
        return REQUIRED_PACKAGES.test(a.path) || a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined;
      const target = resolve(a.resolveDir, a.path);
      if (BUNDLED.some((d) => target.startsWith(d))) return undefined;
      return {
        path: relative(outDir, target)
          .split(sep)
          .join('/')
          .replace(/^(?!\.)/, './'),
        external: true,
      };
    });
    b.onLoad({ filter: /[\\/]dist[\\/].*\.js$/ }, (a) => ({
      contents: withOwnUrl(a.path, outDir),
      loader: 'js',
      resolveDir: dirname(a.path),
    }));
  },
});

/** Every `require(...)` the script keeps must work in Node 20's `require`: a Node module, React or
 *  esbuild (CommonJS), a CommonJS or JSON file of ours. An ES module would need `require(esm)`,
 *  which not every Node 20 has: bundle it, or `import()` it. */
function checkRequires(tree) {
  const calls = findNodes(
    tree,
    (n) =>
      n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'require' && n.arguments[0]?.type === 'Literal',
  );
  for (const {
    arguments: [{ value }],
  } of calls) {
    const ok = value.startsWith('.')
      ? /\.(cjs|json)$/.test(value)
      : value.startsWith('node:') || builtinModules.includes(value) || REQUIRED_PACKAGES.test(value);
    if (!ok) throw new Error(`cli-bundle: the script would require ${value}; bundle it or import() it`);
  }
}

/** Where a non-ASCII character may be written as `\uXXXX` without changing the program: comments,
 *  string and regex literals, untagged template text (a tag could read the raw text). */
function escapable(tree, comments) {
  const tagged = new Set(findNodes(tree, (n) => n.type === 'TaggedTemplateExpression').flatMap((t) => t.quasi.quasis));
  const texts = findNodes(tree, (n) => n.type === 'Literal' || n.type === 'TemplateElement').filter((n) => !tagged.has(n));
  return [...comments, ...texts].sort((a, b) => a.start - b.start);
}

/** The script: `import(` as `__docsgenImport(`, non-ASCII characters escaped (a one-byte string is
 *  half the memory, and read without decoding), wrapped in the loader's function. */
function finish(code) {
  const comments = [];
  const tree = parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true, onComment: comments });
  const ranges = escapable(tree, comments);
  for (const m of code.matchAll(/[^\x00-\x7f]/g)) {
    if (!ranges.some((r) => r.start <= m.index && m.index < r.end))
      throw new Error(`cli-bundle: a non-ASCII character in code: ${JSON.stringify(code.slice(m.index - 60, m.index + 20))}`);
  }
  let out = code;
  for (const { start } of findNodes(tree, (n) => n.type === 'ImportExpression').reverse())
    out = `${out.slice(0, start)}__docsgenImport${out.slice(start + 'import'.length)}`;
  out = out.replace(/^#!.*/, '').replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  checkRequires(tree);
  return `${WRAPPER}${out}\n})`;
}

/** Bundles dist/bin/cli.js (and what it imports, now or later) into CLI_BUNDLE_DIR/cli.cjs, with
 *  cli.json: the script's hash (its code caches are named after it). */
export async function bundleCli() {
  const outDir = resolve(CLI_BUNDLE_DIR);
  const result = await build({
    entryPoints: ['dist/bin/cli.js'],
    outfile: `${outDir}/cli.cjs`,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    write: false,
    // Not minified: stack traces (`--debug`) stay readable, and it saved 4 ms of start-up.
    logLevel: 'warning',
    plugins: [placement(outDir)],
  });
  const script = finish(result.outputFiles[0].text);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(`${outDir}/cli.cjs`, script);
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 16);
  writeFileSync(`${outDir}/cli.json`, `${JSON.stringify({ hash }, null, 2)}\n`);
}
