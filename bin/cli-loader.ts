// Loads the command line and the pipeline: from the one script scripts/cli-bundle.mjs makes
// (dist/cli/cli.cjs) when there is one, else from the modules themselves (running from sources).
//
// Each run hands V8 the code it compiled for the script in an earlier run (its code cache, as Node
// 22's `module.enableCompileCache()` keeps for modules; Node 20 has it for scripts only). Without
// it, compiling docsgen's own code was ~75 ms of a 1 s build of 150 pages, and the script's 5 MB
// cost any command ~100 ms to parse. `build` and `check` keep a cache each, made after a successful
// run (so it holds what the command compiled); every other command shares one made as it starts
// (`serve` runs until it is stopped). The caches sit beside the script, named after the script's
// hash; V8 checks that a cache was made by the same V8 with the same flags, and one it refuses is
// made again.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

/** dist/cli/cli.json (scripts/cli-bundle.mjs): the script's hash, which names its code caches. */
interface BundleManifest {
  hash: string;
}

export interface LoadedCli {
  runCli(argv: string[]): Promise<void>;
  /** After a successful build or check: writes V8's code cache for it, when there was none or V8
   *  refused it. */
  saveCodeCache(): void;
}

type ScriptFunction = (
  exports: object,
  require: NodeRequire,
  module: { exports: Record<string, unknown> },
  filename: string,
  dirname: string,
  importIt: (s: string) => Promise<unknown>,
  urlOf: (rel: string) => string,
) => void;

const bundleDir = new URL('../cli/', import.meta.url);

/** The command line, for `batch` (build or check) or any other command; `codeCache` false: V8's
 *  code cache is neither read nor written (`build --without code-cache`). */
export async function loadCli(batch: string | undefined, codeCache = true): Promise<LoadedCli> {
  const manifestUrl = new URL('cli.json', bundleDir);
  if (!existsSync(manifestUrl)) return { ...(await import('./cli.js')), saveCodeCache() {} };
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as BundleManifest;
  const importIt = (s: string) => import(s.startsWith('.') ? new URL(s, bundleDir).href : s);
  const file = fileURLToPath(new URL('cli.cjs', bundleDir));
  const cacheFile = fileURLToPath(new URL(`cli-${manifest.hash}-${batch ?? 'start'}.v8cache`, bundleDir));
  const cachedData = codeCache && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  // The script is ASCII (cli-bundle.mjs): read as Latin-1, it is a one-byte string without decoding.
  const script = new Script(readFileSync(file, 'latin1'), { filename: file, cachedData });
  const module = { exports: {} as Record<string, unknown> };
  (script.runInThisContext() as ScriptFunction)(
    module.exports,
    createRequire(file),
    module,
    file,
    dirname(file),
    importIt,
    (rel) => new URL(rel, bundleDir).href,
  );
  const stale = codeCache && (cachedData === undefined || script.cachedDataRejected === true);
  const save = () => {
    if (stale) writeCodeCache(cacheFile, script);
  };
  if (!batch) save();
  return { runCli: module.exports.runCli as LoadedCli['runCli'], saveCodeCache: batch ? save : () => {} };
}

function writeCodeCache(file: string, script: Script): void {
  try {
    writeFileSync(`${file}.${process.pid}`, script.createCachedData());
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    // A read-only install: each run compiles the script, as this one did.
  }
}
