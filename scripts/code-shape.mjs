// Properties of docsgen's own code that keep it readable, checked in `npm test`
// (test/unit/code-shape.test.ts) and printable by hand (`node scripts/code-shape.mjs`):
// - no function longer than MAX_FUNCTION_LINES in bin/, generator/ or theme/;
// - no import cycle between modules (type-only imports included, as madge counts them);
// - no mutable module state in generator/ or theme/ (a top-level `let`, a module-level Map, Set or
//   object that the module fills or changes) outside STATE_HOMES: what one build uses travels in
//   its context objects, so two builds in one process (watch mode, tests) never see each other's.
// - generator/'s folders in layers: no two of them import each other (config/ → compat/ and
//   compat/ → config/, even through different files), so each can be read knowing only those below;
// - generator/ never imports theme/client/ (the browser's; what Node runs too is in theme/shared/).
// TypeScript is stripped by esbuild (the project's TypeScript has no compiler API); acorn parses
// the result and a source map takes each function's first and last line back to the .ts file.
import { transformSync } from 'esbuild';
import { Parser } from 'acorn';
import { SourceMap } from 'node:module';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const MAX_FUNCTION_LINES = 100;
const ROOTS = ['bin', 'generator', 'theme'];
const repo = resolve(import.meta.dirname, '..');

function sources() {
  const out = [];
  const walk = (d) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(n) && !n.endsWith('.d.ts')) out.push(p);
    }
  };
  for (const r of ROOTS) walk(join(repo, r));
  return out.sort();
}

function* functionsOf(node) {
  if (!node || typeof node.type !== 'string') return;
  if (/Function/.test(node.type)) yield node;
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (Array.isArray(v)) for (const c of v) yield* functionsOf(c);
    else if (v && typeof v === 'object' && typeof v.type === 'string') yield* functionsOf(v);
  }
}

/** A source file as JavaScript (esbuild strips the types), its tree, and a position's line in the
 *  .ts file (0-based). */
