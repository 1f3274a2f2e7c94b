// The build's side of theme/prebuilt.tsx: the HTML of parts rendered once, by their deps, and the
// per-page session that puts placeholders in React's output and replaces them afterwards.
import { randomBytes } from 'node:crypto';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PrebuiltDep, PrebuiltMark, PrebuiltSession } from '../../theme/prebuilt.js';
import { own } from '../own-string.js';

/** Values by deps: a trie whose levels hold objects by identity (dropped with them, so nothing
 *  kept outlives what it was rendered from) and other values by value. */
class DepsMap<T> {
  private objects = new WeakMap<object, DepsMap<T>>();
  private values = new Map<PrebuiltDep, DepsMap<T>>();
  private value?: T;

  get(deps: PrebuiltDep[]): T | undefined {
    let level: DepsMap<T> | undefined = this;
    for (const d of deps) {
      level = typeof d === 'object' && d !== null ? level.objects.get(d) : level.values.get(d);
      if (!level) return undefined;
    }
    return level.value;
  }

  set(deps: PrebuiltDep[], value: T): void {
    let level: DepsMap<T> = this;
    for (const d of deps) {
      const isObject = typeof d === 'object' && d !== null;
      let next = isObject ? level.objects.get(d) : level.values.get(d);
      if (!next) {
        next = new DepsMap<T>();
        if (isObject) level.objects.set(d, next);
        else level.values.set(d, next);
      }
      level = next;
    }
    level.value = value;
  }
}

/** The parts one build (or one watch-mode rebuild: a new page environment) has kept; `false`: a
 *  piece with these deps cannot be kept. */
export class PrebuiltCache extends DepsMap<string | false> {
  /** The marks' element, random per cache so that no page can contain it by chance or on purpose. */
  readonly tag = `docsgen-${randomBytes(6).toString('hex')}`;
}

/** Renders one page with the cache: `render` gets the session to provide to the theme. */
export function renderWithPrebuilt(cache: PrebuiltCache | undefined, render: (session?: PrebuiltSession) => string): string {
  if (!cache) return render();
  const session = new PageSession(cache);
  return session.finish(render(session));
}

class PageSession implements PrebuiltSession {
  private placed: string[][] = [];
  private captured: Captured[] = [];

  constructor(private cache: PrebuiltCache) {}

  kept(deps: PrebuiltDep[]): string | false | undefined {
    // A piece captured earlier on this same page is not kept yet (that happens in finish).
    return this.cache.get(deps);
  }

  placeholder(html: string[]): PrebuiltMark {
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
    const { tag } = this.cache;
    // `<tag data-p="3">`: a placeholder; `<tag data-c="3">`: a captured piece. A substring search
    // for the random tag (twice as fast over a page as a pattern).
    const open = `<${tag} data-`;
    const close = `</${tag}>`;
    const parts: string[] = [];
    let at = 0;
    for (let i = html.indexOf(open); i >= 0; i = html.indexOf(open, at)) {
      parts.push(html.slice(at, i));
      const kind = html[i + open.length];
      const quote = html.indexOf('"', i + open.length + 3);
      const n = Number(html.slice(i + open.length + 3, quote));
      // Placeholders are empty and captured pieces hold no marks: the next closing tag is this one's.
      const end = html.indexOf(close, quote + 2);
      if (kind === 'p') for (const h of this.placed[n]) parts.push(h);
      else {
        const inner = html.slice(quote + 2, end);
        this.captured[n].inner = inner;
        parts.push(inner);
      }
      at = end + close.length;
    }
    parts.push(html.slice(at));
    if (this.captured.length > 0) this.keep(this.captured);
    return parts.join('');
  }

  /** Pieces are kept only if they render apart from the page exactly as they did in it and add
   *  nothing to the head: then their HTML does not depend on where they sit, and leaving them out
   *  of React's render (placeholders instead) changes nothing else in the page. All of a page's
   *  pieces are tried in one render; if that one differs, each alone finds which cannot be kept. */
  private keep(pieces: Captured[]): void {
    const { tag } = this.cache;
    const seen = new DepsMap<true>();
    const fresh = pieces.filter((p) => {
      if (p.inner === undefined || this.cache.get(p.deps) !== undefined || seen.get(p.deps)) return false;
      seen.set(p.deps, true);
      return true;
    });
    if (fresh.length === 0) return;
    const together = renderApart(fresh.map((p, i) => createElement(tag, { key: i, 'data-c': String(i) }, p.node)));
    const allAlike = together === document(fresh.map((p, i) => `<${tag} data-c="${i}">${p.inner}</${tag}>`).join(''));
    for (const p of fresh) {
      const ok = allAlike || renderApart(p.node) === document(p.inner!);
      // A copy: a piece of the page would keep the whole page's HTML alive with the cache.
      this.cache.set(p.deps, ok ? own(p.inner!) : false);
    }
  }
}

interface Captured {
  deps: PrebuiltDep[];
  node: ReactNode;
  /** Its HTML in the page, once the page is rendered. */
  inner?: string;
}

const document = (body: string) => `<html><head></head><body>${body}</body></html>`;

function renderApart(body: ReactNode): string {
  return renderToString(createElement('html', null, createElement('head'), createElement('body', null, body)));
}
