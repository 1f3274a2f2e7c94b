// The blog's feeds: RSS 2.0, Atom 1.0 and JSON Feed 1.1, as Docusaurus writes them (rss.xml,
// atom.xml, feed.json under the blog's route), with each post's whole content as HTML.
import type { BlogConfig } from '../config/schema.js';
import { encodeRoute } from '../routes/url.js';
import type { Doc } from '../types.js';

export interface FeedPost {
  doc: Doc;
  /** The post's content, its links absolute. */
  html: string;
}

export interface FeedSite {
  title: string;
  /** The site's public URL with its base path, no trailing slash. */
  base: string;
  /** The blog's route (`/blog`). */
  route: string;
}

export type FeedType = 'rss' | 'atom' | 'json';

export function feedTypes(type: BlogConfig['feedOptions']['type']): FeedType[] {
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return Array.isArray(type) ? [...new Set(type)] : [type];
}

export const FEED_FILES: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
// eslint-disable-next-line no-control-regex
const xmlText = (s: string) => xml(s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));

/** Root-relative URLs in a post's HTML made absolute: a feed reader has no page to resolve them on. */
export function absoluteUrls(html: string, origin: string, baseUrl: string): string {
  const prefix = origin.replace(/\/$/, '') + baseUrl.replace(/\/$/, '');
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${prefix}/`);
}

interface FeedMeta {
  title: string;
  description: string;
  copyright?: string;
  language?: string;
  link: string;
  updated: Date;
}

function meta(options: BlogConfig, site: FeedSite, posts: FeedPost[]): FeedMeta {
  const f = options.feedOptions;
  return {
    title: f.title ?? site.title,
    description: f.description ?? `${site.title} Blog`,
    ...(f.copyright && { copyright: f.copyright }),
    ...(f.language && { language: f.language }),
    link: site.base + encodeRoute(site.route),
    updated: posts[0]?.doc.blog!.date ?? new Date(0),
  };
}

export function feedFiles(options: BlogConfig, site: FeedSite, listed: FeedPost[]): { path: string; contents: string }[] {
  const limit = options.feedOptions.limit;
  // Feeds list the newest posts whatever order the list pages use.
  const newest = [...listed].sort((a, b) => b.doc.blog!.date.getTime() - a.doc.blog!.date.getTime());
  const posts = typeof limit === 'number' ? newest.slice(0, limit) : newest;
  const m = meta(options, site, posts);
  const dir = site.route === '/' ? '' : `${site.route.slice(1)}/`;
  return feedTypes(options.feedOptions.type).map((t) => ({
    path: dir + FEED_FILES[t],
    contents: t === 'rss' ? rss(m, site, posts) : t === 'atom' ? atom(m, site, posts) : jsonFeed(m, site, posts),
  }));
}

const postUrl = (site: FeedSite, d: Doc) => site.base + encodeRoute(d.route);
const authorNames = (d: Doc) => d.blog!.authors.map((a) => a.name).filter((n): n is string => !!n);

function rss(m: FeedMeta, site: FeedSite, posts: FeedPost[]): string {
  const items = posts.map(({ doc, html }) =>
    [
      '<item>',
      `<title>${xmlText(doc.title)}</title>`,
      `<link>${xml(postUrl(site, doc))}</link>`,
      `<guid>${xml(postUrl(site, doc))}</guid>`,
      `<pubDate>${doc.blog!.date.toUTCString()}</pubDate>`,
      doc.description ? `<description>${xmlText(doc.description)}</description>` : '',
      `<content:encoded><![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]></content:encoded>`,
      ...authorNames(doc).map((n) => `<dc:creator>${xmlText(n)}</dc:creator>`),
      ...doc.blog!.tags.map((t) => `<category>${xmlText(t.label)}</category>`),
      '</item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlText(m.title)}</title>`,
    `<link>${xml(m.link)}</link>`,
    `<description>${xmlText(m.description)}</description>`,
    `<lastBuildDate>${m.updated.toUTCString()}</lastBuildDate>`,
    '<docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    '<generator>docsgen</generator>',
    m.language ? `<language>${xmlText(m.language)}</language>` : '',
    m.copyright ? `<copyright>${xmlText(m.copyright)}</copyright>` : '',
    `<atom:link href="${xml(`${m.link}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((l, i, all) => l !== '' || i === all.length - 1)
    .join('\n');
}

function atom(m: FeedMeta, site: FeedSite, posts: FeedPost[]): string {
  const entries = posts.map(({ doc, html }) =>
    [
      '<entry>',
      `<title type="html">${xmlText(doc.title)}</title>`,
      `<id>${xml(postUrl(site, doc))}</id>`,
      `<link href="${xml(postUrl(site, doc))}"/>`,
      `<updated>${doc.blog!.date.toISOString()}</updated>`,
      doc.description ? `<summary type="html">${xmlText(doc.description)}</summary>` : '',
      `<content type="html">${xmlText(html)}</content>`,
      ...doc
        .blog!.authors.filter((a) => a.name)
        .map(
          (a) =>
            `<author><name>${xmlText(a.name!)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}${a.email ? `<email>${xmlText(a.email)}</email>` : ''}</author>`,
        ),
      ...doc.blog!.tags.map((t) => `<category label="${xml(t.label)}" term="${xml(t.label)}"/>`),
      '</entry>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${m.language ? ` xml:lang="${xml(m.language)}"` : ''}>`,
    `<id>${xml(m.link)}</id>`,
    `<title>${xmlText(m.title)}</title>`,
    `<updated>${m.updated.toISOString()}</updated>`,
    '<generator>docsgen</generator>',
    `<link rel="alternate" href="${xml(m.link)}"/>`,
    `<link rel="self" href="${xml(`${m.link}/atom.xml`)}"/>`,
    `<subtitle>${xmlText(m.description)}</subtitle>`,
    m.copyright ? `<rights>${xmlText(m.copyright)}</rights>` : '',
    ...entries,
    '</feed>',
    '',
  ]
    .filter((l, i, all) => l !== '' || i === all.length - 1)
    .join('\n');
}

function jsonFeed(m: FeedMeta, site: FeedSite, posts: FeedPost[]): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: m.title,
      home_page_url: m.link,
      feed_url: `${m.link}/feed.json`,
      description: m.description,
      ...(m.language && { language: m.language }),
      items: posts.map(({ doc, html }) => ({
        id: postUrl(site, doc),
        url: postUrl(site, doc),
        title: doc.title,
        content_html: html,
        ...(doc.description && { summary: doc.description }),
        date_published: doc.blog!.date.toISOString(),
        ...(authorNames(doc).length && {
          authors: doc
            .blog!.authors.filter((a) => a.name)
            .map((a) => ({ name: a.name, ...(a.url && { url: a.url }), ...(a.imageUrl && { avatar: a.imageUrl }) })),
        }),
        ...(doc.blog!.tags.length && { tags: doc.blog!.tags.map((t) => t.label) }),
      })),
    },
    null,
    2,
  )}\n`;
}
