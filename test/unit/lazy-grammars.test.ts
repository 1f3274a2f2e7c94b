// Grammars load when a page's fences first name their language (highlight.ts loadFenceLanguages),
// the common ones too: a page must come out exactly as when every common grammar was loaded up
// front, with the same "unknown code language" warnings — on the main thread, on the Markdown
// worker and in a watch rebuild where a page gains a language.
import { describe, expect, it } from 'vitest';
import { bodyHtml } from '../compare-paths.js';
import fc from 'fast-check';
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HighlighterCore } from 'shiki/core';
import {
  COMMON_LANGUAGES,
  GRAMMAR_OF,
  createHighlighter,
  fenceLanguages,
  grammars,
  lazyGrammars,
  loadFenceLanguages,
} from '../../generator/markdown/highlight/highlight.js';
import { ALIASES } from '../../generator/markdown/highlight/languages.js';
import { blockLinesAhead } from '../../generator/markdown/highlight/dual-theme-tokens.js';
import { blockKey } from '../../generator/markdown/highlight/highlight.js';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { build } from '../../generator/build.js';
import { rebuildChanged } from '../../generator/incremental/rebuild-changed.js';
import { makeSite } from '../helpers.js';
import type { CompiledDoc } from '../../generator/types.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';

const dist = join(import.meta.dirname, '../../dist/generator');
const { startMarkdownWorker } = (await import(
  join(dist, 'markdown/worker-pool.js')
)) as typeof import('../../generator/markdown/worker-pool.js');

const ctx = (highlighter: HighlighterCore): MarkdownContext => ({
  highlighter,
  routeOfFile: () => undefined,
  resolveImport: () => undefined,
  knownComponents: () => [],
  loadModule: async () => undefined,
  functions: {},
  admonitions: DEFAULT_ADMONITIONS,
});
const page = (body: string, format: 'md' | 'mdx' = 'md') => ({
  file: 'content/docs/a.md',
  abs: '/site/content/docs/a.md',
  source: body,
  body,
  format,
});

/** The whole compiled page, with an MDX body printed as React prints it (the component itself
 *  differs): the highlighter loading grammars on demand changes nothing in it. */
const wholePage = (doc: CompiledDoc) => ({ ...doc, body: doc.body.type === 'component' ? bodyHtml(doc) : doc.body });

/** The highlighter as every build had it before: every common grammar loaded up front. */
async function fullHighlighter(): Promise<HighlighterCore> {
  const hl = await createHighlighter();
  await loadFenceLanguages(hl, COMMON_LANGUAGES);
  return hl;
}

const CODE: Record<string, string> = {
  bash: 'x=1 # note\necho "$x" | grep -v y',
  yaml: 'a: b\nlist:\n  - c: 1 # note',
  json: '{"a": [1, true, null]}',
  go: 'package main\nfunc main() { fmt.Println("hi") }',
  typescript: 'const a: number = 1;\n/* note */ export { a };',
  promql: 'sum by (job) (rate(http_requests_total{code="500"}[5m]))',
  md: '# Title\n\n```yaml\na: b\n```\n\n```go\nfunc f() {}\n```\n\n```css\na { color: red }\n```',
  html: '<div class="a">x</div>\n<script>let a = 1</script>',
};
// Names as writers spell them: grammar names, shiki's aliases, docsgen's, other cases, unknown ones.
const NAMES = [...Object.keys(GRAMMAR_OF), 'Bash', 'YAML', 'Go', 'text', 'txt', '', 'mermaid', 'nosuchlang', 'c++', 'jsonnet'];

function fence(name: string, code: string, where: 'top' | 'quote' | 'list'): string {
  const ticks = code.includes('```') ? '````' : '```';
  const block = `${ticks}${name}\n${code}\n${ticks}`;
  if (where === 'quote')
    return block
      .split('\n')
      .map((l) => `> ${l}`)
      .join('\n');
  if (where === 'list') return `- item\n\n  ${block.split('\n').join('\n  ')}`;
  return block;
}

