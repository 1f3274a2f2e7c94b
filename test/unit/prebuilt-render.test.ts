// Pages rendered with kept chrome (theme/prebuilt.tsx, generator/render/prebuilt-html.ts) must be
// byte for byte the pages React renders whole: on random sidebars and sites (property test), and on
// a real site's every page (nested and uncollapsible categories, a page deep inside, drafts in
// watch mode, two docs versions).
import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { join } from 'node:path';
import fc from 'fast-check';
import { baseConfig, makeSite } from '../helpers.js';
import { renderDoc } from '../../generator/render/render-route.js';
import { NO_SITE_DATA } from '../../theme/site-data.js';
import { PrebuiltCache, renderWithPrebuilt } from '../../generator/render/prebuilt-html.js';
import { renderDocPage } from '../../generator/render/render-pages.js';
import { renderSetup } from '../../generator/render/render-setup.js';
import { loadConfig } from '../../generator/config/load-config.js';
import { assembleSite, loadContent } from '../../generator/site/load-site.js';
import { createPageCompiler, compilePage } from '../../generator/markdown/page-compiler.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { Tabs, TabItem } from '../../theme/components/Tabs.js';
import { pathTo, pathsByRoute } from '../../generator/routes/sidebar.js';
import type { DocView, SidebarNode, ThemeNavItem, ThemeSite } from '../../theme/types.js';

const text = fc.constantFrom('Intro', 'A & B', '<Setup>', 'Say "hi"', "It's", 'Ünïcode ✓', '');
const href = fc.integer({ min: 0, max: 30 }).map((i) => `/docs/p${i}`);

const sidebarArb: fc.Arbitrary<SidebarNode[]> = fc.letrec<{ node: SidebarNode; list: SidebarNode[] }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      type: fc.constant('link' as const),
      label: text,
      href,
      draft: fc.option(fc.boolean(), { nil: undefined }),
      className: fc.option(fc.constant('extra'), { nil: undefined }),
    }),
    fc.record({
      type: fc.constant('category' as const),
      label: text,
      href: fc.option(href, { nil: undefined }),
      items: tie('list') as fc.Arbitrary<SidebarNode[]>,
      collapsed: fc.boolean(),
      collapsible: fc.option(fc.constant(false as const), { nil: undefined }),
      className: fc.option(fc.constant('cat'), { nil: undefined }),
    }),
    fc.record({
      type: fc.constant('html' as const),
      label: fc.constant('' as const),
      value: fc.constantFrom('<hr/>', '<b id="x">Raw</b>'),
    }),
  ),
  list: fc.array(tie('node') as fc.Arbitrary<SidebarNode>, { maxLength: 5 }),
})).list;

const navItems: ThemeNavItem[] = [
  { label: 'Docs', to: '/docs/p0' },
  { type: 'dropdown', label: 'More', items: [{ label: 'Blog', href: 'https://example.com/blog' }] },
  { type: 'docsVersionDropdown', position: 'right' },
  { href: 'https://github.com/x', icon: 'github', ariaLabel: 'GitHub', position: 'right' },
];

function themeSite(o: { logo: boolean; footerLogo: boolean; versions: boolean; disableSwitch: boolean }): ThemeSite {
  return {
    title: 'Fixture',
    tagline: 'Tests & more',
    url: 'https://example.com',
    baseUrl: '/',
    navbar: { title: 'Fixture', items: navItems, hideOnScroll: false, ...(o.logo && { logo: { alt: 'Logo', src: '/img/logo.svg' } }) },
    footer: {
      social: [{ label: 'RSS', href: '/rss.xml' }],
      links: [{ title: 'Docs', items: [{ label: 'Start', to: '/docs/p0' }] }],
      copyright: '© Fixture',
      ...(o.footerLogo && { logo: { alt: 'Foot', src: '/img/foot.png' } }),
    },
    colorMode: { defaultMode: 'light', disableSwitch: o.disableSwitch, respectPrefersColorScheme: true },
    assets: { css: ['/assets/css/a.css'], js: '/assets/js/main.js' },
    buildId: 'b1',
    search: { provider: 'local', indexName: 'x', contextualSearch: true, insights: false } as ThemeSite['search'],
    ...(o.versions && {
      docsVersions: [
        { name: 'current', label: '2.0', href: '/docs/p0', current: true },
        { name: '1.0', label: '1.0', href: '/1.0/docs/p0', current: false },
      ],
    }),
  };
}

function view(route: string, sidebar: SidebarNode[], body: ReactNode): DocView {
  return {
    meta: { route, title: `Page ${route}`, layout: 'doc' },
    navItems,
    body,
    hideTitle: false,
    toc: [{ id: 'a', text: 'A', depth: 2 }],
    sidebar,
    breadcrumbs: [{ label: 'Docs', href: '/docs/p0' }, { label: 'Here' }],
    prev: { label: 'Back', href: '/docs/p1' },
  };
}

