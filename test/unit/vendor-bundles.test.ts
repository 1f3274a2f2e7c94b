// The compiled docsgen loads the packages scripts/vendor-packages.mjs bundles from dist/vendor/, one
// file each (or, on the main thread, from the command line's script, which bundles them), never
// from node_modules (a module hook records every module a build loads, on every thread), and each
// bundle exports what its package exports.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { makeSite, repo } from '../helpers.js';
import { configVariant } from '../../bench/config-variant.mjs';
// @ts-expect-error -- a build script, plain JavaScript without declarations
import { REQUIRED, VENDORED, requiredFile } from '../../scripts/vendor-packages.mjs';

const vendored = VENDORED as Record<string, { name: string; default?: boolean }>;
const required = REQUIRED as Record<string, { name: string }>;

// Appends every file: URL a thread loads (each thread registers its own hook instance).
const HOOK = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.startsWith('file:')) appendFileSync(process.env.LOADED_LOG, url + '\\n');
  return next(url, context);
}`;
const REGISTER = `import { register } from 'node:module';
register('./hook.mjs', import.meta.url);`;

function buildWithHook(dir: string): string[] {
  writeFileSync(join(dir, 'hook.mjs'), HOOK);
  writeFileSync(join(dir, 'register.mjs'), REGISTER);
  const log = join(dir, 'loaded.log');
  // The main thread's modules alone: the thread that writes the pages loads its own files.
  const config = configVariant(dir, 'main-thread', { threads: { writeThread: 'off' } });
  const r = spawnSync(
    process.execPath,
    ['--import', pathToFileURL(join(dir, 'register.mjs')).href, join(repo, 'dist/bin/docsgen.js'), 'build', '-c', config],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0', LOADED_LOG: log },
    },
  );
  expect(r.status, r.stderr).toBe(0);
  return readFileSync(log, 'utf8').trim().split('\n');
}

describe('vendored packages', () => {
  it("load from the command line's script during a build, and no grammar a page does not name loads", () => {
    const dir = makeSite({
      'content/pages/index.md': '---\ntitle: Home\n---\n\nRead the [docs](/docs).\n',
      'content/docs/index.md':
        '---\ntitle: Start\n---\n\n# Start\n\n```bash\nthv run fetch # note\n```\n\n```yaml\na: b\n```\n\n<b>raw</b> and a [link](/).\n',
    });
    const loaded = buildWithHook(dir);
    const fromPackage = loaded.filter((u) =>
      /\/node_modules\/(zod|markdown-it|hast-util-to-html|property-information|shiki|@shikijs\/core|@shikijs\/engine-javascript|@shikijs\/vscode-textmate|oniguruma-to-es|unist-util-visit|commander|openapi-sampler|react|react-dom)\//.test(
        u,
      ),
    );
    expect(fromPackage).toEqual([]);
    // The pipeline's packages, the theme and React's shims are inside dist/cli/cli.cjs.
    expect(loaded.filter((u) => /\/dist\/(vendor|theme|generator)\//.test(u))).toEqual([]);
    const grammars = loaded.filter((u) => u.includes('/@shikijs/langs/')).map((u) => u.replace(/.*\/dist\//, ''));
    expect(new Set(grammars)).toEqual(new Set(['bash.mjs', 'shellscript.mjs', 'yaml.mjs']));
    const html = readFileSync(join(dir, 'out/docs/index.html'), 'utf8');
    expect(html).toMatch(/<pre[^>]*class="shiki[^"]*"/);
    expect(html).toContain('--shiki-dark');
  });

  it("load beside the command line, the pipeline and the theme, one script (dist/cli/cli.cjs) whose theme a site's components share", () => {
    const dir = makeSite({
      'content/docs/index.mdx':
        "---\ntitle: Start\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Cards from '@site/src/Cards';\n\n<Tabs>\n<TabItem value=\"a\" label=\"A\">\n\nOne\n\n</TabItem>\n</Tabs>\n\n<Cards />\n",
      'content/docs/child.md': '---\ntitle: Child page\ndescription: The child.\n---\n\nChild.\n',
      // A site component that imports the theme by the package name: it must see the cards the
      // renderer provides (a second instance of the theme would hold an empty context).
      'src/Cards.tsx':
        'import { DocCardList } from \'docsgen/theme\';\nexport default function Cards() { return <section className="site-cards"><DocCardList /></section>; }\n',
    });
    const loaded = buildWithHook(dir);
    // Scripts/cli-bundle.mjs: ~200 modules loaded one by one cost a build ~45 ms more, the theme's
    // ~40 another ~20 ms, and only a script can use V8's code cache on Node 20 (bin/cli-loader.ts).
    // It is not a module: no module of the command line, the pipeline or the theme loads.
    expect(loaded.filter((u) => /\/dist\/(bin\/cli\.js|generator\/|vendor\/|theme\/|cli\/)/.test(u))).toEqual([]);
    const html = readFileSync(join(dir, 'out/docs/index.html'), 'utf8');
    expect(html).toContain('One');
    expect(html).toMatch(/class="site-cards"[\s\S]*Child page/);
  });

  it('export what their packages export', async () => {
    for (const [spec, v] of Object.entries(vendored)) {
      const file = join(repo, 'dist/vendor', `${v.name}.js`);
      expect(existsSync(file), spec).toBe(true);
      const [pkg, bundle] = await Promise.all([
        import(spec) as Promise<Record<string, unknown>>,
        import(pathToFileURL(file).href) as Promise<Record<string, unknown>>,
      ]);
      const names = (m: Record<string, unknown>) =>
        Object.keys(m)
          .filter((k) => k !== 'default' || v.default)
          .sort();
      expect(names(bundle), spec).toEqual(names(pkg));
      for (const k of names(pkg)) expect(typeof bundle[k], `${spec} ${k}`).toBe(typeof pkg[k]);
    }
  });

  it('that are required, not bundled, are the package’s own instance', async () => {
    for (const [spec, v] of Object.entries(required)) {
      // The package's entry, or the one file of it the entry names (React's legacy server renderer).
      const pkg = createRequire(import.meta.url)((requiredFile as (s: string) => string)(spec)) as Record<string, unknown>;
      const shim = (await import(pathToFileURL(join(repo, 'dist/vendor', `${v.name}.js`)).href)) as Record<string, unknown>;
      expect(shim.default, spec).toBe(pkg);
      // As Node's own ESM import of a CommonJS module: default is module.exports itself.
      for (const k of Object.keys(pkg).filter((n) => n !== 'default')) expect(shim[k], `${spec} ${k}`).toBe(pkg[k]);
    }
  });

  it('behave as their packages: zod validates, markdown-it and hast-util-to-html print alike', async () => {
    const vendor = (name: string) => import(pathToFileURL(join(repo, 'dist/vendor', `${name}.js`)).href);
    const [{ z }, md, { toHtml }] = await Promise.all([vendor('zod'), vendor('markdown-it'), vendor('hast-util-to-html')]);
    const [{ z: zPkg }, mdPkg, { toHtml: toHtmlPkg }] = await Promise.all([
      import('zod'),
      import('markdown-it'),
      import('hast-util-to-html'),
    ]);
    const schema = (zz: typeof zPkg) => zz.object({ a: zz.string(), n: zz.number().int().optional() }).strict();
    for (const value of [{ a: 'x' }, { a: 1 }, { a: 'x', n: 1.5 }, { a: 'x', extra: true }]) {
      const mine = schema(z).safeParse(value);
      const theirs = schema(zPkg).safeParse(value);
      expect(mine.success).toBe(theirs.success);
      expect(JSON.stringify(mine.error?.issues)).toBe(JSON.stringify(theirs.error?.issues));
    }
    const text = '# T\n\n- a *b*\n\n```js\nx\n```\n\n<div>raw</div> [l](https://e.com "t") &amp;\n';
    expect(new md.default({ html: true }).render(text)).toBe(new mdPkg.default({ html: true }).render(text));
    const tree = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'svg',
          properties: { viewBox: '0 0 1 1', className: ['a'] },
          children: [{ type: 'text', value: '<&>' }],
        },
      ],
    };
    expect(toHtml(tree)).toBe(toHtmlPkg(tree as never));
  });
});
