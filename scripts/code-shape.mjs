// Two properties of docsgen's own code that keep it readable, checked in `npm test`
// (test/unit/code-shape.test.ts) and printable by hand (`node scripts/code-shape.mjs`):
// - no function longer than MAX_FUNCTION_LINES in bin/, generator/ or theme/;
// - no import cycle between modules (type-only imports included, as madge counts them).
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

/** Functions over the limit: [{ file, line, lines }]. */
export function longFunctions(max = MAX_FUNCTION_LINES) {
  const found = [];
  for (const file of sources()) {
    const code = readFileSync(file, 'utf8');
    const out = transformSync(code, { loader: file.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', sourcemap: 'external', sourcefile: file, format: 'esm' });
    const map = new SourceMap(JSON.parse(out.map));
    const ast = Parser.parse(out.code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
    const original = (pos) => map.findEntry(pos.line - 1, pos.column).originalLine ?? pos.line - 1;
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

/** Import cycles among the sources, each as a list of files; dynamic import() counts, as madge
 *  counts it (a module that loads another lazily still depends on it). */
export function importCycles() {
  const graph = new Map();
  for (const file of sources()) {
    const deps = [];
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const dep = resolveTs(file, m[1] ?? m[2]);
      if (dep) deps.push(dep);
    }
    graph.set(file, deps);
  }
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const long = longFunctions();
  for (const f of long) console.log(`${f.file}:${f.line}  function of ${f.lines} lines (limit ${MAX_FUNCTION_LINES})`);
  const cycles = importCycles();
  for (const c of cycles) console.log(`import cycle: ${[...c, c[0]].join(' → ')}`);
  console.log(`${long.length} long function${long.length === 1 ? '' : 's'}, ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}`);
  process.exit(long.length || cycles.length ? 1 : 0);
}
