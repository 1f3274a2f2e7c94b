// The plain props the theme renders from. The generator builds these; the theme never reads the
// generator's internals, so every component renders in a test with renderToString alone.
import type { ReactNode } from 'react';
import type { Analytics, TagManager } from './shared/page-data.js';
import type { SearchConfig } from './shared/search-protocol.js';

export interface ThemeLink {
  label?: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
  icon?: string;
  ariaLabel?: string;
  className?: string;
}

export type ThemeNavItem =
  | ({ type?: 'link' } & ThemeLink)
  | { type: 'dropdown'; label: string; position?: 'left' | 'right'; items: ThemeDropdownItem[] }
  | { type: 'localeDropdown'; position?: 'left' | 'right' }
  | { type: 'docsVersionDropdown'; position?: 'left' | 'right' }
  | { type: 'search'; position?: 'left' | 'right' }
  /** Markup written by the site, already sanitised. */
  | { type: 'html'; value: string; position?: 'left' | 'right'; className?: string };

/** A dropdown entry: a link, or markup written by the site (already sanitised). */
export type ThemeDropdownItem = ThemeLink | { type: 'html'; value: string; className?: string };

/** A footer column entry: a link, or markup written by the site (already sanitised). */
export type ThemeFooterItem = ThemeLink | { html: string };

export interface ThemeAnnouncement {
  id: string;
  content: string;
  backgroundColor?: string;
  textColor?: string;
  isCloseable: boolean;
}
export type LogoSize = number | string;

export type SidebarNode =
  | { type: 'link'; label: string; href: string; docId?: string; draft?: boolean; className?: string }
  | {
      type: 'category';
      label: string;
      href?: string;
      docId?: string;
      items: SidebarNode[];
      collapsed: boolean;
      collapsible?: false;
      className?: string;
    }
  /** Docusaurus `{ type: 'html' }` items: markup written by the site, shown as it is. */
  | { type: 'html'; label: ''; value: string; href?: undefined; docId?: undefined; className?: string };

export interface ThemeSite {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  /** Where the docs start (the first sidebar link): the version dropdown's only entry links there. */
  docsRoot?: string;
  navbar: {
    title?: string;
    logo?: { alt: string; src: string; srcDark?: string; width?: LogoSize; height?: LogoSize };
    items: ThemeNavItem[];
    hideOnScroll: boolean;
  };
  footer: {
    logo?: { alt: string; src: string; srcDark?: string; href?: string };
    social: ThemeLink[];
    links: { title: string; items: ThemeFooterItem[] }[];
    copyright: string;
    /** The copyright as sanitised markup, when it has any (Docusaurus takes HTML there). */ copyrightHtml?: string;
  };
  announcementBar?: ThemeAnnouncement;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  assets: { css: string[]; js: string; searchJs?: string };
  buildId: string;
  search: SearchConfig;
  analytics?: Analytics;
  tagManager?: TagManager;
  /** A site with more than one docs version: the dropdown's links from this page. */
  docsVersions?: ThemeVersionLink[];
  /** Extra head/body HTML in watch mode (live reload client). */
  devScript?: string;
  /** The blog's feeds, linked from every page's head. */
  feeds?: { type: string; title: string; href: string }[];
}

export interface TocEntry {
  depth: number;
  id: string;
  text: string;
}

export interface PageMeta {
  route: string;
  /** Where the canonical link points when not at the page itself (an old docs version's page). */
  canonicalRoute?: string;
  title: string;
  description?: string;
  noindex?: boolean;
  /** `doc` pages get the sidebar, breadcrumbs and TOC; `page` is a full-width page. */
  layout: 'doc' | 'page';
  /** A `page` layout's own links, in the phone menu below the navbar's (the blog's recent posts). */
  mobileLinks?: { title: string; items: { label: string; href: string }[] };
}

export interface DocCard {
  label: string;
  href: string;
  description?: string;
  isCategory: boolean;
}

export interface DocView {
  meta: PageMeta;
  navItems?: ThemeNavItem[];
  body: ReactNode;
  hideTitle: boolean;
  toc: TocEntry[];
  sidebar: SidebarNode[];
  breadcrumbs: { label: string; href?: string }[];
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  editUrl?: string;
  lastUpdated?: string;
  draft?: boolean;
  /** On a page of a docs version other than the latest. */
  versionBanner?: { kind: 'unreleased' | 'unmaintained'; label: string; latestHref: string; latestLabel: string };
}

/** One entry of the docs version dropdown, as seen from the page it is on. */
export interface ThemeVersionLink {
  name: string;
  label: string;
  href: string;
  /** The version of the page the dropdown is on. */
  current: boolean;
}

/** A schema (JSON Schema, OpenAPI, CRD) normalised for display. Descriptions are HTML. */
export interface SchemaNode {
  name?: string;
  type: string;
  required?: boolean;
  description?: string;
  default?: string;
  enum?: string[];
  constraints?: string[];
  /** Set when the type is a named schema shown elsewhere: rendered as a link instead of expanded. */
  ref?: { label: string; href: string };
  children?: SchemaNode[];
  variants?: { kind: 'oneOf' | 'anyOf' | 'allOf'; options: SchemaNode[] };
  anchor?: string;
}

export interface CliPageData {
  command: string;
  summary: string;
  /** The release the reference describes (`data.cli.version`), with the tool's name. */
  version?: { tool: string; version: string };
  descriptionHtml: string;
  usageHtml: string;
  aliases: string[];
  flags: CliFlagView[];
  inherited: CliFlagView[];
  examples: { description: string; html: string }[];
  children: { label: string; href: string; summary: string }[];
  parent?: { label: string; href: string; summary: string };
}

export interface ApiPageData {
  title: string;
  version: string;
  descriptionHtml?: string;
  server?: string;
  downloads: { label: string; href: string }[];
  tags: {
    name: string;
    anchor: string;
    descriptionHtml?: string;
    operations: {
      anchor: string;
      method: string;
      path: string;
      summary: string;
      descriptionHtml?: string;
      deprecated: boolean;
      params: { name: string; in: string; type: string; required: boolean; descriptionHtml?: string; default?: string; enum?: string[] }[];
      requestBody?: { required: boolean; descriptionHtml?: string; contentType: string; schema?: SchemaNode; exampleHtml?: string };
      responses: { status: string; descriptionHtml?: string; contentType?: string; schema?: SchemaNode; exampleHtml?: string }[];
      curlHtml: string;
    }[];
  }[];
  schemas: { name: string; anchor: string; node: SchemaNode }[];
}

export interface CliFlagView {
  name: string;
  shorthand: string;
  type: string;
  default: string;
  descriptionHtml: string;
}
