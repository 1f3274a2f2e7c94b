import type { SidebarNode, ThemeNavItem, ThemeVersionLink } from './types.js';
import { MobileNav } from './Navbar.js';
import { useContext } from 'react';
import { Prebuilt } from './prebuilt.js';
import { SiteDataContext } from './site-data.js';
import { entryCount, routesUnder, sidebarMemo, type SidebarMemo } from './sidebar-memo.js';

function contains(memo: SidebarMemo, node: SidebarNode, route: string): boolean {
  return node.href === route || (node.type === 'category' && routesUnder(memo, node.items).has(route));
}

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

interface NodesProps {
  items: SidebarNode[];
  route: string;
  depth: number;
  full: boolean;
  memo: SidebarMemo;
}

function Nodes({ items, route, depth, full, memo }: NodesProps) {
  // An entry off the current page's path renders alike on every page: kept once per build.
  // The depth and whether the sidebar shows whole, in one number (one level fewer to look up).
  const variant = full ? depth : -1 - depth;
  return (
    <ul className={`sidebar-list depth-${depth}`}>
      <Prebuilt
        count={items.length}
        deps={(i) => (contains(memo, items[i], route) ? undefined : [items[i], variant])}
        render={(i) => <Entry key={i} node={items[i]} route={route} depth={depth} full={full} memo={memo} />}
      />
    </ul>
  );
}

function Entry({ node, route, depth, full, memo }: Omit<NodesProps, 'items'> & { node: SidebarNode }) {
  if (node.type === 'html')
    return <li className={withClass('sidebar-item sidebar-html', node.className)} dangerouslySetInnerHTML={{ __html: node.value }} />;
  if (node.type === 'link') {
    const active = node.href === route;
    return (
      <li className={withClass('sidebar-item', node.className)}>
        <a className={active ? 'sidebar-link active' : 'sidebar-link'} href={node.href} aria-current={active ? 'page' : undefined}>
          {node.label}
          {node.draft ? <span className="badge-draft">draft</span> : null}
        </a>
      </li>
    );
  }
  const onPath = contains(memo, node, route);
  const open = onPath || !node.collapsed || node.collapsible === false;
  const active = node.href === route;
  if (!onPath && !full) {
    // Large sidebars: a category off the current path shows only a link (to its own page, or
    // its first page), so each page carries the path to itself, not the whole site (which
    // would make builds quadratic in the number of pages).
    return (
      <li className="sidebar-item sidebar-category has-link">
        <a className="sidebar-link sidebar-category-link" href={node.href ?? firstHref(node.items)}>
          {node.label}
        </a>
        <span className="sidebar-caret sidebar-caret-closed" aria-hidden="true" />
      </li>
    );
  }
  // The link sits outside <summary> (a link inside a button-like summary is a nested control);
  // the summary is only the caret, so categories still collapse without JavaScript.
  return (
    <li className={withClass(node.href ? 'sidebar-item sidebar-category has-link' : 'sidebar-item sidebar-category', node.className)}>
      {node.href ? (
        <a
          className={active ? 'sidebar-link sidebar-category-link active' : 'sidebar-link sidebar-category-link'}
          href={node.href}
          aria-current={active ? 'page' : undefined}
        >
          {node.label}
        </a>
      ) : null}
      <details open={open}>
        <summary aria-label={node.href ? `${node.label}: show or hide pages` : undefined}>
          {node.href ? null : <span className="sidebar-link">{node.label}</span>}
          <span className="sidebar-caret" aria-hidden="true" />
        </summary>
        <Nodes items={node.items} route={route} depth={depth + 1} full={full} memo={memo} />
      </details>
    </li>
  );
}

/** The same sidebar on every doc page; `<details>` makes categories collapsible without JavaScript. */
function firstHref(items: SidebarNode[]): string | undefined {
  for (const i of items) {
    const h = i.href ?? (i.type === 'category' ? firstHref(i.items) : undefined);
    if (h) return h;
  }
  return undefined;
}

/** Sidebars up to this many entries are rendered whole on every page (expandable without leaving
 *  the page); larger ones are bounded to the current page's path. */
const FULL_SIDEBAR_LIMIT = 400;

export function Sidebar({
  items,
  route,
  navItems = [],
  versions,
}: {
  items: SidebarNode[];
  route: string;
  navItems?: ThemeNavItem[];
  versions?: ThemeVersionLink[];
}) {
  const memo = useContext(SiteDataContext).sidebarMemo ?? sidebarMemo();
  const full = entryCount(memo, items) <= FULL_SIDEBAR_LIMIT;
  return (
    <aside className="sidebar" id="sidebar">
      <Prebuilt
        count={1}
        deps={() => ['mobile-nav', navItems, versions]}
        render={() => <MobileNav key="m" items={navItems} versions={versions} />}
      />
      <nav aria-label="Docs sidebar">
        <Nodes items={items} route={route} depth={0} full={full} memo={memo} />
      </nav>
    </aside>
  );
}
