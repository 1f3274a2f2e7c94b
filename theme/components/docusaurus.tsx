// The Docusaurus theme and client modules docs sites import most, for sites that keep their
// `@theme/…` and `@docusaurus/…` imports. Pages are rendered on the server; a site component that
// needs the browser runs there as an island (generator/islands/), where BrowserOnly's children
// render (theme/shared/browser-only.tsx). Head's tags are rendered as Docusaurus's server output is.
// The hooks read the build's site data (theme/site-data.ts) from the context the renderer provides.
import { createElement, useContext, type ReactNode } from 'react';
import { ApiDocMdx } from './ApiDocMdx.js';
import { JSONSchemaViewer } from './JSONSchemaViewer.js';
import { SiteDataContext } from '../site-data.js';
import { BrowserOnly } from '../shared/browser-only.js';

export { BrowserOnly, useIsBrowser, ExecutionEnvironment } from '../shared/browser-only.js';

/** Docusaurus keys global data by plugin name, then plugin id; docs.pluginData gives the default
 *  instance's ('default'). */
const DEFAULT_ID = 'default';

export function useGlobalData(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(useContext(SiteDataContext).pluginData).map(([name, data]) => [name, { [DEFAULT_ID]: data }]));
}

export function useDocusaurusContext(): {
  siteConfig: Record<string, unknown>;
  siteMetadata: { docusaurusVersion: string };
  globalData: Record<string, Record<string, unknown>>;
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
} {
  return {
    siteConfig: useContext(SiteDataContext).siteConfig,
    siteMetadata: { docusaurusVersion: '3' },
    globalData: useGlobalData(),
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  };
}

export function useAllPluginInstancesData(name: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const all = useGlobalData()[name];
  if (!all && options.failfast)
    throw new Error(
      `no plugin data for "${name}": give it as a file in docsgen.config.ts, docs.pluginData: { '${name}': 'path/to/data.json' }`,
    );
  return all;
}

/** Data for a plugin with none configured is undefined (a component shows its own empty state),
 *  unless the component asks to fail fast, as in Docusaurus. */
export function usePluginData(name: string, id: string = DEFAULT_ID, options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(name)?.[id];
  if (data === undefined && options.failfast)
    throw new Error(
      `no plugin data for "${name}" (id "${id}"): give it as a file in docsgen.config.ts, docs.pluginData: { '${name}': 'path/to/data.json' }`,
    );
  return data;
}

/** Head tags from the body cannot reach the built page's <head>: title and description come from
 *  the frontmatter. */
export function Head(_props: { children?: ReactNode }) {
  return null;
}

export function Translate({
  children,
  values,
}: {
  children?: ReactNode;
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
}) {
  if (typeof children !== 'string' || !values) return <>{children}</>;
  return (
    <>
      {children.split(/(\{\w+\})/).map((part, i) => {
        const m = /^\{(\w+)\}$/.exec(part);
        return m && m[1] in values ? <span key={i}>{values[m[1]]}</span> : part;
      })}
    </>
  );
}

export function translate({ message }: { message: string; id?: string }, values?: Record<string, string | number>): string {
  return values ? message.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all)) : message;
}

export function Heading({ as = 'h2', id, children, ...rest }: { as?: string; id?: string; children?: ReactNode; className?: string }) {
  return createElement(as, { id, ...rest }, children);
}

/** One card of DocCardList, for sites that lay out their own card grids. */
export function DocCard({ item }: { item: { label: string; href: string; description?: string; type?: string } }) {
  return (
    <a className="doc-card" href={item.href}>
      <span className="doc-card-title">
        {item.type === 'category' ? '🗂 ' : ''}
        {item.label}
      </span>
      {item.description ? <span className="doc-card-description">{item.description}</span> : null}
    </a>
  );
}

export const docusaurusComponents = { DocCard, Heading, BrowserOnly, Head, Translate, ApiDocMdx, JSONSchemaViewer };
