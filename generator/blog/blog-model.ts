// The blog's pages as plain data: which posts each list page shows (the blog, each tag, each
// author, paginated as `postsPerPage` says), the recent-posts sidebar, newer/older links.
import { joinRoute } from '../routes/url.js';
import type { BlogContent } from './load-posts.js';
import type { BlogAuthor, BlogTag, Doc } from '../types.js';

export interface BlogListPlan {
  route: string;
  /** What the list is: the blog, a tag's posts, an author's posts. */
  kind: 'blog' | 'tag' | 'author';
  posts: Doc[];
  page: number;
  pages: number;
  newer?: string;
  older?: string;
  tag?: BlogTag & { count: number };
  author?: BlogAuthor & { count: number };
  /** Every post of the list is unlisted (a tag only unlisted posts have): the page is noindex. */
  unlisted: boolean;
}

export interface BlogPlan {
  lists: BlogListPlan[];
  /** `unlisted`: only unlisted posts have the tag (its page is noindex, the tags page omits it). */
  tags: (BlogTag & { count: number; unlisted: boolean })[];
  authors: (BlogAuthor & { count: number; page: string })[];
  sidebar: { label: string; href: string }[];
  /** Listed posts, in the blog's order: lists, feeds, newer/older. */
  listed: Doc[];
  tagsRoute: string;
  authorsRoute: string;
  archiveRoute?: string;
}

/** `base`, `base/page/2`, … : one list of posts cut into pages. */
export function paginate(
  base: string,
  posts: Doc[],
  perPage: number | 'ALL',
  pageBase: string,
  kind: BlogListPlan['kind'],
  extra: Partial<BlogListPlan> = {},
): BlogListPlan[] {
  const size = perPage === 'ALL' ? Math.max(posts.length, 1) : perPage;
  const pages = Math.max(1, Math.ceil(posts.length / size));
  const routeOf = (n: number) => (n === 1 ? base : joinRoute(base, pageBase, String(n)));
  return Array.from({ length: pages }, (_, i) => ({
    route: routeOf(i + 1),
    kind,
    posts: posts.slice(i * size, (i + 1) * size),
    page: i + 1,
    pages,
    ...(i > 0 && { newer: routeOf(i) }),
    ...(i < pages - 1 && { older: routeOf(i + 2) }),
    unlisted: posts.length > 0 && posts.every((p) => p.frontmatter.unlisted),
    ...extra,
  }));
}

export function planBlog(blog: BlogContent): BlogPlan {
  const o = blog.options;
  const listed = blog.posts.filter((p) => !p.frontmatter.unlisted);
  const lists = paginate(blog.route, listed, o.postsPerPage, o.pageBasePath, 'blog');
  // Tag pages over every post, so an unlisted post's tag links somewhere; the list shows the
  // listed posts unless only unlisted ones have the tag (then the page is noindex).
  const byTag = new Map<string, { tag: BlogTag; posts: Doc[] }>();
  for (const p of blog.posts)
    for (const t of p.blog!.tags) {
      const g = byTag.get(t.route) ?? { tag: t, posts: [] };
      g.posts.push(p);
      byTag.set(t.route, g);
    }
  const tags = [...byTag.values()].map(({ tag, posts }) => {
    const unlisted = posts.every((p) => p.frontmatter.unlisted);
    const shown = unlisted ? posts : posts.filter((p) => !p.frontmatter.unlisted);
    lists.push(...paginate(tag.route, shown, o.postsPerPage, o.pageBasePath, 'tag', { tag: { ...tag, count: shown.length } }));
    return { ...tag, count: shown.length, unlisted };
  });
  const byAuthor = new Map<string, { author: BlogAuthor; posts: Doc[] }>();
  for (const p of blog.posts)
    for (const a of p.blog!.authors) {
      if (!a.page) continue;
      const g = byAuthor.get(a.page) ?? { author: blog.authors.get(a.key ?? '') ?? a, posts: [] };
      g.posts.push(p);
      byAuthor.set(a.page, g);
    }
  // Authors with a page but no post still get their page, as in Docusaurus.
  for (const a of blog.authors.values()) if (a.page && !byAuthor.has(a.page)) byAuthor.set(a.page, { author: a, posts: [] });
  const authors = [...byAuthor.values()].map(({ author, posts }) => {
    const shown = posts.filter((p) => !p.frontmatter.unlisted);
    const withCount = { ...author, count: shown.length, page: author.page! };
    lists.push(...paginate(author.page!, shown, o.postsPerPage, o.pageBasePath, 'author', { author: withCount }));
    return withCount;
  });
  const count = o.blogSidebarCount === 'ALL' ? listed.length : o.blogSidebarCount;
  return {
    lists,
    tags,
    authors,
    listed,
    sidebar: listed.slice(0, count).map((p) => ({ label: p.title, href: p.route })),
    tagsRoute: joinRoute(blog.route, o.tagsBasePath),
    authorsRoute: joinRoute(blog.route, o.authorsBasePath),
    ...(o.archiveBasePath !== null && { archiveRoute: joinRoute(blog.route, o.archiveBasePath) }),
  };
}

/** The newer and older listed posts around a post (none for an unlisted one). */
export function neighbours(listed: Doc[], route: string): { newer?: Doc; older?: Doc } {
  const i = listed.findIndex((p) => p.route === route);
  if (i < 0) return {};
  return { ...(i > 0 && { newer: listed[i - 1] }), ...(i < listed.length - 1 && { older: listed[i + 1] }) };
}
