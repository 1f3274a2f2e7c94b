import type { SiteConfig } from '../config/schema.js';
import type { ThemeSite } from '../../theme/types.js';
import { missingResultsUrl } from '../search/missing-results.js';
import { withBase } from '../routes/url.js';

/** The theme's view of the config: plain values only. */
export function siteProps(config: SiteConfig, assets: ThemeSite['assets'], buildId: string, searchIndexUrl?: string): ThemeSite {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    navbar: config.navbar,
    footer: config.footer,
    ...(config.announcementBar && { announcementBar: config.announcementBar }),
    colorMode: config.colorMode,
    assets,
    buildId,
    search: {
      provider: config.search.provider,
      appId: config.search.appId,
      apiKey: config.search.apiKey,
      indexName: config.search.indexName,
      contextualSearch: config.search.contextualSearch,
      insights: config.search.insights,
      indexUrl: searchIndexUrl && withBase(config.baseUrl, searchIndexUrl),
      searchPageUrl: withBase(config.baseUrl, '/search'),
      missingResultsUrl: missingResultsUrl(config.docs.editUrl),
    },
    analytics: config.analytics,
    tagManager: config.tagManager,
  };
}
