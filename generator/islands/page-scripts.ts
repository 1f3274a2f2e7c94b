// What a page with islands loads, added to its HTML after the render: modulepreload links for the
// runtime (React DOM, the hydration) and each island's chunk, and the runtime as a module script. A
// page without islands is left as it is, byte for byte.
import { ISLANDS_DIR } from '../../theme/shared/island-markup.js';
import { IslandUseError } from '../../theme/island.js';
import { WriterError, lineOf } from '../errors.js';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A transparent 1×1 GIF: its load event runs the runtime import after a client-side navigation. */
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** `html` with the tags its islands need; `runtime`: the runtime chunk's name. */
export function withIslandScripts(html: string, islands: readonly string[], runtime: string, baseUrl: string): string {
  if (islands.length === 0) return html;
  const dir = `/${ISLANDS_DIR}`;
  const head =
    [runtime, ...islands].map((e) => `<link rel="modulepreload" href="${dir}/${e}.js"/>`).join('') +
    `<script type="module" src="${dir}/${runtime}.js"></script>`;
  // The client router swaps only the page region and never runs the next page's scripts (they come
  // from DOMParser); this image's load event does, importing the runtime when a reader arrives from
  // a page without islands. The first-load script stays the same bytes on every other page.
  const url = `${baseUrl.replace(/\/$/, '')}${dir}/${runtime}.js`;
  const boot = `<img class="island-boot" hidden="" alt="" src="${PIXEL}" onload="import(${JSON.stringify(url).replace(/"/g, '&quot;')})"/>`;
  return html.replace('</head>', `${head}</head>`).replace('<div id="__docsgen-page">', `<div id="__docsgen-page">${boot}`);
}

/** An island's mistake as a writer error at its use (`file:line:column`, relative to the site). */
export function islandUseError(e: IslandUseError, root: string, fallbackFile: string): WriterError {
  const m = e.at ? /^(.*):(\d+):(\d+)$/.exec(e.at) : null;
  if (!m) return new WriterError({ file: fallbackFile }, e.message, { hint: e.hint });
  const abs = resolve(root, m[1]);
  const sourceLine = existsSync(abs) ? lineOf(readFileSync(abs, 'utf8'), Number(m[2])) : undefined;
  return new WriterError({ file: m[1], line: Number(m[2]), column: Number(m[3]) }, e.message, {
    hint: e.hint,
    ...(sourceLine !== undefined && { sourceLine }),
  });
}
