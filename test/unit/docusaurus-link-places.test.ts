// Where a page's relative links land, and where each docs version is published, as Docusaurus
// does both.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkBase } from '../../generator/markdown/cache/compile-cached.js';
import { absoluteRoute } from '../../generator/markdown/remark/remark-links.js';
import { docsVersions } from '../../generator/versions/load-versions.js';
import { configSchema, type ConfigInput } from '../../generator/config/schema.js';

describe('relative links', () => {
  it('an index doc resolves them against its folder, another page against its parent', () => {
    expect(absoluteRoute('./policies/', linkBase('/platform/manager', true))).toBe('/platform/manager/policies');
    expect(absoluteRoute('./policies/', linkBase('/platform/manager', false))).toBe('/platform/policies');
    expect(absoluteRoute('../', linkBase('/platform/manager/policies', true))).toBe('/platform/manager');
  });

  it('trailingSlash: true puts every page at its folder URL; false puts index docs at /a/b', () => {
    expect(absoluteRoute('c', linkBase('/a/b', false, true))).toBe('/a/b/c');
    expect(absoluteRoute('c', linkBase('/a/b', true, false))).toBe('/a/c');
  });

  it('keeps the fragment and query, and the root page resolves from /', () => {
    expect(absoluteRoute('guide?tab=cli#install', linkBase('/docs/intro', false))).toBe('/docs/guide?tab=cli#install');
    expect(absoluteRoute('./x', linkBase('/', true))).toBe('/x');
  });
});

function siteWithVersions(names: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-versions-'));
  writeFileSync(join(root, 'versions.json'), JSON.stringify(names));
  for (const n of names) mkdirSync(join(root, 'versioned_docs', `version-${n}`), { recursive: true });
  return root;
}

const places = (docs: ConfigInput['docs'], names = ['3.0', '2.0', '1.0']) => {
  const config = configSchema.parse({ title: 'T', url: 'https://x.org', docs: { routeBasePath: '/docs', ...docs } });
  return docsVersions(config, siteWithVersions(names), '/content', 'docsgen.config.ts').map((v) => [
    v.name,
    v.routeBase,
    v.label,
    v.banner ?? 'none',
    v.latest,
  ]);
};

describe('version placement', () => {
  it('by default the docs folder is the latest, at the route base', () => {
    expect(places({})).toEqual([
      ['current', '/docs', 'Latest', 'none', true],
      ['3.0', '/docs/3.0', '3.0', 'unmaintained', false],
      ['2.0', '/docs/2.0', '2.0', 'unmaintained', false],
      ['1.0', '/docs/1.0', '1.0', 'unmaintained', false],
    ]);
  });

  it('a released last version is at the route base, the docs folder at next, newer versions unreleased', () => {
    expect(places({ lastVersion: '2.0' })).toEqual([
      ['current', '/docs/next', 'Next', 'unreleased', false],
      ['3.0', '/docs/3.0', '3.0', 'unreleased', false],
      ['2.0', '/docs', '2.0', 'none', true],
      ['1.0', '/docs/1.0', '1.0', 'unmaintained', false],
    ]);
  });

  it('onlyIncludeVersions builds those (and the last one); version options still win', () => {
    expect(places({ lastVersion: '3.0', onlyIncludeVersions: ['1.0'], versions: { current: { path: 'dev', label: 'Dev' } } })).toEqual([
      ['current', '/docs/dev', 'Dev', 'unreleased', false],
      ['3.0', '/docs', '3.0', 'none', true],
      ['1.0', '/docs/1.0', '1.0', 'unmaintained', false],
    ]);
  });

  it('a lastVersion that versions.json lacks is a config error naming the versions', () => {
    expect(() => places({ lastVersion: '9.9' })).toThrow(/docs.lastVersion: there is no version "9.9" in versions.json/);
  });
});
