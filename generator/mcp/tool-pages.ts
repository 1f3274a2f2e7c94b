// get_page and list_pages: a page's Markdown copy (whole, one section, or one part of a long page)
// and the sidebar tree with each page's title and description.
import type { DocsSite } from './docs-site.js';
import type { ManifestNode } from './manifest-format.js';
import { part, section, headings } from './markdown-sections.js';
import { nearest } from './nearest.js';
import { pageRef } from './page-lookup.js';
import { sectionScope } from './sections-of-site.js';
import { answer, ToolFailure, type ToolAnswer } from './tool-result.js';

/** Characters of Markdown per answer: a long page comes in parts, each with the cursor of the next. */
export const PAGE_LIMIT = 12_000;

export async function getPage(site: DocsSite, args: { url: string; cursor?: string }): Promise<ToolAnswer> {
  const m = await site.manifest();
  const ref = pageRef(args.url, m.baseUrl);
  if (!ref) throw new ToolFailure(`"${args.url.slice(0, 200)}" is not a page URL or route of this site.`);
  const found = await site.pageText(ref.route);
  if (!found)
    throw new ToolFailure(
      `No page at ${ref.route}.`,
      nearest(
        ref.route,
        m.pages.map((p) => p.route),
      ),
    );
  let text = found.markdown;
  let heading: string | undefined;
  if (ref.anchor) {
    const s = section(text, ref.anchor);
    if (!s)
      throw new ToolFailure(
        `${ref.route} has no section #${ref.anchor}.`,
        nearest(
          ref.anchor,
          headings(text).map((h) => h.id),
        ).map((id) => `${ref.route}#${id}`),
      );
    text = s.markdown;
    heading = s.heading.text;
  }
  const offset = args.cursor === undefined ? 0 : Number(args.cursor);
  if (!Number.isInteger(offset) || offset < 0 || offset >= Math.max(1, text.length))
    throw new ToolFailure(`Invalid cursor "${String(args.cursor).slice(0, 40)}": pass the nextCursor of an earlier answer.`);
  const cut = part(text, offset, PAGE_LIMIT);
  const { page } = found;
  const url = `${await site.publicUrl(page.route)}${ref.anchor ? `#${ref.anchor}` : ''}`;
  const structured = {
    url,
    route: page.route,
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    ...(page.updated ? { lastUpdated: page.updated } : {}),
    ...(ref.anchor ? { anchor: ref.anchor, heading } : {}),
    markdown: cut.text,
    totalChars: text.length,
    ...(cut.next !== undefined ? { nextCursor: String(cut.next) } : {}),
  };
  const more =
    cut.next !== undefined
      ? `\n\n[Cut at ${cut.next} of ${text.length} characters: call get_page again with cursor "${cut.next}" for the rest.]`
      : '';
  return answer(structured, `${cut.text}${more}`);
}

interface ListedNode {
  label: string;
  route?: string;
  url?: string;
  description?: string;
  items?: ListedNode[];
}

export async function listPages(site: DocsSite, args: { section?: string }): Promise<ToolAnswer> {
  const m = await site.manifest();
  const scope = args.section ? sectionScope(m, args.section) : undefined;
  const byRoute = new Map(m.pages.map((p) => [p.route, p]));
  const origin = `${m.url.replace(/\/$/, '')}${m.baseUrl.replace(/\/$/, '')}`;
  const list = (nodes: ManifestNode[]): ListedNode[] =>
    nodes.map((n) => {
      const page = n.route ? byRoute.get(n.route) : undefined;
      return {
        label: n.label,
        ...(n.route ? { route: n.route, url: `${origin}${n.route}` } : n.href ? { url: n.href } : {}),
        ...(page?.description ? { description: page.description } : {}),
        ...(n.items ? { items: list(n.items) } : {}),
      };
    });
  const tree = list(scope ? scope.nodes : m.sidebar);
  const lines: string[] = [];
  const print = (nodes: ListedNode[], depth: number) => {
    for (const n of nodes) {
      lines.push(
        `${'  '.repeat(depth)}- ${n.label}${n.route ? ` (${n.route})` : n.url ? ` (${n.url})` : ''}${n.description ? `: ${n.description}` : ''}`,
      );
      if (n.items) print(n.items, depth + 1);
    }
  };
  print(tree, 0);
  return answer({ ...(scope ? { section: scope.label } : {}), pages: tree }, lines.join('\n') || 'No pages.');
}
