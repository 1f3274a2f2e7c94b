// What an MDX page's import binds, as a bundler gives it to the page, and the `toc` every
// Docusaurus MDX page has: shared by the compiled-MDX and the fast paths.
import type { ImportBinding } from './remark/remark-mdx-imports.js';
import type { TocItem } from '../types.js';

/** The value an import binds: a module's export (a CommonJS module's through its `default`, as a
 *  bundler's interop gives it), a partial's `toc` or the partial itself, a theme component. */
export function importedValue(b: ImportBinding, mod: unknown): unknown {
  if (b.target.kind === 'partial') return b.imported === 'default' ? mod : (mod as Record<string, unknown>)[b.imported];
  if (b.target.kind !== 'siteModule' && b.target.kind !== 'named') return mod;
  return moduleExport(mod as Record<string, unknown>, b.imported);
}

/** `name` of a module as an ES import of it gets it: a CommonJS module marked `__esModule` keeps
 *  its exports on `default` (Babel and TypeScript output), and a plain one has them there too. */
export function moduleExport(mod: Record<string, unknown>, name: string): unknown {
  const cjs = mod.default as Record<string, unknown> | undefined;
  const marked = !!cjs && (typeof cjs === 'object' || typeof cjs === 'function') && cjs.__esModule === true;
  if (name === 'default') return marked && 'default' in cjs ? cjs.default : mod.default;
  if (name in mod) return mod[name];
  return cjs && (typeof cjs === 'object' || typeof cjs === 'function') ? cjs[name] : undefined;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's headings as Docusaurus's `toc` export holds them. */
export function docusaurusToc(toc: TocItem[]): { value: string; id: string; level: number }[] {
  return toc.map((t) => ({ value: escapeHtml(t.text), id: t.id, level: t.depth }));
}

/** A bundled CommonJS module (esbuild gives it as `{ default: module.exports }`) in the shape an ES
 *  import of it has under a bundler: its named exports, and as default `exports.default` when it is
 *  marked `__esModule` (Babel and TypeScript output), else the whole. An ES module is left as it is. */
export function esModuleShape(mod: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(mod);
  const cjs = mod.default as Record<string, unknown> | undefined;
  if (keys.length !== 1 || keys[0] !== 'default' || !cjs || (typeof cjs !== 'object' && typeof cjs !== 'function')) return mod;
  const named = Object.fromEntries(Object.entries(cjs).filter(([k]) => k !== 'default' && k !== '__esModule'));
  return cjs.__esModule === true ? { ...named, default: cjs.default } : typeof cjs === 'object' ? { ...named, default: cjs } : mod;
}
