import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { fastPathFits } from '../../generator/markdown/fast/fast-path-gate.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { preprocess } from '../../generator/markdown/syntax/preprocess.js';
import { REMARK_ONLY, SAME_AS_REMARK } from './fast-markdown.samples.js';
import { filesUnder } from '../fixtures/files-under.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';

const routes = new Map([
  ['/site/docs/other.md', '/other'],
  ['/site/docs/other page.md', '/other-page'],
]);

async function context(): Promise<MarkdownContext> {
  return {
    highlighter: await getHighlighter(),
    routeOfFile: (a) => routes.get(a),
    resolveImport: () => undefined,
    knownComponents: () => [],
    loadModule: async () => undefined,
    functions: {},
    admonitions: DEFAULT_ADMONITIONS,
  };
}

async function both(body: string, file = 'docs/page.md', abs = '/site/docs/page.md') {
  const ctx = await context();
  const input = { file, abs, source: body, body, format: 'md' as const };
  const remark = await compileMarkdown(input, ctx, 'remark');
  const fast = await compileMarkdown(input, ctx, 'fast');
  // Each result names the parser that made it; everything else must be equal.
  expect([remark.markdownPath, fast.markdownPath]).toEqual(['remark', 'fast']);
  return { remark: { ...remark, markdownPath: undefined }, fast: { ...fast, markdownPath: undefined } };
}

