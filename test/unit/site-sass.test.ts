// A Docusaurus site's Sass, compiled with the site's own `sass` (here docsgen's devDependency, the
// real compiler): `~package/…` imports as webpack's sass-loader reads them, and a mistake in a
// stylesheet as a writer error at its place instead of a crash.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as sass from 'sass';
import { compileSass } from '../../generator/modules/site-sass.js';
import { WriterError } from '../../generator/errors.js';

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-sass-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

describe('compileSass', () => {
  it("reads ~package imports from the site's node_modules, without printing packages' deprecations", () => {
    const root = site({
      'node_modules/kit/scss/_colors.scss': '$brand: #0a7 !default;\n.kit { color: darken($brand, 10%); }\n',
      'src/css/custom.scss': "@import '~kit/scss/colors';\n.hero { background: $brand; }\n",
    });
    const css = compileSass(sass as never, root, join(root, 'src/css/custom.scss'));
    expect(css).toContain('.hero {\n  background: #0a7;\n}');
    expect(css).toContain('.kit {');
  });

  it('makes a Sass mistake a writer error at its file, line and column', () => {
    const root = site({ 'src/css/custom.scss': '.a {\n  color: $missing;\n}\n' });
    let thrown: unknown;
    try {
      compileSass(sass as never, root, join(root, 'src/css/custom.scss'));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(WriterError);
    const w = thrown as WriterError;
    expect(w.place.file).toMatch(/src\/css\/custom\.scss$/);
    expect([w.place.line, w.place.column]).toEqual([2, 10]);
    expect(w.message).toBe('Sass: Undefined variable.');
  });
});
