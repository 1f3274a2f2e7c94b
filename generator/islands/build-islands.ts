// The browser side of a site's islands: one esbuild build, code-split, of the runtime and every
// island the pages use. Each island module is an entry (its own chunk); React and React DOM are
// imported by every entry, so they land in one chunk that all share. A site without islands builds
// nothing here.
import { build, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { pkgRoot } from '../package-root.js';
import { scopeCss } from '../modules/css-modules.js';
import { yaml } from '../lazy-yaml.js';
import { WriterError } from '../errors.js';
import { ISLANDS_DIR } from '../../theme/shared/island-markup.js';
import type { OutputFile } from '../output-file.js';

const ownRequire = createRequire(import.meta.url);

/** The prebuilt runtime and browser theme (scripts/compile.mjs). */
const clientDir = () => join(pkgRoot, 'dist', 'client', 'islands');

/** The runtime chunk's name: it changes with the runtime, the browser theme and React. */
export function runtimeName(): string {
  const h = createHash('sha1');
  for (const f of ['runtime.js', 'theme.js']) h.update(existsSync(join(clientDir(), f)) ? readFileSync(join(clientDir(), f)) : f);
  h.update((ownRequire('react/package.json') as { version: string }).version);
  return `runtime-${h.digest('hex').slice(0, 8)}`;
}

/** Theme modules as an island's code imports them, from the browser theme (theme/client/islands/theme.ts). */
const BROWSER_THEME: Record<string, string> = {
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@docusaurus/useIsBrowser': 'useIsBrowser',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment',
  '@docusaurus/Link': 'Link',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
  '@theme/ThemedImage': 'ThemedImage',
  '@theme/Details': 'Details',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Admonition': 'Admonition',
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme-original/MDXComponents': 'mdxComponents',
  '@theme/MDXComponents': 'mdxComponents',
};

function browserImports(root: string): Plugin {
  const theme = join(clientDir(), 'theme.js');
  return {
    name: 'docsgen-island-imports',
    setup(b) {
      // The one React of the page, docsgen's own (a Docusaurus site may have its own installed).
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: ownRequire.resolve(args.path) }));
      b.onResolve({ filter: /^docsgen\/theme$/ }, () => ({ path: theme }));
      b.onResolve({ filter: /^@site\// }, (args) => b.resolve(`./${args.path.slice(6)}`, { resolveDir: root, kind: args.kind }));
      b.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus)\// }, (args) => {
        if (BROWSER_THEME[args.path]) return { path: args.path, namespace: 'docsgen-browser-theme' };
        return {
          errors: [
            {
              text: `"${args.path}" is not available in the browser, where this island runs`,
              detail: `islands can import ${Object.keys(BROWSER_THEME).join(', ')}; render the component on the server only with \`export const island = false\``,
            },
          ],
        };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-browser-theme' }, (args) => ({
        contents: `export { ${BROWSER_THEME[args.path]} as default } from ${JSON.stringify(theme)};`,
        loader: 'js',
        resolveDir: root,
      }));
      // The same class names as the server's (css-modules.ts); the CSS itself is in the site's stylesheet.
      b.onLoad({ filter: /\.module\.css$/ }, (args) => ({
        contents: `export default ${JSON.stringify(scopeCss(readFileSync(args.path, 'utf8'), root, args.path).classes)};`,
        loader: 'js',
      }));
      b.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }));
      b.onLoad({ filter: /\.ya?ml$/ }, (args) => ({
        contents: JSON.stringify(yaml().parse(readFileSync(args.path, 'utf8'))),
        loader: 'json',
        resolveDir: dirname(args.path),
      }));
      b.onResolve({ filter: /^docsgen-island:/ }, (args) => ({
        path: args.path.slice('docsgen-island:'.length),
        namespace: 'docsgen-island',
      }));
      // Each island's entry: its module as one object (the runtime picks the export), and React DOM,
      // imported by every entry so that it shares React's chunk instead of the runtime's.
      b.onLoad({ filter: /.*/, namespace: 'docsgen-island' }, (args) => ({
        contents: `import 'react-dom/client';\nimport * as m from ${JSON.stringify(args.path)};\nexport default m;\n`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/** The chunks of `used` (chunk name → module file) and the runtime, under assets/islands/. */
export async function buildIslands(root: string, used: ReadonlyMap<string, string>, runtime: string): Promise<OutputFile[]> {
  if (used.size === 0) return [];
  const entryPoints: Record<string, string> = { [runtime]: join(clientDir(), 'runtime.js') };
  for (const [name, abs] of used) entryPoints[name] = `docsgen-island:${abs}`;
  const outdir = join(root, ISLANDS_DIR);
  try {
    const r = await build({
      entryPoints,
      outdir,
      entryNames: '[name]',
      chunkNames: 'chunk-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      target: ['chrome110', 'firefox110', 'safari16'],
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'],
      loader: { '.json': 'json', '.svg': 'dataurl', '.png': 'dataurl' },
      nodePaths: [join(pkgRoot, 'node_modules')],
      plugins: [browserImports(root)],
      write: false,
      logLevel: 'silent',
    });
    return r.outputFiles.map((f) => ({ path: relative(root, f.path).split('\\').join('/'), contents: Buffer.from(f.contents) }));
  } catch (e) {
    const first = (
      e as { errors?: { text: string; detail?: unknown; location?: { file: string; line: number; column: number; lineText: string } }[] }
    ).errors?.[0];
    if (!first) throw e;
    const file = first.location ? relative(root, resolve(first.location.file)) || first.location.file : '';
    throw new WriterError(
      { file, line: first.location?.line, column: (first.location?.column ?? 0) + 1 },
      `an island's browser code does not build: ${first.text}`,
      {
        hint:
          typeof first.detail === 'string'
            ? first.detail
            : 'fix the import it names, or render the component on the server only with `export const island = false`',
        sourceLine: first.location?.lineText,
      },
    );
  }
}