describe('the fast Markdown path', () => {
  for (const [name, body] of Object.entries(SAME_AS_REMARK)) {
    it(`prints what remark prints: ${name}`, async () => {
      expect(fastPathFits(preprocess('docs/page.md', body, 'md'))).toBe(true);
      const { remark, fast } = await both(body);
      expect(fast.body.type).toBe('html');
      // Same HTML, headings, link places (line:column), images and warnings.
      expect(fast).toEqual(remark);
    });
  }

  it('keeps every sample meaningful: links, places, headings and warnings come out', async () => {
    const links = await both(SAME_AS_REMARK.links);
    expect(links.fast.links.length).toBeGreaterThan(10);
    expect(links.fast.links.find((l) => l.url === './other.md#q')).toMatchObject({ line: 9, column: 10, resolved: '/other' });
    const code = await both(SAME_AS_REMARK.code);
    expect(code.fast.warnings).toEqual(['docs/page.md:15:1  unknown code language "nonsense", shown as plain text']);
    const unsafe = await both(SAME_AS_REMARK['script URLs']);
    expect(unsafe.fast.warnings.filter((w) => w.includes('unsafe URL'))).toHaveLength(8);
    expect(unsafe.fast.body.type === 'html' && unsafe.fast.body.html).not.toMatch(/(?:href|src)="(?:javascript|vbscript|data:text)/i);
    const raw = await both(SAME_AS_REMARK['raw HTML script']);
    expect(raw.fast.warnings).toContain(
      'docs/page.md:3:1  raw HTML <script> removed: set markdown.trustedHtml: true in the site config if the site trusts every writer',
    );
    expect(raw.fast.body.type === 'html' && raw.fast.body.html).not.toMatch(/<script|\son\w+=|javascript:|vbscript:|srcdoc/i);
    const headings = await both(SAME_AS_REMARK.headings);
    expect(headings.fast.toc.map((t) => t.id)).toContain('second-level-with-code-1');
  });

  for (const [name, body] of Object.entries(REMARK_ONLY)) {
    it(`leaves a page with ${name} to remark`, () => {
      expect(fastPathFits(preprocess('docs/page.md', body, 'md'))).toBe(false);
    });
  }

  it("prints the site's own Markdown pages as remark does, whichever path they take", async () => {
    const root = join(import.meta.dirname, '../../content');
    for (const abs of filesUnder(root, '.md')) {
      const source = readFileSync(abs, 'utf8');
      const fm = /^---\n[\s\S]*?\n---\n/.exec(source);
      const body = fm ? fm[0].replace(/[^\n]/g, '') + source.slice(fm[0].length) : source;
      if (!fastPathFits(preprocess(abs, body, 'md'))) continue;
      const { remark, fast } = await both(body, relative(root, abs), abs);
      expect(fast, abs).toEqual(remark);
    }
  });
});

describe('the path a page took', () => {
  const page = (body: string, format: 'md' | 'mdx' = 'md') => ({
    file: 'docs/page.md',
    abs: '/site/docs/page.md',
    source: body,
    body,
    format,
  });

  it('is the fast one for a page the gate lets through, with no fallback', async () => {
    const doc = await compileMarkdown(page(SAME_AS_REMARK.admonitions), await context());
    expect(doc.markdownPath).toBe('fast');
    expect(doc).not.toHaveProperty('fallback');
  });

  it('is remark, with the reason, for a page the gate refuses', async () => {
    const ctx = await context();
    const reasons: Record<string, string> = {};
    for (const [name, body] of Object.entries(REMARK_ONLY)) {
      const doc = await compileMarkdown(page(body), ctx);
      expect(doc.markdownPath, name).toBe('remark');
      reasons[name] = doc.fallback ?? '';
    }
    expect(reasons).toMatchObject({
      'a URL with a query': 'autolink literal',
      'a footnote over lines': 'footnote definition over lines',
      'a footnote with a link': 'footnote definition with links or HTML',
      'a tab': 'tab',
      'strikethrough crossing emphasis': 'tildes',
      'emphasis crossing strikethrough a line apart': 'tildes',
      'nested admonitions with the same colons': 'admonition nested in one with as many colons',
      'an indented admonition': 'directive or admonition form',
    });
    for (const [name, reason] of Object.entries(reasons)) expect(reason, name).not.toBe('');
  });

  it("is remark, after the fast path tried, for a plain URL in a link's text (which remark-gfm does not link)", async () => {
    const ctx = await context();
    for (const body of ['[see https://example.com here](./other.md)', 'A <a href="./x">see https://example.com here</a> b.']) {
      expect(fastPathFits(preprocess('docs/page.md', body, 'md')), body).toBe(true);
      const doc = await compileMarkdown(page(body), ctx);
      expect([doc.markdownPath, doc.fallback], body).toEqual(['remark', 'unsupported autolink literal inside a link']);
    }
  });

  it('is mdx-fast for MDX pages of Markdown and literal JSX, which never try the Markdown fast path', async () => {
    const doc = await compileMarkdown(page('# Title\n\n<details>\n<summary>More</summary>\n\nText.\n\n</details>', 'mdx'), await context());
    expect(doc.markdownPath).toBe('mdx-fast');
    expect(doc).not.toHaveProperty('fallback');
  });

  it('is mdx, with the reason, for MDX pages the MDX fast path leaves to the compiler', async () => {
    const ctx = await context();
    const reasons: string[] = [];
    for (const body of [
      'Sum: {count + 1}.',
      'Text with <b title="x">inline</b> JSX.',
      'export const x = 1;\n\nText.',
      'Text\n<details>\nno blank line\n</details>',
      '- item\n\n <details>\n\n In the item.\n\n </details>',
      'Visit https://example.com/?q=1 today.',
      'Text.\n\n\u00a0\n\nMore.',
      '<Unknown />',
    ]) {
      const doc = await compileMarkdown(page(body, 'mdx'), ctx).catch((e: Error) => ({ markdownPath: 'error', fallback: e.message }));
      expect(doc.markdownPath, body).not.toBe('mdx-fast');
      reasons.push(doc.fallback ?? '');
    }
    expect(reasons.slice(0, 7)).toEqual([
      'expression',
      'inline JSX or HTML',
      'export',
      'JSX or ESM next to Markdown without a blank line',
      'indented JSX',
      'autolink literal',
      'no-break space at the start or end of a line',
    ]);
    // An unknown component is the compiler's error to report, with its place.
    expect(reasons[7]).toMatch(/unknown component <Unknown>/);
  });
});
