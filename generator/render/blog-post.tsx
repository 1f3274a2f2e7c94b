// A blog post's page: its compiled body in the blog layout (post header, tags, newer/older posts,
// the recent-posts sidebar) instead of the docs layout.
import type { ReactNode } from 'react';
import { renderDocument } from './render-route.js';
import { renderWithPrebuilt, type PrebuiltCache } from './prebuilt-html.js';
import { neighbours, type BlogPlan } from '../blog/blog-model.js';
import type { BlogContent } from '../blog/load-posts.js';
import type { CompiledDoc, Doc } from '../types.js';
import type { ThemeSite } from '../../theme/types.js';
import type { SiteData } from '../../theme/site-data.js';
import type { BlogPostSummary, BlogSidebarView } from '../../theme/blog-types.js';
import { BlogPostPage } from '../../theme/BlogPage.js';

/** What every blog page of one build shares. */
export interface BlogEnv {
  content: BlogContent;
  plan: BlogPlan;
  sidebar?: BlogSidebarView;
}

export function blogEnv(content: BlogContent, plan: BlogPlan): BlogEnv {
  const o = content.options;
  return {
    content,
    plan,
    ...(o.blogSidebarCount !== 0 && plan.sidebar.length > 0 && { sidebar: { title: o.blogSidebarTitle, items: plan.sidebar } }),
  };
}

export function postSummary(doc: Doc): BlogPostSummary {
  const b = doc.blog!;
  return {
    title: doc.title,
    href: doc.route,
    date: b.date.toISOString(),
    authors: b.authors.map((a) => ({
      ...(a.name && { name: a.name }),
      ...(a.title && { title: a.title }),
      ...(a.url && { url: a.url }),
      ...(a.imageUrl && { imageUrl: a.imageUrl }),
      ...(a.page && { page: a.page }),
    })),
    tags: b.tags.map((t) => ({ label: t.label, href: t.route })),
    ...(b.readingTime !== undefined && { readingTime: b.readingTime }),
  };
}

export function renderBlogPost(
  env: { site: ThemeSite; siteData: SiteData; prebuilt?: PrebuiltCache; blog: BlogEnv },
  doc: Doc,
  c: CompiledDoc,
  body: ReactNode,
): string {
  const fm = doc.frontmatter;
  const { newer, older } = neighbours(env.blog.plan.listed, doc.route);
  const toc = c.toc.filter((x) => x.depth >= (fm.toc_min_heading_level ?? 2) && x.depth <= (fm.toc_max_heading_level ?? 3));
  const view = {
    post: postSummary(doc),
    body,
    toc: fm.hide_table_of_contents ? [] : toc,
    sidebar: env.blog.sidebar,
    ...(newer && { newer: { label: newer.title, href: newer.route } }),
    ...(older && { older: { label: older.title, href: older.route } }),
    ...(doc.blog!.editUrl && { editUrl: doc.blog!.editUrl }),
    draft: fm.draft,
    unlisted: fm.unlisted,
    blogTitle: env.blog.content.options.blogTitle,
  };
  const meta = {
    route: doc.route,
    title: doc.title,
    description: doc.description,
    layout: 'page' as const,
    noindex: fm.unlisted,
    ...(env.blog.sidebar && { mobileLinks: env.blog.sidebar }),
  };
  return renderWithPrebuilt(env.prebuilt, (s) =>
    renderDocument(env.site, env.siteData, meta, <BlogPostPage view={view} route={doc.route} />, s),
  );
}
