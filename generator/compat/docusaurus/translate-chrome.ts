// The navbar and footer of a Docusaurus themeConfig, in docsgen's shapes. Docusaurus item types
// docsgen has no equivalent for (html, custom components) are reported, not guessed at.
import { isObj, str, type MigrationReport, type Obj } from './report.js';

export interface ChromeContext {
  report: MigrationReport;
  /** A doc id's route (navbar `doc` items), in the docs folder of `pluginId` (`docsPluginId`;
   *  unset: the main one); undefined when the config has no such docs folder. */
  docRoute: (docId: string, pluginId?: string) => string | undefined;
  /** The route of a sidebar's first doc (navbar `docSidebar` items), likewise. */
  sidebarRoute: (sidebarId: string, pluginId?: string) => string | undefined;
  /** A versioned docs folder's versions, each with its landing route (current first). */
  instanceVersions?: (pluginId: string) => { label: string; to: string }[] | undefined;
}

const ICONS = ['github', 'discord', 'youtube', 'linkedin', 'bluesky', 'x', 'mastodon', 'rss'];

/** Docusaurus paths of static files are relative to `static/`; docsgen's are site routes. */
export const staticPath = (src: string) => (/^(https?:)?\/\//.test(src) || src.startsWith('/') ? src : `/${src}`);

function logo(v: unknown, withHref: boolean): Obj | undefined {
  if (!isObj(v) || !str(v.src)) return undefined;
  const out: Obj = { alt: str(v.alt) ?? '', src: staticPath(v.src as string) };
  if (str(v.srcDark)) out.srcDark = staticPath(v.srcDark as string);
  if (withHref && str(v.href)) out.href = v.href;
  // Docusaurus sets them on the <img>; the navbar's CSS fixes the height, a width keeps its box.
  for (const k of ['width', 'height'] as const) if (!withHref && (typeof v[k] === 'number' || str(v[k]))) out[k] = v[k];
  return out;
}

/** A `to` as docsgen takes it: a site route from the root (baseUrl is added by docsgen, as
 *  Docusaurus adds it). A relative `to: 'faq'` is resolved by Docusaurus's navbar link against the
 *  site root, not the current page; `pathname:///x` (its escape hatch for links outside the React
 *  app) is the plain path `/x`, link-checked like any other: it must be a page or a file the site
 *  publishes (static/x/index.html). */
export function siteLink(to: string, where: string, ctx: ChromeContext): string {
  if (to.startsWith('pathname://')) {
    const path = to.slice('pathname://'.length).replace(/^\/*/, '/');
    ctx.report.notes.push(
      `${where}: ${to} → ${path}; docsgen checks it like any link, so the site must publish it (a page, or static${path}${path.endsWith('/') ? 'index.html' : ''})`,
    );
    return path;
  }
  if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(to)) return to;
  return `/${to.replace(/^\.\//, '')}`;
}

function link(item: Obj, where: string, ctx: ChromeContext): Obj | undefined {
  const type = str(item.type);
  const out: Obj = {};
  if (str(item.label)) out.label = item.label;
  const plugin = str(item.docsPluginId);
  if ((type === 'doc' && str(item.docId)) || (type === 'docSidebar' && str(item.sidebarId))) {
    const to = type === 'doc' ? ctx.docRoute(item.docId as string, plugin) : ctx.sidebarRoute(item.sidebarId as string, plugin);
    if (to === undefined) {
      ctx.report.dropped.push({
        what: `${where} ${type} (docsPluginId '${plugin}')`,
        why: `the config has no docs plugin with the id '${plugin}': add it, or fix docsPluginId`,
      });
      return undefined;
    }
    out.to = to;
  } else if (str(item.to)) out.to = siteLink(item.to as string, where, ctx);
  else if (str(item.href)) out.href = item.href;
  else if (type === 'html' && str(item.value))
    return {
      type: 'html',
      value: item.value,
      ...(item.position === 'right' || item.position === 'left' ? { position: item.position } : {}),
      ...(str(item.className) && { className: item.className }),
    };
  else if (str(item.html)) return { html: item.html };
  else {
    ctx.report.dropped.push({
      what: `${where} ${type ? `type '${type}'` : JSON.stringify(item.label ?? item)}`,
      why:
        type === 'html'
          ? 'raw HTML items are not supported: use a link item, or put the HTML in a page'
          : 'docsgen has no such item: use a link ({ label, to | href })',
    });
    return undefined;
  }
  if (item.position === 'right' || item.position === 'left') out.position = item.position;
  const cls = str(item.className) ?? '';
  const icon = ICONS.find((i) => cls.toLowerCase().includes(i) || (!out.label && String(out.href ?? '').includes(`${i}.com`)));
  if (icon && !out.label) {
    out.icon = icon;
    out.ariaLabel = str(item['aria-label']) ?? icon;
  } else if (!out.label && (cls || str(item['aria-label']))) {
    // Drawn by the site's CSS (`header-discourse-link`): kept as its class and name, no label.
    if (cls) out.className = cls;
    if (str(item['aria-label'])) out.ariaLabel = item['aria-label'];
  } else if (!out.label) out.label = String(out.to ?? out.href);
  else if (cls) out.className = cls;
  return out;
}

function navItem(item: unknown, i: number, ctx: ChromeContext): Obj | undefined {
  if (!isObj(item)) return undefined;
  const where = `themeConfig.navbar.items[${i}]`;
  const type = str(item.type);
  const position = item.position === 'left' || item.position === 'right' ? { position: item.position } : {};
  const plugin = str(item.docsPluginId);
  if (type === 'docsVersionDropdown' && plugin && plugin !== 'default') {
    const versions = ctx.instanceVersions?.(plugin);
    if (!versions) {
      ctx.report.dropped.push({
        what: `${where} docsVersionDropdown (docsPluginId '${plugin}')`,
        why: `the docs folder '${plugin}' has no versions (${plugin}_versions.json) in this config: nothing to list`,
      });
      return undefined;
    }
    // A dropdown of links: each version's landing page (the dropdown does not follow the page).
    ctx.report.translated.push(`${where} docsVersionDropdown (docsPluginId '${plugin}') → a dropdown linking each version's first page`);
    return { type: 'dropdown', label: str(item.label) ?? 'Versions', ...position, items: versions };
  }
  if (type === 'search' || type === 'localeDropdown' || type === 'docsVersionDropdown') return { type, ...position };
  if (type === 'dropdown' || Array.isArray(item.items)) {
    const items = (Array.isArray(item.items) ? item.items : [])
      .filter(isObj)
      .map((sub, j) => link(sub, `${where}.items[${j}]`, ctx))
      .filter((x): x is Obj => !!x);
    return { type: 'dropdown', label: str(item.label) ?? 'More', ...position, items: items.map(({ position: _p, ...rest }) => rest) };
  }
  return link(item, where, ctx);
}

export function translateNavbar(navbar: unknown, ctx: ChromeContext): Obj | undefined {
  if (!isObj(navbar)) return undefined;
  const out: Obj = {};
  if (str(navbar.title)) out.title = navbar.title;
  const l = logo(navbar.logo, false);
  if (l) out.logo = l;
  if (navbar.hideOnScroll === true) out.hideOnScroll = true;
  if (navbar.style)
    ctx.report.dropped.push({
      what: `themeConfig.navbar.style '${String(navbar.style)}'`,
      why: 'the navbar follows the colour mode: restyle it with CSS variables',
    });
  out.items = (Array.isArray(navbar.items) ? navbar.items : []).map((it, i) => navItem(it, i, ctx)).filter((x): x is Obj => !!x);
  ctx.report.translated.push(
    `navbar (${(out.items as unknown[]).length} items${l ? ', logo' : ''}${out.hideOnScroll ? ', hideOnScroll' : ''})`,
  );
  return out;
}

export function translateFooter(footer: unknown, ctx: ChromeContext): Obj | undefined {
  if (!isObj(footer)) return undefined;
  const out: Obj = {};
  const l = logo(footer.logo, true);
  if (l) out.logo = l;
  const links = Array.isArray(footer.links) ? footer.links : [];
  const columns = links.every((c) => isObj(c) && Array.isArray(c.items)) ? links : [{ title: '', items: links }];
  out.links = columns.filter(isObj).map((c, i) => ({
    title: str(c.title) ?? '',
    items: (c.items as unknown[])
      .filter(isObj)
      .map((it, j) => link(it, `themeConfig.footer.links[${i}].items[${j}]`, ctx))
      .filter((x): x is Obj => !!x)
      .map(({ position: _p, ...rest }) => rest),
  }));
  if (str(footer.copyright)) out.copyright = footer.copyright;
  if (footer.style)
    ctx.report.notes.push(`themeConfig.footer.style '${String(footer.style)}' has no equivalent: the footer follows the colour mode`);
  ctx.report.translated.push(
    `footer (${(out.links as unknown[]).length} link columns${l ? ', logo' : ''}${out.copyright ? ', copyright' : ''})`,
  );
  return out;
}
