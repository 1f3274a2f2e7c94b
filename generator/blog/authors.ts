// Post authors, as Docusaurus's blog takes them: keys into authors.yml (or .json) in the blog
// folder, authors written inline in the frontmatter, or the older `author`/`author_title`/… keys.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { yaml } from '../lazy-yaml.js';
import { WriterError } from '../errors.js';
import { isObj as isPlainObject } from '../plain-object.js';
import { joinRoute } from '../routes/url.js';
import { errorAt } from './frontmatter-place.js';
import type { BlogAuthor } from '../types.js';

export type AuthorsMap = Map<string, BlogAuthor>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** One author entry (authors.yml or inline) in docsgen's shape; image_url and imageURL both. */
function authorOf(v: Record<string, unknown>, key?: string): BlogAuthor {
  return {
    ...(key && { key }),
    ...(str(v.name) && { name: str(v.name) }),
    ...(str(v.title) && { title: str(v.title) }),
    ...(str(v.url) && { url: str(v.url) }),
    ...((str(v.image_url) ?? str(v.imageURL)) && { imageUrl: str(v.image_url) ?? str(v.imageURL) }),
    ...(str(v.email) && { email: str(v.email) }),
  };
}

/** The blog's authors file, or an empty map when it has none. `authorsRoute`: where author pages go. */
export function loadAuthors(blogDir: string, fileName: string, authorsRoute: string): AuthorsMap {
  const candidates = fileName === 'authors.yml' ? [fileName, 'authors.yaml', 'authors.json'] : [fileName];
  const found = candidates.map((n) => join(blogDir, n)).find((p) => existsSync(p));
  const out: AuthorsMap = new Map();
  if (!found) return out;
  const display = relative(process.cwd(), found) || found;
  let data: unknown;
  try {
    data = found.endsWith('.json') ? JSON.parse(readFileSync(found, 'utf8')) : yaml().parse(readFileSync(found, 'utf8'));
  } catch (e) {
    throw new WriterError({ file: display }, `the authors file does not parse: ${(e as Error).message.split('\n')[0]}`, {
      hint: 'it maps author keys to { name, title, url, image_url, page }',
    });
  }
  if (data == null) return out;
  if (!isPlainObject(data))
    throw new WriterError({ file: display, line: 1, column: 1 }, 'the authors file is not a map of author keys', {
      hint: "write `key:` then the author's name, title, url, image_url (and `page: true` for an author page)",
    });
  for (const [key, v] of Object.entries(data)) {
    if (!isPlainObject(v))
      throw new WriterError({ file: display }, `author "${key}" is not a map`, {
        hint: 'give the author a name (and title, url, image_url)',
      });
    const page =
      v.page === true
        ? joinRoute(authorsRoute, key)
        : isPlainObject(v.page) && str(v.page.permalink)
          ? joinRoute(authorsRoute, str(v.page.permalink)!)
          : undefined;
    out.set(key, { ...authorOf(v, key), ...(page && { page }) });
  }
  return out;
}

/** The authors a post's frontmatter names, or the errors of keys authors.yml lacks. */
export function postAuthors(
  fm: Record<string, unknown>,
  authors: AuthorsMap,
  file: string,
  source: string,
  mapFile: string,
): BlogAuthor[] | WriterError[] {
  const out: BlogAuthor[] = [];
  const errors: WriterError[] = [];
  const given = fm.authors;
  const list = given === undefined ? [] : Array.isArray(given) ? given : [given];
  for (const a of list) {
    if (typeof a === 'string') {
      const found = authors.get(a);
      if (found) out.push(found);
      else
        errors.push(
          errorAt(
            file,
            source,
            'authors',
            a,
            `unknown author key "${a}": ${mapFile} does not define it`,
            authors.size
              ? `use one of ${[...authors.keys()].slice(0, 8).join(', ')}, or add "${a}" to ${mapFile}`
              : `create ${mapFile} with a "${a}:" entry (name, title, url, image_url), or write the author inline: authors: [{ name: … }]`,
          ),
        );
    } else if (isPlainObject(a)) {
      const key = str(a.key);
      const base = key ? authors.get(key) : undefined;
      if (key && !base)
        errors.push(
          errorAt(
            file,
            source,
            'authors',
            key,
            `unknown author key "${key}": ${mapFile} does not define it`,
            `add "${key}" to ${mapFile}, or leave out key:`,
          ),
        );
      else out.push({ ...base, ...authorOf(a, key) });
    } else {
      errors.push(
        errorAt(
          file,
          source,
          'authors',
          undefined,
          'an author is a key of the authors file or a map with a name',
          'write authors: [key] or authors: [{ name: …, title: … }]',
        ),
      );
    }
  }
  // The frontmatter keys of Docusaurus 1 and 2 blogs.
  const legacyName = str(fm.author);
  if (legacyName)
    out.push({
      name: legacyName,
      ...(str(fm.author_title ?? fm.authorTitle) && { title: str(fm.author_title ?? fm.authorTitle) }),
      ...(str(fm.author_url ?? fm.authorURL) && { url: str(fm.author_url ?? fm.authorURL) }),
      ...(str(fm.author_image_url ?? fm.authorImageURL) && { imageUrl: str(fm.author_image_url ?? fm.authorImageURL) }),
    });
  return errors.length ? errors : out;
}
