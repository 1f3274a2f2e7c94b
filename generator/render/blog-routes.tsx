// The blog's pages that are not posts: the list pages (paginated), each tag's and author's posts,
// all tags, all authors, the archive; and the feeds, made from the posts' rendered content. They
// render after the posts, from the same compiled Markdown (the cache makes the second compile of a
// post a lookup; an excerpt compiles once).
import { renderToString } from 'react-dom/server';
import { withIslandScripts } from '../islands/page-scripts.js';
import { IslandLogContext, type IslandLog } from '../../theme/island.js';
import type { ReactNode } from 'react';
import { renderDocument } from './render-route.js';
import { collectIds } from './page-links.js';
import { bodyNode } from './page-body.js';
import { postSummary, type BlogEnv } from './blog-post.js';
import { compilePage, type PageCompiler } from '../markdown/page-compiler.js';
import { absoluteUrls, feedFiles, type FeedPost } from '../blog/feeds.js';
import { WriterError } from '../errors.js';
import type { BlogListPlan } from '../blog/blog-model.js';
import type { OutputFile } from '../output-file.js';
import type { Doc, RenderedRoute } from '../types.js';
import type { PageMeta, ThemeSite } from '../../theme/types.js';
import { SiteDataContext, type SiteData } from '../../theme/site-data.js';
import { AuthorHeading, BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogTagsPage, TagHeading } from '../../theme/BlogPage.js';

interface BlogRenderEnv {
  site: ThemeSite;
  siteData: SiteData;
  components: Record<string, unknown>;
  blog: BlogEnv;
  /** The site's public URL (config.url) and base URL, for the feeds' absolute links. */
  url: string;
  baseUrl: string;
  title: string;
  /** The islands runtime (PageEnv.islands): an excerpt's islands hydrate on list pages too. */
  islands?: { runtime: string; root: string };
}

/** Each post's excerpt (or whole body) compiled, by route. */
type Excerpts = Map<string, { body: ReactNode; truncated: boolean }>;

async function compileExcerpts(compiler: PageCompiler, env: BlogRenderEnv, posts: Doc[], bodies: Map<string, string>): Promise<Excerpts> {
  const out: Excerpts = new Map();
  for (const doc of posts) {
    const excerpt = doc.blog!.excerpt;
    const text = excerpt ?? bodies.get(doc.id) ?? '';
    const c = await compilePage(compiler, doc, text);
    out.set(doc.route, { body: bodyNode(c.body, env.components), truncated: excerpt !== undefined });
  }
  return out;
}

function page(env: BlogRenderEnv, given: PageMeta, content: ReactNode, file: string): RenderedRoute {
  const meta: PageMeta = env.blog.sidebar ? { ...given, mobileLinks: env.blog.sidebar } : given;
  const log: IslandLog = { warnings: [], islands: [] };
  let html: string;
  try {
    html = renderDocument(env.site, env.siteData, meta, <IslandLogContext.Provider value={log}>{content}</IslandLogContext.Provider>);
  } catch (e) {
    throw new WriterError({ file }, `rendering the blog page ${meta.route} failed: ${(e as Error).message}`, {
      hint: 'a post excerpt on this page uses a component that failed; check its props',
    });
  }
  if (env.islands) html = withIslandScripts(html, log.islands, env.islands.runtime, env.baseUrl);
  return {
    route: meta.route,
    file,
    html,
    ids: collectIds(html),
    links: [],
    ...(meta.noindex && { noindex: true }),
    ...(log.islands.length > 0 && { islands: log.islands }),
  };
}

function listPage(env: BlogRenderEnv, plan: BlogListPlan, excerpts: Excerpts, file: string): RenderedRoute {
  const o = env.blog.content.options;
  const items = plan.posts.map((p) => ({ post: postSummary(p), ...excerpts.get(p.route)! }));
  const heading = plan.tag ? (
    <TagHeading
      tag={{ label: plan.tag.label, href: plan.tag.route, description: plan.tag.description }}
      count={plan.tag.count}
      allTags={env.blog.plan.tagsRoute}
    />
  ) : plan.author ? (
    <AuthorHeading
      author={{ name: plan.author.name, title: plan.author.title, url: plan.author.url, imageUrl: plan.author.imageUrl }}
      count={plan.author.count}
    />
  ) : undefined;
  const title = plan.tag
    ? `${plan.tag.count} ${plan.tag.count === 1 ? 'post' : 'posts'} tagged with "${plan.tag.label}"`
    : plan.author
      ? (plan.author.name ?? 'Author')
      : o.blogTitle;
  const pageSuffix = plan.page > 1 ? ` (page ${plan.page})` : '';
  const meta: PageMeta = {
    route: plan.route,
    title: title + pageSuffix,
    description: plan.kind === 'blog' ? o.blogDescription : plan.tag?.description,
    layout: 'page',
    noindex: plan.unlisted,
  };
  const view = { heading, items, sidebar: env.blog.sidebar, newer: plan.newer, older: plan.older, page: plan.page, pages: plan.pages };
  return page(env, meta, <BlogListPage view={view} route={plan.route} />, file);
}

