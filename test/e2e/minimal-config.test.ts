// A site with only `title` and `url` and a few pages looks finished: a home page, the title in the
// navbar, a favicon, clean <title>s, and chrome that links only to pages that exist.
import { describe, expect, it } from 'vitest';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite, repo, runCli } from '../helpers.js';
import { startCliServer } from './serve-helpers.js';

const config = (extra = '') => `import { defineConfig } from '${join(repo, 'generator/config/define-config.ts')}';
export default defineConfig({ title: 'Widget Docs', url: 'https://w.example.com'${extra} });
`;
const pages = {
  'content/alpha.md': '---\ntitle: Alpha\nsidebar_position: 1\n---\n\nSee [beta](./beta.md).\n',
  'content/beta.md': '# Beta\n\nBack to [alpha](./alpha.md).\n',
  'content/gamma.md': '# Gamma\n\nText.\n',
};
const read = (dir: string, p: string) => readFileSync(join(dir, 'out', p), 'utf8');

describe('a minimal config', () => {
  it('builds without an index page: the first sidebar doc is shown at / too, with the site title in navbar and <title>', () => {
    const dir = makeSite({ 'docsgen.config.ts': config(), ...pages });
    const r = runCli(['build'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const home = read(dir, 'index.html');
    expect(home).toMatch(/<h1[^>]*>Alpha</);
    expect(home).toContain('<title>Widget Docs</title>');
    expect(home).toContain('<span class="navbar-title">Widget Docs</span>');
    // The doc keeps its own route (links to it go there); `/` names it as the canonical page.
    expect(home).toContain('<link rel="canonical" href="https://w.example.com/alpha"/>');
    expect(read(dir, 'alpha/index.html')).toMatch(/<h1[^>]*>Alpha</);
    expect(read(dir, 'beta/index.html')).toContain('<title>Beta | Widget Docs</title>');
    expect(read(dir, 'beta/index.html')).toContain('href="/alpha">alpha</a>');
  });

  it('gets a default favicon, written to the output and linked from every page', () => {
    const dir = makeSite({ 'docsgen.config.ts': config(), ...pages });
    expect(runCli(['build'], dir).code).toBe(0);
    expect(read(dir, 'favicon.svg')).toMatch(/^<svg /);
    for (const p of ['index.html', 'beta/index.html', 'search/index.html', '404.html'])
      expect(read(dir, p)).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('keeps a favicon of its own in static/ and writes none over it', () => {
    const dir = makeSite({ 'docsgen.config.ts': config(), ...pages, 'static/favicon.svg': '<svg id="mine"/>' });
    expect(runCli(['build'], dir).code).toBe(0);
    expect(read(dir, 'favicon.svg')).toBe('<svg id="mine"/>');
  });

  it('shows the tagline on the home page title, and a configured navbar title or logo instead of the site title', () => {
    const dir = makeSite({
      'docsgen.config.ts': config(", tagline: 'Widgets, explained', navbar: { logo: { alt: 'Widget', src: '/logo.svg' } }"),
      ...pages,
      'static/logo.svg': '<svg/>',
    });
    expect(runCli(['build'], dir).code).toBe(0);
    expect(read(dir, 'index.html')).toContain('<title>Widget Docs | Widgets, explained</title>');
    expect(read(dir, 'index.html')).not.toContain('navbar-title');
  });

  it('uses the sidebar config to pick the home doc, and keeps content/index.md as / when there is one', () => {
    const sidebars = ", sidebars: { docs: ['gamma', 'alpha', 'beta'] }";
    const dir = makeSite({ 'docsgen.config.ts': config(sidebars), ...pages });
    expect(runCli(['build'], dir).code).toBe(0);
    expect(read(dir, 'index.html')).toMatch(/<h1[^>]*>Gamma</);
    const withIndex = makeSite({ 'docsgen.config.ts': config(), ...pages, 'content/index.md': '# Welcome\n\n[Alpha](./alpha.md)\n' });
    expect(runCli(['build'], withIndex).code).toBe(0);
    expect(read(withIndex, 'index.html')).toMatch(/<h1[^>]*>Welcome</);
    expect(read(withIndex, 'alpha/index.html')).toMatch(/<h1[^>]*>Alpha</);
  });

  it('gives version and locale dropdowns links to pages that exist', () => {
    const items = ", navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'localeDropdown' }] }";
    const dir = makeSite({
      'docsgen.config.ts': config(items),
      'content/guide/start.md': '# Start\n',
      'content/guide/more.md': '# More\n\n[Start](./start.md)\n',
    });
    const r = runCli(['build'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const home = read(dir, 'index.html');
    // The latest version's landing page: the first doc of the sidebar (also shown at /).
    expect(home).toContain('href="/guide/more" data-doc-version="current">Latest</a>');
    expect(existsSync(join(dir, 'out/guide/more/index.html'))).toBe(true);
    expect(home).not.toContain('/toolhive');
  });

  it('fails on an empty content folder with a writer error, not a broken link', () => {
    const dir = makeSite({ 'docsgen.config.ts': config(), 'content/_partial.md': 'Shared text\n' });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no pages in content/ — add a Markdown file, e.g. content/index.md');
    expect(r.stderr).not.toContain('broken link');
  });

  it('in watch mode, an edit to the doc made / rebuilds that page alone and keeps it at /', async () => {
    const dir = makeSite({ 'docsgen.config.ts': config(), ...pages });
    const server = await startCliServer(dir, ['--watch']);
    try {
      await server.waitFor(/first build · built/);
      appendFileSync(join(dir, 'content/alpha.md'), '\nA new sentence.\n');
      await server.waitFor(/content\/alpha\.md changed · rebuilt 1 page in \d+ ms/);
      const home = await fetch(server.url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('A new sentence.');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
