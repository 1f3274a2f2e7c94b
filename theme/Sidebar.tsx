import type { SidebarNode, ThemeNavItem } from './types.js';
import { MobileNav } from './Navbar.js';

function contains(node: SidebarNode, route: string): boolean {
  if (node.href === route) return true;
  return node.type === 'category' && node.items.some((c) => contains(c, route));
}

function Nodes({ items, route, depth }: { items: SidebarNode[]; route: string; depth: number }) {
  return (
    <ul className={`sidebar-list depth-${depth}`}>
      {items.map((node, i) => {
        if (node.type === 'link') {
          const active = node.href === route;
          return (
            <li key={i} className="sidebar-item">
              <a className={active ? 'sidebar-link active' : 'sidebar-link'} href={node.href} aria-current={active ? 'page' : undefined}>
                {node.label}
                {node.draft ? <span className="badge-draft">draft</span> : null}
              </a>
            </li>
          );
        }
        const open = contains(node, route) || !node.collapsed;
        const active = node.href === route;
        // The link sits outside <summary> (a link inside a button-like summary is a nested control);
        // the summary is only the caret, so categories still collapse without JavaScript.
        return (
          <li key={i} className={node.href ? 'sidebar-item sidebar-category has-link' : 'sidebar-item sidebar-category'}>
            {node.href ? (
              <a className={active ? 'sidebar-link sidebar-category-link active' : 'sidebar-link sidebar-category-link'} href={node.href} aria-current={active ? 'page' : undefined}>{node.label}</a>
            ) : null}
            <details open={open}>
              <summary aria-label={node.href ? `${node.label}: show or hide pages` : undefined}>
                {node.href ? null : <span className="sidebar-link">{node.label}</span>}
                <span className="sidebar-caret" aria-hidden="true" />
              </summary>
              <Nodes items={node.items} route={route} depth={depth + 1} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** The same sidebar on every doc page; `<details>` makes categories collapsible without JavaScript. */
export function Sidebar({ items, route, navItems = [] }: { items: SidebarNode[]; route: string; navItems?: ThemeNavItem[] }) {
  return (
    <aside className="sidebar" id="sidebar">
      <MobileNav items={navItems} />
      <nav aria-label="Docs sidebar">
        <Nodes items={items} route={route} depth={0} />
      </nav>
    </aside>
  );
}
