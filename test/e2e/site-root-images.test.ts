// `![x](/img/a.png)` names a file of static/: one that is not there is reported at the image, in
// .md and .mdx pages alike (a real Docusaurus site lost 45 images this way without a word).
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite, runCli } from '../helpers.js';

describe('site-root images', () => {
  it('a missing one is an error at its file:line:col, once, in Markdown and MDX; a present one builds', () => {
    const dir = makeSite({
      'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n\n![Flow](/img/flow.png)\n',
      'content/docs/b.mdx': '---\ntitle: B\n---\n\nText.\n\nSee ![Flow](/img/flow-b.png) here.\n',
      'static/img/other.png': 'png',
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/docs/a.md:7:1  image not found: /img/flow.png');
    expect(r.stderr).toContain('content/docs/b.mdx:7:5  image not found: /img/flow-b.png');
    expect(r.stderr).toContain('hint: site-root images are files of static/');
    // Not a second time as a link of the page (React preloads images in MDX pages).
    expect(r.stderr.match(/flow-b\.png/g)?.length).toBe(2); // the message and the quoted line
    expect(r.stderr).toContain('✖ build failed: 2 errors');
    writeFileSync(join(dir, 'static/img/flow.png'), 'png');
    writeFileSync(join(dir, 'static/img/flow-b.png'), 'png');
    const ok = runCli(['build'], dir);
    expect(ok.code, ok.stderr).toBe(0);
  });
});
