import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite, runCli } from '../helpers.js';

// The Docusaurus ecosystem's code-block plugins, the real packages, run on docsgen's one chain:
// they find every fence as an mdast `code` node (lang, meta) and put MDX nodes (an import, <Tabs>)
// into the page, which then renders as tabs whether the page is .md or .mdx.
const CONFIG = (format: string) => `import { defineConfig } from '${join(import.meta.dirname, '../../generator/config/define-config.ts')}';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import tabBlocks from 'docusaurus-remark-plugin-tab-blocks';
export default defineConfig({
  title: 'Fixture',
  tagline: 'A small site',
  url: 'https://example.com',
  markdown: { format: '${format}', remarkPlugins: [[npm2yarn, { sync: true }], tabBlocks] },
});
`;

const MD = [
  '---',
  'title: Install',
  '---',
  '',
  'Install it:',
  '',
  '```bash npm2yarn',
  'npm install docsgen',
  '```',
  '',
  'Then run it:',
  '',
  '```js tab',
  'console.log("from js");',
  '```',
  '',
  '```ts tab',
  'const fromTs: string = "ts";',
  '```',
  '',
].join('\n');
const MDX = [
  '---',
  'title: Build',
  '---',
  '',
  'export const verb = "build";',
  '',
  'To {verb} it:',
  '',
  '```bash npm2yarn',
  'npm run build',
  '```',
  '',
].join('\n');

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const tabLabels = (html: string) => [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('code-block plugins from npm', () => {
  for (const format of ['detect', 'mdx', 'md']) {
    it(`turn fences into tabs on .md and .mdx pages (markdown.format ${format})`, () => {
      const dir = makeSite({ 'docsgen.config.ts': CONFIG(format), 'content/index.md': MD, 'content/build.mdx': MDX });
      const r = runCli(['build'], dir);
      expect(r.code, r.stderr).toBe(0);
      const page = readFileSync(join(dir, 'out/index.html'), 'utf8');
      // npm2yarn: a tab per package manager, each command converted; tab blocks: one per language.
      expect(tabLabels(page)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun', 'JavaScript', 'TypeScript']);
      const words = text(page);
      for (const cmd of ['npm install docsgen', 'yarn add docsgen', 'pnpm add docsgen', 'bun add docsgen']) expect(words).toContain(cmd);
      // The import the plugins add is bound, never printed; the code in the tabs is highlighted.
      expect(words).not.toContain('import Tabs');
      expect(page).toMatch(/<pre[^>]*class="shiki[^"]*"[^>]*>[\s\S]*from js/);
      const build = readFileSync(join(dir, 'out/build/index.html'), 'utf8');
      expect(tabLabels(build)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      expect(text(build)).toContain('yarn build');
    });
  }
});