const pageArb = fc
  .array(
    fc.record({
      name: fc.constantFrom(...NAMES),
      code: fc.constantFrom(...Object.values(CODE)),
      where: fc.constantFrom('top' as const, 'quote' as const, 'list' as const),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((blocks) => `# Page\n\n${blocks.map((b) => fence(b.name, b.code, b.where)).join('\n\nSome text.\n\n')}\n`);

describe('grammars loaded on demand', () => {
  it('know every name and alias the grammars declare, each mapped to the module that has it', async () => {
    const declared = new Map<string, string>();
    const modules = [...(await grammars()), ...(await lazyGrammars())] as { name: string; aliases?: string[] }[][];
    for (const mod of modules) {
      const own = mod[mod.length - 1];
      for (const n of [own.name, ...(own.aliases ?? [])]) declared.set(n, own.name);
    }
    for (const [alias, name] of Object.entries(ALIASES)) if (!declared.has(alias)) declared.set(alias, name);
    expect(Object.keys(GRAMMAR_OF).sort()).toEqual([...declared.keys()].sort());
    for (const name of Object.keys(GRAMMAR_OF)) {
      const hl = await createHighlighter();
      await loadFenceLanguages(hl, [name]);
      expect(hl.getLoadedLanguages(), name).toContain(declared.get(name));
    }
  });

  it('finds fence languages in quotes and list items too', () => {
    expect(fenceLanguages('> ```go\n> x\n> ```\n\n- a\n\n  ~~~yaml\n  a: b\n  ~~~\n\n```bash title="x"\n```')).toEqual([
      'go',
      'yaml',
      'bash',
    ]);
  });

  it('colour pages exactly as a highlighter with every common grammar, with the same warnings', async () => {
    const full = await fullHighlighter();
    await fc.assert(
      fc.asyncProperty(pageArb, fc.constantFrom('md' as const, 'mdx' as const), async (body, format) => {
        // A fresh one each time: which grammars it has depends only on this page.
        const lazy = await createHighlighter();
        const want = wholePage(await compileMarkdown(page(body, format), ctx(full)));
        expect(wholePage(await compileMarkdown(page(body, format), ctx(lazy)))).toEqual(want);
      }),
      { numRuns: 40 },
    );
  });

  it('colour a Markdown fence’s own fences as before: markdown brings the grammars it embeds', async () => {
    const lazy = await createHighlighter();
    // `es6` is a name only the markdown grammar knows (for javascript): no fence scan finds that.
    const body = fence('md', '# Title\n\n```es6\nlet a = `x` // note\n```\n', 'top');
    const doc = await compileMarkdown(page(body), ctx(lazy));
    expect(doc).toEqual(await compileMarkdown(page(body), ctx(await fullHighlighter())));
    expect(lazy.getLoadedLanguages()).toContain('javascript');
  });

  it('load only what a page names', async () => {
    const lazy = await createHighlighter();
    await compileMarkdown(page(`${fence('yaml', CODE.yaml, 'top')}\n\n${fence('sh', CODE.bash, 'top')}`), ctx(lazy));
    expect(lazy.getLoadedLanguages()).toEqual(expect.arrayContaining(['yaml', 'bash']));
    expect(lazy.getLoadedLanguages()).not.toContain('typescript');
    expect(lazy.getLoadedLanguages()).not.toContain('go');
  });

  it('are loaded by the Markdown worker for the MDX blocks it colours', async () => {
    const worker = startMarkdownWorker(new Map(), []);
    try {
      const body = `# MDX\n\n${fence('go', CODE.go, 'top')}\n\n${fence('nosuchlang', 'x', 'top')}\n\n<Tabs />\n`;
      const ahead = await worker.request('blocks', body);
      const full = await fullHighlighter();
      expect(ahead).toEqual([[blockKey('go', CODE.go), blockLinesAhead(full, CODE.go, 'go')]]);
    } finally {
      await worker.close();
    }
  });

  it('are loaded in a watch rebuild when a page gains a fence language', async () => {
    const dir = makeSite({
      'content/pages/index.md': '---\ntitle: Home\n---\n\nRead the [docs](/docs).\n',
      'content/docs/index.md': `---\ntitle: Start\n---\n\n${fence('bash', CODE.bash, 'top')}\n`,
    });
    const r = await build({ configPath: join(dir, 'docsgen.config.ts'), outDir: join(dir, 'dev-out'), dev: true, keepSession: true });
    expect(r.warnings).toEqual([]);
    const file = join(dir, 'content/docs/index.md');
    const edited = `---\ntitle: Start\n---\n\n${fence('bash', CODE.bash, 'top')}\n\n${fence('powershell', 'Get-Item -Path C:\\ # note', 'top')}\n\n${fence('nosuchlang', 'x', 'top')}\n`;
    writeFileSync(file, edited);
    const rebuilt = await rebuildChanged(r.session!, new Map([[file, 'change']]));
    expect(rebuilt?.warnings).toEqual(['content/docs/index.md:14:1  unknown code language "nosuchlang", shown as plain text']);
    const html = readFileSync(join(dir, 'dev-out/docs/index.html'), 'utf8');
    const want = await compileMarkdown(page(edited.replace(/^---[^]*?---\n/, '')), ctx(await fullHighlighter()));
    const pre = (s: string) => s.match(/<pre[^]*?<\/pre>/g) ?? [];
    expect(pre(html)).toHaveLength(3);
    expect(pre(html)).toEqual(pre(want.body.type === 'html' ? want.body.html : ''));
  });

  it('colour any language shiki ships (xml, sql, rs, kotlin) and name only those unknown', async () => {
    const hl = await createHighlighter();
    const body =
      '```xml\n<a href="x">b</a>\n```\n\n```sql\nSELECT 1;\n```\n\n```rs\nfn main() {}\n```\n\n```kotlin\nval x = 1\n```\n\n```caddyfile\n:80\n```\n\n```../../../package\nx\n```\n';
    await loadFenceLanguages(hl, fenceLanguages(body));
    const doc = await compileMarkdown(page(body), ctx(hl));
    const html = doc.body.type === 'html' ? doc.body.html : '';
    expect(html).toContain('>SELECT</span>');
    expect(html).toContain('>fn</span>');
    expect(html).toContain('>val</span>');
    expect(doc.warnings.map((w) => w.replace(/^.*unknown code language /, ''))).toEqual([
      '"caddyfile", shown as plain text',
      '"../../../package", shown as plain text',
    ]);
  });
});
