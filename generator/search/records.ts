import type { RenderedRoute } from '../types.js';
import { attr, BLOCK, classesOf, decodeEntities, tokenize } from './html-text.js';
import { own } from '../own-string.js';
import type { Hierarchy, RecordType, SearchRecord } from '../../theme/shared/search-protocol.js';

// The record's shape is part of the search protocol (the hosted index and the local client's
// hits share it); re-exported for the build, which takes records from here.
export type { SearchRecord };

export interface ExtractOptions {
  /** Content records are cut at block boundaries to about this many characters, so a hit points
   *  near its text and its snippet comes from the right paragraph. */
  chunkChars?: number;
}

const LEVEL_WEIGHT: Record<RecordType, number> = { lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0 };

// Navigation, chrome and repeated material inside the article that would only echo other pages:
// card lists repeat child pages' descriptions, the API's per-tag index repeats operation titles,
// example payloads repeat the schemas; a diagram's source is graph syntax, not prose.
const SKIP_TAGS = new Set(['script', 'style', 'svg', 'button', 'nav', 'template', 'noscript', 'header', 'thead']);
const SKIP_CLASSES = [
  'hash-link',
  'schema-anchor',
  'copy-button',
  'doc-card-list',
  'api-op-index',
  'api-example',
  'api-downloads',
  'mermaid-source',
];

interface Block {
  text: string;
  anchor: string | null;
}

/** One record per page title and heading, plus the text under each heading in chunks: what the
 *  DocSearch crawler extracts (lvl0 = top sidebar category, lvl1 = title, lvl2…lvl6 = h2…h6).
 *  Every text kept is its own copy (`own`), not a piece of the page's HTML: the records live until
 *  the index is written, the HTML should not. */
export function extractRecords(r: RenderedRoute, options: ExtractOptions = {}): SearchRecord[] {
  const doc = r.doc;
  if (!doc) return [];
  const start = r.html.search(/<div class="markdown"[\s>]/);
  if (start < 0) return [];
  const page = new PageRecords(
    r.route,
    own(lvl0Of(r.html)),
    doc.title,
    options.chunkChars ?? 700,
    `docs-default-${doc.version ?? 'current'}`,
  );
  page.push('lvl1', null, doc.description ? doc.description.replace(/`([^`]*)`/g, '$1') : null);

  // Walk the article body. `stack` holds the ids of open elements (for anchors); `skip` counts
  // how deep we are inside an element whose text is left out.
  const stack: { tag: string; id?: string; boundary?: boolean }[] = [];
  let skip = 0;
  let heading: { level: number; id: string | null; text: string } | null = null;
  let headingAnchor: string | null = null;
  let text = '';
  // A heading without an id takes its section's (the API reference's <section id><h3>).
  const anchorHere = () => {
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i].id) return stack[i].id!;
    return headingAnchor;
  };
  const endBlock = () => {
    if (!text) return; // most block boundaries close no text
    const t = squash(text);
    text = '';
    if (!t) return;
    if (heading) heading.text += (heading.text ? ' ' : '') + t;
    else page.addBlock({ text: t, anchor: anchorHere() });
  };

  for (const tok of tokenize(r.html.slice(start))) {
    if (tok.kind === 'text') {
      if (!skip) text += tok.text.includes('&') ? decodeEntities(tok.text) : tok.text;
      continue;
    }
    if (tok.kind === 'pre') {
      // As if walked tag by tag: the pre and each of its lines are blocks of their own.
      if (skip || skippedClass(tok.attrs)) continue;
      endBlock();
      for (const line of tok.lines) {
        text += line.includes('&') ? decodeEntities(line) : line;
        endBlock();
      }
      continue;
    }
    if (tok.kind === 'open') {
      if (tok.selfClosing) {
        if (!skip && BLOCK.has(tok.tag)) endBlock();
        continue;
      }
      const id = usableId(tok.attrs);
      // Code lines are spans, and the reference pages' schema rows put name and type in adjacent
      // spans: their ends separate words like a block's.
      const boundary = BLOCK.has(tok.tag) || (tok.tag === 'span' && /\bclass="(line|schema-|api-)/.test(tok.attrs));
      stack.push({ tag: tok.tag, id: skip ? undefined : id, boundary });
      if (skip) {
        skip++;
        continue;
      }
      if (SKIP_TAGS.has(tok.tag) || skippedClass(tok.attrs)) {
        endBlock();
        skip = 1;
        continue;
      }
      const h = /^h([2-6])$/.exec(tok.tag);
      if (h) {
        endBlock();
        page.endSection();
        heading = { level: Number(h[1]), id: id ?? anchorHere(), text: '' };
        continue;
      }
      if (boundary) endBlock();
      continue;
    }
    // close
    const open = stack.pop();
    if (!open) break; // left the markdown div
    if (skip) {
      skip--;
      continue;
    }
    if (heading && /^h[2-6]$/.test(tok.tag)) {
      endBlock();
      page.heading(heading.level as 2 | 3 | 4 | 5 | 6, heading.text, heading.id);
      headingAnchor = heading.id;
      heading = null;
      continue;
    }
    if (open.boundary) endBlock();
    if (stack.length === 0) break;
  }
  endBlock();
  page.endSection();
  return page.records;
}

/** A page's records as the walk finds them: the hierarchy of the headings passed so far, and the
 *  text blocks under the current heading, cut into content records when its section ends. Apart
 *  from the walk so that each stays short enough to read. */
class PageRecords {
  readonly records: SearchRecord[] = [];
  private readonly hierarchy: Hierarchy;
  private blocks: Block[] = [];

  constructor(
    private readonly route: string,
    lvl0: string,
    title: string,
    private readonly chunkChars: number,
    private readonly tag: string,
  ) {
    this.hierarchy = { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  }

  push(type: RecordType, anchor: string | null, content: string | null): void {
    const route = this.route;
    const position = this.records.length;
    this.records.push({
      // Joined rather than a template: one string, not a chain of four joins held for every record.
      objectID: [route, '#', anchor ?? '', '-', position].join(''),
      url: anchor ? `${route}#${anchor}` : route,
      url_without_anchor: route,
      anchor,
      type,
      hierarchy: { ...this.hierarchy },
      content,
      language: 'en',
      docusaurus_tag: this.tag,
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
    });
  }

  addBlock(block: Block): void {
    this.blocks.push(block);
  }

  endSection(): void {
    for (const chunk of chunk_(this.blocks, this.chunkChars)) this.push('content', chunk.anchor, own(chunk.text));
    this.blocks = [];
  }

  /** A heading closed: its level takes its text, the levels under it are cleared. */
  heading(level: 2 | 3 | 4 | 5 | 6, text: string, anchor: string | null): void {
    const key = `lvl${level}` as const;
    this.hierarchy[key] = text ? own(text) : null;
    for (let l = level + 1; l <= 6; l++) this.hierarchy[`lvl${l}` as keyof Hierarchy] = null;
    this.push(key, anchor, null);
  }
}

