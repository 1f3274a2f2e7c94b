import { describe, expect, it } from 'vitest';
import { comparable } from '../compare-paths.js';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { fastPathRefusal } from '../../generator/markdown/fast/fast-path-gate.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { preprocess } from '../../generator/markdown/syntax/preprocess.js';
import type { CompiledDoc } from '../../generator/types.js';
import { CORPUS_IMAGE, makeCorpus } from '../fixtures/make-corpus.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';

// The fast path earns its place only while it prints exactly what remark prints: this compiles a
// generated corpus through both and compares everything a page yields.
const PAGES = 210;

describe('the two Markdown paths on a generated corpus', () => {
  it(`print the same ${PAGES} pages, and every page takes the fast path`, async () => {
    const root = mkdtempSync(join(tmpdir(), 'md-corpus-'));
    mkdirSync(dirname(join(root, CORPUS_IMAGE)), { recursive: true });
    writeFileSync(join(root, CORPUS_IMAGE), 'not really a png');
    const pages = makeCorpus(PAGES);
    const routes = new Map(pages.map((p) => [join(root, p.file), p.route]));
    const ctx: MarkdownContext = {
      highlighter: await getHighlighter(),
      routeOfFile: (a) => routes.get(a),
      resolveImport: () => undefined,
      knownComponents: () => [],
      loadModule: async () => undefined,
      functions: {},
      admonitions: DEFAULT_ADMONITIONS,
    };
    const fallbacks: string[] = [];
    const seen = { links: 0, placed: 0, warnings: 0, toc: 0, admonitions: 0, tables: 0, code: 0, details: 0, assets: 0 };
    for (const page of pages) {
      const input = { file: page.file, abs: join(root, page.file), source: page.body, body: page.body, format: 'md' as const };
      expect(fastPathRefusal(preprocess(page.file, page.body, 'md')), page.file).toBeUndefined();
      const fast = await compileMarkdown(input, ctx);
      const remark = await compileMarkdown(input, ctx, 'remark');
      if (fast.markdownPath !== 'fast' || fast.fallback !== undefined) fallbacks.push(`${page.file}: ${fast.fallback}`);
      expect(remark.markdownPath).toBe('remark');
      expect(comparable(fast), page.file).toEqual(comparable(remark));
      count(seen, fast);
    }
    expect(fallbacks).toEqual([]);
    // The corpus means something only if its pages hold what the comparison is about.
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThanOrEqual(10);
  });
});

function count(seen: Record<string, number>, doc: CompiledDoc): void {
  const html = doc.body.type === 'html' ? doc.body.html : '';
  seen.links += doc.links.length;
  seen.placed += doc.links.filter((l) => l.line !== undefined && l.column !== undefined).length;
  seen.warnings += doc.warnings.length;
  seen.toc += doc.toc.length;
  seen.assets += doc.assets.length;
  seen.admonitions += html.split('<aside class="admonition').length - 1;
  seen.tables += html.split('<table').length - 1;
  seen.code += html.split('<div class="code-block').length - 1;
  seen.details += html.split('<details>').length - 1;
}
