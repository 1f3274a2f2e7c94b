// The blog plugin's options (preset-classic's `blog`, or a plugin-content-blog entry) as docsgen's
// `blog`: the same names and meanings; what docsgen cannot carry over (functions, RegExps,
// components) is reported.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isObj, str, type MigrationReport, type Obj } from './report.js';

const SAME_STRINGS = [
  'path',
  'routeBasePath',
  'blogTitle',
  'blogDescription',
  'blogSidebarTitle',
  'pageBasePath',
  'tagsBasePath',
  'authorsBasePath',
  'authorsMapPath',
];
const FEED_KEYS = ['title', 'description', 'copyright', 'language'];

function feedOptions(given: unknown, report: MigrationReport): Obj | undefined {
  if (!isObj(given)) return undefined;
  const out: Obj = {};
  const t = given.type;
  const okType = (v: unknown) => v === 'rss' || v === 'atom' || v === 'json';
  if (t === null || t === 'all' || okType(t)) out.type = t;
  else if (Array.isArray(t) && t.every(okType)) out.type = t;
  for (const k of FEED_KEYS) if (str(given[k])) out[k] = given[k];
  if (typeof given.limit === 'number' || given.limit === false || given.limit === null) out.limit = given.limit;
  for (const k of Object.keys(given)) {
    if (!['type', 'limit', ...FEED_KEYS].includes(k))
      report.dropped.push({
        what: `blog.feedOptions.${k}`,
        why: 'docsgen writes the feeds itself: the title, description, copyright, language, type and limit are carried over',
      });
  }
  return out;
}

/** `undefined` when the site has no blog folder (Docusaurus then builds no posts either). */
export function translateBlogOptions(opts: Obj, siteDir: string, report: MigrationReport): Obj | undefined {
  const path = str(opts.path) ?? 'blog';
  if (!existsSync(join(siteDir, path))) {
    report.notes.push(`the blog is on, but its folder ${path}/ does not exist: no blog is built`);
    return undefined;
  }
  const out: Obj = {};
  const done: string[] = [];
  for (const k of SAME_STRINGS) if (str(opts[k]) !== undefined) out[k] = opts[k];
  if (typeof opts.blogSidebarCount === 'number' || opts.blogSidebarCount === 'ALL') out.blogSidebarCount = opts.blogSidebarCount;
  if (typeof opts.postsPerPage === 'number' || opts.postsPerPage === 'ALL') out.postsPerPage = opts.postsPerPage;
  if (typeof opts.showReadingTime === 'boolean') out.showReadingTime = opts.showReadingTime;
  if (str(opts.archiveBasePath) !== undefined || opts.archiveBasePath === null) out.archiveBasePath = opts.archiveBasePath;
  if (str(opts.tags) !== undefined || opts.tags === false) out.tags = opts.tags;
  else if (opts.tags === null) out.tags = false;
  if (['ignore', 'log', 'warn', 'throw'].includes(opts.onInlineTags as string)) out.onInlineTags = opts.onInlineTags;
  if (opts.sortPosts === 'ascending' || opts.sortPosts === 'descending') out.sortPosts = opts.sortPosts;
  if (str(opts.editUrl)) out.editUrl = (opts.editUrl as string).replace(/\/$/, '');
  else if (typeof opts.editUrl === 'function')
    report.dropped.push({
      what: 'blog.editUrl (a function)',
      why: 'docsgen takes a base URL: set blog.editUrl to a string, the file path is appended',
    });
  const feeds = feedOptions(opts.feedOptions, report);
  if (feeds) out.feedOptions = feeds;
  done.push(...Object.keys(out));
  if (opts.truncateMarker !== undefined)
    report.dropped.push({
      what: 'blog.truncateMarker',
      why: "docsgen cuts posts at <!-- truncate --> and {/* truncate */}, Docusaurus's default markers",
    });
  for (const k of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']) {
    if (Array.isArray(opts[k]) && opts[k].length)
      report.notes.push(
        `blog.${k}: posts go through the site's one Markdown pipeline (markdown.${k} from the docs options); add the blog's plugins there if they differ`,
      );
  }
  // Checks Docusaurus runs on posts that docsgen does not: nothing to carry over, nothing lost.
  for (const k of ['onInlineAuthors', 'onUntruncatedBlogPosts'])
    if (opts[k] !== undefined) report.notes.push(`blog.${k}: docsgen does not make this check; posts build as they are`);
  const handled = new Set([
    'onInlineAuthors',
    'onUntruncatedBlogPosts',
    ...SAME_STRINGS,
    'blogSidebarCount',
    'postsPerPage',
    'showReadingTime',
    'archiveBasePath',
    'tags',
    'onInlineTags',
    'sortPosts',
    'editUrl',
    'feedOptions',
    'truncateMarker',
    'remarkPlugins',
    'rehypePlugins',
    'beforeDefaultRemarkPlugins',
    'beforeDefaultRehypePlugins',
    'id',
    'admonitions',
  ]);
  for (const k of Object.keys(opts))
    if (!handled.has(k) && opts[k] !== undefined) report.dropped.push({ what: `blog.${k}`, why: 'no docsgen equivalent' });
  report.translated.push(`blog (${done.length ? done.join(', ') : "Docusaurus's defaults"}): posts, list pages, tags, authors and feeds`);
  return out;
}
