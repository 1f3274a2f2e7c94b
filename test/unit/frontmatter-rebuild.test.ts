// Frontmatter warnings in watch mode: an edit that adds a typo'd key warns at its line; fixing it
// takes the warning away (the rebuild reloads the page's frontmatter, not the whole site).
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../generator/build.js';
import { rebuildChanged } from '../../generator/incremental/rebuild-changed.js';
import { makeSite } from '../helpers.js';

describe('frontmatter warnings in watch rebuilds', () => {
  it('an edited page gains and loses its unknown-key warning', async () => {
    const dir = makeSite({
      'content/pages/index.md': '---\ntitle: Home\n---\n\nRead the [docs](/docs).\n',
      'content/docs/index.md': '---\ntitle: Start\n---\n\nStart.\n',
    });
    const r = await build({ configPath: join(dir, 'docsgen.config.ts'), outDir: join(dir, 'dev-out'), dev: true, keepSession: true });
    expect(r.warnings).toEqual([]);
    const page = join(dir, 'content/docs/index.md');
    writeFileSync(page, '---\ntitle: Start\nsidebar_lable: Go\n---\n\nStart.\n');
    const typo = await rebuildChanged(r.session!, new Map([[page, 'change']]));
    expect(typo?.warnings).toEqual(['content/docs/index.md:3:1  unknown frontmatter key `sidebar_lable` — did you mean `sidebar_label`? (rename it to `sidebar_label`)']);
    writeFileSync(page, '---\ntitle: Start\nsidebar_label: Go\n---\n\nStart.\n');
    const fixed = await rebuildChanged(r.session!, new Map([[page, 'change']]));
    expect(fixed?.warnings).toEqual([]);
  });
});
