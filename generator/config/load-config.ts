import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { z } from 'zod';
import { configSchema, type SiteConfig } from './schema.js';
import { WriterError, WriterErrors, writerError } from '../errors.js';
import { ConfigNotFound } from './config-not-found.js';
import { missingPackage } from './missing-package.js';
import { selfImports } from './self-imports.js';
import { configValueError } from './config-place.js';
import { arrayEntryPlace } from './array-entry-place.js';
import { evaluateSiteModule } from '../modules/evaluate-module.js';
import { bundleModule, cacheBundle, contentHash, type BundleError, type BundleOptions } from '../modules/load-module.js';
import { nodeModuleFallback, requireBanner, sitePackages } from '../modules/site-packages.js';
import { fileGlobals, placeAsWritten, type Heads } from '../modules/node-file-globals.js';

export interface LoadedConfig {
  config: SiteConfig;
  /** The folder the config lives in: every path in the config is relative to it. */
  root: string;
  file: string;
  /** A hash of the bundled config: covers the local modules it imports (a site's remark plugins),
   *  whose changes must invalidate compiled pages. */
  bundleHash?: string;
  /** `docs.sidebarPath`: the Docusaurus sidebars module, evaluated (its default export). */
  docusaurusSidebars?: { file: string; value: unknown };
  /** `docsInstances[].sidebarPath`: each instance's sidebars module, evaluated, by instance id. */
  instanceSidebars?: Map<string, { file: string; value: unknown }>;
}

/** Bundles the TypeScript config (relative imports inlined, packages left external) and validates it.
 *  `sidebars: false`: without evaluating `docs.sidebarPath` (watch mode only wants the paths). */
export async function loadConfig(configPath: string, options: { sidebars?: boolean } = {}): Promise<LoadedConfig> {
  const file = resolve(configPath);
  const display = relative(process.cwd(), file) || file;
  if (!existsSync(file)) {
    throw new ConfigNotFound(file);
  }
  const root = dirname(file);
  const source = readFileSync(file, 'utf8');
  // Local files (the site's remark plugins) are inlined with their own __dirname and
  // import.meta.url; packages are found from the site, then from docsgen (site-packages.ts), and a
  // CommonJS file's require() is Node's, from the config's folder.
  const heads: Heads = new Map();
  const bundling: BundleOptions = {
    plugins: [selfImports, nodeModuleFallback, sitePackages(root), fileGlobals(undefined, false, heads)],
    banner: { js: requireBanner(file) },
  };
  const { code } = await bundleModule(file, bundling, (first) => compileError(placeAsWritten(first, heads), file, display, source));
  const bundleHash = contentHash(code);
  const url = cacheBundle(code, join(root, '.docsgen-cache'), `config-${bundleHash.slice(0, 12)}.mjs`);
  let mod: { default?: unknown };
  try {
    mod = (await import(url)) as { default?: unknown };
  } catch (e) {
    // The site's own code failed as it ran (a file it reads is not there, a package that fails to
    // load): the writer's to fix, at the config.
    throw (
      missingPackage(e, display, source) ??
      new WriterError({ file: display }, `the config threw while docsgen loaded it: ${e instanceof Error ? e.message : String(e)}`, {
        hint: 'docsgen runs it as Node would, from the site folder: fix what the message names (a module it imports, a file it reads, an environment variable)',
      })
    );
  }
  if (mod.default === undefined) {
    throw new WriterError({ file: display }, 'the config has no default export', {
      hint: 'end the file with `export default defineConfig({ ... })`',
    });
  }
  const parsed = configSchema.safeParse(mod.default);
  if (!parsed.success) throw configErrors(display, source, parsed.error);
  const sidebarPath = parsed.data.docs.sidebarPath;
  const instances = (parsed.data.docsInstances ?? []).filter((d) => d.sidebarPath);
  if (options.sidebars === false || (!sidebarPath && !instances.length)) return { config: parsed.data, root, file, bundleHash };
  const loaded: LoadedConfig = { config: parsed.data, root, file, bundleHash };
  if (sidebarPath) loaded.docusaurusSidebars = await loadSidebarsModule(file, root, sidebarPath, 'docs.sidebarPath');
  if (instances.length) {
    loaded.instanceSidebars = new Map();
    for (const d of instances)
      loaded.instanceSidebars.set(d.id, await loadSidebarsModule(file, root, d.sidebarPath!, `docsInstances "${d.id}" sidebarPath`));
  }
  return loaded;
}

