// The theme renders from props and the site data its provider holds (theme/site-data.ts), never
// from module state: each component renders with plain renderToString, and two providers in one
// process never see each other's data.
import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { NO_SITE_DATA, SiteDataContext, type SiteData } from '../../theme/site-data.js';
import { ApiDocMdx } from '../../theme/components/ApiDocMdx.js';
import { JSONSchemaViewer } from '../../theme/components/JSONSchemaViewer.js';
import { Sidebar } from '../../theme/Sidebar.js';
import { sidebarMemo } from '../../theme/sidebar-memo.js';
import type { SidebarNode } from '../../theme/types.js';

const inProvider = (data: SiteData, node: ReactNode) => renderToString(createElement(SiteDataContext.Provider, { value: data }, node));

describe('the site-data provider', () => {
  it('gives JSONSchemaViewer the schema renderer of the provider around it', () => {
    const data = (title: string): SiteData => ({
      ...NO_SITE_DATA,
      schemaView: () => ({ anchor: 'schema', root: { type: 'object', description: title }, definitions: [] }),
    });
    const schema = { type: 'object' };
    expect(inProvider(data('first site'), createElement(JSONSchemaViewer, { schema }))).toContain('first site');
    expect(inProvider(data('second site'), createElement(JSONSchemaViewer, { schema }))).toContain('second site');
    expect(() => renderToString(createElement(JSONSchemaViewer, { schema }))).toThrow(/renders in a build/);
  });

  it("gives ApiDocMdx the provider's descriptions: none outside a build", () => {
    expect(() => renderToString(createElement(ApiDocMdx, {}))).toThrow(/the config has none/);
    const data: SiteData = {
      ...NO_SITE_DATA,
      apiDocs: new Map([
        [
          'petstore',
          () => {
            throw new Error('made on first use');
          },
        ],
      ]),
    };
    expect(() => inProvider(data, createElement(ApiDocMdx, { id: 'other' }))).toThrow(/known ids: petstore/);
    expect(() => inProvider(data, createElement(ApiDocMdx, {}))).toThrow(/made on first use/);
  });

  it("renders the sidebar alike with the build's memo and without a provider", () => {
    const items: SidebarNode[] = [
      { type: 'category', label: 'Guides', collapsed: true, items: [{ type: 'link', label: 'One', href: '/docs/one' }] },
      { type: 'link', label: 'Two', href: '/docs/two' },
    ];
    const alone = renderToString(createElement(Sidebar, { items, route: '/docs/one' }));
    expect(alone).toContain('href="/docs/one"');
    expect(inProvider({ ...NO_SITE_DATA, sidebarMemo: sidebarMemo() }, createElement(Sidebar, { items, route: '/docs/one' }))).toBe(alone);
  });
});
