import type { ThemeDropdownItem, ThemeLink, ThemeNavItem, ThemeSite, ThemeVersionLink } from './types.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Icon, MenuIcon, Moon, SearchIcon, Sun, SystemIcon } from './icons.js';

function NavLink({ item, className = 'navbar-link' }: { item: ThemeLink; className?: string }) {
  const external = !!item.href;
  if (item.icon) {
    return (
      <a
        className="navbar-icon-link"
        href={item.href ?? item.to}
        aria-label={item.ariaLabel ?? item.label}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <Icon name={item.icon} />
      </a>
    );
  }
  // An item with only a className (and aria-label) is drawn by the site's CSS (`header-github-link`).
  return (
    <a
      className={item.className ? `${className} ${item.className}` : className}
      href={item.to ?? item.href}
      {...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {})}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
    </a>
  );
}

/** Markup written by the site (sanitised when the config was read). */
function HtmlItem({ value, className, mobile }: { value: string; className?: string; mobile?: boolean }) {
  return (
    <div
      className={`${mobile ? 'sidebar-navbar-html' : 'navbar-html'}${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: value }}
    />
  );
}

/** A dropdown's entry: its link, or the site's markup (a separator, a heading). */
function DropdownEntry({ item }: { item: ThemeDropdownItem }) {
  if ('type' in item && item.type === 'html')
    return <li className={`dropdown-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
  const link = item as ThemeLink;
  return (
    <li>
      <NavLink item={link} className="dropdown-link" />
    </li>
  );
}

function Dropdown({ label, items }: { label: string; items: ThemeDropdownItem[] }) {
  return (
    <div className="dropdown">
      <button type="button" className="navbar-link dropdown-toggle" aria-haspopup="true" aria-expanded="false">
        {label}
      </button>
      <ul className="dropdown-menu">
        {items.map((i, n) => (
          <DropdownEntry key={(i as ThemeLink).label ?? n} item={i} />
        ))}
      </ul>
    </div>
  );
}

/** The docs versions, each linking to this page in that version when it exists there. */
function VersionDropdown({ links }: { links: ThemeVersionLink[] }) {
  const current = links.find((l) => l.current) ?? links[0];
  return (
    <div className="dropdown version-dropdown">
      <button type="button" className="navbar-link dropdown-toggle" aria-haspopup="true" aria-expanded="false">
        {current.label}
      </button>
      <ul className="dropdown-menu">
        {links.map((l) => (
          <li key={l.name}>
            <a
              className={`dropdown-link${l.current ? ' active' : ''}`}
              href={l.href}
              data-doc-version={l.name}
              {...(l.current ? { 'aria-current': 'true' as const } : {})}
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Item({ item, site }: { item: ThemeNavItem; site: ThemeSite }) {
  switch (item.type) {
    case 'dropdown':
      return <Dropdown label={item.label} items={item.items} />;
    case 'localeDropdown':
      return <Dropdown label="English" items={[{ label: 'English', to: '/' }]} />;
    case 'docsVersionDropdown':
      if (site.docsVersions) return <VersionDropdown links={site.docsVersions} />;
      return (
        <div className="dropdown version-dropdown">
          <button type="button" className="navbar-link dropdown-toggle" aria-haspopup="true" aria-expanded="false">
            Latest
          </button>
          <ul className="dropdown-menu">
            <li>
              <a className="dropdown-link" href={site.docsRoot ?? '/'} data-doc-version="current">
                Latest
              </a>
            </li>
          </ul>
        </div>
      );
    case 'search':
      return null;
    case 'html':
      return <HtmlItem value={item.value} className={item.className} />;
    default:
      return <NavLink item={item} />;
  }
}

export function SearchButton() {
  return (
    <button type="button" className="search-button" aria-label="Search docs" data-search-button="">
      <SearchIcon />
      <span className="search-button-label">Search</span>
      {/* The shortcut is drawn by CSS from data-keys, so it is not part of the button's name. */}
      <kbd className="search-button-keys" aria-hidden="true" data-keys="Ctrl K" />
    </button>
  );
}

export function ColorModeToggle() {
  return (
    <button
      type="button"
      className="color-mode-toggle"
      aria-label="Colour mode: dark (click to switch)"
      title="Switch between light, dark and system colour mode"
    >
      <Sun />
      <Moon />
      <SystemIcon />
    </button>
  );
}

/** The logo's size attributes: the config's width and height, as Docusaurus sets them (the
 *  navbar's CSS fixes the height; a width keeps its box), else a height of 28. */
function logoSize(logo: NonNullable<ThemeSite['navbar']['logo']>): { width?: number | string; height: number | string } {
  return { ...(logo.width !== undefined && { width: logo.width }), height: logo.height ?? 28 };
}

export function Navbar({ site }: { site: ThemeSite }) {
  const left = site.navbar.items.filter((i) => (i.position ?? 'left') === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  const logo = site.navbar.logo;
  const header = (
    <header className={site.navbar.hideOnScroll ? 'navbar navbar-hideable' : 'navbar'}>
      <nav className="navbar-inner" aria-label="Main">
        <button type="button" className="sidebar-toggle" aria-label="Open navigation" aria-expanded="false" aria-controls="sidebar">
          <MenuIcon />
        </button>
        <a className="navbar-brand" href="/">
          {logo ? (
            <>
              <img className="navbar-logo themed-light" src={logo.src} alt={logo.alt} {...logoSize(logo)} />
              <img className="navbar-logo themed-dark" src={logo.srcDark ?? logo.src} alt={logo.alt} {...logoSize(logo)} />
            </>
          ) : null}
          {site.navbar.title ? <span className="navbar-title">{site.navbar.title}</span> : null}
        </a>
        <div className="navbar-items navbar-left">
          {left.map((item, i) => (
            <Item key={i} item={item} site={site} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <Item key={i} item={item} site={site} />
          ))}
          {site.colorMode.disableSwitch ? null : <ColorModeToggle />}
          <SearchButton />
        </div>
      </nav>
    </header>
  );
  return site.announcementBar ? (
    <>
      <AnnouncementBar bar={site.announcementBar} />
      {header}
    </>
  ) : (
    header
  );
}

/** The navbar's links inside the mobile drawer (the navbar itself has no room for them). */
export function MobileNav({ items, versions }: { items: ThemeNavItem[]; versions?: ThemeVersionLink[] }) {
  const icons = items.filter(
    (i): i is ThemeLink & { type?: 'link' } => (i.type === undefined || i.type === 'link') && !!(i as ThemeLink).icon,
  );
  return (
    <div className="sidebar-navbar">
      {items.map((item, i) => {
        if (item.type === 'dropdown') {
          return (
            <div key={i} className="dropdown">
              <span className="dropdown-toggle">{item.label}</span>
              <ul className="dropdown-menu">
                {item.items.map((l, n) => (
                  <DropdownEntry key={(l as ThemeLink).label ?? n} item={l} />
                ))}
              </ul>
            </div>
          );
        }
        if (item.type === 'docsVersionDropdown' && versions) {
          return (
            <div key={i} className="dropdown">
              <span className="dropdown-toggle">{versions.find((v) => v.current)?.label ?? versions[0].label}</span>
              <ul className="dropdown-menu">
                {versions.map((v) => (
                  <li key={v.name}>
                    <a className="dropdown-link" href={v.href} data-doc-version={v.name}>
                      {v.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          );
        }
        if (item.type === 'html') return <HtmlItem key={i} value={item.value} className={item.className} mobile />;
        if ((item.type === undefined || item.type === 'link') && !(item as ThemeLink).icon)
          return <NavLink key={i} item={item as ThemeLink} className="dropdown-link" />;
        return null;
      })}
      {icons.length ? (
        <div className="sidebar-navbar-icons">
          {icons.map((l, i) => (
            <NavLink key={i} item={l} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
