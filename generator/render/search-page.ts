import { createElement } from 'react';
import { renderStandalone } from './render-route.js';
import { collectIds } from './page-links.js';
import { SearchPage } from '../../theme/SearchPage.js';
import type { SiteData } from '../../theme/site-data.js';
import type { ThemeSite } from '../../theme/types.js';
import type { RenderedRoute } from '../types.js';

export const SEARCH_ROUTE = '/search';

/** The /search page: the theme's shell; results come from the search chunk in the browser. */
export function renderSearchPage(site: ThemeSite, data: SiteData): RenderedRoute {
  const html = renderStandalone(
    site,
    data,
    { route: SEARCH_ROUTE, title: 'Search', description: `Search the ${site.title} documentation`, layout: 'page' },
    createElement(SearchPage, { baseUrl: site.baseUrl }),
    'search-main',
  );
  return { route: SEARCH_ROUTE, file: 'theme/SearchPage.tsx', html, ids: collectIds(html), links: [] };
}
