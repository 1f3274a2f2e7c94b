import type { RenderedRoute } from '../types.js';

export interface SearchRecord {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  content: string | null;
  language: 'en';
  docusaurus_tag: 'docs-default-current';
}

const text = (html: string) =>
  html.replace(/<a class="hash-link"[^>]*>.*?<\/a>/g, '').replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ').trim();

/** One record per section, as the DocSearch crawler makes them: the page title (lvl1), then each
 *  h2/h3 heading with the text under it. */
export function extractRecords(r: RenderedRoute): SearchRecord[] {
  const m = /<div class="markdown">([\s\S]*?)<\/article>/.exec(r.html) ?? /<main[^>]*>([\s\S]*?)<\/main>/.exec(r.html);
  if (!m || !r.doc) return [];
  const body = m[1];
  const chain = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(r.html)?.[0];
  const crumbs = chain ? [...chain.matchAll(/<(?:a|span)[^>]*>([^<]*)<\/(?:a|span)>/g)].map((x) => x[1]).filter((x) => x !== 'Home') : [];
  const lvl0 = crumbs.length > 1 ? crumbs[0] : 'Docs';
  const hierarchy = { lvl0, lvl1: r.doc.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } as SearchRecord['hierarchy'];
  const records: SearchRecord[] = [];
  const parts = body.split(/(?=<h[23][^>]*id="[^"]*")/);
  let n = 0;
  const push = (type: SearchRecord['type'], anchor: string | undefined, content: string | null) => {
    records.push({
      objectID: `${r.route}#${anchor ?? ''}-${n++}`,
      url: anchor ? `${r.route}#${anchor}` : r.route,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  };
  for (const [i, part] of parts.entries()) {
    const h = /^<h([23])[^>]*id="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/.exec(part);
    let rest = part;
    if (h) {
      const level = Number(h[1]);
      hierarchy.lvl2 = level === 2 ? text(h[3]) : hierarchy.lvl2;
      hierarchy.lvl3 = level === 3 ? text(h[3]) : null;
      push(level === 2 ? 'lvl2' : 'lvl3', h[2], null);
      rest = part.slice(h[0].length);
    } else if (i === 0) {
      push('lvl1', undefined, r.doc.description ?? null);
    }
    const content = text(rest.replace(/<h1[\s\S]*?<\/h1>/, ''));
    if (content) push('content', h?.[2], content.slice(0, 1200));
  }
  return records;
}