function parsed(file, text = readFileSync(file, 'utf8')) {
  const out = transformSync(text, {
    loader: file.endsWith('x') ? 'tsx' : 'ts',
    jsx: 'automatic',
    sourcemap: 'external',
    sourcefile: file,
    format: 'esm',
  });
  const map = new SourceMap(JSON.parse(out.map));
  const ast = Parser.parse(out.code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const original = (pos) => map.findEntry(pos.line - 1, pos.column).originalLine ?? pos.line - 1;
  return { code: out.code, ast, original };
}

/** Functions over the limit: [{ file, line, lines }]. */
export function longFunctions(max = MAX_FUNCTION_LINES) {
  const found = [];
  for (const file of sources()) {
    const { ast, original } = parsed(file);
    for (const fn of functionsOf(ast)) {
      const lines = original(fn.loc.end) - original(fn.loc.start) + 1;
      if (lines > max) found.push({ file: relative(repo, file), line: original(fn.loc.start) + 1, lines });
    }
  }
  return found;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveTs(from, spec) {
  const base = resolve(dirname(from), spec).replace(/\.js$/, '');
  for (const c of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(c)) return c;
  return undefined;
}

/** Every source's local imports, resolved to files: file → [file]. */
function importGraph() {
  const graph = new Map();
  for (const file of sources()) {
    const deps = [];
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const dep = resolveTs(file, m[1] ?? m[2]);
      if (dep) deps.push(dep);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Import cycles among the sources, each as a list of files; dynamic import() counts, as madge
 *  counts it (a module that loads another lazily still depends on it). */
export function importCycles() {
  const graph = importGraph();
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (f) => {
    state.set(f, 'open');
    stack.push(f);
    for (const d of graph.get(f) ?? []) {
      if (state.get(d) === 'open') cycles.push(stack.slice(stack.indexOf(d)).map((x) => relative(repo, x)));
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return cycles;
}

/** Where module state may live: the process-wide caches, each saying why it may live for the
 *  process, and the browser script (one page's lifetime, not a build's). */
export const STATE_HOMES = ['generator/caches.ts', 'theme/client/'];
const COLLECTION = /^new (Map|Set|WeakMap|WeakSet|WeakRef|Array)\b/;
const MUTATORS = 'set|add|push|delete|clear|splice|unshift|pop|shift|sort|reverse|fill';

const escapeRe = (s) => s.replace(/[$]/g, '\\$&');

/** How one top-level declaration holds state, or undefined: a `let` or `var`; an empty collection
 *  or literal made to be filled; or any value the module's code changes (by a method that changes
 *  a collection, or by assigning to its members). */
function stateOf(kind, name, init, code, fromCaches) {
  // esbuild's name for `export default <identifier>`.
  if (kind === 'var' && init?.type === 'Identifier' && name === `${init.name}_default`) return undefined;
  if (kind !== 'const') return `top-level ${kind}`;
  if (!init) return undefined;
  // A cache from the caches module (which says why it may live for the process).
  if (init.type === 'CallExpression' && init.callee.type === 'Identifier' && fromCaches.has(init.callee.name)) return undefined;
  // A regular expression's only state is lastIndex, which its users set before each scan.
  if (init.type === 'Literal' && init.regex) return undefined;
  const empty =
    (init.type === 'NewExpression' && init.arguments.length === 0) ||
    (init.type === 'ObjectExpression' && init.properties.length === 0) ||
    (init.type === 'ArrayExpression' && init.elements.length === 0);
  const text = code.slice(init.start, init.end);
  if (empty && (COLLECTION.test(text) || init.type !== 'NewExpression')) return 'module-level empty collection';
  if (/^new Weak/.test(text)) return 'module-level weak cache';
  const n = escapeRe(name);
  const changed = new RegExp(
    `(?<![\\w$.])${n}\\s*\\.\\s*(?:${MUTATORS})\\s*\\(|(?<![\\w$.])${n}(?:\\s*(?:\\.[\\w$]+|\\[[^\\]]+\\]))+\\s*(?:[-+*/|&?]{0,2}=(?!=)|\\+\\+|--)`,
  );
  return changed.test(code) ? 'module-level value the module changes' : undefined;
}

/** Module state the check lets through while it is being moved out, by file (none today). */
export const PENDING = {};

/** Mutable module state in generator/ and theme/ outside STATE_HOMES: [{ file, line, name, why }]
 *  (PENDING included: the caller tells them apart). */
export function moduleState() {
  const found = [];
  for (const file of sources()) {
    const rel = relative(repo, file);
    if (
      !['generator/', 'theme/'].some((r) => rel.startsWith(r)) ||
      STATE_HOMES.some((h) => rel === h || (h.endsWith('/') && rel.startsWith(h)))
    )
      continue;
    found.push(...stateInSource(file));
  }
  return found;
}

const isPending = (s) => PENDING[s.file]?.includes(s.name) ?? false;

/** moduleState() split: what fails the check, and PENDING names no longer found (the list is to
 *  shrink with the code). */
export function unexpectedState() {
  const all = moduleState();
  const stale = Object.entries(PENDING).flatMap(([file, names]) =>
    names.filter((name) => !all.some((s) => s.file === file && s.name === name)).map((name) => `${file}: ${name}`),
  );
  return { state: all.filter((s) => !isPending(s)), stale };
}

/** The module state in one source file (`text`: its contents, when not read from disk). */
export function stateInSource(file, text) {
  const found = [];
  const rel = relative(repo, file);
  const { code, ast, original } = parsed(file, text);
  const at = (node) => original(node.loc.start) + 1;
  const fromCaches = new Set(
    ast.body
      .filter((n) => n.type === 'ImportDeclaration' && resolveTs(file, n.source.value) === join(repo, STATE_HOMES[0]))
      .flatMap((n) => n.specifiers.map((s) => s.local.name)),
  );
  for (let node of ast.body) {
    if (node.type === 'ExpressionStatement' && /\bglobalThis\b/.test(code.slice(node.start, node.end))) {
      found.push({ file: rel, line: at(node), name: 'globalThis', why: 'top-level write to globalThis' });
      continue;
    }
    if (node.type === 'ExportNamedDeclaration' && node.declaration) node = node.declaration;
    if (node.type !== 'VariableDeclaration') continue;
    for (const d of node.declarations) {
      const name = code.slice(d.id.start, d.id.end);
      const why =
        d.id.type === 'Identifier'
          ? stateOf(node.kind, name, d.init, code, fromCaches)
          : node.kind === 'const'
            ? undefined
            : `top-level ${node.kind}`;
      if (why) found.push({ file: rel, line: at(d), name, why });
    }
  }
  return found;
}

const generator = join(repo, 'generator');
/** The generator/ folder a file is in (`markdown` for generator/markdown/remark/x.ts); undefined
 *  for generator/'s own files (build.ts, errors.ts, …), which are not a layer. */
function folderOf(file) {
  const parts = relative(generator, file).split('/');
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** Pairs of generator/ folders that import each other, each with the imports both ways:
 *  [{ folders: [a, b], imports: ['generator/a/x.ts → generator/b/y.ts', …] }], a before b.
 *  `graph`: absolute file → the absolute files it imports (the sources' own by default). */
export function twoWayFolders(graph = importGraph()) {
  const edges = new Map();
  for (const [file, deps] of graph) {
    const from = folderOf(file);
    for (const dep of deps) {
      const to = folderOf(dep);
      if (!from || !to || from === to) continue;
      const key = `${from}>${to}`;
      if (!edges.has(key)) edges.set(key, []);
      edges.get(key).push(`${relative(repo, file)} → ${relative(repo, dep)}`);
    }
  }
  const pairs = [];
  for (const [key, imports] of edges) {
    const [a, b] = key.split('>');
    if (a < b && edges.has(`${b}>${a}`)) pairs.push({ folders: [a, b], imports: [...imports, ...edges.get(`${b}>${a}`)] });
  }
  return pairs.sort((x, y) => x.folders.join().localeCompare(y.folders.join()));
}

/** Imports of theme/client/ from generator/: 'generator/x.ts → theme/client/y.ts'. */
export function clientImports(graph = importGraph()) {
  const found = [];
  const client = join(repo, 'theme/client') + '/';
  for (const [file, deps] of graph) {
    if (!file.startsWith(generator + '/')) continue;
    for (const dep of deps) if (dep.startsWith(client)) found.push(`${relative(repo, file)} → ${relative(repo, dep)}`);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { state, stale } = unexpectedState();
  for (const s of state) console.log(`${s.file}:${s.line}  ${s.name}: ${s.why}`);
  for (const s of stale) console.log(`${s}: listed in PENDING, no longer there`);
  const long = longFunctions();
  for (const f of long) console.log(`${f.file}:${f.line}  function of ${f.lines} lines (limit ${MAX_FUNCTION_LINES})`);
  const cycles = importCycles();
  for (const c of cycles) console.log(`import cycle: ${[...c, c[0]].join(' → ')}`);
  const pairs = twoWayFolders();
  for (const p of pairs)
    console.log(`generator/${p.folders[0]}/ and generator/${p.folders[1]}/ import each other:\n  ${p.imports.join('\n  ')}`);
  const client = clientImports();
  for (const c of client) console.log(`generator/ imports theme/client/: ${c}`);
  console.log(
    `${long.length} long function${long.length === 1 ? '' : 's'}, ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}, ${state.length} piece${state.length === 1 ? '' : 's'} of module state, ${pairs.length} two-way folder pair${pairs.length === 1 ? '' : 's'}, ${client.length} theme/client import${client.length === 1 ? '' : 's'}`,
  );
  process.exit(long.length || cycles.length || state.length || stale.length || pairs.length || client.length ? 1 : 0);
}
