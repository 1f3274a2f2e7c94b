// The files `docsgen init` writes: a small site that builds at once and shows the main features
// (a home page, a sidebar, a guide with an admonition, tabs and a highlighted code block).
// Kept as code, not files, so the compiled package carries them without a copy step.

export interface TemplateFile {
  path: string;
  text: (title: string, o: { blog: boolean }) => string;
  /** Not part of the site itself: a project may have its own already, which is then kept. */
  optional?: boolean;
  /** Written only by `docsgen init --blog`. */
  blog?: boolean;
}

const config = (title: string, o: { blog: boolean }) => `import { defineConfig } from 'docsgen';

// Every key is documented in docsgen's docs (Reference → Configuration); your editor shows
// them too, as this file is typed by defineConfig.
export default defineConfig({
  title: ${JSON.stringify(title)},
  tagline: 'Documentation built with docsgen',
  // The production address: canonical links and the sitemap use it.
  url: 'https://docs.example.com',
  navbar: {
    items: [{ label: 'Guides', to: '/guides/first-steps', position: 'left' }${o.blog ? ", { label: 'Blog', to: '/blog', position: 'left' }" : ''}],
  },
  // One sidebar for the docs; a doc id is its path in content/ without the extension.
  sidebars: {
    docs: ['introduction', { type: 'category', label: 'Guides', items: ['guides/first-steps'] }],
  },
  footer: { copyright: \`Copyright © \${new Date().getFullYear()}\` },${
    o.blog
      ? `
  // Posts are the Markdown files of blog/ (2024-05-01-name.md); authors.yml names their authors.
  blog: { blogTitle: 'Blog', blogDescription: ${JSON.stringify(`News from ${title}`)} },`
      : ''
  }
});
`;

const home = (title: string) => `---
title: ${JSON.stringify(title)}
description: Start here.
---

# ${title}

Welcome! This is the home page, \`content/pages/index.mdx\`: pages under \`content/pages/\` stand
alone, without the docs sidebar.

- [Read the introduction](/introduction)
- [Follow the first guide](/guides/first-steps)
`;

const introduction = () => `---
title: Introduction
sidebar_position: 1
---

Every Markdown file under \`content/\` is a page: \`content/introduction.md\` is served at
\`/introduction\`. The sidebar on the left comes from \`sidebars\` in \`docsgen.config.ts\`.

## Next

Add a page, link to it from here and from the sidebar, and watch \`npm run dev\` reload the
browser. Links are checked on every build, so a typo in a route fails the build instead of
reaching your readers.
`;

const guide = () => `---
title: First steps
description: Admonitions, tabs and code blocks.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

:::tip[Live preview]

\`npm run dev\` rebuilds the page you edit and reloads the browser.

:::

## Install

<Tabs groupId="package-manager">
  <TabItem value="npm" label="npm">

\`\`\`bash
npm install my-package
\`\`\`

  </TabItem>
  <TabItem value="yarn" label="Yarn">

\`\`\`bash
yarn add my-package
\`\`\`

  </TabItem>
</Tabs>

## Use it

\`\`\`ts title="example.ts" {2}
import { greet } from 'my-package';
console.log(greet('docs'));
\`\`\`
`;

// For editors and `tsc --noEmit`: the config is bundled (by esbuild), so it resolves imports as a
// bundler does, whatever the project's "type" is.
const tsconfig = () => `{
  "compilerOptions": {
    "module": "preserve",
    "moduleResolution": "bundler",
    "target": "es2022",
    "jsx": "react-jsx",
    "strict": true,
    "noEmit": true,
    "skipLibCheck": true
  },
  "include": ["docsgen.config.ts", "content/**/*.tsx"]
}
`;

const authors = () => `# Post authors by key: a post names them with \`authors: [team]\`.
team:
  name: The team
  title: Maintainers
  page: true
`;

const firstPost = (title: string) => `---
title: Welcome to the ${title} blog
authors: [team]
tags: [news]
---

The first post. A post's date and route come from its file name: this one is
\`blog/${new Date().toISOString().slice(0, 10)}-welcome.md\`.

<!-- truncate -->

Everything after the truncation marker is shown on the post's own page only; the blog's list
shows the text above it with a "Read more" link.
`;

export const siteTemplates: TemplateFile[] = [
  { path: 'docsgen.config.ts', text: config },
  { path: 'content/pages/index.mdx', text: home },
  { path: 'content/introduction.md', text: introduction },
  { path: 'content/guides/first-steps.mdx', text: guide },
  { path: 'tsconfig.json', text: tsconfig, optional: true },
  { path: 'blog/authors.yml', text: authors, blog: true },
  { path: `blog/${new Date().toISOString().slice(0, 10)}-welcome.md`, text: firstPost, blog: true },
];

/** Lines `.gitignore` needs: the build output, docsgen's cache and the installed packages. */
export const gitignoreLines = ['out/', '.docsgen-cache/', 'node_modules/'];

export const packageScripts: Record<string, string> = {
  dev: 'docsgen serve --watch',
  build: 'docsgen build',
  check: 'docsgen check',
};
