// The blog's pages: a post, a list of posts (the blog, a tag, an author), all tags, all authors
// and the archive, inside one layout with the recent-posts sidebar where the docs have theirs.
import type { ReactNode } from 'react';
import { formatDay } from './day-format.js';
import type { BlogAuthorView, BlogListView, BlogPostSummary, BlogPostView, BlogSidebarView, BlogTagView } from './blog-types.js';

function BlogSidebar({ sidebar, route }: { sidebar?: BlogSidebarView; route: string }) {
  if (!sidebar || sidebar.items.length === 0) return null;
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <p className="blog-sidebar-title">{sidebar.title}</p>
      <ul>
        {sidebar.items.map((i) => (
          <li key={i.href}>
            <a
              href={i.href}
              className={i.href === route ? 'blog-sidebar-link active' : 'blog-sidebar-link'}
              aria-current={i.href === route ? 'page' : undefined}
            >
              {i.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BlogLayout({
  sidebar,
  route,
  children,
  toc,
}: {
  sidebar?: BlogSidebarView;
  route: string;
  children: ReactNode;
  toc?: ReactNode;
}) {
  return (
    <div className="blog-layout">
      <BlogSidebar sidebar={sidebar} route={route} />
      <main className="blog-main" id="main-content" tabIndex={-1}>
        {children}
      </main>
      {toc ? <div className="blog-toc">{toc}</div> : null}
    </div>
  );
}

function Author({ a }: { a: BlogAuthorView }) {
  const href = a.page ?? a.url;
  const name = a.name ?? a.title ?? '';
  return (
    <div className="blog-author">
      {a.imageUrl ? <img className="blog-author-image" src={a.imageUrl} alt={name} width={40} height={40} loading="lazy" /> : null}
      <div className="blog-author-text">
        {name ? <span className="blog-author-name">{href ? <a href={href}>{name}</a> : name}</span> : null}
        {a.title && a.name ? <small className="blog-author-title">{a.title}</small> : null}
      </div>
    </div>
  );
}

export function BlogPostHeader({ post, level }: { post: BlogPostSummary; level: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <header className="blog-post-header">
      <Title className="blog-post-title">{level === 1 ? post.title : <a href={post.href}>{post.title}</a>}</Title>
      <p className="blog-post-meta">
        <time dateTime={post.date}>{formatDay(new Date(post.date))}</time>
        {post.readingTime !== undefined ? <> · {`${post.readingTime} min read`}</> : null}
      </p>
      {post.authors.length ? (
        <div className="blog-authors">
          {post.authors.map((a, i) => (
            <Author key={i} a={a} />
          ))}
        </div>
      ) : null}
    </header>
  );
}

function Tags({ tags }: { tags: BlogTagView[] }) {
  if (!tags.length) return null;
  return (
    <div className="blog-tags">
      <b>Tags:</b>
      <ul>
        {tags.map((t) => (
          <li key={t.href}>
            <a className="blog-tag" href={t.href} rel="tag">
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Toc({ items }: { items: BlogPostView['toc'] }) {
  if (!items.length) return null;
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

export function BlogPostPage({ view, route }: { view: BlogPostView; route: string }) {
  return (
    <BlogLayout sidebar={view.sidebar} route={route} toc={<Toc items={view.toc} />}>
      <article className="blog-post blog-post-page" data-search-lvl0={view.blogTitle}>
        {view.draft ? (
          <p className="draft-banner">This post is a draft: it is visible in watch mode only and is left out of production builds.</p>
        ) : null}
        {view.unlisted ? (
          <p className="draft-banner">
            This post is unlisted: only readers with its link find it; it is left out of lists, feeds, search and the sitemap.
          </p>
        ) : null}
        <BlogPostHeader post={view.post} level={1} />
        <div className="markdown">{view.body}</div>
        <footer className="blog-post-footer">
          <Tags tags={view.post.tags} />
          {view.editUrl ? (
            <a className="edit-link" href={view.editUrl} target="_blank" rel="noopener noreferrer">
              Edit this page
            </a>
          ) : null}
        </footer>
      </article>
      {view.newer || view.older ? (
        <nav className="pagination-nav" aria-label="Blog post page navigation">
          {view.newer ? (
            <a className="pagination-link prev" href={view.newer.href}>
              <span className="pagination-sub">Newer post</span>
              <span className="pagination-label">{view.newer.label}</span>
            </a>
          ) : (
            <span />
          )}
          {view.older ? (
            <a className="pagination-link next" href={view.older.href}>
              <span className="pagination-sub">Older post</span>
              <span className="pagination-label">{view.older.label}</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </BlogLayout>
  );
}

export function BlogListPage({ view, route }: { view: BlogListView; route: string }) {
  return (
    <BlogLayout sidebar={view.sidebar} route={route}>
      {view.heading ? <header className="blog-list-header">{view.heading}</header> : null}
      {view.items.map(({ post, body, truncated }) => (
        <article key={post.href} className="blog-post blog-list-item">
          <BlogPostHeader post={post} level={2} />
          <div className="markdown">{body}</div>
          <footer className="blog-post-footer">
            <Tags tags={post.tags} />
            {truncated ? (
              <a className="blog-read-more" href={post.href} aria-label={`Read more about ${post.title}`}>
                <b>Read more</b>
              </a>
            ) : null}
          </footer>
        </article>
      ))}
      {view.pages > 1 ? (
        <nav className="pagination-nav" aria-label="Blog list page navigation">
          {view.newer ? (
            <a className="pagination-link prev" href={view.newer}>
              <span className="pagination-label">« Newer entries</span>
            </a>
          ) : (
            <span />
          )}
          {view.older ? (
            <a className="pagination-link next" href={view.older}>
              <span className="pagination-label">Older entries »</span>
            </a>
          ) : null}
        </nav>
      ) : null}
      {view.pages > 1 ? (
        <p className="blog-page-number">
          Page {view.page} of {view.pages}
        </p>
      ) : null}
    </BlogLayout>
  );
}

export function BlogTagsPage({ tags, sidebar, route }: { tags: BlogTagView[]; sidebar?: BlogSidebarView; route: string }) {
  const groups = new Map<string, BlogTagView[]>();
  for (const t of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = t.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return (
    <BlogLayout sidebar={sidebar} route={route}>
      <h1>Tags</h1>
      {[...groups].map(([letter, list]) => (
        <section key={letter} className="blog-tags-group">
          <h2>{letter}</h2>
          <ul className="blog-tags-list">
            {list.map((t) => (
              <li key={t.href}>
                <a className="blog-tag" href={t.href}>
                  {t.label} <span className="blog-tag-count">{t.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}

export function BlogAuthorsPage({
  authors,
  sidebar,
  route,
}: {
  authors: (BlogAuthorView & { count: number })[];
  sidebar?: BlogSidebarView;
  route: string;
}) {
  return (
    <BlogLayout sidebar={sidebar} route={route}>
      <h1>Authors</h1>
      <ul className="blog-authors-list">
        {authors.map((a) => (
          <li key={a.page}>
            <Author a={a} />{' '}
            <span className="blog-tag-count">
              {a.count} {a.count === 1 ? 'post' : 'posts'}
            </span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

export function AuthorHeading({ author, count }: { author: BlogAuthorView; count: number }) {
  return (
    <>
      <div className="blog-author-heading">
        <Author a={{ ...author, page: undefined }} />
      </div>
      <h1>{`${count} ${count === 1 ? 'post' : 'posts'} by ${author.name ?? ''}`}</h1>
    </>
  );
}

export function TagHeading({ tag, count, allTags }: { tag: BlogTagView; count: number; allTags: string }) {
  return (
    <>
      <h1>{`${count} ${count === 1 ? 'post' : 'posts'} tagged with "${tag.label}"`}</h1>
      {tag.description ? <p>{tag.description}</p> : null}
      <a href={allTags}>View all tags</a>
    </>
  );
}

export function BlogArchivePage({
  years,
  sidebar,
  route,
  title,
}: {
  years: { year: string; posts: { label: string; href: string; date: string }[] }[];
  sidebar?: BlogSidebarView;
  route: string;
  title: string;
}) {
  return (
    <BlogLayout sidebar={sidebar} route={route}>
      <h1>{title}</h1>
      {years.map((y) => (
        <section key={y.year} className="blog-archive-year">
          <h2>{y.year}</h2>
          <ul>
            {y.posts.map((p) => (
              <li key={p.href}>
                <a href={p.href}>
                  <time dateTime={p.date}>{formatDay(new Date(p.date))}</time> – {p.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
