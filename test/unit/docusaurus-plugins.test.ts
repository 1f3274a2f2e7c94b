// The pieces behind the Docusaurus plugin components: how init translates redocusaurus and the JSON
// schema plugin, how a JSON schema becomes the viewer's tree, the ApiDocMdx id check, plugin data.
import { describe, expect, it } from 'vitest';
import { translateConfig } from '../../generator/compat/docusaurus/translate-config.js';
import { jsonSchemaView } from '../../generator/markdown/reference/json-schema-view.js';
import { EXPRESSION, mdxPropChecks } from '../../generator/markdown/mdx-prop-checks.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { loadPluginData } from '../../generator/markdown/plugin-data.js';
import type { SiteContent } from '../../generator/content/site-content.js';
import { WriterError } from '../../generator/errors.js';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useAllPluginInstancesData, useDocusaurusContext, useGlobalData, usePluginData } from '../../theme/components/docusaurus.js';
import { NO_SITE_DATA, SiteDataContext } from '../../theme/site-data.js';

/** What `hook` returns while a component renders inside the site-data provider, as in a build. */
function inPage<T>(pluginData: Record<string, unknown>, hook: () => T): T {
  let out: { value: T } | undefined;
  const Probe = () => {
    out = { value: hook() };
    return null;
  };
  renderToString(
    createElement(SiteDataContext.Provider, { value: { ...NO_SITE_DATA, siteConfig: { title: 'T' }, pluginData } }, createElement(Probe)),
  );
  return out!.value;
}

const chrome = async () => ({ docRoute: (id: string) => `/${id}`, sidebarRoute: () => '/' });

describe('init: redocusaurus and the JSON schema plugin', () => {
  it('keeps spec ids (redocusaurus defaults for the rest), routes only where given, and reports URL specs', async () => {
    const { config, report } = await translateConfig(
      {
        title: 'T',
        presets: [
          [
            'redocusaurus',
            {
              specs: [
                { id: 'pets', spec: 'openapi/pets.yaml', route: '/api/pets/' },
                { spec: 'openapi/other.yaml' },
                { spec: 'https://example.org/openapi.yaml' },
              ],
            },
          ],
        ],
        themes: ['docusaurus-json-schema-plugin'],
      },
      '/site',
      chrome,
    );
    expect(config.openapi).toEqual([
      { id: 'pets', spec: 'openapi/pets.yaml', route: '/api/pets' },
      { id: 'plugin-redoc-1', spec: 'openapi/other.yaml' },
    ]);
    expect(report.dropped).toEqual([
      { what: 'redocusaurus spec plugin-redoc-2', why: expect.stringContaining('https://example.org/openapi.yaml is a URL') },
    ]);
    expect(report.translated).toContain(
      'redocusaurus specs → openapi (2): <ApiDocMdx id=…/> in MDX pages shows each; 1 with a route get a page there',
    );
    expect(report.translated.some((t) => t.startsWith('docusaurus-json-schema-plugin: <JSONSchemaViewer'))).toBe(true);
  });

  it('takes docusaurus-plugin-redoc used directly as one spec', async () => {
    const { config } = await translateConfig(
      { title: 'T', plugins: [['docusaurus-plugin-redoc', { id: 'core', spec: 'core.yaml' }]] },
      '/site',
      chrome,
    );
    expect(config.openapi).toEqual([{ id: 'core', spec: 'core.yaml' }]);
  });
});

