// An MDX page that imports an image for its URL (`import shot from './shot.png'`), as Docusaurus
// sites do in blog posts and docs: the image is published with the page and the element gets its
// URL, in a cold build and from the cache; a missing image is an error at the import.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite, runCli } from '../helpers.js';

const page =
  '---\ntitle: Shots\n---\n\nimport shot from \'./img/shot.png\';\n\n# Shots\n\n<img src={shot} alt="The catalogue" />\n\nIt lives at {shot}.\n';

describe('images imported in MDX', () => {
  it('are published with the page and their URL is what the page prints, also from the cache', () => {
    const dir = makeSite({
      'content/docs/index.md': '# Docs\n\n[Shots](./shots.mdx)\n',
      'content/docs/shots.mdx': page,
      'content/docs/img/shot.png': 'not really a PNG, but bytes',
    });
    for (const run of ['cold', 'warm']) {
      const r = runCli(['build'], dir);
      expect(r.code, `${run}: ${r.stderr}`).toBe(0);
      const html = readFileSync(join(dir, 'out/docs/shots/index.html'), 'utf8');
      const url = /<img src="(\/assets\/shot-[0-9a-f]{10}\.png)" alt="The catalogue"\/>/.exec(html)?.[1];
      expect(url, run).toBeDefined();
      expect(html).toContain(`It lives at <!-- -->${url}<!-- -->.`);
      expect(existsSync(join(dir, 'out', url!)), run).toBe(true);
    }
  });

  it('that does not exist is an error at the import', () => {
    const dir = makeSite({ 'content/docs/index.md': '# Docs\n', 'content/docs/shots.mdx': page });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/docs/shots.mdx:5:1  cannot resolve import "./img/shot.png"');
  });
});
