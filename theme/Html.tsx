import type { ReactNode } from 'react';
import type { PageMeta, ThemeSite } from './types.js';
import { MobileNav, Navbar } from './Navbar.js';
import { Footer } from './Footer.js';
import { DISMISSED } from './AnnouncementBar.js';
import { Prebuilt } from './prebuilt.js';
import { PAGE_DATA_ID, pageDataJson, type PageData } from './shared/page-data.js';

/** Runs before first paint: applies the stored colour mode (no flash) and marks JavaScript as on. */
export function colorModeScript(defaultMode: string, respectSystem: boolean): string {
  return `(function(){var d=document.documentElement;d.classList.add('js');var c;try{c=localStorage.getItem('theme')}catch(e){}if(c!=='light'&&c!=='dark'&&c!=='system')c=${JSON.stringify(respectSystem ? 'system' : defaultMode)};var m=c==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):c;d.dataset.theme=m;d.dataset.themeChoice=c;d.style.colorScheme=m})()`;
}

/** The home page shows the site's title and tagline, other pages their own title first; no part
 *  is left empty (a site without a tagline, a page titled like the site). */
function pageTitle(site: ThemeSite, meta: PageMeta): string {
  const parts = meta.route === '/' ? [site.title, site.tagline] : [meta.title, site.title];
  return parts.filter((p, i) => p && parts.indexOf(p) === i).join(' | ');
}

/** On the home path only: if the stylesheet did not load (a wrong `baseUrl` breaks every asset
 *  URL), say so and suggest the base URL that would work. */
function baseUrlCheck(baseUrl: string): string {
  return `addEventListener('load',function(){if(getComputedStyle(document.body).display==='flex')return;var p=location.pathname.replace(/[^/]*$/,'')||'/';var d=document.createElement('div');d.id='base-url-banner';d.setAttribute('role','alert');d.style.cssText='padding:16px;margin:16px;border:2px solid #b42318;border-radius:8px;background:#fdecea;color:#1c1e21;font:16px system-ui';d.innerHTML='<strong>Your site did not load properly.</strong> <span></span>';d.querySelector('span').textContent='Its assets were not found under the configured base URL '+${JSON.stringify(baseUrl)}+'. If the site is served from '+p+', set baseUrl: '+JSON.stringify(p)+' in docsgen.config.ts and build again.';document.body.prepend(d)})`;
}

/** Runs before first paint: a bar the reader closed stays hidden (no flash on the next page). */
function announcementScript(id: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(DISMISSED)})===${JSON.stringify(id)})document.documentElement.dataset.announcementDismissed=''}catch(e){}`;
}

export function Html({ site, meta, children }: { site: ThemeSite; meta: PageMeta; children: ReactNode }) {
  // Percent-encoded like the sitemap's URLs: a route with spaces or non-ASCII letters is not a URL.
  const canonicalTo = meta.canonicalRoute ?? meta.route;
  const canonical =
    site.url.replace(/\/$/, '') +
    encodeURI(site.baseUrl.replace(/\/$/, '') + (canonicalTo === '/' && site.baseUrl !== '/' ? '/' : canonicalTo));
  const title = pageTitle(site, meta);
  // Key order is the order written into every page: keep it, or every built page changes.
  const data: PageData = { search: site.search, searchJs: site.assets.searchJs, analytics: site.analytics, tagManager: site.tagManager };
  return (
    <html lang="en" dir="ltr" data-theme={site.colorMode.defaultMode} data-build-id={site.buildId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {meta.description ? <meta name="description" content={meta.description} /> : null}
        <link rel="canonical" href={canonical} />
        {meta.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <meta property="og:title" content={title} />
        {meta.description ? <meta property="og:description" content={meta.description} /> : null}
        <meta property="og:url" content={canonical} />
        <meta property="og:type" content={meta.layout === 'doc' ? 'article' : 'website'} />
        <meta property="og:site_name" content={site.title} />
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={title} />
        {meta.description ? <meta name="twitter:description" content={meta.description} /> : null}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#17191f" />
        <meta name="docsgen-build" content={site.buildId} />
        {site.favicon ? <link rel="icon" href={site.favicon} /> : null}
        {site.feeds?.map((f) => (
          <link key={f.href} rel="alternate" type={f.type} href={f.href} title={f.title} />
        ))}
        <script
          dangerouslySetInnerHTML={{ __html: colorModeScript(site.colorMode.defaultMode, site.colorMode.respectPrefersColorScheme) }}
        />
        {site.announcementBar?.isCloseable ? (
          <script dangerouslySetInnerHTML={{ __html: announcementScript(site.announcementBar.id) }} />
        ) : null}
        {site.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={site.assets.js} />
        <script id={PAGE_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: pageDataJson(data) }} />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <Prebuilt count={1} deps={() => ['navbar', site]} render={() => <Navbar key="n" site={site} />} />
        <div className="page-progress" aria-hidden="true" />
        <div className="route-announcer" aria-live="assertive" aria-atomic="true" />
        <div id="__docsgen-page">
          {meta.layout === 'page' ? (
            <aside className="sidebar sidebar-mobile-only" id="sidebar" aria-label="Navigation">
              <MobileNav items={site.navbar.items} versions={site.docsVersions} />
              {meta.mobileLinks ? (
                <nav className="sidebar-mobile-links" aria-label={meta.mobileLinks.title}>
                  <p className="sidebar-mobile-links-title">{meta.mobileLinks.title}</p>
                  <ul className="sidebar-list">
                    {meta.mobileLinks.items.map((i) => (
                      <li key={i.href} className="sidebar-item">
                        <a className={i.href === meta.route ? 'sidebar-link active' : 'sidebar-link'} href={i.href}>
                          {i.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </aside>
          ) : null}
          {children}
        </div>
        <Prebuilt count={1} deps={() => ['footer', site]} render={() => <Footer key="f" site={site} />} />
        {meta.route === '/' ? <script dangerouslySetInnerHTML={{ __html: baseUrlCheck(site.baseUrl) }} /> : null}
        {site.devScript ? <script dangerouslySetInnerHTML={{ __html: site.devScript }} /> : null}
      </body>
    </html>
  );
}
