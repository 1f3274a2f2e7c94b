// Page warnings in watch mode: an edit that brings one (a typo'd frontmatter key, a <DocCardList />
// with nothing to list) warns at its line; undoing it takes the warning away. The rebuild reloads
// the edited page, not the whole site.
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../generator/build.js';
import { rebuildChanged } from '../../generator/incremental/rebuild-changed.js';
import { makeSite } from '../helpers.js';

/** A watch session of a site with a home page and `docs`, built once with no warning; `edit`
 *  writes a docs page and rebuilds it. */
async function watchSession(docs: Record<string, string>) {
  const dir = makeSite({ 'content/pages/index.md': '---\ntitle: Home\n---\n\nRead the [docs](/docs).\n', ...docs });
  const r = await build({ configPath: join(dir, 'docsgen.config.ts'), outDir: join(dir, 'dev-out'), dev: true, keepSession: true });
  expect(r.warnings).toEqual([]);
  return async (file: string, text: string) => {
    const page = join(dir, file);
    writeFileSync(page, text);
    return rebuildChanged(r.session!, new Map([[page, 'change']]));
  };
}

describe('page warnings in watch rebuilds', () => {
  it('an edited page gains and loses its unknown-key warning', async () => {
    const edit = await watchSession({ 'content/docs/index.md': '---\ntitle: Start\n---\n\nStart.\n' });
    const typo = await edit('content/docs/index.md', '---\ntitle: Start\nsidebar_lable: Go\n---\n\nStart.\n');
    expect(typo?.warnings).toEqual([
      'content/docs/index.md:3:1  unknown frontmatter key `sidebar_lable` — did you mean `sidebar_label`? (rename it to `sidebar_label`)',
    ]);
    const fixed = await edit('content/docs/index.md', '---\ntitle: Start\nsidebar_label: Go\n---\n\nStart.\n');
    expect(fixed?.warnings).toEqual([]);
  });

  it('an edited page gains and loses the empty card list warning', async () => {
    const edit = await watchSession({
      'content/docs/index.mdx': "---\ntitle: Start\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
      'content/docs/other.mdx': '---\ntitle: Other\n---\n\nOther.\n',
    });
    const added = await edit(
      'content/docs/other.mdx',
      "---\ntitle: Other\n---\n\nimport DocCardList from '@theme/DocCardList';\n\nOther.\n\n<DocCardList />\n",
    );
    expect(added?.warnings).toHaveLength(1);
    expect(added?.warnings[0]).toMatch(/^content\/docs\/other\.mdx:9:1 {2}<DocCardList \/> shows no cards/);
    const removed = await edit('content/docs/other.mdx', '---\ntitle: Other\n---\n\nOther.\n');
    expect(removed?.warnings).toEqual([]);
  });
});
