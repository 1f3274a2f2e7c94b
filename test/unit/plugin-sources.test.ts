import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markdownPluginSources } from '../../generator/compat/docusaurus/plugin-sources.js';
import { MARKDOWN_PLUGIN_KEYS } from '../../generator/compat/docusaurus/translate-markdown-plugins.js';

// init writes each plugin of a Docusaurus config as the import the config makes: these are the ways
// configs name their plugins.
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function sources(name: string, text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'wt-remark-sources-'));
  dirs.push(dir);
  writeFileSync(join(dir, name), text);
  return markdownPluginSources(join(dir, name), MARKDOWN_PLUGIN_KEYS);
}

describe('the imports of a Docusaurus config’s plugins', () => {
  it('follows ES imports (default, named, namespace members) and the docs options, not the blog’s', () => {
    const found = sources(
      'docusaurus.config.ts',
      `import type { Config } from '@docusaurus/types';
import math from 'remark-math';
import { rehypeMark as mark } from './src/rehype/mark';
import * as local from '@site/src/remark/all';
const blogOnly = [math];
const config: Config = { presets: [['classic', {
  blog: { remarkPlugins: blogOnly },
  docs: { remarkPlugins: [math, [local.notice, { a: 1 }]], rehypePlugins: [mark], beforeDefaultRemarkPlugins: [local['default']] },
}]] };
export default config;
`,
    );
    expect(found.get('remarkPlugins')).toEqual([
      { source: 'remark-math', imported: 'default', local: 'math' },
      { source: '@site/src/remark/all', imported: 'notice' },
    ]);
    expect(found.get('rehypePlugins')).toEqual([{ source: './src/rehype/mark', imported: 'rehypeMark', local: 'mark' }]);
    expect(found.get('beforeDefaultRemarkPlugins')).toEqual([{ source: '@site/src/remark/all', imported: 'default' }]);
  });

  it('follows require: a binding, a destructured name, .default, inline, and a list in a variable', () => {
    const found = sources(
      'docusaurus.config.js',
      `const math = require('remark-math');
const { katex } = require('./plugins/katex');
const emoji = require('remark-emoji').default;
const list = [math, katex, emoji, require('./plugins/inline'), () => () => {}, ...[]];
module.exports = { presets: [['classic', { docs: { remarkPlugins: list } }]] };
`,
    );
    expect(found.get('remarkPlugins')).toEqual([
      { source: 'remark-math', imported: 'default', local: 'math' },
      { source: './plugins/katex', imported: 'katex', local: 'katex' },
      { source: 'remark-emoji', imported: 'default', local: 'emoji' },
      { source: './plugins/inline', imported: 'default' },
      { unreadable: 'a function written in the config itself: move it to a module of its own' },
      { unreadable: 'a spread (...list)' },
    ]);
  });
});
