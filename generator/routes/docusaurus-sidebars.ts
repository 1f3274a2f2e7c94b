// A Docusaurus sidebars file, used as it is: every item type, shorthand objects, several sidebars
// (a page shows the one it is in, or its `displayed_sidebar`), and the generated index pages of
// categories linked to `{ type: 'generated-index' }`, built as Docusaurus builds them.
import { createElement, Fragment } from 'react';
import GithubSlugger from 'github-slugger';
import { autogenerate, type SidebarContext } from './sidebar.js';
import { joinRoute, normalizeRoute } from './url.js';
import { configValueError } from '../config/config-place.js';
import { WriterError } from '../errors.js';
import type { Doc } from '../types.js';
import type { SidebarNode } from '../../theme/types.js';
import { DocCardList } from '../../theme/components/misc.js';
import { isObj, str, type Obj } from '../plain-object.js';

export interface DocusaurusSidebars {
  /** Sidebars by name, in the file's order; the first is the site's main sidebar. */
  sidebars: Map<string, SidebarNode[]>;
  /** Generated index pages of categories. */
  indexDocs: Doc[];
  /** The sidebar each doc route shows. */
  sidebarOf: Map<string, string>;
}

interface Ctx extends SidebarContext {
  routeBase: string;
  sidebarFile: string;
  byId: Map<string, Doc>;
  slugger: GithubSlugger;
  indexDocs: Doc[];
}

const ITEMS_HINT = 'items are an array of doc ids and { type: … } objects, or the shorthand { "Category label": [ ...items ] }';

/** `{ Label: items }` shorthand and plain arrays, as item lists; anything else is the writer's
 *  mistake, never dropped without a word. */
function itemList(value: unknown, file: string, where: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((v) => (isObj(v) && !('type' in v) ? itemList(v, file, where) : [v]));
  if (isObj(value)) return Object.entries(value).map(([label, items]) => ({ type: 'category', label, items }));
  throw new WriterError({ file }, `${where}: expected a list of items, found ${JSON.stringify(value) ?? String(value)}`, {
    hint: ITEMS_HINT,
  });
}

function docOf(ctx: Ctx, id: string): Doc {
  const d = ctx.byId.get(id);
  if (!d)
    throw configValueError(
      ctx.sidebarFile,
      id,
      `the sidebar names doc "${id}", which does not exist`,
      `doc ids are paths under the docs folder without extension and number prefixes (01-intro.md → "intro"), or a frontmatter id; e.g. "${ctx.docs[0]?.id ?? 'intro'}"`,
    );
  return d;
}

const docLabel = (d: Doc) => d.sidebarLabel ?? d.title;
const cls = (item: Obj) => (str(item.className) ? { className: item.className as string } : {});

/** The generated index page of a category: its title, description and a card per item. */
function generatedIndex(ctx: Ctx, label: string, link: Obj, file: string): Doc {
  const slug = str(link.slug) ?? `/category/${ctx.slugger.slug(label)}`;
  const route = normalizeRoute(joinRoute(ctx.routeBase, slug));
  const description = str(link.description);
  const element = createElement(Fragment, null, description ? createElement('p', null, description) : null, createElement(DocCardList));
  const doc: Doc = {
    id: `category${slug}`,
    dirId: '',
    isIndex: false,
    file,
    source: '',
    format: 'generated',
    route,
    title: str(link.title) ?? label,
    description,
    frontmatter: {
      ...(Array.isArray(link.keywords) && { keywords: link.keywords as string[] }),
      ...(str(link.image) && { image: link.image as string }),
    },
    standalone: false,
    generatedBody: { type: 'element', element },
    generatedToc: [],
    ownSidebar: true,
    markdown: `# ${str(link.title) ?? label}\n\n${description ?? ''}\n`,
  };
  ctx.indexDocs.push(doc);
  return doc;
}

