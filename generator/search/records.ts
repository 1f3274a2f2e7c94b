import type { RenderedRoute } from '../types.js';
import { attr, BLOCK, classesOf, decodeEntities, tokenize, type HtmlToken } from './html-text.js';
import { own } from '../own-string.js';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type Hierarchy = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

/** A record as the DocSearch crawler makes them for a Docusaurus site, so the same JSON can be
 *  pushed to a hosted index (see generator/search/README.md). `url` is site-relative here; the
 *  hosted copy gets absolute URLs. */
export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: 'en';
  docusaurus_tag: 'docs-default-current';
  /** The crawler's ranking hints: headings above text, earlier above later. */
  weight: { pageRank: number; level: number; position: number };
}

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
const SKIP_CLASSES = ['hash-link', 'schema-anchor', 'copy-button', 'doc-card-list', 'api-op-index', 'api-example', 'api-downloads', 'mermaid-source'];

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
  const hierarchy: Hierarchy = { lvl0: own(lvl0Of(r.html)), lvl1: doc.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const walker = new BodyWalker(r.route, hierarchy, options.chunkChars ?? 700);
  walker.push('lvl1', null, doc.description ? doc.description.replace(/`([^`]*)`/g, '$1') : null);
  for (const tok of tokenize(r.html.slice(start))) if (!walker.take(tok)) break;
  walker.endBlock();
  walker.flushSection();
  return walker.records;
}

/** Walks the article body token by token. `stack` holds the open elements (for anchors); `skip`
 *  counts how deep the walk is inside an element whose text is left out. */
class BodyWalker {
  readonly records: SearchRecord[] = [];
  private blocks: Block[] = [];
  private readonly stack: { tag: string; id?: string; boundary?: boolean }[] = [];
  private skip = 0;
  private heading: { level: number; id: string | null; text: string } | null = null;
  private headingAnchor: string | null = null;
  private text = '';

  constructor(private readonly route: string, private readonly hierarchy: Hierarchy, private readonly chunkChars: number) {}

  push(type: RecordType, anchor: string | null, content: string | null): void {
    const position = this.records.length;
    const route = this.route;
    this.records.push({
      objectID: `${route}#${anchor ?? ''}-${position}`,
      url: anchor ? `${route}#${anchor}` : route,
      url_without_anchor: route,
      anchor,
      type,
      hierarchy: { ...this.hierarchy },
      content,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
    });
  }

  flushSection(): void {
    for (const chunk of chunk_(this.blocks, this.chunkChars)) this.push('content', chunk.anchor, own(chunk.text));
    this.blocks = [];
  }

  /** A heading without an id takes its section's (the API reference's <section id><h3>). */
  private anchorHere(): string | null {
    for (let i = this.stack.length - 1; i >= 0; i--) if (this.stack[i].id) return this.stack[i].id!;
    return this.headingAnchor;
  }

  endBlock(): void {
    const t = this.text.replace(/\s+/g, ' ').trim();
    this.text = '';
    if (!t) return;
    if (this.heading) this.heading.text += (this.heading.text ? ' ' : '') + t;
    else this.blocks.push({ text: t, anchor: this.anchorHere() });
  }

  /** Takes one token; false once the walk has left the markdown div. */
  take(tok: HtmlToken): boolean {
    if (tok.kind === 'text') {
      if (!this.skip) this.text += tok.text.includes('&') ? decodeEntities(tok.text) : tok.text;
    } else if (tok.kind === 'pre') this.pre(tok.attrs, tok.lines);
    else if (tok.kind === 'open') this.open(tok.tag, tok.attrs, tok.selfClosing);
    else return this.close(tok.tag);
    return true;
  }

  private pre(attrs: string, lines: string[]): void {
    // As if walked tag by tag: the pre and each of its lines are blocks of their own.
    if (this.skip || skippedClass(attrs)) return;
    this.endBlock();
    for (const line of lines) {
      this.text += line.includes('&') ? decodeEntities(line) : line;
      this.endBlock();
    }
  }

  private open(tag: string, attrs: string, selfClosing: boolean): void {
    if (selfClosing) {
      if (!this.skip && BLOCK.has(tag)) this.endBlock();
      return;
    }
    const id = usableId(attrs);
    // Code lines are spans, and the reference pages' schema rows put name and type in adjacent
    // spans: their ends separate words like a block's.
    const boundary = BLOCK.has(tag) || (tag === 'span' && /\bclass="(line|schema-|api-)/.test(attrs));
    this.stack.push({ tag, id: this.skip ? undefined : id, boundary });
    if (this.skip) {
      this.skip++;
      return;
    }
    if (SKIP_TAGS.has(tag) || skippedClass(attrs)) {
      this.endBlock();
      this.skip = 1;
      return;
    }
    const h = /^h([2-6])$/.exec(tag);
    if (h) {
      this.endBlock();
      this.flushSection();
      this.heading = { level: Number(h[1]), id: id ?? this.anchorHere(), text: '' };
      return;
    }
    if (boundary) this.endBlock();
  }

  private close(tag: string): boolean {
    const open = this.stack.pop();
    if (!open) return false; // left the markdown div
    if (this.skip) {
      this.skip--;
      return true;
    }
    if (this.heading && /^h[2-6]$/.test(tag)) {
      this.endBlock();
      const level = this.heading.level as 2 | 3 | 4 | 5 | 6;
      const key = `lvl${level}` as const;
      this.hierarchy[key] = this.heading.text ? own(this.heading.text) : null;
      for (let l = level + 1; l <= 6; l++) this.hierarchy[`lvl${l}` as keyof Hierarchy] = null;
      this.headingAnchor = this.heading.id;
      this.push(key, this.heading.id, null);
      this.heading = null;
      return true;
    }
    if (open.boundary) this.endBlock();
    return this.stack.length > 0;
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
function lvl0Of(html: string): string {
  const nav = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(html)?.[0];
  if (!nav) return 'Docs';
  const crumbs = [...nav.matchAll(/<(a|span)[^>]*>([^<]*)<\/\1>/g)].map((m) => decodeEntities(m[2]).trim()).filter((x) => x && x !== 'Home');
  return crumbs.length > 1 ? crumbs[0] : 'Docs';
}
