// Runs a Docusaurus site's own module (docusaurus.config.ts, sidebars.ts and whatever local files
// they import) without the site's Docusaurus packages: the point of switching is not to need them.
// esbuild bundles the module (type-only imports vanish, local files are inlined); a bare import is
// taken from the site's node_modules, then from docsgen's own dependencies, and otherwise replaced
// by a stub that accepts any use, since a config only passes such values through (themes, plugins).
import { build, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writerError } from '../../errors.js';
import { pkgRoot } from '../../package-root.js';

export interface EvaluatedModule {
  /** The module's default export (a function export is called, as Docusaurus does). */
  value: unknown;
  /** Bare imports that were stubbed (not installed anywhere docsgen looks). */
  stubbed: string[];
  /** The module's file and every local file it imports, absolute. */
  inputs: string[];
}

const STUB_SOURCE = `
const handler = {
  get(_t, key) {
    if (key === '__esModule') return false;
    if (key === 'then') return undefined;
    if (key === Symbol.toPrimitive) return () => '';
    if (key === 'toString' || key === 'valueOf') return () => '';
    return stub;
  },
  // esbuild's ESM interop copies a CommonJS module's own keys onto an object whose prototype is the
  // module's: the stub as prototype makes every named import (themes, …) the stub too.
  getPrototypeOf() { return stub; },
  apply() { return stub; },
  construct() { return stub; },
};
const stub = new Proxy(function stub() {}, handler);
module.exports = stub;
`;

function resolvePlugin(siteDir: string, stubbed: Set<string>): Plugin {
  return {
    name: 'docusaurus-site-imports',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, (args) => ({ path: resolveLocal(join(siteDir, args.path.slice(6))) ?? join(siteDir, args.path.slice(6)) }));
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'inner' || args.path.startsWith('node:')) return undefined;
        if (/^(fs|path|url|os|util|module|crypto|process|child_process)(\/|$)/.test(args.path)) return { path: args.path, external: true };
        for (const from of [siteDir, pkgRoot]) {
          const r = await b.resolve(args.path, { resolveDir: from, kind: args.kind, pluginData: 'inner' });
          if (r.errors.length === 0 && r.path) return { path: r.path, external: true };
        }
        stubbed.add(args.path);
        return { path: args.path, namespace: 'docusaurus-stub' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docusaurus-stub' }, () => ({ contents: STUB_SOURCE, loader: 'js' }));
      // Each local file keeps its own __dirname and import.meta.url, as when Node runs it: sidebar
      // helpers read the file tree relative to themselves. Prepended on line 1, so lines stay.
      b.onLoad({ filter: /\.(c|m)?[jt]sx?$/, namespace: 'file' }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const text = readFileSync(args.path, 'utf8');
        const url = JSON.stringify(pathToFileURL(args.path).href);
        const head = `var __dirname = ${JSON.stringify(dirname(args.path))}, __filename = ${JSON.stringify(args.path)};`;
        const body = text.replace(/\bimport\.meta\.url\b/g, url).replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(dirname(args.path))).replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path));
        const ext = args.path.split('.').pop()!.replace(/^[cm]/, '');
        return { contents: head + body, loader: ext as 'js' | 'ts' | 'jsx' | 'tsx' };
      });
    },
  };
}

function resolveLocal(base: string): string | undefined {
  for (const ext of ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.js']) if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
  return undefined;
}

/** Bundles `file` (local imports inlined); errors are writer errors at the place esbuild names.
 *  `inputs`: the module and every local file it imports, absolute. */
async function bundleSiteModule(file: string, siteDir: string, stubbed: Set<string>): Promise<{ code: string; inputs: string[] }> {
  const display = relative(process.cwd(), file) || file;
  try {
    const r = await build({
      entryPoints: [file],
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      logLevel: 'silent',
      plugins: [resolvePlugin(siteDir, stubbed)],
      loader: { '.json': 'json', '.yml': 'text', '.yaml': 'text', '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
      // `require` and `require.resolve` of local files are answered relative to the module itself,
      // as Node would answer them where the file is.
      banner: { js: `import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(${JSON.stringify(file)});` },
      metafile: true,
    });
    // Input keys are relative to the working directory; stubs have a namespace prefix.
    const inputs = Object.keys(r.metafile.inputs).filter((k) => !/^[\w-]+:/.test(k) && !k.includes('node_modules/')).map((k) => resolve(k));
    return { code: r.outputFiles[0].text, inputs };
  } catch (e) {
    const first = (e as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors?.[0];
    if (!first) throw e;
    const where = first.location ? resolve(siteDir, first.location.file) : file;
    const source = existsSync(where) ? readFileSync(where, 'utf8') : undefined;
    throw writerError(relative(process.cwd(), where) || display, source, first.location?.line, (first.location?.column ?? 0) + 1, `cannot read this module: ${first.text}`, 'docsgen evaluates the file as Docusaurus would; fix the syntax or the import it names');
  }
}

/** Each evaluation imports the bundle under a URL of its own: a module that reads the file tree
 *  (a sidebar helper listing a folder) gives a new value for the same code, and Node would
 *  otherwise answer a second import of the same URL from its module cache (watch mode evaluates
 *  the sidebars file again after every full rebuild's change). */
let evaluations = 0;

/** Bundles and imports `file`; errors are writer errors at the place esbuild names. */
export async function evaluateSiteModule(file: string, siteDir: string, cacheDir: string): Promise<EvaluatedModule> {
  const stubbed = new Set<string>();
  const { code, inputs } = await bundleSiteModule(file, siteDir, stubbed);
  mkdirSync(cacheDir, { recursive: true });
  const out = join(cacheDir, `docusaurus-${createHash('sha1').update(file + code).digest('hex').slice(0, 12)}.mjs`);
  if (!existsSync(out)) writeFileSync(out, code);
  const mod = (await import(`${pathToFileURL(out).href}?evaluation=${++evaluations}`)) as { default?: unknown };
  let value = mod.default;
  if (typeof value === 'function') value = await (value as () => unknown)();
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
