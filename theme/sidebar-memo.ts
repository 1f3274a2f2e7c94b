// What the sidebar works out of a list of entries, kept by the list (by identity) for one build:
// asked of every entry on every page, each category's routes and size are gathered once. The
// render setup makes one per build (SiteData.sidebarMemo); a sidebar rendered alone makes its own.
import type { SidebarNode } from './types.js';

export interface SidebarMemo {
  routes: WeakMap<SidebarNode[], Set<string | undefined>>;
  sizes: WeakMap<SidebarNode[], number>;
}

export function sidebarMemo(): SidebarMemo {
  return { routes: new WeakMap(), sizes: new WeakMap() };
}

export function routesUnder(memo: SidebarMemo, items: SidebarNode[]): Set<string | undefined> {
  let set = memo.routes.get(items);
  if (!set) {
    set = new Set();
    for (const i of items) {
      set.add(i.href);
      if (i.type === 'category') for (const r of routesUnder(memo, i.items)) set.add(r);
    }
    memo.routes.set(items, set);
  }
  return set;
}

/** Entries in the list, those in categories included. */
export function entryCount(memo: SidebarMemo, items: SidebarNode[]): number {
  let n = memo.sizes.get(items);
  if (n === undefined) {
    n = items.reduce((acc, i) => acc + 1 + (i.type === 'category' ? entryCount(memo, i.items) : 0), 0);
    memo.sizes.set(items, n);
  }
  return n;
}