function indexPages(env: BlogRenderEnv, file: string): RenderedRoute[] {
  const { plan, sidebar } = env.blog;
  const out: RenderedRoute[] = [];
  if (plan.tags.length) {
    const tags = plan.tags.filter((t) => !t.unlisted).map((t) => ({ label: t.label, href: t.route, count: t.count }));
    out.push(
      page(
        env,
        { route: plan.tagsRoute, title: 'Tags', layout: 'page' },
        <BlogTagsPage tags={tags} sidebar={sidebar} route={plan.tagsRoute} />,
        file,
      ),
    );
  }
  if (plan.authors.length) {
    const authors = plan.authors.map((a) => ({ name: a.name, title: a.title, imageUrl: a.imageUrl, page: a.page, count: a.count }));
    out.push(
      page(
        env,
        { route: plan.authorsRoute, title: 'Authors', layout: 'page' },
        <BlogAuthorsPage authors={authors} sidebar={sidebar} route={plan.authorsRoute} />,
        file,
      ),
    );
  }
  if (plan.archiveRoute) {
    const years = new Map<string, { label: string; href: string; date: string }[]>();
    for (const p of plan.listed) {
      const y = String(p.blog!.date.getUTCFullYear());
      years.set(y, [...(years.get(y) ?? []), { label: p.title, href: p.route, date: p.blog!.date.toISOString() }]);
    }
    const list = [...years].map(([year, posts]) => ({ year, posts }));
    out.push(
      page(
        env,
        { route: plan.archiveRoute, title: 'Archive', description: 'Archive', layout: 'page' },
        <BlogArchivePage years={list} sidebar={sidebar} route={plan.archiveRoute} title="Archive" />,
        file,
      ),
    );
  }
  return out;
}

/** The feeds' posts: each listed post's whole content as HTML, links absolute. */
async function feedPosts(compiler: PageCompiler, env: BlogRenderEnv, bodies: Map<string, string>): Promise<FeedPost[]> {
  const o = env.blog.content.options;
  const limit = typeof o.feedOptions.limit === 'number' ? o.feedOptions.limit : Infinity;
  const newest = [...env.blog.plan.listed].sort((a, b) => b.blog!.date.getTime() - a.blog!.date.getTime()).slice(0, limit);
  const out: FeedPost[] = [];
  for (const doc of newest) {
    const c = await compilePage(compiler, doc, bodies.get(doc.id) ?? '');
    const html = renderToString(
      <SiteDataContext.Provider value={env.siteData}>{bodyNode(c.body, env.components)}</SiteDataContext.Provider>,
    );
    out.push({ doc, html: absoluteUrls(html, env.url, env.baseUrl) });
  }
  return out;
}

/** Every blog page besides the posts, and the feed files. `bodies`: the posts' texts (kept from
 *  loading: the page step lets go of a doc's text once it is written). */
export async function renderBlogRoutes(
  compiler: PageCompiler,
  env: BlogRenderEnv,
  bodies: Map<string, string>,
  configFile: string,
): Promise<{ routes: RenderedRoute[]; files: OutputFile[] }> {
  const { plan, content } = env.blog;
  const shown = new Set(plan.lists.flatMap((l) => l.posts));
  const excerpts = await compileExcerpts(
    compiler,
    env,
    content.posts.filter((p) => shown.has(p)),
    bodies,
  );
  const routes = [...plan.lists.map((l) => listPage(env, l, excerpts, configFile)), ...indexPages(env, configFile)];
  const feeds =
    content.options.feedOptions.type === null
      ? []
      : feedFiles(
          content.options,
          { title: env.title, base: env.url.replace(/\/$/, '') + env.baseUrl.replace(/\/$/, ''), route: content.route },
          await feedPosts(compiler, env, bodies),
        );
  return { routes, files: feeds };
}
