// The build's side of theme/prebuilt.tsx: the HTML of parts rendered once, by their deps, and the
// per-page session that puts placeholders in React's output and replaces them afterwards.
import { randomBytes } from 'node:crypto';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PrebuiltDep, PrebuiltMark, PrebuiltSession } from '../../theme/prebuilt.js';

/** One level of the deps trie: objects by identity (dropped with them), other values by value. */
class Level {
  objects = new WeakMap<object, Level>();
  values = new Map<PrebuiltDep, Level>();
  html?: string | false;
}

/** The parts one build (or one watch-mode rebuild: a new page environment) has kept. */
export class PrebuiltCache {
  /** The marks' element, random per cache so that no page can contain it by chance or on purpose. */
  readonly tag = `docsgen-${randomBytes(6).toString('hex')}`;
  /** A mark's opening tag: `data-p` a placeholder, `data-c` a captured piece (one literal prefix
   *  keeps the scan of each page a plain substring search). */
  readonly open = new RegExp(`<${this.tag} data-([pc])="(\\d+)">`, 'g');
  private root = new Level();

  get(deps: PrebuiltDep[]): string | false | undefined {
    let level: Level | undefined = this.root;
    for (const d of deps) {
      level = typeof d === 'object' && d !== null ? level.objects.get(d) : level.values.get(d);
      if (!level) return undefined;
    }
    return level.html;
  }

  set(deps: PrebuiltDep[], html: string | false): void {
    let level = this.root;
    for (const d of deps) {
      const isObject = typeof d === 'object' && d !== null;
      let next = isObject ? level.objects.get(d) : level.values.get(d);
      if (!next) {
        next = new Level();
        if (isObject) level.objects.set(d, next);
        else level.values.set(d, next);
      }
      level = next;
    }
    level.html = html;
  }
}

/** Renders one page with the cache: `render` gets the session to provide to the theme. */
export function renderWithPrebuilt(cache: PrebuiltCache | undefined, render: (session?: PrebuiltSession) => string): string {
  if (!cache) return render();
  const session = new PageSession(cache);
  return session.finish(render(session));
}

class PageSession implements PrebuiltSession {
  private placed: string[] = [];
  private captured: { deps: PrebuiltDep[]; node: ReactNode }[] = [];

  constructor(private cache: PrebuiltCache) {}

  kept(deps: PrebuiltDep[]): string | false | undefined {
    // A piece captured earlier on this same page is not kept yet (that happens in finish).
    return this.cache.get(deps);
  }

  placeholder(html: string): PrebuiltMark {
    this.placed.push(html);
    return { tag: this.cache.tag, props: { 'data-p': String(this.placed.length - 1) } };
  }

  capture(deps: PrebuiltDep[], node: ReactNode): PrebuiltMark {
    this.captured.push({ deps, node });
    return { tag: this.cache.tag, props: { 'data-c': String(this.captured.length - 1) } };
  }

  /** The page's HTML with placeholders replaced and capture wrappers removed (their HTML kept). */
  finish(html: string): string {
    if (this.placed.length === 0 && this.captured.length === 0) return html;
    const { open } = this.cache;
    const close = `</${this.cache.tag}>`;
    const parts: string[] = [];
    let at = 0;
    open.lastIndex = 0;
    for (let m = open.exec(html); m; m = open.exec(html)) {
      parts.push(html.slice(at, m.index));
      // Placeholders are empty and captured pieces hold no marks: the next closing tag is this one's.
      const end = html.indexOf(close, open.lastIndex);
      const i = Number(m[2]);
      if (m[1] === 'p') parts.push(this.placed[i]);
      else {
        const inner = html.slice(open.lastIndex, end);
        this.keep(this.captured[i], inner);
        parts.push(inner);
      }
      at = end + close.length;
      open.lastIndex = at;
    }
    parts.push(html.slice(at));
    return parts.join('');
  }

  /** Kept only if the piece renders alone exactly as it did in the page and adds nothing to the
   *  head: then its HTML does not depend on where it sits, and leaving it out of React's render
   *  (a placeholder instead) changes nothing else in the page. */
  private keep(piece: { deps: PrebuiltDep[]; node: ReactNode }, inner: string): void {
    if (this.cache.get(piece.deps) !== undefined) return;
    const alone = renderToString(createElement('html', null, createElement('head'), createElement('body', null, piece.node)));
    this.cache.set(piece.deps, alone === `<html><head></head><body>${inner}</body></html>` ? inner : false);
  }
}
