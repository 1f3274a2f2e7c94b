import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInit } from '../../bin/init.js';
import { siteTemplates } from '../../bin/init-templates.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'docsgen-init-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function init(dir: string) {
  let out = '';
  let err = '';
  const code = runInit({ dir, version: '1.2.3', out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

describe('docsgen init', () => {
  it('scaffolds a site, a .gitignore and a package.json with the scripts in an empty folder', () => {
    const dir = join(tempDir(), 'widget-docs');
    const r = init(dir);
    expect(r.code).toBe(0);
    for (const t of siteTemplates) expect(existsSync(join(dir, t.path))).toBe(!t.blog);
    expect(readFileSync(join(dir, 'docsgen.config.ts'), 'utf8')).toContain("import { defineConfig } from 'docsgen';");
    expect(readFileSync(join(dir, 'docsgen.config.ts'), 'utf8')).toContain('title: "Widget Docs"');
    expect(readFileSync(join(dir, '.gitignore'), 'utf8').split('\n')).toEqual(['out/', '.docsgen-cache/', 'node_modules/', '']);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(pkg.scripts).toEqual({ dev: 'docsgen serve --watch', build: 'docsgen build', check: 'docsgen check' });
    expect(pkg.devDependencies).toEqual({ docsgen: '^1.2.3' });
    expect(r.out).toContain('created  docsgen.config.ts');
    expect(r.out).toContain('npm install docsgen');
    expect(r.out).toContain('npm run dev');
  });

  it('adds the scripts to an existing package.json and leaves the rest of it as it was', () => {
    const dir = tempDir();
    const before =
      '{\n    "name": "site",\n    "version": "1.0.0",\n    "scripts": {\n        "build": "make docs",\n        "test": "vitest"\n    },\n    "dependencies": {\n        "docsgen": "^0.1.0"\n    },\n    "zeta": [1, 2]\n}\n';
    writeFileSync(join(dir, 'package.json'), before);
    const r = init(dir);
    expect(r.code).toBe(0);
    const after = readFileSync(join(dir, 'package.json'), 'utf8');
    const expected = {
      name: 'site',
      version: '1.0.0',
      scripts: { build: 'make docs', test: 'vitest', dev: 'docsgen serve --watch', check: 'docsgen check' },
      dependencies: { docsgen: '^0.1.0' },
      zeta: [1, 2],
    };
    expect(after).toBe(`${JSON.stringify(expected, null, 4)}\n`);
    expect(r.out).toContain('updated  package.json (scripts: dev, check)');
    expect(r.out).toContain('kept     package.json script "build"');
    // docsgen is already a dependency: no install step to suggest.
    expect(r.out).not.toContain('npm install docsgen');
  });

  it("keeps the project's own tsconfig.json", () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'tsconfig.json'), '{}\n');
    const r = init(dir);
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'tsconfig.json'), 'utf8')).toBe('{}\n');
    expect(r.out).toContain('kept     tsconfig.json (yours)');
  });

  it('completes an existing .gitignore without rewriting it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.gitignore'), 'node_modules\n*.log');
    expect(init(dir).code).toBe(0);
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe('node_modules\n*.log\nout/\n.docsgen-cache/\n');
  });

  it('run a second time, writes nothing, names the files already there and exits 1', () => {
    const dir = tempDir();
    expect(init(dir).code).toBe(0);
    writeFileSync(join(dir, 'content/introduction.md'), '# Mine\n');
    const pkgBefore = readFileSync(join(dir, 'package.json'), 'utf8');
    rmSync(join(dir, 'content/guides/first-steps.mdx'));
    const r = init(dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain('already has a docsgen site; nothing was written');
    expect(r.err).toContain('  docsgen.config.ts\n');
    expect(r.err).toContain('  content/introduction.md\n');
    expect(r.err).not.toContain('first-steps.mdx');
    expect(readFileSync(join(dir, 'content/introduction.md'), 'utf8')).toBe('# Mine\n');
    expect(existsSync(join(dir, 'content/guides/first-steps.mdx'))).toBe(false);
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(pkgBefore);
  });
});
