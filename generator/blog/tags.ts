// Post tags, as Docusaurus takes them: strings or { label, permalink } in the frontmatter, and the
// tags file (tags.yml in the blog folder) that defines the known ones; `onInlineTags` says what a
// tag the file does not define is (ignored, a warning, or an error).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { yaml } from '../lazy-yaml.js';
import { WriterError } from '../errors.js';
import { isObj } from '../plain-object.js';
import { joinRoute } from '../routes/url.js';
import { errorAt } from './frontmatter-place.js';
import type { BlogTag } from '../types.js';

/** Defined tags by their key in the tags file; undefined: the blog has no tags file. */
export type TagsFile = Map<string, { label: string; permalink: string; description?: string }>;

/** lodash's kebabCase, which Docusaurus makes tag permalinks with: words (letters, digits, the
 *  split of camelCase) lowercased and joined by `-`. */
export function kebabCase(s: string): string {
  const words = s
    .replace(/['\u2019]/g, '')
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, (_m, a, b, c, d) => (a ? `${a} ${b}` : `${c} ${d}`))
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).map((w) => w.toLowerCase()).join('-');
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

export function loadTagsFile(blogDir: string, option: string | false | undefined): TagsFile | undefined {
  if (option === false) return undefined;
  const abs = join(blogDir, option ?? 'tags.yml');
  if (!existsSync(abs)) {
    if (option === undefined) return undefined;
    throw new WriterError({ file: relative(process.cwd(), abs) || abs }, `blog.tags: the tags file ${option} does not exist`, {
      hint: 'create it in the blog folder, or remove blog.tags',
    });
  }
  const display = relative(process.cwd(), abs) || abs;
  let data: unknown;
  try {
    data = yaml().parse(readFileSync(abs, 'utf8'));
  } catch (e) {
    throw new WriterError({ file: display }, `the tags file does not parse: ${(e as Error).message.split('\n')[0]}`, {
      hint: 'it maps tag keys to { label, permalink, description }',
    });
  }
  if (data != null && !isObj(data))
    throw new WriterError({ file: display, line: 1, column: 1 }, 'the tags file is not a map of tag keys', {
      hint: "write `key:` then the tag's label, permalink and description",
    });
  const out: TagsFile = new Map();
  const seen = new Map<string, string>();
  for (const [key, v] of Object.entries(data ?? {})) {
    const t = isObj(v) ? v : {};
    const permalink = typeof t.permalink === 'string' && t.permalink ? `/${kebabCase(t.permalink)}` : `/${kebabCase(key)}`;
    if (seen.has(permalink))
      throw new WriterError({ file: display }, `tags "${seen.get(permalink)}" and "${key}" have one permalink ${permalink}`, {
        hint: 'give one of them its own permalink',
      });
    seen.set(permalink, key);
    out.set(key, {
      label: typeof t.label === 'string' && t.label ? t.label : capitalize(key),
      permalink,
      ...(typeof t.description === 'string' && { description: t.description }),
    });
  }
  return out;
}

export interface PostTags {
  tags: BlogTag[];
  errors: WriterError[];
  warnings: WriterError[];
}

/** A post's tags under `tagsRoute`, each once; inline tags checked against the tags file. */
export function postTags(
  given: unknown,
  tagsFile: TagsFile | undefined,
  onInline: 'ignore' | 'log' | 'warn' | 'throw',
  tagsRoute: string,
  file: string,
  source: string,
): PostTags {
  const out: PostTags = { tags: [], errors: [], warnings: [] };
  const list = given === undefined || given === null ? [] : Array.isArray(given) ? given : [given];
  for (const t of list) {
    let tag: BlogTag | undefined;
    let inline: string | undefined;
    if (typeof t === 'string' || typeof t === 'number') {
      const name = String(t);
      const defined = tagsFile?.get(name);
      if (defined)
        tag = {
          label: defined.label,
          route: joinRoute(tagsRoute, defined.permalink),
          ...(defined.description && { description: defined.description }),
        };
      else {
        tag = { label: name, route: joinRoute(tagsRoute, kebabCase(name)) };
        inline = name;
      }
    } else if (isObj(t) && typeof t.label === 'string') {
      tag = { label: t.label, route: joinRoute(tagsRoute, typeof t.permalink === 'string' ? t.permalink : kebabCase(t.label)) };
      inline = t.label;
    } else {
      out.errors.push(
        errorAt(
          file,
          source,
          'tags',
          undefined,
          'a tag is a string or a map with a label (and a permalink)',
          'write tags: [release, { label: Release notes, permalink: /releases }]',
        ),
      );
      continue;
    }
    if (inline !== undefined && tagsFile && onInline !== 'ignore') {
      const e = errorAt(
        file,
        source,
        'tags',
        inline,
        `tag "${inline}" is not defined in the tags file`,
        `add "${inline}:" to the blog's tags file, or use one it defines${tagsFile.size ? ` (${[...tagsFile.keys()].slice(0, 8).join(', ')})` : ''}`,
      );
      (onInline === 'throw' ? out.errors : out.warnings).push(e);
    }
    if (!out.tags.some((x) => x.route === tag!.route)) out.tags.push(tag);
  }
  return out;
}
