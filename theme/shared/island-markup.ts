// The island's markup, written by the server (theme/island.tsx) and read by the browser
// (theme/client/islands/runtime.tsx): one place for the names both ends agree on.

/** When an island wakes: at once, when the browser is idle, when it scrolls into view, or (`only`)
 *  at once without server HTML. */
export type Wake = 'load' | 'idle' | 'visible' | 'only';

export const WAKES: readonly Wake[] = ['load', 'idle', 'visible', 'only'];

/** Without a `client:*` at the use or an `island` export naming one. */
export const DEFAULT_WAKE: Wake = 'idle';

/** The element around an island's server HTML: its chunk, export, wake and props as attributes. */
export const ISLAND_TAG = 'docsgen-island';
/** The element around an island's MDX children: HTML the browser keeps as it is. */
export const SLOT_TAG = 'docsgen-slot';

/** Host and slot take no box of their own: the page lays out what is inside as if they were not. */
export const CONTENTS_STYLE = { display: 'contents' } as const;

/** The attributes of the host element. */
export const ISLAND_ATTR = {
  /** The island's chunk name, `/assets/islands/<name>.js`. */
  entry: 'data-island',
  export: 'data-export',
  /** The component's name, for messages. */
  name: 'data-name',
  when: 'data-when',
  props: 'data-props',
  /** The children's HTML, when the component's server render did not show them. */
  children: 'data-children',
} as const;

/** Where the island chunks are published, under the site's base URL. */
export const ISLANDS_DIR = 'assets/islands';

/** Fired on `document` when an island's server HTML did not match its first render in the browser
 *  (or the island threw): the watch-mode overlay shows it. */
export const ISLAND_WARNING_EVENT = 'docsgen:island-warning';

/** Where an element is written, `file:line:column`: the Markdown stage adds it to every element of
 *  a site component (remark-mdx-imports.ts, mdx-fast.ts) and the wrapper takes it off. */
export const USE_PLACE_PROP = '__docsgenAt';
