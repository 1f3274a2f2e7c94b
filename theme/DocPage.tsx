import type { DocView, ThemeVersionLink, TocEntry } from './types.js';
import { Sidebar } from './Sidebar.js';
import { formatDay } from './day-format.js';

function Toc({ items }: { items: TocEntry[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ul>
        {items.map((t) => (
          <li key={t.id} className={`toc-depth-${t.depth}`}>
            <a href={`#${t.id}`} className="toc-link">
              {t.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function DocPage({ view, versions }: { view: DocView; versions?: ThemeVersionLink[] }) {
  return (
    <div className="doc-layout">
      <Sidebar items={view.sidebar} route={view.meta.route} navItems={view.navItems} versions={versions} />
      <main className="doc-main" id="main-content" tabIndex={-1}>
        <div className="doc-container">
          <article className="doc-article">
            {view.breadcrumbs.length > 0 ? (
              <nav className="breadcrumbs" aria-label="Breadcrumbs">
                <ol>
                  <li>
                    <a href="/" aria-label="Home page">
                      Home
                    </a>
                  </li>
                  {view.breadcrumbs.map((b, i) => (
                    <li key={i}>{b.href && i < view.breadcrumbs.length - 1 ? <a href={b.href}>{b.label}</a> : <span>{b.label}</span>}</li>
                  ))}
                </ol>
              </nav>
            ) : null}
            {/* One slot for both banners: another child here would change the ids React's useId
                gives the page's tabs. */}
            {view.draft || view.versionBanner ? (
              <>
                {view.versionBanner ? <VersionBanner banner={view.versionBanner} /> : null}
                {view.draft ? (
                  <p className="draft-banner">
                    This page is a draft: it is visible in watch mode only and is left out of production builds.
                  </p>
                ) : null}
              </>
            ) : null}
            <div className="markdown">
              {view.hideTitle ? null : (
                <header>
                  <h1 className="doc-title">{view.meta.title}</h1>
                </header>
              )}
              {view.body}
            </div>
            {view.editUrl || view.lastUpdated ? (
              <div className="doc-footer-meta">
                {view.editUrl ? (
                  <a className="edit-link" href={view.editUrl} target="_blank" rel="noopener noreferrer">
                    Edit this page
                  </a>
                ) : (
                  <span />
                )}
                {view.lastUpdated ? (
                  <span className="last-updated">
                    Last updated on <time dateTime={view.lastUpdated}>{formatDay(new Date(view.lastUpdated))}</time>
                  </span>
                ) : null}
              </div>
            ) : null}
            {view.prev || view.next ? (
              <nav className="pagination-nav" aria-label="Docs pages">
                {view.prev ? (
                  <a className="pagination-link prev" href={view.prev.href}>
                    <span className="pagination-sub">Previous</span>
                    <span className="pagination-label">{view.prev.label}</span>
                  </a>
                ) : (
                  <span />
                )}
                {view.next ? (
                  <a className="pagination-link next" href={view.next.href}>
                    <span className="pagination-sub">Next</span>
                    <span className="pagination-label">{view.next.label}</span>
                  </a>
                ) : null}
              </nav>
            ) : null}
          </article>
          <div className="doc-toc">
            <Toc items={view.toc} />
          </div>
        </div>
      </main>
    </div>
  );
}

/** `as` 'div': the content has its own <main> (a Docusaurus page module writes one inside Layout). */
export function PlainPage({ children, className, as = 'main' }: { children: React.ReactNode; className?: string; as?: 'main' | 'div' }) {
  const Tag = as;
  return (
    <Tag className={className ? `plain-main ${className}` : 'plain-main'} id="main-content" tabIndex={-1}>
      {children}
    </Tag>
  );
}

/** On a page of an old (or unreleased) docs version: which version this is, and the way to the latest. */
function VersionBanner({ banner }: { banner: NonNullable<DocView['versionBanner']> }) {
  const what = banner.kind === 'unreleased' ? 'unreleased documentation' : 'documentation for an older version';
  return (
    <div className="version-banner" role="note" aria-label="Docs version">
      {`This is ${what}: `}
      <strong>{banner.label}</strong>
      {'. For the current version, see '}
      <a href={banner.latestHref}>{`this page in ${banner.latestLabel}`}</a>.
    </div>
  );
}
