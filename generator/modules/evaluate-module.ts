// Runs a Docusaurus site's own module (docusaurus.config.ts, sidebars.ts and whatever local files
// they import) without the site's Docusaurus packages: the point of switching is not to need them.
// esbuild bundles the module (type-only imports vanish, local files are inlined); a bare import is
// taken from the site's node_modules, then from docsgen's own dependencies, and otherwise replaced
// by a stub that accepts any use, since a config only passes such values through (themes, plugins).
import type { Plugin } from 'esbuild';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { WriterError, writerError } from '../errors.js';
import { pkgRoot } from '../package-root.js';
import { bundleModule, cacheBundle, contentHash, type BundleOptions } from './load-module.js';
import { processCounter } from '../caches.js';
import { headLength, placeAsWritten, withFileGlobals, type Heads } from './node-file-globals.js';

export interface EvaluatedModule {
  /** The module's default export (a function export is called, as Docusaurus does). */
  value: unknown;
  /** Bare imports that were stubbed (not installed anywhere docsgen looks). */
  stubbed: string[];
  /** The module's file and every local file it imports, absolute. */
  inputs: string[];
}

/** A value that accepts any use: read any key, call it, construct it, iterate it, print it. */
const STUB_FACTORY = `function __dgMakeStub() {
  const handler = {
    get(_t, key) {
      if (key === '__esModule') return false;
      if (key === 'then') return undefined;
      if (key === Symbol.toPrimitive) return () => '';
      if (key === 'toString' || key === 'valueOf' || key === 'toJSON') return () => '';
      if (key === Symbol.iterator) return function* () {};
      return stub;
    },
    // esbuild's ESM interop copies a CommonJS module's own keys onto an object whose prototype is the
    // module's: the stub as prototype makes every named import (themes, …) the stub too.
    getPrototypeOf() { return stub; },
    apply() { return stub; },
    construct() { return stub; },
  };
  const stub = new Proxy(function stub() {}, handler);
  return stub;
}`;

const STUB_SOURCE = `${STUB_FACTORY}\nmodule.exports = __dgMakeStub();\n`;

/** What \`require.resolve\` answers for a package that is not installed: a path that names it, so
 *  the translation can say which setting used it (a theme, a stylesheet) instead of crashing. */
export const NOT_INSTALLED_PREFIX = '/__docsgen_not_installed__/';

/** The package a path from `require.resolve` stands for when it was not installed. */
export function notInstalledPackage(path: unknown): string | undefined {
  return typeof path === 'string' && path.startsWith(NOT_INSTALLED_PREFIX) ? path.slice(NOT_INSTALLED_PREFIX.length) : undefined;
}

/** The bundle's \`require\`: Node's, relative to the module itself; a bare package that is not
 *  installed resolves to a path under NOT_INSTALLED_PREFIX and requires to a stub (a dynamic
 *  \`require(name)\` esbuild could not see), both recorded in globalThis.__docsgenNotInstalled. */
function requireBanner(file: string): string {
  return `import { createRequire as __dgCreateRequire } from 'node:module';
${STUB_FACTORY}
function __dgWrapRequire(req) {
  return Object.assign(function require(id) { try { return req(id); } catch (e) { if (__dgMissing(id, e)) return __dgMakeStub(); throw e; } }, {
    cache: req.cache,
    resolve: Object.assign(function resolve(id, o) { try { return req.resolve(id, o); } catch (e) { if (__dgMissing(id, e)) return ${JSON.stringify(NOT_INSTALLED_PREFIX)} + id; throw e; } }, { paths: req.resolve.paths }),
  });
}
const __dgMissing = (id, e) => /^[^./]/.test(id) && !id.startsWith('node:') && e && e.code === 'MODULE_NOT_FOUND' && ((globalThis.__docsgenNotInstalled ??= new Set()).add(id), true);
const require = __dgWrapRequire(__dgCreateRequire(${JSON.stringify(file)}));`;
}

/** node:module as the site's files import it, with createRequire answering as the bundle's own
 *  require does (a config that makes its own require, then require.resolve-s a theme's CSS). */
const NODE_MODULE_SHIM = `import * as m from 'node:module';
export * from 'node:module';
export default m.default;
export function createRequire(from) { return __dgWrapRequire(m.createRequire(from)); }
`;

