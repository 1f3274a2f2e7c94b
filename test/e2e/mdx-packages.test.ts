// MDX pages import npm packages and their stylesheets from the site's node_modules, as Docusaurus
// sites do (`import LiteYouTubeEmbed from 'react-lite-youtube-embed'` and its CSS).
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite, runCli } from '../helpers.js';

const page =
  "---\ntitle: Videos\n---\n\nimport FakeEmbed from 'fake-embed';\nimport '@scope/fake-embed-css/dist/embed.css';\n\n# Videos\n\n<FakeEmbed id=\"abc\" />\n";

function site() {
  return makeSite({
    'content/docs/videos.mdx': page,
    // A CommonJS package that requires React, as most published components are.
    'node_modules/fake-embed/package.json': '{ "name": "fake-embed", "version": "1.0.0", "main": "dist/index.js" }\n',
    'node_modules/fake-embed/dist/index.js':
      "const React = require('react');\nfunction FakeEmbed(props) { const [n] = React.useState(1); return React.createElement('div', { className: 'fake-embed' }, 'Video ' + props.id + ' #' + n); }\nmodule.exports = FakeEmbed;\n",
    'node_modules/@scope/fake-embed-css/package.json': '{ "name": "@scope/fake-embed-css", "version": "1.0.0" }\n',
    'node_modules/@scope/fake-embed-css/dist/embed.css': '.fake-embed { border: 3px solid rebeccapurple; }\n',
  });
}

describe('npm packages in MDX', () => {
  it("renders an installed package component (with hooks, on docsgen's React) and puts its imported CSS in the site stylesheet", () => {
    const dir = site();
    const r = runCli(['build'], dir);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(dir, 'out/docs/videos/index.html'), 'utf8');
    expect(html).toContain('<div class="fake-embed">Video abc #1</div>');
    const cssFiles = readdirSync(join(dir, 'out/assets/css')).filter((f) =>
      readFileSync(join(dir, 'out/assets/css', f), 'utf8').includes('rebeccapurple'),
    );
    expect(cssFiles).toHaveLength(1);
    expect(html).toContain(`/assets/css/${cssFiles[0]}`);
  });

  it('a package that is not installed is an error at the import, saying to install it', () => {
    const dir = site();
    rmSync(join(dir, 'node_modules/fake-embed'), { recursive: true });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'content/docs/videos.mdx:5:1  cannot resolve import "fake-embed": the package is not installed in this site',
    );
    expect(r.stderr).toContain('hint: install it in the site (npm install fake-embed)');
  });
});
