// Markup the config writes into the chrome (navbar and footer `html` items, the copyright, the
// announcement bar): sanitised as page HTML is (markup/safe-html.ts). Where a page's unsafe markup is removed
// with a warning at its line, the config's is refused, at the config: it is on every page.
import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import { toHtml } from 'hast-util-to-html';
import { safeHtml } from '../markdown/markup/safe-html.js';
import { configValueError } from '../config/config-place.js';
import type { ThemeSite } from '../../theme/types.js';

function sanitized(html: string, trusted: boolean, where: string, configFile: string): string {
  const tree: Root = { type: 'root', children: [{ type: 'raw', value: html }] };
  const parsed = (rehypeRaw as unknown as () => (t: Root) => Root)()(tree);
  const removed: string[] = [];
  safeHtml(parsed, { file: where, warn: (m) => removed.push(m.replace(`${where}:1:1  `, '')), rawElements: true, trusted });
  if (removed.length) {
    throw configValueError(
      configFile,
      html.slice(0, 40),
      `${where}: ${removed.join('; ')}`,
      'the navbar, footer and announcement bar are on every page: write plain markup (links, text, images), or set markdown.trustedHtml: true if the site trusts every writer',
    );
  }
  return toHtml(parsed);
}

/** The theme's chrome with every `html` item and the announcement sanitised; the same object when
 *  the chrome has no markup of its own. */
export function safeChrome(site: ThemeSite, trusted: boolean, configFile: string): ThemeSite {
  // A copyright with markup or entities (`Built with <a href=…>`, `&copy;`) is HTML, as Docusaurus takes it.
  const copyrightHtml = /[<&]/.test(site.footer.copyright);
  const hasHtml =
    site.navbar.items.some((i) => i.type === 'html' || (i.type === 'dropdown' && i.items.some((d) => 'type' in d && d.type === 'html'))) ||
    site.footer.links.some((c) => c.items.some((i) => 'html' in i)) ||
    !!site.announcementBar ||
    copyrightHtml;
  if (!hasHtml) return site;
  return {
    ...site,
    navbar: {
      ...site.navbar,
      items: site.navbar.items.map((i, n) => {
        if (i.type === 'html') return { ...i, value: sanitized(i.value, trusted, `navbar.items[${n}]`, configFile) };
        if (i.type !== 'dropdown') return i;
        return {
          ...i,
          items: i.items.map((d, m) =>
            'type' in d && d.type === 'html'
              ? { ...d, value: sanitized(d.value, trusted, `navbar.items[${n}].items[${m}]`, configFile) }
              : d,
          ),
        };
      }),
    },
    footer: {
      ...site.footer,
      links: site.footer.links.map((c, n) => ({
        ...c,
        items: c.items.map((i, m) =>
          'html' in i ? { html: sanitized(i.html, trusted, `footer.links[${n}].items[${m}]`, configFile) } : i,
        ),
      })),
      ...(copyrightHtml && { copyrightHtml: sanitized(site.footer.copyright, trusted, 'footer.copyright', configFile) }),
    },
    ...(site.announcementBar && {
      announcementBar: {
        ...site.announcementBar,
        content: sanitized(site.announcementBar.content, trusted, 'announcementBar.content', configFile),
      },
    }),
  };
}