function resolvePlugin(siteDir: string, stubbed: Set<string>, heads: Heads): Plugin {
  return {
    name: 'docusaurus-site-imports',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, (args) => ({
        path: resolveLocal(join(siteDir, args.path.slice(6))) ?? join(siteDir, args.path.slice(6)),
      }));
      b.onResolve({ filter: /^(node:)?module$/ }, (args) =>
        args.namespace === 'docsgen-node-module'
          ? { path: 'node:module', external: true }
          : { path: 'module', namespace: 'docsgen-node-module' },
      );
      b.onLoad({ filter: /.*/, namespace: 'docsgen-node-module' }, () => ({ contents: NODE_MODULE_SHIM, loader: 'js' }));
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'inner' || args.path.startsWith('node:')) return undefined;
        if (/^(fs|path|url|os|util|crypto|process|child_process)(\/|$)/.test(args.path)) return { path: args.path, external: true };
        for (const from of [siteDir, pkgRoot]) {
          const r = await b.resolve(args.path, { resolveDir: from, kind: args.kind, pluginData: 'inner' });
          // JSON is bundled: Node imports it only with an import attribute, which configs omit.
          if (r.errors.length === 0 && r.path) return r.path.endsWith('.json') ? { path: r.path } : { path: r.path, external: true };
        }
        stubbed.add(args.path);
        return { path: args.path, namespace: 'docusaurus-stub' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docusaurus-stub' }, () => ({ contents: STUB_SOURCE, loader: 'js' }));
      // Each local file keeps its own __dirname and import.meta.url, as when Node runs it
      // (node-file-globals.ts); import.meta.resolve of a package that is not installed gets
      // require.resolve's answer for it (a path naming it), not an exception.
      b.onLoad({ filter: /\.(c|m)?[jt]sx?$/, namespace: 'file' }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const ext = args.path.split('.').pop()!.replace(/^[cm]/, '');
        const text = readFileSync(args.path, 'utf8');
        const resolveExpr = "(id) => 'file://' + require.resolve(id)";
        heads.set(args.path, headLength(text, args.path, resolveExpr));
        const contents = withFileGlobals(text, args.path, resolveExpr);
        return { contents, loader: ext as 'js' | 'ts' | 'jsx' | 'tsx' };
      });
    },
  };
}

function resolveLocal(base: string): string | undefined {
  for (const ext of ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.js'])
    if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
  return undefined;
}

/** Bundles `file` (local imports inlined); errors are writer errors at the place esbuild names.
 *  `inputs`: the module and every local file it imports, absolute. */
async function bundleSiteModule(file: string, siteDir: string, stubbed: Set<string>): Promise<{ code: string; inputs: string[] }> {
  const display = relative(process.cwd(), file) || file;
  const heads: Heads = new Map();
  const options: BundleOptions = {
    plugins: [resolvePlugin(siteDir, stubbed, heads)],
    loader: { '.json': 'json', '.yml': 'text', '.yaml': 'text', '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    // `require` and `require.resolve` of local files are answered relative to the module itself,
    // as Node would answer them where the file is.
    banner: { js: requireBanner(file) },
    metafile: true,
  };
  const { code, metafile } = await bundleModule(file, options, (given) => {
    const first = placeAsWritten(given, heads);
    const where = first.location ? resolve(siteDir, first.location.file) : file;
    const source = existsSync(where) ? readFileSync(where, 'utf8') : undefined;
    return writerError(
      relative(process.cwd(), where) || display,
      source,
      first.location?.line,
      (first.location?.column ?? 0) + 1,
      `cannot read this module: ${first.text}`,
      'docsgen evaluates the file as Docusaurus would; fix the syntax or the import it names',
    );
  });
  // Input keys are relative to the working directory; stubs have a namespace prefix.
  const inputs = Object.keys(metafile!.inputs)
    .filter((k) => !/^[\w-]+:/.test(k) && !k.includes('node_modules/'))
    .map((k) => resolve(k));
  return { code, inputs };
}

/** Each evaluation imports the bundle under a URL of its own: a module that reads the file tree
 *  (a sidebar helper listing a folder) gives a new value for the same code, and Node would
 *  otherwise answer a second import of the same URL from its module cache (watch mode evaluates
 *  the sidebars file again after every full rebuild's change). */
const nextEvaluation = processCounter('siteModuleEvaluations');

/** Bundles and imports `file`; errors are writer errors at the place esbuild names. */
export async function evaluateSiteModule(file: string, siteDir: string, cacheDir: string): Promise<EvaluatedModule> {
  const stubbed = new Set<string>();
  const { code, inputs } = await bundleSiteModule(file, siteDir, stubbed);
  const url = cacheBundle(code, cacheDir, `docusaurus-${contentHash(file + code).slice(0, 12)}.mjs`);
  const seen = globalThis as { __docsgenNotInstalled?: Set<string> };
  seen.__docsgenNotInstalled = new Set();
  let value: unknown;
  try {
    const mod = (await import(`${url}?evaluation=${nextEvaluation() + 1}`)) as { default?: unknown };
    value = mod.default;
    if (typeof value === 'function') value = await (value as () => unknown)();
  } catch (e) {
    // The site's own code failed (a file it reads is not there, an environment variable is unset):
    // the writer's to fix, not a docsgen crash.
    throw new WriterError(
      { file: relative(process.cwd(), file) || file },
      `this module threw while docsgen ran it: ${e instanceof Error ? e.message : String(e)}`,
      {
        hint: "docsgen runs it as Node would, from the site folder and without the site's packages; fix what the message names (a file it reads, an environment variable)",
      },
    );
  }
  for (const id of seen.__docsgenNotInstalled) stubbed.add(id);
  delete seen.__docsgenNotInstalled;
  return { value, stubbed: [...stubbed].sort(), inputs };
}

/** The local files `file` is made of (itself and what it imports), without running it; undefined
 *  when it does not bundle (the build reports why). Watch mode watches them. */
export async function siteModuleInputs(file: string, siteDir: string): Promise<string[] | undefined> {
  try {
    return (await bundleSiteModule(file, siteDir, new Set())).inputs;
  } catch {
    return undefined;
  }
}

/** The first of `names` that exists in `dir`. */
export function findFile(dir: string, names: string[]): string | undefined {
  return names.map((n) => join(dir, n)).find((p) => existsSync(p));
}
