// What the link check needs of a rendered page, read off its HTML by the page step: the hrefs it
// links to and the ids it holds (links/check-links.ts checks them once every page is rendered).
import { own } from '../own-string.js';
import { processMap } from '../caches.js';

const HREF = /\shref="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

/** Where the theme's docs sidebar starts (theme/Sidebar.tsx); it holds no nested nav. */
const SIDEBAR_NAV = '<nav aria-label="Docs sidebar">';

/** Every distinct href in a page's HTML, decoded, except the docs sidebar's: those are the
 *  sidebar tree's links, checked once per build (`sidebar` in checkLinks) rather than on each of
 *  the pages that show them (a 3,000-page site shows about 300 on every page). */
export function hrefsOf(html: string): string[] {
  const out = new Set<string>();
  const start = html.indexOf(SIDEBAR_NAV);
  const end = start < 0 ? -1 : html.indexOf('</nav>', start);
  const add = (part: string) => {
    for (const m of part.matchAll(HREF)) out.add(intern(m[1].includes('&') ? decodeEntities(m[1]) : m[1]));
  };
  if (end < 0) add(html);
  else {
    add(html.slice(0, start));
    add(html.slice(end));
  }
  return [...out];
}

export function collectIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of html.matchAll(ID)) ids.add(own(m[1].includes('&') ? decodeEntities(m[1]) : m[1]));
  return ids;
}

// Most hrefs (navbar, sidebar, footer) repeat on every page: one copy of each serves them all.
const interned = processMap<string, string>('internedHrefs');
function intern(s: string): string {
  let x = interned.get(s);
  if (x === undefined) {
    x = own(s);
    if (interned.size < 200_000) interned.set(x, x);
  }
  return x;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
