// A site's local module keeps what Node gives each file it runs, once esbuild has inlined it into
// a bundle under .docsgen-cache: its own `__dirname`, `__filename`, `import.meta.url`,
// `import.meta.dirname`/`filename` and `import.meta.resolve` (sidebar helpers and plugins read
// the file tree relative to themselves). A file that declares `__dirname` itself (the ES module
// idiom `const __dirname = path.dirname(fileURLToPath(import.meta.url))`) keeps its declaration,
// which then reads the file's own URL. Prepended on line 1, so lines and columns stay.
import type { Loader, Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether `text` declares `name` itself (a variable, function, class, parameter-free import). */
function declares(text: string, name: string): boolean {
  return new RegExp(
    `\\b(?:const|let|var|function|class)\\s+${name}\\b|\\bimport\\s*\\{[^}]*\\b${name}\\b[^}]*\\}|\\bimport\\s+${name}\\b`,
  ).test(text);
}

/** `text` of the file at `abs` with Node's per-file values in place. `resolveExpr`: the JavaScript
 *  of a function answering `import.meta.resolve(id)` for a bare package. */
export function withFileGlobals(text: string, abs: string, resolveExpr = '(id) => id'): string {
  const url = JSON.stringify(pathToFileURL(abs).href);
  const dir = JSON.stringify(dirname(abs));
  const metaResolve = `(id) => /^\\.\\.?\\//.test(id) ? new URL(id, ${url}).href : /^[a-z][a-z0-9+.-]*:/i.test(id) ? id : (${resolveExpr})(id)`;
  // Only what the file uses: a file that uses none of them is bundled exactly as written.
  const head = [
    ...(!/\b__dirname\b/.test(text) || declares(text, '__dirname') ? [] : [`__dirname = ${dir}`]),
    ...(!/\b__filename\b/.test(text) || declares(text, '__filename') ? [] : [`__filename = ${JSON.stringify(abs)}`]),
    ...(/\bimport\.meta\.resolve\b/.test(text) ? [`__dgMetaResolve = ${metaResolve}`] : []),
  ];
  return `${head.length ? headOf(head) : ''}${bodyOf(text, abs)}`;
}

/** The length of what withFileGlobals puts before the file's first line. */
export function headLength(text: string, abs: string, resolveExpr?: string): number {
  return withFileGlobals(text, abs, resolveExpr).length - bodyOf(text, abs).length;
}

/** The file's text with its import.meta values written in. */
function bodyOf(text: string, abs: string): string {
  return text
    .replace(/\bimport\.meta\.resolve\b/g, '__dgMetaResolve')
    .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(abs).href))
    .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(dirname(abs)))
    .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(abs));
}

const headOf = (parts: string[]) => `var ${parts.join(', ')};`;

/** Files given their values, each with the length of what was put before its first line: an
 *  esbuild error on that line is moved back to the column the writer sees. One per bundle. */
export type Heads = Map<string, number>;

/** `first`'s place in the file as written (esbuild's is in the text with the head before line 1). */
export function placeAsWritten<E extends { location?: { file: string; line: number; column: number; lineText: string } | null }>(
  first: E,
  heads: Heads,
): E {
  const at = first.location;
  const head = at && at.line === 1 ? heads.get(resolve(at.file)) : undefined;
  if (!at || head === undefined || at.column < head) return first;
  return { ...first, location: { ...at, column: at.column - head, lineText: at.lineText.slice(head) } };
}

const LOADERS: Record<string, Loader> = { js: 'js', jsx: 'jsx', ts: 'ts', tsx: 'tsx', mjs: 'js', cjs: 'js', mts: 'ts', cts: 'ts' };

/** esbuild: every local script (not under node_modules) loaded with its per-file values. `jsxInJs`:
 *  `.js` files may hold JSX, as Docusaurus's Babel lets a site's components. */
export function fileGlobals(resolveExpr?: string, jsxInJs = false, heads?: Heads): Plugin {
  return {
    name: 'docsgen-file-globals',
    setup(b) {
      b.onLoad({ filter: /\.(c|m)?[jt]sx?$/, namespace: 'file' }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const ext = args.path.split('.').pop()!;
        const loader = jsxInJs && ext === 'js' ? 'jsx' : LOADERS[ext];
        const text = readFileSync(args.path, 'utf8');
        const contents = withFileGlobals(text, args.path, resolveExpr);
        heads?.set(args.path, contents.length - bodyOf(text, args.path).length);
        return { contents, loader };
      });
    },
  };
}
