// `@docusaurus/router` and `@theme/Layout` as a page renders once on the server: the location is
// the page's own route, navigation does nothing (there is no router in the browser), a `<Redirect>`
// is a link the browser follows at once, and Layout is the content the site chrome wraps.
import { useContext, type ReactNode } from 'react';
import { LocationContext, PageHeadContext } from '../route-context.js';
import { Link } from './misc.js';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: undefined;
  key: string;
}

export function useLocation(): RouterLocation {
  return { pathname: useContext(LocationContext), search: '', hash: '', state: undefined, key: 'server' };
}

const noop = () => undefined;

export function useHistory() {
  const location = useLocation();
  return {
    location,
    length: 1,
    action: 'POP' as const,
    push: noop,
    replace: noop,
    go: noop,
    goBack: noop,
    goForward: noop,
    block: () => noop,
    listen: () => noop,
    createHref: (l: { pathname?: string }) => l.pathname ?? '',
  };
}

export function useParams(): Record<string, string> {
  return {};
}

/** The match of `path` against the page's own route (exact paths only: pages have fixed routes). */
export function matchPath(pathname: string, options: string | { path?: string | string[]; exact?: boolean }) {
  const paths = typeof options === 'string' ? [options] : [options.path ?? ''].flat();
  const path = paths.find(
    (p) => pathname === p || (!(typeof options === 'object' && options.exact) && pathname.startsWith(p.endsWith('/') ? p : `${p}/`)),
  );
  return path === undefined ? null : { path, url: path, isExact: pathname === path, params: {} };
}

export function useRouteMatch(path?: string) {
  const { pathname } = useLocation();
  return path === undefined ? { path: pathname, url: pathname, isExact: true, params: {} } : matchPath(pathname, path);
}

/** A redirect written into the static page: the browser goes on at once, a crawler follows the link. */
export function Redirect({ to }: { to: string | { pathname: string }; push?: boolean }) {
  const href = typeof to === 'string' ? to : to.pathname;
  return (
    <p className="redirect">
      <meta httpEquiv="refresh" content={`0; url=${href}`} />
      <a href={href}>{href}</a>
    </p>
  );
}

export function NavLink(props: { to?: string; href?: string; children?: ReactNode; className?: string }) {
  return <Link {...props} />;
}

/** `@theme/Layout`: the site chrome is the renderer's; a page's title and description go into its
 *  <head>. */
export function Layout({
  title,
  description,
  children,
  wrapperClassName,
}: {
  title?: string;
  description?: string;
  children?: ReactNode;
  wrapperClassName?: string;
  noFooter?: boolean;
}) {
  const head = useContext(PageHeadContext);
  if (head) {
    if (title !== undefined) head.title = title;
    if (description !== undefined) head.description = description;
  }
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}

interface TocEntry {
  value: string;
  id: string;
  level: number;
}
interface TocNode extends TocEntry {
  children: TocNode[];
}

/** The headings list as Docusaurus nests it: each heading under the closest shallower one. */
function nest(toc: readonly TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of toc) {
    const node: TocNode = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1].level >= node.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes, top }: { nodes: TocNode[]; top?: boolean }) {
  if (!nodes.length) return null;
  return (
    <ul className={top ? 'table-of-contents table-of-contents-inline' : undefined}>
      {nodes.map((n) => (
        <li key={n.id}>
          <a href={`#${n.id}`} dangerouslySetInnerHTML={{ __html: n.value }} />
          <TocList nodes={n.children} />
        </li>
      ))}
    </ul>
  );
}

/** `@theme/TOCInline`: the page's headings (its `toc`) between two levels, as a nested list. */
export function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc?: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}) {
  const kept = (toc ?? []).filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel);
  return (
    <div className="toc-inline">
      <TocList nodes={nest(kept)} top />
    </div>
  );
}

/** `@theme/Icon/ExternalLink`: the small arrow-out-of-a-box Docusaurus puts after external links. */
export function IconExternalLink({ width = 13.5, height = 13.5, className }: { width?: number; height?: number; className?: string }) {
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={className ? `icon-external-link ${className}` : 'icon-external-link'}
      style={{ marginLeft: 4, verticalAlign: 'baseline' }}
    >
      <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M9 2h5v5M14 2 7.5 8.5M12 9.5V14H2V4h4.5" />
    </svg>
  );
}