/** A body with tabs (ids from React's useId: they depend on where the body sits) and maybe an image
 *  (React preloads it in the head, as it does the navbar's logo). */
const body = (img: boolean) =>
  createElement(
    'div',
    null,
    img ? createElement('img', { src: '/img/body.png', alt: '' }) : null,
    createElement(Tabs, null, createElement(TabItem, { value: 'a' }, 'A'), createElement(TabItem, { value: 'b' }, 'B')),
  );

function routesOf(nodes: SidebarNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.href) out.push(n.href);
    if (n.type === 'category') routesOf(n.items, out);
  }
  return out;
}

describe('kept chrome renders the same bytes as React', () => {
  it('on random sidebars, sites and pages, one cache across the pages (property test)', () => {
    fc.assert(
      fc.property(
        sidebarArb,
        fc.record({ logo: fc.boolean(), footerLogo: fc.boolean(), versions: fc.boolean(), disableSwitch: fc.boolean() }),
        fc.boolean(),
        (sidebar, o, img) => {
          const site = themeSite(o);
          const cache = new PrebuiltCache();
          // Every route twice (the second time from kept parts), and one the sidebar does not show.
          const routes = [...routesOf(sidebar), '/docs/elsewhere'];
          for (const route of [...routes, ...routes.reverse()]) {
            const v = view(route, sidebar, body(img));
            expect(renderWithPrebuilt(cache, (s) => renderDoc(site, NO_SITE_DATA, v, [], s))).toBe(renderDoc(site, NO_SITE_DATA, v, []));
          }
        },
      ),
      { numRuns: 40 },
    );
    // React's development build under vitest, on a busy 2-core machine.
  }, 120_000);

  it('on a sidebar too large to show whole (entries off the path shrink to links)', () => {
    const sidebar: SidebarNode[] = Array.from({ length: 30 }, (_, c) => ({
      type: 'category' as const,
      label: `Cat ${c}`,
      collapsed: c % 2 === 0,
      items: Array.from({ length: 15 }, (_, i) => ({ type: 'link' as const, label: `P ${c}.${i}`, href: `/docs/c${c}/p${i}` })),
    }));
    const site = themeSite({ logo: false, footerLogo: false, versions: false, disableSwitch: false });
    const cache = new PrebuiltCache();
    for (const route of ['/docs/c3/p4', '/docs/c3/p5', '/docs/c29/p14', '/docs/c0/p0', '/docs/c3/p4']) {
      const v = view(route, sidebar, body(false));
      expect(renderWithPrebuilt(cache, (s) => renderDoc(site, NO_SITE_DATA, v, [], s))).toBe(renderDoc(site, NO_SITE_DATA, v, []));
    }
    // Kept by the entry and its depth, negative when the sidebar is not shown whole.
    expect(typeof cache.get([sidebar[10], -1])).toBe('string');
  });

  it('keeps what renders alike everywhere, never what adds to the head', () => {
    const sidebar: SidebarNode[] = [
      { type: 'link', label: 'One', href: '/docs/one' },
      { type: 'link', label: 'Two', href: '/docs/two' },
    ];
    const plain = themeSite({ logo: false, footerLogo: false, versions: false, disableSwitch: false });
    const logo = themeSite({ logo: true, footerLogo: true, versions: false, disableSwitch: false });
    const cache = new PrebuiltCache();
    for (const site of [plain, logo])
      renderWithPrebuilt(cache, (s) => renderDoc(site, NO_SITE_DATA, view('/docs/one', sidebar, body(false)), [], s));
    expect(cache.get(['navbar', plain])).toContain('<header class="navbar">');
    expect(cache.get(['footer', plain])).toContain('<footer class="footer">');
    expect(cache.get([sidebar[1], 0])).toBe('<li class="sidebar-item"><a class="sidebar-link" href="/docs/two">Two</a></li>');
    // The active entry is not kept; logos are preloaded in the head: not kept either.
    expect(cache.get([sidebar[0], 0])).toBeUndefined();
    expect(cache.get(['navbar', logo])).toBe(false);
    expect(cache.get(['footer', logo])).toBe(false);
    // Pieces that can be kept and pieces that cannot, first seen on the same page.
    const other: SidebarNode[] = [
      { type: 'link', label: 'Three', href: '/docs/three' },
      { type: 'link', label: 'Four', href: '/docs/four' },
    ];
    const logo2 = themeSite({ logo: true, footerLogo: false, versions: true, disableSwitch: true });
    const v = view('/docs/three', other, body(true));
    expect(renderWithPrebuilt(cache, (s) => renderDoc(logo2, NO_SITE_DATA, v, [], s))).toBe(renderDoc(logo2, NO_SITE_DATA, v, []));
    expect(cache.get(['navbar', logo2])).toBe(false);
    expect(cache.get(['footer', logo2])).toContain('<footer class="footer">');
    expect(cache.get([other[1], 0])).toBe('<li class="sidebar-item"><a class="sidebar-link" href="/docs/four">Four</a></li>');
  });
});

