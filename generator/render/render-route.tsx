// Every page is rendered here, inside the providers of what the build gives the theme: the site
// data (Docusaurus context, reference data; theme/site-data.ts) and, for doc pages, the cards.
import { renderToString } from 'react-dom/server';
import type { ComponentType, ReactNode } from 'react';
import { Html } from '../../theme/Html.js';
import { DocPage, PlainPage } from '../../theme/DocPage.js';
import { NotFound } from '../../theme/NotFound.js';
import { PageContext } from '../../theme/page-context.js';
import { PrebuiltContext, type PrebuiltSession } from '../../theme/prebuilt.js';
import { SiteDataContext, type SiteData } from '../../theme/site-data.js';
import { LocationContext, PageHeadContext, type PageHead } from '../../theme/route-context.js';
import { IslandLogContext, type IslandLog } from '../../theme/island.js';
import type { DocCard, DocView, PageMeta, ThemeSite } from '../../theme/types.js';

/** `prebuilt`: the session that puts parts rendered before into this page (prebuilt-html.ts). */
export function renderDocument(site: ThemeSite, data: SiteData, meta: PageMeta, content: ReactNode, prebuilt?: PrebuiltSession): string {
  const page = (
    <SiteDataContext.Provider value={data}>
      <LocationContext.Provider value={locationOf(site, meta.route)}>
        <Html site={site} meta={meta}>
          {content}
        </Html>
      </LocationContext.Provider>
    </SiteDataContext.Provider>
  );
  return `<!DOCTYPE html>${renderToString(prebuilt ? <PrebuiltContext.Provider value={prebuilt}>{page}</PrebuiltContext.Provider> : page)}`;
}

export function renderDoc(site: ThemeSite, data: SiteData, view: DocView, cards: DocCard[], prebuilt?: PrebuiltSession): string {
  return renderDocument(
    site,
    data,
    view.meta,
    <PageContext.Provider value={{ cards }}>
      <DocPage view={view} versions={site.docsVersions} />
    </PageContext.Provider>,
    prebuilt,
  );
}

export function renderStandalone(
  site: ThemeSite,
  data: SiteData,
  meta: PageMeta,
  body: ReactNode,
  className?: string,
  prebuilt?: PrebuiltSession,
): string {
  return renderDocument(site, data, meta, <PlainPage className={className}>{body}</PlainPage>, prebuilt);
}

/** The path a reader opens for `route`: Docusaurus's router location includes the base URL. */
function locationOf(site: ThemeSite, route: string): string {
  return site.baseUrl === '/' ? route : `${site.baseUrl.replace(/\/$/, '')}${route}`;
}

/** A page module: rendered once to learn the title and description its `<Layout>` gives (Docusaurus
 *  pages set them so), then as the page with them in its <head>. `meta` holds the fallbacks.
 *  `log`: what the page's site components report (theme/island.tsx), in the page's own render. */
export function renderPageModule(
  site: ThemeSite,
  data: SiteData,
  meta: PageMeta,
  Page: ComponentType<{ site: ThemeSite }>,
  log?: IslandLog,
): string {
  const head: PageHead = {};
  const body = renderToString(
    <SiteDataContext.Provider value={data}>
      <LocationContext.Provider value={locationOf(site, meta.route)}>
        <PageHeadContext.Provider value={head}>
          <Page site={site} />
        </PageHeadContext.Provider>
      </LocationContext.Provider>
    </SiteDataContext.Provider>,
  );
  const withHead = { ...meta, ...(head.title && { title: head.title }), ...(head.description && { description: head.description }) };
  // One <main> landmark per page: the page's own when it writes one.
  const own = /<main[\s>]/.test(body);
  return renderDocument(
    site,
    data,
    withHead,
    <PlainPage as={own ? 'div' : 'main'}>
      <IslandLogContext.Provider value={log}>
        <Page site={site} />
      </IslandLogContext.Provider>
    </PlainPage>,
  );
}

export function renderNotFound(site: ThemeSite, data: SiteData, links: { label: string; href: string }[]): string {
  return renderDocument(
    site,
    data,
    { route: '/404', title: 'Page Not Found', layout: 'page', noindex: true },
    <PlainPage>
      <NotFound links={links} />
    </PlainPage>,
  );
}
