// A <DocCardList /> with nothing to list in watch mode: an edit that puts one on a page that is not a
// category's index warns at its line; taking it out takes the warning away.
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../generator/build.js';
import { rebuildChanged } from '../../generator/incremental/rebuild-changed.js';
import { makeSite } from '../helpers.js';

describe('empty card lists in watch rebuilds', () => {
  it('an edited page gains and loses the warning', async () => {
    const dir = makeSite({
      'content/pages/index.md': '---\ntitle: Home\n---\n\nRead the [docs](/docs).\n',
      'content/docs/index.mdx': "---\ntitle: Start\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
      'content/docs/other.mdx': '---\ntitle: Other\n---\n\nOther.\n',
    });
    const r = await build({ configPath: join(dir, 'docsgen.config.ts'), outDir: join(dir, 'dev-out'), dev: true, keepSession: true });
    expect(r.warnings).toEqual([]);
    const page = join(dir, 'content/docs/other.mdx');
    writeFileSync(page, "---\ntitle: Other\n---\n\nimport DocCardList from '@theme/DocCardList';\n\nOther.\n\n<DocCardList />\n");
    const added = await rebuildChanged(r.session!, new Map([[page, 'change']]));
    expect(added?.warnings).toHaveLength(1);
    expect(added?.warnings[0]).toMatch(/^content\/docs\/other\.mdx:9:1 {2}<DocCardList \/> shows no cards/);
    writeFileSync(page, '---\ntitle: Other\n---\n\nOther.\n');
    const removed = await rebuildChanged(r.session!, new Map([[page, 'change']]));
    expect(removed?.warnings).toEqual([]);
  });
});