describe('the doc layout', () => {
  it('prints "last updated" dates as toLocaleDateString did (one formatter for every page)', () => {
    const site = themeSite({ logo: false, footerLogo: false, versions: false, disableSwitch: false });
    for (const iso of ['1999-12-31T23:59:59.000Z', '2024-02-29T00:00:00.000Z', '2026-11-26T12:00:00.000Z', '1970-01-01T00:00:00.000Z']) {
      const html = renderDoc(site, NO_SITE_DATA, { ...view('/docs/p1', [], null), lastUpdated: iso }, []);
      const shown = new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
      expect(html).toContain(`<time dateTime="${iso}">${shown}</time>`);
    }
  });
});

describe('sidebar paths found once per build', () => {
  it('pathsByRoute gives what pathTo gives, for every route and one the sidebar lacks (property test)', () => {
    fc.assert(
      fc.property(sidebarArb, (sidebar) => {
        const paths = pathsByRoute(sidebar);
        for (const route of [...routesOf(sidebar), '/docs/elsewhere']) {
          const expected = pathTo(sidebar, route);
          const got = paths.get(route);
          expect(got?.length).toBe(expected?.length);
          expected?.forEach((n, i) => expect(got![i]).toBe(n));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('every page of a site, with and without kept chrome', () => {
  const files = {
    'docsgen.config.ts':
      baseConfig(`navbar: { title: 'Widget', items: [{ type: 'docsVersionDropdown' }, { label: 'Guide', to: '/docs/a/b/c/deep' }] },
  sidebars: { docs: [{ type: 'autogenerated', dirName: '' }] },`),
    'content/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
    'content/docs/intro.md': '---\ntitle: Intro\nsidebar_position: 1\n---\n\nHello & welcome.\n',
    'content/docs/a/_category_.json': '{ "label": "Area A", "collapsed": false }',
    'content/docs/a/one.md': '---\ntitle: One\n---\n\n## Part\n\nText.\n',
    'content/docs/a/b/_category_.json': '{ "label": "Area B", "collapsible": false }',
    'content/docs/a/b/two.mdx':
      '---\ntitle: Two\n---\n\nimport Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs><TabItem value="x">X</TabItem><TabItem value="y">Y</TabItem></Tabs>\n',
    'content/docs/a/b/c/deep.md': '---\ntitle: Deep\n---\n\n![pic](/img/pic.png)\n',
    'content/docs/a/b/c/draft.md': '---\ntitle: Draft page\ndraft: true\n---\n\nNot yet.\n',
    'content/docs/z/_category_.json': '{ "label": "Zed", "collapsed": true }',
    'content/docs/z/last.md': '---\ntitle: Last\n---\n\nEnd.\n',
    'versions.json': '["1.0"]',
    'versioned_docs/version-1.0/docs/intro.md': '---\ntitle: Intro\n---\n\nOld intro.\n',
    'versioned_docs/version-1.0/docs/a/one.md': '---\ntitle: One\n---\n\nOld one.\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": [{ "type": "autogenerated", "dirName": "" }] }',
  };

  for (const dev of [false, true]) {
    it(`renders the same bytes (${dev ? 'watch mode, drafts shown' : 'production build'})`, async () => {
      const dir = makeSite(files);
      const content = loadContent(await loadConfig(join(dir, 'docsgen.config.ts')), { dev });
      const site = assembleSite(content, { docs: [], sidebars: {}, files: [], reference: { apis: [] }, inlineApis: new Map() });
      const compiler = await createPageCompiler(content, await getHighlighter());
      const { env } = renderSetup(site, compiler, { buildId: 'test-build', dev });
      expect(site.docs.some((d) => d.version === '1.0')).toBe(true);
      expect(site.docs.some((d) => d.frontmatter.draft)).toBe(dev);
      const compiled = new Map(
        await Promise.all(site.docs.map(async (d) => [d.id, await compilePage(compiler, d, site.bodies.get(d.id) ?? '')] as const)),
      );
      const plain = { ...env, prebuilt: undefined };
      // Twice over: the first pass keeps parts, the second is mostly kept parts.
      for (const doc of [...site.docs, ...site.docs]) {
        expect(renderDocPage(env, doc, compiled.get(doc.id)).html).toBe(renderDocPage(plain, doc, compiled.get(doc.id)).html);
      }
      // Each version's view of the site has its navbar and footer kept once.
      const kept = [...env.versionedSites.values()].map((s) => env.prebuilt?.get(['footer', s]));
      expect(kept.length).toBeGreaterThan(1);
      for (const footer of kept) expect(footer).toContain('<footer');
    });
  }
});