/** An esbuild error as a writer error at its place: in the config, or in a file it imports. */
function compileError(first: BundleError, file: string, display: string, source: string): WriterError {
  const where = first.location ? resolve(first.location.file) : file;
  const [text, hint] = first.text.split(/: (?=install it|a workspace package|build it)/);
  const missing = /^cannot find package "([^"]+)"/.exec(text)?.[1];
  if (where === file || !existsSync(where)) {
    const message = missing
      ? `the config imports "${missing}", which is not installed in this site`
      : hint
        ? text
        : `config does not compile: ${first.text}`;
    return writerError(display, source, first.location?.line, (first.location?.column ?? 0) + 1, message, hint);
  }
  return writerError(
    relative(process.cwd(), where) || where,
    readFileSync(where, 'utf8'),
    first.location!.line,
    first.location!.column + 1,
    text,
    hint,
  );
}

async function loadSidebarsModule(
  configFile: string,
  root: string,
  sidebarPath: string,
  key: string,
): Promise<{ file: string; value: unknown }> {
  const abs = resolve(root, sidebarPath);
  if (!existsSync(abs))
    throw configValueError(
      configFile,
      sidebarPath,
      `${key}: ${sidebarPath} does not exist`,
      'the path is relative to the config file, e.g. ./sidebars.ts',
    );
  const { value } = await evaluateSiteModule(abs, root, join(root, '.docsgen-cache'));
  return { file: relative(process.cwd(), abs) || abs, value };
}

function configErrors(file: string, source: string, error: z.ZodError): WriterErrors {
  return new WriterErrors(
    error.issues.map((issue) => {
      const path =
        issue.path
          .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
          .join('')
          .replace(/^\./, '') || '(root)';
      let message = issue.message;
      if (issue.code === 'unrecognized_keys')
        message = `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
      const lastKey = [...issue.path, ...(issue.code === 'unrecognized_keys' ? issue.keys : [])].filter((p) => typeof p === 'string').pop();
      const keyAt = lastKey ? findKey(source, String(lastKey)) : undefined;
      // An entry of a list (`rehypePlugins[1]`) is shown where it is written, when it is there.
      const index = issue.path[issue.path.length - 1];
      const at =
        keyAt && typeof index === 'number' && issue.path[issue.path.length - 2] === lastKey
          ? (arrayEntryPlace(source, keyAt, index) ?? keyAt)
          : keyAt;
      return writerError(file, source, at?.line, at?.column, `${path}: ${message}`, expectedShape(issue));
    }),
  );
}

function expectedShape(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys')
    return 'remove the key or check its spelling against the configuration reference (docsgen documentation: Reference → Configuration)';
  if (issue.code === 'invalid_type') return `expected ${issue.expected}`;
  if (issue.code === 'invalid_value') return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'custom' && /Plugins$/.test(String(issue.path[issue.path.length - 2] ?? '')))
    return "import the plugin at the top of the file (import remarkMath from 'remark-math') and list the imported name, or [name, options]";
  if (issue.code === 'invalid_union')
    return 'this entry matches none of the allowed shapes: see the configuration reference (docsgen documentation: Reference → Configuration)';
  return 'see the configuration reference (docsgen documentation: Reference → Configuration)';
}

function findKey(source: string, key: string): { line: number; column: number } | undefined {
  const lines = source.split('\n');
  const re = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`);
  for (let i = 0; i < lines.length; i++) {
    const m = re.exec(lines[i]);
    if (m) return { line: i + 1, column: m.index + m[1].length + 1 };
  }
  return undefined;
}