describe('JSONSchemaViewer: a schema object as a tree', () => {
  const describeText = (t: string) => `<p>${t}</p>`;

  it('expands $defs references, links a recursive one back, and shows a reference to another file by name', () => {
    const view = jsonSchemaView(
      {
        title: 'Tree',
        type: 'object',
        properties: { root: { $ref: '#/$defs/Node' }, meta: { $ref: 'meta.schema.json#/Meta' } },
        $defs: {
          Node: {
            type: 'object',
            description: 'A node.',
            properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } }, parent: { $ref: '#' } },
          },
        },
      },
      describeText,
    );
    expect(view.anchor).toBe('json-schema-tree');
    const [root, meta] = view.root.children!;
    expect(root).toMatchObject({ name: 'root', type: 'Node', ref: { href: '#json-schema-tree-node' }, description: '<p>A node.</p>' });
    const children = root.children!.find((c) => c.name === 'children')!;
    // The cycle stops at a link instead of expanding forever.
    expect(children).toMatchObject({ type: 'Node[]', ref: { href: '#json-schema-tree-node' } });
    expect(children.children).toBeUndefined();
    expect(root.children!.find((c) => c.name === 'parent')).toMatchObject({ type: 'Tree', ref: { href: '#json-schema-tree' } });
    expect(meta).toMatchObject({ name: 'meta', type: 'Meta' });
    expect(meta.ref).toBeUndefined();
    expect(view.definitions.map((d) => [d.name, d.anchor])).toEqual([['Node', 'json-schema-tree-node']]);
  });
});

describe('ApiDocMdx id check', () => {
  const check = mdxPropChecks(['pets', 'core']);
  it('names the known ids for an unknown literal id, and leaves ids written as expressions to the render', () => {
    expect(check('ApiDocMdx', { id: 'pet' })).toEqual({
      message: '<ApiDocMdx id="pet">: no OpenAPI description has this id',
      hint: 'known ids (openapi[].id in the config): pets, core',
    });
    expect(check('ApiDocMdx', { id: 'pets' })).toBeUndefined();
    expect(check('ApiDocMdx', {})).toBeUndefined();
    expect(check('ApiDocMdx', { id: EXPRESSION })).toBeUndefined();
    expect(check('Tabs', { id: 'x' })).toBeUndefined();
  });
  it('says when the config has no OpenAPI description at all', () => {
    expect(mdxPropChecks([])('ApiDocMdx', {})?.message).toBe('<ApiDocMdx> shows an OpenAPI description, and the config has none');
  });
});

describe('plugin data', () => {
  it('is keyed by plugin name then id, as Docusaurus keys global data; absent data is undefined unless failfast', () => {
    const data = { releases: { list: [1] } };
    expect(inPage(data, () => usePluginData('releases'))).toEqual({ list: [1] });
    expect(inPage(data, () => useGlobalData())).toEqual({ releases: { default: { list: [1] } } });
    expect(inPage(data, () => useAllPluginInstancesData('releases'))).toEqual({ default: { list: [1] } });
    expect(inPage(data, () => usePluginData('releases', 'other'))).toBeUndefined();
    expect(inPage(data, () => usePluginData('stats'))).toBeUndefined();
    expect(() => inPage(data, () => usePluginData('stats', 'default', { failfast: true }))).toThrow(/docs\.pluginData: \{ 'stats'/);
  });
  it('gives the site config the provider holds, so two sites rendered in one process never mix', () => {
    expect(inPage({}, () => useDocusaurusContext().siteConfig)).toEqual({ title: 'T' });
    expect(inPage({}, () => useGlobalData())).toEqual({});
  });
});

describe('docs.pluginData files', () => {
  const site = (pluginData: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'wt-plugins-data-'));
    writeFileSync(join(root, 'docsgen.config.ts'), `export default { docs: { pluginData: ${JSON.stringify(pluginData)} } };\n`);
    return {
      root,
      content: { root, configFile: join(root, 'docsgen.config.ts'), config: { docs: { pluginData } } } as unknown as SiteContent,
    };
  };

  it('reads YAML as well as JSON', () => {
    const { root, content } = site({ stats: 'stats.yaml' });
    writeFileSync(join(root, 'stats.yaml'), 'lamps: 3\nrooms: [hall]\n');
    expect(loadPluginData(content)).toEqual({ stats: { lamps: 3, rooms: ['hall'] } });
  });

  it('says where a data file does not parse', () => {
    const { root, content } = site({ stats: 'stats.json' });
    writeFileSync(join(root, 'stats.json'), '{\n  "lamps": 3,\n  "rooms": [\n}\n');
    let err: unknown;
    try {
      loadPluginData(content);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(WriterError);
    const w = err as WriterError;
    expect(w.place.file).toBe(relative(process.cwd(), join(root, 'stats.json')));
    expect(w.place.line).toBe(4);
    expect(w.message).toMatch(/^invalid JSON: /);
  });
});
