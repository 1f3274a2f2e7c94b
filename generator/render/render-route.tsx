import { renderToString } from 'react-dom/server';
import type { ComponentType, ReactNode } from 'react';
import { Html } from '../../theme/Html.js';
import { DocPage, PlainPage } from '../../theme/DocPage.js';
import { NotFound } from '../../theme/NotFound.js';
import { PageContext } from '../../theme/page-context.js';
import { PrebuiltContext, type PrebuiltSession } from '../../theme/prebuilt.js';
import type { DocCard, DocView, PageMeta, ThemeSite } from '../../theme/types.js';

/** `prebuilt`: the session that puts parts rendered before into this page (prebuilt-html.ts). */
export function renderDocument(site: ThemeSite, meta: PageMeta, content: ReactNode, prebuilt?: PrebuiltSession): string {
  const page = <Html site={site} meta={meta}>{content}</Html>;
  return `<!DOCTYPE html>${renderToString(prebuilt ? <PrebuiltContext.Provider value={prebuilt}>{page}</PrebuiltContext.Provider> : page)}`;
}

export function renderDoc(site: ThemeSite, view: DocView, cards: DocCard[], prebuilt?: PrebuiltSession): string {
  return renderDocument(site, view.meta, <PageContext.Provider value={{ cards }}><DocPage view={view} versions={site.docsVersions} /></PageContext.Provider>, prebuilt);
}

export function renderStandalone(site: ThemeSite, meta: PageMeta, body: ReactNode, className?: string, prebuilt?: PrebuiltSession): string {
  return renderDocument(site, meta, <PlainPage className={className}>{body}</PlainPage>, prebuilt);
}

export function renderPageModule(site: ThemeSite, meta: PageMeta, Page: ComponentType<{ site: ThemeSite }>): string {
  return renderDocument(site, meta, <PlainPage><Page site={site} /></PlainPage>);
}

export function renderNotFound(site: ThemeSite, links: { label: string; href: string }[]): string {
  return renderDocument(site, { route: '/404', title: 'Page Not Found', layout: 'page', noindex: true }, <PlainPage><NotFound links={links} /></PlainPage>);
}
