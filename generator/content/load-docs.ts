import { basename } from 'node:path';
import type { DiscoveredFile } from './discover.js';
import { splitFrontmatter } from './frontmatter.js';
import { WriterError, WriterErrors, writerError } from '../errors.js';
import type { Doc } from '../types.js';
import { joinRoute, normalizeRoute } from '../routes/url.js';

export interface LoadDocsOptions {
  routeBasePath: string;
  includeDrafts: boolean;
  lastUpdated: Map<string, Date>;
  /** docsgen check: return the errors (LoadedDocs.errors) instead of throwing them. */
  keepGoing?: boolean;
}

export interface LoadedDocs {
  docs: Doc[];
  bodies: Map<string, string>;
  /** Frontmatter keys docsgen does not know, each at its line. */
  warnings: WriterError[];
  /** keepGoing only: files whose frontmatter did not load (they are not in docs). */
  errors: WriterError[];
}

/** Frontmatter, ids, routes and titles for every discovered file. Every frontmatter error of the
 *  site is reported in one go. */
export function loadDocs(files: DiscoveredFile[], o: LoadDocsOptions): LoadedDocs {
  const docs: Doc[] = [];
  const bodies = new Map<string, string>();
  const errors: WriterError[] = [];
  const warnings: WriterError[] = [];
  for (const f of files) {
    const split = splitFrontmatter(f.display, f.source);
    if (split instanceof WriterErrors) {
      errors.push(...split.errors);
      continue;
    }
    warnings.push(...split.warnings);
    const fm = split.frontmatter;
    if (fm.draft && !o.includeDrafts) continue;
    const standalone = f.rel.startsWith('pages/');
    const noExt = f.rel.replace(/\.mdx?$/, '');
    const isIndex = basename(noExt) === 'index';
    const dirId = noExt.includes('/') ? noExt.slice(0, noExt.lastIndexOf('/')) : '';
    const id = fm.id ? (dirId ? `${dirId}/${fm.id}` : fm.id) : noExt;
    const base = standalone ? '/' : o.routeBasePath;
    const pathPart = standalone ? noExt.slice('pages/'.length) : noExt;
    let route: string;
    if (fm.slug) {
      route = fm.slug.startsWith('/') ? joinRoute(base, fm.slug) : joinRoute(base, (pathPart.includes('/') ? pathPart.slice(0, pathPart.lastIndexOf('/')) : ''), fm.slug);
    } else {
      route = joinRoute(base, isIndex ? pathPart.replace(/(^|\/)index$/, '') : pathPart);
    }
    const h1 = /^\s*#\s+(.+?)\s*#*\s*$/m.exec(split.body.replace(/^```[\s\S]*?^```/gm, ''));
    const firstContent = split.body.split('\n').find((l) => l.trim() !== '' && !l.startsWith('import '));
    const bodyHasH1 = !!firstContent && /^#\s/.test(firstContent);
    const title = fm.title ?? (bodyHasH1 && h1 ? h1[1] : undefined) ?? basename(isIndex ? dirId || 'home' : noExt);
    const format = fm.mdx?.format === 'md' ? 'md' : f.rel.endsWith('.mdx') ? 'mdx' : 'md';
    if (fm.sidebar_position !== undefined && !Number.isFinite(fm.sidebar_position)) {
      errors.push(writerError(f.display, f.source, 1, 1, 'sidebar_position must be a number'));
    }
    docs.push({
      id,
      dirId,
      isIndex,
      file: f.display,
      source: f.source,
      format,
      route: normalizeRoute(route),
      title,
      description: fm.description,
      sidebarLabel: fm.sidebar_label,
      sidebarPosition: fm.sidebar_position,
      frontmatter: { ...fm, hide_title: fm.hide_title || bodyHasH1 },
      lastUpdated: fm.last_update?.date ? new Date(fm.last_update.date) : o.lastUpdated.get(f.abs),
      standalone,
    });
    bodies.set(id, split.body);
  }
  if (errors.length > 0 && !o.keepGoing) throw new WriterErrors(errors);
  return { docs, bodies, warnings, errors };
}
