import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfig, makeSite, runCli } from '../helpers.js';

// A Docusaurus-style page, written as a Docusaurus writer would, must build unchanged.
const docusaurusPage = `---
title: Moving from Docusaurus
description: A page written for Docusaurus.
sidebar_label: Docusaurus page
toc_max_heading_level: 4
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Intro from './_partials/_intro.mdx';

<Intro name="reader" />

{/* A comment that renders nothing */}

## Install {#install-it}

<Tabs groupId="os" queryString>
  <TabItem value="mac" label="macOS" default>

\`\`\`bash
brew install thing
\`\`\`

  </TabItem>
  <TabItem value="linux" label="Linux">

Use the package.

  </TabItem>
</Tabs>

:::tip[Pro tip]
Nest **Markdown** here.
:::

:::warning Old style title
Careful.
:::

::::info[Outer]
:::danger
Inner.
:::
::::

<Admonition type="note" title="As a component">Body.</Admonition>

### Deep heading

#### Deeper heading

## Install

<Link to="/docs/other">Other page</Link> and <a href={useBaseUrl('/docs/other')}>base url</a>.

\`\`\`mermaid
flowchart LR
  A --> B
\`\`\`

\`\`\`unknownlang
some text
\`\`\`

<details>
<summary>More</summary>

Hidden text.

</details>

![Logo](./img/logo.svg)
`;

const files = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n',
  'content/docs/index.mdx': "---\ntitle: Docs\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
  'content/docs/docusaurus.mdx': docusaurusPage,
  'content/docs/_partials/_intro.mdx': 'Hello {props.name}, this text comes from a partial.\n',
  'content/docs/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
  'content/docs/other.md':
    '---\ntitle: Other\ndescription: The other page.\n---\n\nText with a <span>raw span</span><br>and a { brace.\n\n<!-- a comment -->\n\nFootnote here.[^n]\n\n[^n]: The note.\n\n## Same\n\n## Same\n',
  'content/docs/forced.mdx':
    '---\ntitle: Forced\nmdx:\n  format: md\n---\n\nThis file is .mdx but parsed as Markdown, so {this} and <that are fine.\n',
};

