// The one way docsgen runs a user's module (the site config, a site's own page or MDX component, a
// Docusaurus config or sidebars file): esbuild bundles it in memory, the bundle is written under
// the site's .docsgen-cache (Node imports files, not strings) for the caller to import. Each caller
// chooses what esbuild resolves and how (its plugins, loaders, banner) and words its own errors.
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** esbuild's first error, as the caller turns it into a writer error. */
export interface BundleError {
  text: string;
  location?: { file: string; line: number; column: number; lineText: string };
}

/** What a caller adds to the shared options (one entry, bundled, ES module for Node, in memory). */
export type BundleOptions = Omit<BuildOptions, 'entryPoints' | 'bundle' | 'format' | 'platform' | 'write' | 'logLevel'>;

export interface Bundle {
  code: string;
  metafile?: Metafile;
}

/** Bundles `file`. A build error becomes `failure(first error)`; anything else is rethrown. */
export async function bundleModule(file: string, options: BundleOptions, failure: (first: BundleError) => Error): Promise<Bundle> {
  try {
    const r = await build({
      entryPoints: [file],
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      logLevel: 'silent',
      ...options,
    });
    return { code: r.outputFiles![0].text, metafile: r.metafile };
  } catch (e) {
    const first = (e as { errors?: BundleError[] }).errors?.[0];
    if (!first) throw e;
    throw failure(first);
  }
}

/** The sha1 of `text`, in hex: bundles are cached under a name made from it. */
export function contentHash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** Writes `code` as `cacheDir/name` unless it is there (same name, same code); its URL, to import. */
export function cacheBundle(code: string, cacheDir: string, name: string): string {
  mkdirSync(cacheDir, { recursive: true });
  const out = join(cacheDir, name);
  if (!existsSync(out)) writeFileSync(out, code);
  return pathToFileURL(out).href;
}
