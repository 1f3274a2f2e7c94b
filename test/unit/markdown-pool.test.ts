// The worker pool (used on machines with three or more cores) gives the same page as compiling
// on the main thread, and its errors keep their file:line place.
import { describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';
import { baseConfig, makeSite } from '../helpers.js';

const dist = join(import.meta.dirname, '../../dist/generator');
const { MarkdownPool } = (await import(join(dist, 'markdown/worker-pool.js'))) as typeof import('../../generator/markdown/worker-pool.js');
const { compileMarkdown } = (await import(
  join(dist, 'markdown/compile-doc.js')
)) as typeof import('../../generator/markdown/compile-doc.js');
const { getHighlighter } = (await import(
  join(dist, 'markdown/highlight/highlight.js')
)) as typeof import('../../generator/markdown/highlight/highlight.js');
const { WriterError } = (await import(join(dist, 'errors.js'))) as typeof import('../../generator/errors.js');

const page = (body: string) => ({ file: 'content/docs/a.md', abs: '/site/content/docs/a.md', source: body, body, format: 'md' as const });
const text =
  '# Title\n\n## Run it {#run}\n\nSee [b](./b.md) and <kbd>Ctrl</kbd>.\n\n```bash title="run.sh" {2}\nthv run fetch\nthv list\n```\n\n:::tip\nA tip.\n:::\n';

describe('Markdown worker pool', () => {
  it('compiles a page exactly as the main thread does', async () => {
    const routes = new Map([['/site/content/docs/b.md', '/docs/b']]);
    const pool = new MarkdownPool(routes, 2);
    try {
      const [a, b] = await Promise.all([pool.compile(page(text)), pool.compile(page(text))]);
      const highlighter = await getHighlighter();
      const main = await compileMarkdown(page(text), {
        highlighter,
        routeOfFile: (abs) => routes.get(abs),
        resolveImport: () => undefined,
        knownComponents: () => [],
        loadModule: async () => undefined,
        functions: {},
        admonitions: DEFAULT_ADMONITIONS,
      });
      expect(a).toEqual(main);
      expect(b).toEqual(main);
      expect(main.body.type === 'html' && main.body.html).toContain('href="/docs/b"');
    } finally {
      await pool.close();
    }
  });

  it("runs a site's remark plugins, loaded from its config, and gives back a page they make MDX", async () => {
    const dir = makeSite({
      'docsgen.config.ts': baseConfig('markdown: { remarkPlugins: [npm2yarn, codes] },').replace(
        'export default',
        "import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';\nimport codes from './codes.mjs';\nexport default",
      ),
      // Names every fence it sees, in the page: the worker runs the site's own code.
      'codes.mjs':
        "export default () => (tree) => { const langs = tree.children.filter((n) => n.type === 'code').map((n) => n.lang); tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `fences: ${langs.join(' ')}` }] }); };\n",
    });
    const pool = new MarkdownPool(new Map(), 1, undefined, join(dir, 'docsgen.config.ts'));
    try {
      const plain = await pool.compile(page(text));
      expect(plain.body.type === 'html' && plain.body.html).toContain('<p>fences: bash</p>');
      const local = vi.fn(async () => ({
        body: { type: 'html' as const, html: 'on the main thread' },
        toc: [],
        links: [],
        assets: [],
        warnings: [],
        markdownPath: 'remark' as const,
      }));
      const tabs = await pool.compile(page('```bash npm2yarn\nnpm install docsgen\n```\n'), local);
      expect(local).toHaveBeenCalledOnce();
      expect(tabs.body).toEqual({ type: 'html', html: 'on the main thread' });
    } finally {
      await pool.close();
    }
  });

  it('hands back the path a page took and why it left the fast path', async () => {
    const pool = new MarkdownPool(new Map(), 1);
    try {
      expect(await pool.compile(page('Plain *text*.'))).toMatchObject({ markdownPath: 'fast' });
      expect(await pool.compile(page('See https://example.com/?q=1 for more.'))).toMatchObject({
        markdownPath: 'remark',
        fallback: 'autolink literal',
      });
    } finally {
      await pool.close();
    }
  });

  it('reports a writer error (lists nested too deep) at its place, with the error the main thread throws', async () => {
    const pool = new MarkdownPool(new Map(), 1);
    const bad = page(`Text.\n\n${Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- item\n`).join('')}`);
    try {
      const viaPool = await pool.compile(bad).catch((e: unknown) => e);
      const highlighter = await getHighlighter();
      const onMain = await compileMarkdown(bad, {
        highlighter,
        routeOfFile: () => undefined,
        resolveImport: () => undefined,
        knownComponents: () => [],
        loadModule: async () => undefined,
        functions: {},
        admonitions: DEFAULT_ADMONITIONS,
      }).catch((e: unknown) => e);
      expect(onMain).toBeInstanceOf(WriterError);
      expect(viaPool).toBeInstanceOf(WriterError);
      const { place, message, hint, sourceLine } = onMain as InstanceType<typeof WriterError>;
      // The 33rd level, on the 33rd list line (the list starts at line 3).
      expect(place).toMatchObject({ file: 'content/docs/a.md', line: 35 });
      expect(viaPool).toMatchObject({ place, message, hint, sourceLine });
    } finally {
      await pool.close();
    }
  });
});
