// A site component module as MDX pages get it: each component export wrapped (theme/island.tsx)
// with what the build decided about it (detect.ts) and the name of its browser chunk.
import { basename, relative } from 'node:path';
import { siteComponent, type SiteComponentInfo } from '../../theme/island.js';
import { DEFAULT_WAKE, WAKES, type Wake } from '../../theme/shared/island-markup.js';
import { clientUse, type ClientUse } from './detect.js';
import { contentHash } from '../modules/load-module.js';
import { WriterError } from '../errors.js';

/** The site's island modules seen in this build: chunk name → module file (the islands build
 *  bundles each used one), and each module's wrapped exports, made once. */
export interface IslandModules {
  files: Map<string, string>;
  wrapped: Map<string, Record<string, unknown>>;
}

export function islandModules(): IslandModules {
  return { files: new Map(), wrapped: new Map() };
}

const isComponentMap = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !('$$typeof' in v) && Object.getPrototypeOf(v) === Object.prototype;
const isComponent = (v: unknown): v is object => typeof v === 'function' || (!!v && typeof v === 'object' && '$$typeof' in v);

/** What the module says of itself: `export const island = true | false | 'load' | 'idle' | 'visible' | 'only'`. */
function declared(mod: Record<string, unknown>, display: string): boolean | Wake | undefined {
  const v = mod.island;
  if (v === undefined || typeof v === 'boolean') return v;
  if (typeof v === 'string' && (WAKES as string[]).includes(v)) return v as Wake;
  throw new WriterError({ file: display }, `export const island = ${JSON.stringify(v)}: not an island setting`, {
    hint: "write true, false, 'load', 'idle', 'visible' or 'only'",
  });
}

function decide(
  mod: Record<string, unknown>,
  use: ClientUse,
  display: string,
): Pick<SiteComponentInfo, 'island' | 'when' | 'serverOnlyBecause'> {
  const own = declared(mod, display);
  if (own === false) return { island: false, when: DEFAULT_WAKE, serverOnlyBecause: `${display} exports island = false` };
  if (own !== undefined) return { island: true, when: own === true ? DEFAULT_WAKE : own, serverOnlyBecause: '' };
  return {
    island: use.useClient || use.features.length > 0,
    when: DEFAULT_WAKE,
    serverOnlyBecause: 'its module uses no state, effects or handlers of its own',
  };
}

/** `mod` with its components wrapped (not the theme's own, which `theme` holds); `code`: the module as bundled for the server (what detect.ts
 *  reads), `source`: its own file's text (for a `'use client'` directive). */
export function wrapSiteModule(
  islands: IslandModules,
  root: string,
  abs: string,
  mod: Record<string, unknown>,
  code: string,
  source: string,
  theme: ReadonlySet<unknown>,
): Record<string, unknown> {
  const key = `${abs}\0${contentHash(code)}`;
  const done = islands.wrapped.get(key);
  if (done) return done;
  const display = relative(root, abs) || abs;
  const use = clientUse(code, source);
  const decision = decide(mod, use, display);
  const file =
    basename(abs)
      .replace(/\.[^.]+$/, '')
      .replace(/[^\w-]/g, '_') || 'island';
  const entry = `${file === 'index' ? basename(abs.replace(/\/index\.[^./]+$/, '')).replace(/[^\w-]/g, '_') : file}-${contentHash(key).slice(0, 8)}`;
  islands.files.set(entry, abs);
  const wrap = (value: unknown, shown: string, exportName: string) =>
    isComponent(value) && !theme.has(value)
      ? siteComponent(value as never, { name: shown, entry, exportName, handlers: use.handlers, ...decision })
      : value;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(mod)) {
    if (name === 'island') out[name] = value;
    else if (name === 'default' && isComponentMap(value)) {
      // src/theme/MDXComponents: a map of components, each reached as default.<Name>.
      out[name] = Object.fromEntries(Object.entries(value).map(([k, c]) => [k, /^[A-Z]/.test(k) ? wrap(c, k, `default.${k}`) : c]));
    } else {
      // A CommonJS package marked `__esModule` without a default export has `default: undefined`.
      const shown =
        name === 'default' ? (isComponent(value) && (value as { name?: string }).name) || entry.replace(/-[0-9a-f]+$/, '') : name;
      out[name] = wrap(value, shown, name);
    }
  }
  Object.defineProperty(out, MODULE_KEY, { value: key });
  islands.wrapped.set(key, out);
  return out;
}

const MODULE_KEY = Symbol('docsgen.moduleKey');

/** The key a wrapped module was made under: its file and the code it was bundled to. */
export function moduleKey(mod: Record<string, unknown>): string | undefined {
  return (mod as Record<symbol, string | undefined>)[MODULE_KEY];
}