describe('Markdown and MDX features', () => {
  let dir: string;
  let r: ReturnType<typeof runCli>;
  beforeAll(() => {
    dir = makeSite(files);
    r = runCli(['build'], dir);
  });
  const page = (route: string) => readFileSync(join(dir, 'out', route, 'index.html'), 'utf8');

  it('builds the Docusaurus-style page unchanged', () => {
    expect(r.code, r.stderr).toBe(0);
  });

  it('renders partials with their props', () => {
    // React separates text parts with invisible <!-- --> markers.
    expect(page('docs/docusaurus').replace(/<!-- -->/g, '')).toContain('Hello reader, this text comes from a partial.');
  });

  it('honours {#custom-id}, numbers duplicate headings and adds hover anchors', () => {
    const html = page('docs/docusaurus');
    expect(html).toMatch(/<h2 id="install-it">Install<a class="hash-link" href="#install-it"/);
    expect(html).toContain('<h2 id="install">Install');
    expect(page('docs/other')).toMatch(/<h2 id="same-1">Same/);
  });

  it('puts levels 2..toc_max_heading_level in the table of contents', () => {
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(page('docs/docusaurus'))![0];
    expect(toc).toContain('href="#install-it"');
    expect(toc).toContain('href="#deep-heading"');
    expect(toc).toContain('href="#deeper-heading"');
  });

  it('server-renders tabs with every panel in the HTML and the default one active', () => {
    const html = page('docs/docusaurus');
    expect(html).toMatch(/class="tabs-container" data-group-id="os" data-query-string="os"/);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-value="mac"/);
    expect(html).toMatch(/role="tabpanel"[^>]*data-value="linux" class="tab-panel tab-panel-inactive"/);
    expect(html).toContain('Use the package.');
  });

  it('renders admonitions with titles, old-style titles, nesting and the component form', () => {
    const html = page('docs/docusaurus');
    // Named by the visible title, in the Markdown syntax as in the component form.
    expect(html).toMatch(/<aside class="admonition admonition-tip" role="note" aria-label="Pro tip">.*Pro tip/s);
    expect(html).toMatch(/admonition-warning" role="note" aria-label="Old style title">[\s\S]*?Old style title/);
    expect(html).toMatch(/admonition-info[\s\S]*?Outer[\s\S]*?admonition-danger[\s\S]*?Inner/);
    expect(html).toMatch(/admonition-note[^>]*aria-label="As a component"/);
  });

  it('resolves @docusaurus/Link and useBaseUrl', () => {
    const html = page('docs/docusaurus');
    expect(html).toContain('<a href="/docs/other">Other page</a>');
    expect(html).toContain('<a href="/docs/other">base url</a>');
  });

  it('keeps mermaid source in the HTML and ships mermaid only as a separate asset', () => {
    expect(page('docs/docusaurus')).toMatch(/<div class="mermaid-diagram"><pre class="mermaid-source">flowchart LR\n {2}A --&gt; B/);
    expect(readdirSync(join(dir, 'out/assets/mermaid'))).toContain('mermaid.esm.min.mjs');
  });

  it('warns about an unknown code language with file:line and renders it as text', () => {
    expect(r.stdout).toMatch(/content\/docs\/docusaurus\.mdx:\d+:1\s+unknown code language "unknownlang"/);
    expect(page('docs/docusaurus')).toContain('some text');
  });

  it('copies relative images with a content hash', () => {
    expect(page('docs/docusaurus')).toMatch(/<img src="\/assets\/logo-[0-9a-f]{10}\.svg" alt="Logo"/);
  });

  it('renders <details>, raw HTML and footnotes in .md, and drops HTML comments', () => {
    expect(page('docs/docusaurus')).toMatch(/<details><summary>More<\/summary>/);
    const other = page('docs/other');
    expect(other).toContain('<span>raw span</span><br>');
    expect(other).toContain('a { brace');
    expect(other).not.toContain('a comment');
    expect(other).toMatch(/data-footnote-ref/);
  });

  it('lets frontmatter mdx.format: md force the Markdown parser', () => {
    expect(page('docs/forced')).toContain('{this} and &#x3C;that are fine');
  });

  it('lists the current category in DocCardList', () => {
    const html = page('docs');
    expect(html).toMatch(
      /<a class="doc-card" href="\/docs\/other"><span class="doc-card-title">Other<\/span><span class="doc-card-description">The other page\.<\/span>/,
    );
  });

  it('warns where a DocCardList has nothing to list: a page that is not a category index', () => {
    const d = makeSite({
      ...files,
      'content/docs/cards-here.mdx':
        "---\ntitle: Cards here\n---\n\nimport DocCardList from '@theme/DocCardList';\n\nSee also:\n\n<DocCardList />\n",
    });
    const res = runCli(['build'], d);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout + res.stderr).toMatch(
      /content\/docs\/cards-here\.mdx:9:1\s+<DocCardList \/> shows no cards: this page is not the index page of a sidebar category/,
    );
    expect(res.stdout + res.stderr).toMatch(/with pages in it; put it on a category's index page/);
    // The category's own index page lists its pages and is not warned about.
    expect(res.stdout + res.stderr).not.toMatch(/content\/docs\/index\.mdx?:\d+:\d+\s+<DocCardList/);
  });

  it('fails on a component registered nowhere, and accepts one registered in the config', () => {
    const d = makeSite({
      ...files,
      'docsgen.config.ts': baseConfig("markdown: { components: { Greeting: 'components/Greeting.tsx' } },"),
      'components/Greeting.tsx': 'export default function Greeting({ who }: { who: string }) { return <strong>Hi {who}</strong>; }\n',
      'content/docs/greet.mdx': '---\ntitle: Greet\n---\n\n<Greeting who="writers" />\n',
    });
    const res = runCli(['build'], d);
    expect(res.code, res.stderr).toBe(0);
    expect(readFileSync(join(d, 'out/docs/greet/index.html'), 'utf8')).toContain('<strong>Hi <!-- -->writers</strong>');
  });
});
