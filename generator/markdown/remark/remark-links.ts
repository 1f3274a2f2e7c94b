import type { Root, Link, Image, Definition, Nodes as Node } from 'mdast';
import { walkTree } from '../tree-walk.js';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { assetRoute } from '../asset-route.js';
import type { LinkRef } from '../../types.js';
import { writerError } from '../../errors.js';
import { own } from '../../own-string.js';
import { normalizeRoute } from '../../routes/url.js';

export interface LinkOptions {
  file: string;
  abs: string;
  source: string;
  /** Route of the doc stored at an absolute path, if any. */
  routeOfFile: (abs: string) => string | undefined;
  /** MarkdownInput.linkBase and docsRoot. */
  linkBase?: string;
  docsRoot?: string;
  links: LinkRef[];
  assets: { from: string; to: string }[];
}

interface JsxAttr {
  type: string;
  name?: string;
  value?: unknown;
}
interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttr[];
  position?: Link['position'];
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** A URL relative to the page's folder (not rooted, not a fragment or query alone). */
const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|[/#?])/i;

/** `./policies/` on a page whose links resolve against `/a/b/`: `/a/b/policies`, fragment and query kept. */
export function absoluteRoute(url: string, base: string): string {
  const u = new URL(url, `http://x${base}`);
  return `${normalizeRoute(decodeURIComponent(u.pathname))}${u.search}${u.hash}`;
}

/** Records every link with its place (the checker reports file:line:col), turns `./page.md` links into
 *  routes, and hashes relative images into `/assets/`. */
export function remarkLinks(given?: LinkOptions) {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    walkTree<Node>(tree, linkVisitor(given ?? (file.data.docsgen as LinkOptions)));
  };
}

interface Place {
  line?: number;
  column?: number;
}

export interface LinkRewriter {
  /** Records a link at its place and returns the href to print (`./page.md` becomes its route). */
  link: (url: string, at: Place) => string;
  /** Copies a relative image into `/assets/` (hashed name) and returns its new URL. */
  image: (url: string, at: Place) => string;
}

/** The work remarkLinks does at one node (remark-code-links.ts calls it from a shared walk). */
export function linkVisitor(o: LinkOptions): (node: Node) => void {
  const { link, image } = linkRewriter(o);
  const record = (url: string, node: { position?: Link['position'] }) => link(url, node.position?.start ?? {});
  const asset = (url: string, node: { position?: Link['position'] }) => image(url, node.position?.start ?? {});
  return (node: Node) => {
    if (node.type === 'link' || node.type === 'definition') {
      const n = node as Link | Definition;
      n.url = record(n.url, n);
    } else if (node.type === 'image') {
      const n = node as Image;
      n.url = asset(n.url, n);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const j = node as unknown as JsxNode;
      for (const attr of j.attributes ?? []) {
        if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') continue;
        if ((attr.name === 'href' || attr.name === 'to') && j.name !== 'TabItem') attr.value = record(attr.value, j);
        else if (attr.name === 'src' && (j.name === 'img' || j.name === 'ThemedImage')) attr.value = asset(attr.value, j);
      }
    }
  };
}

/** Link and image handling shared by the remark pipeline and the fast Markdown path. */
export function linkRewriter(o: LinkOptions): LinkRewriter {
  const markdownLink = (url: string): { url: string; ref?: LinkRef } => {
    const [path, hash] = url.split('#');
    if (EXTERNAL.test(url) || !/\.mdx?$/.test(path)) return { url };
    // `@site/docs/a.md` is rooted at the site folder; routeOfFile finds it by its path's end.
    const target = path.startsWith('@site/') ? decodeURIComponent(path.slice(5)) : resolve(dirname(o.abs), decodeURIComponent(path));
    // As Docusaurus: beside the page, else (a path written without ./ or ../) from the docs folder.
    const route =
      o.routeOfFile(target) ??
      (o.docsRoot && /^[^./@]/.test(path) ? o.routeOfFile(resolve(o.docsRoot, decodeURIComponent(path))) : undefined);
    const ref: LinkRef = { url, kind: 'markdown', resolved: route };
    return { url: route ? route + (hash ? `#${hash}` : '') : url, ref };
  };
  const link = (url: string, at: Place) => {
    if (!url || EXTERNAL.test(url) || url.startsWith('mailto:')) return url;
    const { url: rewritten, ref } = markdownLink(url);
    if (!ref && o.linkBase && RELATIVE.test(url)) {
      // Absolute, so that the page reaches it whether the host serves it at /a/b or /a/b/.
      const route = absoluteRoute(url, o.linkBase);
      o.links.push({ url: route, kind: 'route', line: at.line, column: at.column });
      return route;
    }
    // The URL is cut from the page's text: copy it, or every page's text stays in memory with it.
    const kept = own(url);
    o.links.push(
      ref ? { ...ref, url: kept, line: at.line, column: at.column } : { url: kept, kind: 'route', line: at.line, column: at.column },
    );
    return rewritten;
  };
  const image = (url: string, at: Place) => {
    // A site-root image (`/img/x.png`, from static/) is checked with the links, at its place.
    if (url.startsWith('/') && !url.startsWith('//')) o.links.push({ url: own(url), kind: 'image', line: at.line, column: at.column });
    if (!url || EXTERNAL.test(url) || url.startsWith('data:') || url.startsWith('/')) return url;
    const abs = resolve(dirname(o.abs), decodeURIComponent(url.split(/[?#]/)[0]));
    // `![x](#top)` or `![x](./)` names the page's folder, which is no image either.
    if (!existsSync(abs) || !statSync(abs).isFile()) {
      throw writerError(
        o.file,
        o.source,
        at.line,
        at.column,
        `image not found: ${url}`,
        `no file at ${abs}; check the path (it is relative to this file)`,
      );
    }
    const to = assetRoute(abs);
    o.assets.push({ from: abs, to });
    return to;
  };
  return { link, image };
}