function skippedClass(attrs: string): boolean {
  if (!attrs) return false;
  const classes = classesOf(attrs);
  return classes.length > 0 && SKIP_CLASSES.some((c) => classes.includes(c));
}

/** An element id worth linking to. Tab panels are hidden until chosen and their ids come from
 *  React's useId, which changes between builds. */
function usableId(attrs: string): string | undefined {
  const id = attr(attrs, 'id');
  if (!id || id.includes('_R_') || id.startsWith(':') || attr(attrs, 'role') === 'tabpanel') return undefined;
  return own(id);
}

// Whitespace other than a space, or two spaces: what the replace below would change inside a text.
const UNSQUASHED = /[^\S ]| {2}/;

/** `s.replace(/\s+/g, ' ').trim()`, without the replace for the texts it would leave alone (most of
 *  them; the replace was about a third of the records' time). */
export function squash(s: string): string {
  return UNSQUASHED.test(s) ? s.replace(/\s+/g, ' ').trim() : s.trim();
}

/** Joins consecutive blocks with the same anchor into chunks of about `max` characters. */
function chunk_(blocks: Block[], max: number): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    const last = out[out.length - 1];
    if (last && last.anchor === b.anchor && last.text.length + 1 + b.text.length <= max) {
      last.text += ` ${b.text}`;
      continue;
    }
    if (b.text.length <= max * 1.5) {
      out.push({ ...b });
      continue;
    }
    // A long block (a big code sample, a long table cell): cut at spaces.
    let rest = b.text;
    while (rest.length > max) {
      let cut = rest.lastIndexOf(' ', max);
      if (cut < max / 2) cut = max;
      out.push({ text: rest.slice(0, cut).trim(), anchor: b.anchor });
      rest = rest.slice(cut).trim();
    }
    if (rest) out.push({ text: rest, anchor: b.anchor });
  }
  return out;
}

/** The top sidebar category of the page (its first breadcrumb after Home), like the crawler's lvl0. */
export function lvl0Of(html: string): string {
  // A blog post names its blog (theme/BlogPage.tsx); docs pages have no such attribute.
  const blog = / data-search-lvl0="([^"]*)"/.exec(html);
  if (blog) return decodeEntities(blog[1]);
  const nav = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(html)?.[0];
  if (!nav) return 'Docs';
  const crumbs = [...nav.matchAll(/<(a|span)[^>]*>([^<]*)<\/\1>/g)]
    .map((m) => decodeEntities(m[2]).trim())
    .filter((x) => x && x !== 'Home');
  return crumbs.length > 1 ? crumbs[0] : 'Docs';
}
