// A site's own modules (the config, the Docusaurus config, sidebars, remark plugins) run as Node
// runs them: each file its own __dirname and import.meta, even one that declares __dirname itself;
// a CommonJS file's require; packages from the site, then docsgen, else a writer error at the
// import. Sites are written outside the repository, so that docsgen's node_modules are not found
// by walking up from them.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { withFileGlobals } from '../../generator/modules/node-file-globals.js';
import { evaluateSiteModule } from '../../generator/modules/evaluate-module.js';
import { loadConfig } from '../../generator/config/load-config.js';
import { WriterError } from '../../generator/errors.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-modules-'));
  made.push(dir);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  return dir;
}

const OWN_DIRNAME =
  "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nconst __dirname = path.dirname(fileURLToPath(import.meta.url));\n";

describe('withFileGlobals', () => {
  it("gives a file its own __dirname, __filename and import.meta values, on the file's first line", () => {
    const out = withFileGlobals('export const a = [__dirname, __filename, import.meta.url, import.meta.dirname];\n', '/s/lib/a.mjs');
    expect(out.split('\n')).toHaveLength(2);
    expect(out).toMatch(/^var __dirname = "\/s\/lib", __filename = "\/s\/lib\/a.mjs";/);
    expect(out).toContain('export const a = [__dirname, __filename, "file:///s/lib/a.mjs", "/s/lib"]');
    // A file that uses none of them is left as written (its bundle is what it was).
    expect(withFileGlobals('export const b = 1;\n', '/s/lib/b.mjs')).toBe('export const b = 1;\n');
  });

  it('keeps the declaration of a file that declares __dirname itself', () => {
    const out = withFileGlobals(OWN_DIRNAME, '/s/lib/b.mjs');
    expect(out).not.toContain('var __dirname');
    expect(out).toContain('const __dirname = path.dirname(fileURLToPath("file:///s/lib/b.mjs"))');
  });
});

describe('the Docusaurus config, evaluated by init', () => {
  it('runs a module that declares its own __dirname, and a CommonJS file that requires a package', async () => {
    const dir = site({
      'lib/where.mjs': `${OWN_DIRNAME}export const where = path.basename(__dirname) + '/' + path.basename(import.meta.dirname);\n`,
      'lib/legacy.cjs': "const tslib = require('tslib');\nmodule.exports = { ok: typeof tslib.__assign };\n",
      'node_modules/brand-data/package.json':
        '{ "name": "brand-data", "version": "2.0.0", "type": "module", "exports": { "./colors.json": "./colors.json" } }',
      'node_modules/brand-data/colors.json': '{ "primary": "teal" }',
      'docusaurus.config.js':
        "import { where } from './lib/where.mjs';\nimport legacy from './lib/legacy.cjs';\nimport colors from 'brand-data/colors.json';\nexport default { title: where + ' ' + legacy.ok + ' ' + colors.primary };\n",
    });
    const r = await evaluateSiteModule(join(dir, 'docusaurus.config.js'), dir, join(dir, '.cache'));
    // JSON from a package, imported without an import attribute, as webpack lets Docusaurus do.
    expect((r.value as { title: string }).title).toBe('lib/lib function teal');
  });
});

describe('the docsgen config and the modules it imports', () => {
  const config = (imports: string, title: string) =>
    `${imports}\nexport default { title: ${title}, url: 'https://x.example', markdown: { remarkPlugins: [plugin] } };\n`;

  it('runs a remark plugin with its own __dirname and a package only docsgen has (unist-util-visit)', async () => {
    const dir = site({
      'src/remark/plugin.mjs': `${OWN_DIRNAME}import { visit } from 'unist-util-visit';\nexport const folder = path.basename(__dirname);\nexport default function plugin() { return (tree) => visit(tree, 'text', () => undefined); }\n`,
      'lib/legacy.cjs': "module.exports = { kind: typeof require('tslib').__assign };\n",
      'node_modules/brand-data/package.json':
        '{ "name": "brand-data", "version": "2.0.0", "type": "module", "exports": { "./colors.json": "./colors.json" } }',
      'node_modules/brand-data/colors.json': '{ "primary": "teal" }',
      'docsgen.config.ts': config(
        "import plugin, { folder } from './src/remark/plugin.mjs';\nimport legacy from './lib/legacy.cjs';\nimport colors from 'brand-data/colors.json';",
        "folder + ' ' + legacy.kind + ' ' + colors.primary",
      ),
    });
    const loaded = await loadConfig(join(dir, 'docsgen.config.ts'));
    expect(loaded.config.title).toBe('remark function teal');
    expect(loaded.config.markdown.remarkPlugins).toHaveLength(1);
  });

  it('a package installed nowhere is a writer error at the importing file, line and column', async () => {
    const dir = site({
      'src/remark/plugin.mjs':
        "// a plugin\nimport { visit } from 'unist-util-visit-nowhere';\nexport default function plugin() { return (tree) => visit(tree); }\n",
      'docsgen.config.ts': config("import plugin from './src/remark/plugin.mjs';", "'T'"),
    });
    const e = await loadConfig(join(dir, 'docsgen.config.ts')).then(
      () => undefined,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(WriterError);
    const w = e as WriterError;
    expect(w.place.file).toMatch(/src\/remark\/plugin\.mjs$/);
    expect([w.place.line, w.place.column]).toEqual([2, 23]);
    expect(w.message).toBe('cannot find package "unist-util-visit-nowhere": it is not installed in this site');
    expect(w.hint).toBe('install it in the site (npm install unist-util-visit-nowhere), or remove the import and what uses it');
  });

  it('an exception while the config runs is a writer error at the config, not a crash', async () => {
    const dir = site({
      'docsgen.config.ts':
        "import { readFileSync } from 'node:fs';\nexport default { title: readFileSync('missing.txt', 'utf8'), url: 'https://x.example' };\n",
    });
    const e = await loadConfig(join(dir, 'docsgen.config.ts')).then(
      () => undefined,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(WriterError);
    expect((e as WriterError).message).toMatch(/^the config threw while docsgen loaded it: ENOENT/);
  });
});
