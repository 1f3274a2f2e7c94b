// The blog's posts as docs: every Markdown/MDX file of the blog folder (partials `_x` and tests
// left out) with its date, slug, authors, tags, reading time and excerpt, as Docusaurus's blog
// plugin reads them. The posts then go through the same Markdown stage as every page.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BlogConfig, SiteConfig } from '../config/schema.js';
import { splitFrontmatter } from '../content/frontmatter.js';
import { readText } from '../content/read-text.js';
import { docFormat } from '../content/doc-format.js';
import { WriterError, WriterErrors, writerError } from '../errors.js';
import { joinRoute } from '../routes/url.js';
import { loadAuthors, postAuthors } from './authors.js';
import { loadTagsFile, postTags } from './tags.js';
import { parsePostPath } from './post-file-name.js';
import { excerptOf, readingMinutes } from './truncate.js';
import { errorAt } from './frontmatter-place.js';
import type { BlogAuthor, Doc } from '../types.js';
import type { BlogContent } from '../content/site-content.js';

export type { BlogContent };

export interface LoadedPosts {
  blog: BlogContent;
  bodies: Map<string, string>;
  warnings: WriterError[];
  errors: WriterError[];
}

/** Every post file of the blog folder, sorted by path. */
function postFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      if (name.startsWith('_') || name.startsWith('.') || name === 'node_modules' || name === '__tests__') continue;
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (/\.mdx?$/.test(name) && !/\.test\.mdx?$/.test(name)) out.push(abs);
    }
  };
  walk(dir);
  return out;
}

export function loadPosts(config: SiteConfig, root: string, o: { dev: boolean; keepGoing?: boolean }): LoadedPosts | undefined {
  const options = config.blog;
  if (!options) return undefined;
  const dir = join(root, options.path);
  const route = joinRoute('/', options.routeBasePath);
  const authors = loadAuthors(dir, options.authorsMapPath, joinRoute(route, options.authorsBasePath));
  const tagsFile = loadTagsFile(dir, options.tags);
  const tagsRoute = joinRoute(route, options.tagsBasePath);
  const posts: Doc[] = [];
  const bodies = new Map<string, string>();
  const warnings: WriterError[] = [];
  const errors: WriterError[] = [];
  const byRoute = new Map<string, Doc>();
  const mapFile = options.authorsMapPath;
  for (const abs of postFiles(dir)) {
    const rel = relative(dir, abs).split(sep).join('/');
    const file = relative(root, abs).split(sep).join('/');
    const source = readText(abs, file);
    const split = splitFrontmatter(file, source, true);
    if (split instanceof WriterErrors) {
      errors.push(...split.errors);
      continue;
    }
    warnings.push(...split.warnings);
    const fm = split.frontmatter as Record<string, unknown> & typeof split.frontmatter;
    if (fm.draft && !o.dev) continue;
    const parsed = parsePostPath(rel);
    const date = postDate(fm.date, parsed, abs, file, source);
    if (date instanceof WriterError) {
      errors.push(date);
      continue;
    }
    const who = postAuthors(fm, authors, file, source, mapFile);
    const tags = postTags(fm.tags, tagsFile, options.onInlineTags, tagsRoute, file, source);
    warnings.push(...tags.warnings);
    if (who.length && who[0] instanceof WriterError) errors.push(...(who as WriterError[]));
    errors.push(...tags.errors);
    const { title, body } = titleAndBody(fm.title, split.body, parsed.text);
    const slugRoute = joinRoute(route, fm.slug ?? parsed.slug);
    const excerpt = excerptOf(body);
    const id = `__blog/${rel.replace(/\.mdx?$/, '')}`;
    const doc: Doc = {
      id,
      dirId: '',
      isIndex: false,
      file,
      source,
      format: docFormat(rel, fm.mdx?.format, config.markdown.format, body),
      route: slugRoute,
      title,
      description: fm.description ?? firstParagraph(body),
      frontmatter: { ...split.frontmatter, hide_title: true },
      standalone: true,
      blog: {
        date,
        authors: who as BlogAuthor[],
        tags: tags.tags,
        ...(options.showReadingTime && { readingTime: readingMinutes(body) }),
        ...(excerpt !== undefined && { excerpt }),
        ...(options.editUrl && { editUrl: `${options.editUrl.replace(/\/$/, '')}/${file}` }),
      },
    };
    const clash = byRoute.get(doc.route);
    if (clash) {
      errors.push(
        errorAt(
          file,
          source,
          'slug',
          undefined,
          `duplicate blog post route ${doc.route}: ${clash.file} has it too`,
          'give one of the posts another slug: (or another file name)',
        ),
      );
      continue;
    }
    byRoute.set(doc.route, doc);
    posts.push(doc);
    bodies.set(id, body);
  }
  if (errors.length > 0 && !o.keepGoing) throw new WriterErrors(errors);
  posts.sort((a, b) => b.blog!.date.getTime() - a.blog!.date.getTime() || a.file.localeCompare(b.file));
  if (options.sortPosts === 'ascending') posts.reverse();
  return { blog: { options, dir, route, posts, authors, bodies }, bodies, warnings, errors };
}

/** The frontmatter date, else the path's, else when the file was made (as Docusaurus does). */
function postDate(given: unknown, parsed: ReturnType<typeof parsePostPath>, abs: string, file: string, source: string): Date | WriterError {
  if (given instanceof Date) return given;
  if (typeof given === 'string' || typeof given === 'number') {
    const text = String(given);
    // A bare day is that day in UTC, as the file name's date is.
    const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
    if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{1,2}-\d{1,2}/.test(text))
      return errorAt(
        file,
        source,
        'date',
        text,
        `date "${text}" is not a date`,
        'write the date as YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SSZ for a time of day)',
      );
    return d;
  }
  if (given !== undefined) return errorAt(file, source, 'date', undefined, 'date is not a date', 'write the date as YYYY-MM-DD');
  if (parsed.date) {
    if (Number.isNaN(parsed.date.getTime()))
      return writerError(
        file,
        source,
        1,
        1,
        `the file name's date ${parsed.dateText} is not a date`,
        'name the post YYYY-MM-DD-slug.md with a day that exists, or set date: in its frontmatter',
      );
    return parsed.date;
  }
  const st = statSync(abs);
  return st.birthtimeMs > 0 ? st.birthtime : st.mtime;
}

/** The post's title (frontmatter, else its first `# heading`, which then leaves the body so the
 *  post header shows it once, else the file name) and its body. */
function titleAndBody(given: string | undefined, body: string, fallback: string): { title: string; body: string } {
  const lines = body.split('\n');
  const first = lines.findIndex((l) => l.trim() !== '' && !/^import\s/.test(l) && !/^export\s/.test(l));
  const h1 = first >= 0 ? /^#\s+(.+?)\s*#*\s*$/.exec(lines[first]) : null;
  if (!h1) return { title: given ?? fallback, body };
  // Blanked, not cut, so that line numbers stay the file's own.
  lines[first] = '';
  return { title: given ?? h1[1], body: lines.join('\n') };
}

/** The first paragraph as plain text: a post's description when its frontmatter has none. */
function firstParagraph(body: string): string | undefined {
  const para: string[] = [];
  let fence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const t = line.trim();
    if (!t) {
      if (para.length) break;
      continue;
    }
    if (/^(#|import\s|export\s|<|\{\/\*|:::|!\[|[-*+]\s|\d+\.\s|>|\|)/.test(t)) {
      if (para.length) break;
      continue;
    }
    para.push(t);
  }
  const text = para
    .join(' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
  return text || undefined;
}