function categoryLink(ctx: Ctx, label: string, link: unknown, file: string): { href?: string; docId?: string } {
  if (!isObj(link)) return {};
  if (link.type === 'doc' && str(link.id)) {
    const d = docOf(ctx, link.id as string);
    return { href: d.route, docId: d.id };
  }
  if (link.type === 'generated-index') return { href: generatedIndex(ctx, label, link, file).route };
  return {};
}

function node(ctx: Ctx, item: unknown): SidebarNode[] {
  if (typeof item === 'string') {
    const d = docOf(ctx, item);
    return [{ type: 'link', label: docLabel(d), href: d.route, docId: d.id, draft: d.frontmatter.draft }];
  }
  if (!isObj(item))
    throw new WriterError(
      { file: ctx.sidebarFile },
      `a sidebar item must be a doc id or an object, found ${JSON.stringify(item) ?? String(item)}`,
      { hint: ITEMS_HINT },
    );
  const type = str(item.type);
  if (type === 'doc' || type === 'ref') {
    const d = docOf(ctx, String(item.id));
    // A `ref` links to a doc without making this sidebar the doc's own.
    return [
      {
        type: 'link',
        label: str(item.label) ?? docLabel(d),
        href: d.route,
        ...(type === 'doc' && { docId: d.id }),
        draft: d.frontmatter.draft,
        ...cls(item),
      },
    ];
  }
  if (type === 'link') return [{ type: 'link', label: str(item.label) ?? String(item.href), href: String(item.href), ...cls(item) }];
  if (type === 'html') return [{ type: 'html', label: '', value: String(item.value ?? ''), ...cls(item) }];
  if (type === 'autogenerated') return autogenerate(ctx, str(item.dirName) ?? '');
  if (type === 'category') {
    const label = str(item.label) ?? 'Category';
    const items = itemList(item.items, ctx.sidebarFile, `category "${label}"`).flatMap((i) => node(ctx, i));
    const linked = categoryLink(ctx, label, item.link, ctx.sidebarFile);
    return [
      {
        type: 'category',
        label,
        ...linked,
        items,
        collapsed: item.collapsed !== false,
        ...(item.collapsible === false && { collapsible: false as const }),
        ...cls(item),
      },
    ];
  }
  throw new WriterError({ file: ctx.sidebarFile }, `unknown sidebar item type ${JSON.stringify(type)}`, {
    hint: 'items are doc ids or { type: doc | ref | link | html | category | autogenerated }',
  });
}

function docIdsIn(nodes: SidebarNode[], out: Set<string>): Set<string> {
  for (const n of nodes) {
    if (n.docId) out.add(n.docId);
    if (n.type === 'category') docIdsIn(n.items, out);
  }
  return out;
}

export function buildDocusaurusSidebars(
  raw: unknown,
  base: SidebarContext & { routeBase: string; sidebarFile: string },
): DocusaurusSidebars {
  const ctx: Ctx = { ...base, byId: new Map(base.docs.map((d) => [d.id, d])), slugger: new GithubSlugger(), indexDocs: [] };
  ctx.categoryLink = ({ label, link, file }) => categoryLink(ctx, label, link, file);
  const sidebars = new Map<string, SidebarNode[]>();
  const sidebarOf = new Map<string, string>();
  for (const [name, value] of Object.entries(isObj(raw) ? raw : {})) {
    const nodes = itemList(value, base.sidebarFile, `sidebar "${name}"`).flatMap((i) => node(ctx, i));
    sidebars.set(name, nodes);
    for (const id of docIdsIn(nodes, new Set())) {
      const route = ctx.byId.get(id)?.route;
      if (route && !sidebarOf.has(route)) sidebarOf.set(route, name);
    }
    for (const d of ctx.indexDocs) if (!sidebarOf.has(d.route)) sidebarOf.set(d.route, name);
  }
  for (const d of base.docs) {
    const shown = d.frontmatter.displayed_sidebar;
    if (typeof shown === 'string' && sidebars.has(shown)) sidebarOf.set(d.route, shown);
  }
  return { sidebars, indexDocs: ctx.indexDocs, sidebarOf };
}
