// The plain props of the blog's pages (theme/Blog*.tsx); the generator builds them
// (render/blog-routes.tsx) from the posts it loaded.
import type { ReactNode } from 'react';

export interface BlogAuthorView {
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** The author's page on this blog. */
  page?: string;
}

export interface BlogTagView {
  label: string;
  href: string;
  description?: string;
  /** Listed posts with the tag (the tags page shows it). */
  count?: number;
}

/** A post as its header shows it: on its own page and in lists. */
export interface BlogPostSummary {
  title: string;
  href: string;
  /** ISO date-time. */
  date: string;
  authors: BlogAuthorView[];
  tags: BlogTagView[];
  readingTime?: number;
}

export interface BlogSidebarView {
  title: string;
  items: { label: string; href: string }[];
}

export interface BlogPostView {
  post: BlogPostSummary;
  body: ReactNode;
  toc: { depth: number; id: string; text: string }[];
  sidebar?: BlogSidebarView;
  /** Newer and older posts. */
  newer?: { label: string; href: string };
  older?: { label: string; href: string };
  editUrl?: string;
  draft?: boolean;
  unlisted?: boolean;
  /** The blog's title: the search records' top level. */
  blogTitle: string;
}

/** A list page (the blog, a tag, an author): posts with their excerpts, and the pagination. */
export interface BlogListView {
  /** Shown above the posts (tag and author pages; the blog's own list has none). */
  heading?: ReactNode;
  items: { post: BlogPostSummary; body: ReactNode; truncated: boolean }[];
  sidebar?: BlogSidebarView;
  newer?: string;
  older?: string;
  /** "Page 2 of 3" for screen readers and the eye. */
  page: number;
  pages: number;
}
