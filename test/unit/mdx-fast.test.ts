import { describe, expect, it } from 'vitest';
import { comparable, GIVEN, type CompareOptions } from '../compare-paths.js';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createElement } from 'react';
import { compileMarkdown, type MarkdownContext } from '../../generator/markdown/compile-doc.js';
import { getHighlighter } from '../../generator/markdown/highlight/highlight.js';
import { markdownInput } from '../../generator/markdown/cache/compile-cached.js';
import { createPageCompiler } from '../../generator/markdown/page-compiler.js';
import { createPipelines } from '../../generator/markdown/remark/pipelines.js';
import { loadConfig } from '../../generator/config/load-config.js';
import { assembleSite, loadContent } from '../../generator/site/load-site.js';
import { renderSetup } from '../../generator/render/render-setup.js';
import { renderPage } from '../../generator/render/page-step.js';
import { mdxComponents } from '../../theme/components/index.js';
import type { ImportTarget } from '../../generator/markdown/remark/remark-mdx-imports.js';
import type { CompiledDoc } from '../../generator/types.js';
import { CORPUS_IMAGE } from '../fixtures/make-corpus.js';
import { MDX_PARTIAL, makeMdxCorpus } from '../fixtures/make-mdx-corpus.js';
import { mdxCorpusContext } from '../fixtures/mdx-corpus-context.js';
import { literalSource } from '../fixtures/literal-source.js';
import { DEFAULT_ADMONITIONS } from '../../generator/markdown/syntax/admonition-syntax.js';

// The MDX fast path earns its place only while it gives what the MDX compiler gives: this compiles a
// generated MDX corpus and every .mdx page of the site both ways and compares everything a page
// yields, the HTML React prints included. The compiler is forced (no React tree made from the
// chain's tree, rehype-static-mdx.ts: static-mdx.test.ts compares that one).
const compilerOnly = () => createPipelines(undefined, { staticMdx: false });
const PAGES = 150;
const THEME: Record<string, ImportTarget> = {
  '@theme/Tabs': { kind: 'component', name: 'Tabs' },
  '@theme/TabItem': { kind: 'component', name: 'TabItem' },
  '@theme/Admonition': { kind: 'component', name: 'Admonition' },
};
const Intro = () => createElement('p', null, 'The intro partial.');

/** What a page yields, rendered alone and as a partial given props; a page may fail to render
 *  (`{name}` with no `name`): then both paths must fail alike. */
const SAME: CompareOptions = { given: GIVEN, renderErrors: true };

/** Pages the fast path must print as the compiler does (each is expected to take it). */
const SAMPLES: Record<string, string> = {
  'tabs, indented, with Markdown inside':
    'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n# Title\n\n<Tabs groupId="os" lazy>\n  <TabItem value="a" label="A" default>\n\n  Indented *text* with [a link](./other.mdx#part).\n\n  ## Inside a tab\n\n  | a | b |\n  |:--|--:|\n  | `x` | y |\n\n  </TabItem>\n  <TabItem value="b" label=\'B c\'>\n\n:::tip[Title *here*]\nTip text.\n:::\n\n  </TabItem>\n</Tabs>\n',
  'details with a summary of inline Markdown and nested blocks':
    '<details>\n<summary>Why *this* [link](#x) `code`?</summary>\n\n- one\n- two\n\n> quote\n\n<details>\n<summary>Inner</summary>\n\nDeep.\n\n</details>\n\n</details>\n',
  'props of every literal kind and a void tag':
    '<Admonition type="note" title="It\'s" icon={false} weight={2}>\n\nText  \nwith a hard break, an &amp; entity, an \\* escape and *emphasis*.\n\n</Admonition>\n\n<br />\n\nAfter.\n',
  'imports in the middle, a partial, and headings that repeat':
    "# A\n\n## Same\n\nimport Intro from '../partials/_intro.mdx';\n\n<Intro />\n\n## Same\n\nText with `{braces}` in code and a [bad link](javascript:alert(1)) and ![img](javascript:x).\n",
  'an opening tag over several lines, with a web src and & in values':
    'Try it:\n\n<iframe\n  class="codesandbox"\n  src="https://codesandbox.io/embed/x/?&fontsize=14&theme=dark&runonclick=1"\n  title="example app"\n  allow="geolocation; microphone; camera"\n  sandbox="allow-modals allow-scripts"\n></iframe>\n\nAfter the frame.\n\n<Admonition\n    type="note"\n    title=\'Over lines\'\n    icon={false}>\n\nInside *it*.\n\n</Admonition>\n\n<iframe src="http://example.com/a?b=1&c=2" width="100" \n  allowfullscreen />\n',
  'nested list items indented four spaces and more':
    '- `/src`\n  - `main.tsx`: the start\n  - `/app`\n    - `store.ts`: the store\n    - `hooks.ts`: hooks\n      - deeper *still*\n         - three past\n  - `/features`\n    - [a link](./other.mdx)\n\n1. First\n2. When something happens:\n    - The UI dispatches\n    - The store runs\n3. Third\n     1. ordered inside\n     2. and its sibling\n\n* star\n    + plus inside\n\nText\n- interrupts\n    - nested\nText\n1. one interrupts\n    - nested\n',
  'footnotes referenced before and inside elements, defined inside one and at the end':
    'Text with a note.[^1] and [^a], again[^1].\n\n<details>\n<summary>Sum</summary>\n\nIn [^b], with `:::tip[Title]` in code.\n\n[^b]: Inner ~~struck~~.\n\n</details>\n\n## Head\n\nPlain **bold**, _italic_, ~~struck~~ and a link https://example.com here.\n\n[^1]: The note *text*.\n[^a]: Second.\n',
  'inline tags in paragraphs':
    '1. `action` (_Object_<sup>†</sup>): a plain object.\n\n<sup>†</sup> The “vanilla” store, see [the API](./other.mdx).\n\n- **Intro to Redux** <br />\n  A talk<br/>and its slides\n\nPress <kbd>Ctrl</kbd>+<kbd>C</kbd>, x<sub>*i*</sub>, <b>bold [link](#a) **strong**</b> and <span>a\nline</span> <em>em</em><small>small</small>.\n',
  'Markdown right after an opening tag':
    '<Admonition type="note" title="Example">\nAn example *folder*:\n\n- `/src`\n  - `/app`\n\n</Admonition>\n\n<details>\n## A heading\n\n</details>\n\n<Admonition type="tip">\n- a list\n- of two\n\n</Admonition>\n\n<Admonition type="tip">\n> a quote\n\n</Admonition>\n',
  'nested list items inside elements':
    '<Admonition type="note" title="Example">\nA tree:\n\n- `/src`\n  - `/app`\n    - `store.ts`: store setup\n    - `App.tsx`\n  - `/features`\n    - `/todos`\n      - `todosSlice.ts`\n\nAfter.\n\n</Admonition>\n\n<details>\n\n1. one\n    - two\n       - three\n\n</details>\n',
  'colons that start no directive, and an admonition inside an element':
    'Note: a [link](http://localhost:3000/a:b) and a::b, `x:y` in code.\n\n<details>\n\n:::tip\n\nInside.\n\n:::\n\n</details>\n',
  'plain URLs, one with a port, in prose, a summary and a table':
    'Open https://playwright.dev, then http://host.docker.internal:3000, log in.\n\n- "Fetch https://go.dev/doc/devel/release and list"\n- "Read https://docs.python.org/3/whatsnew/3.13.html and say."\n\n<details>\n<summary>Cannot open http://localhost here</summary>\n\nText https://a.b/c.\n\n</details>\n\n| a | b |\n|---|---|\n| `%LOCALAPPDATA%\\toolhive\\` | https://x.io |\n',
  'backslashes before backticks':
    'An \\`escaped\\` tick, `C:\\dir\\` code, `~/.config` and `~/Library` paths, a \\\\`span after an escaped backslash`.\n\n| Config (`config.yaml`) | `%APPDATA%\\x\\` |\n|---|---|\n| a | b |\n',
  'tabs and details inside list items':
    '1. Start:\n\n   <Tabs groupId="os">\n   <TabItem value="a" label="A" default>\n\n   ```bash\n   echo a\n   ```\n\n   </TabItem>\n   <TabItem value="b" label="B">\n\n   Text *b* with [a link](./other.mdx).\n\n   - nested\n   - list\n\n   </TabItem>\n   </Tabs>\n\n2. Second:\n\n   <details>\n\n   ## Inside\n\n   More.\n\n   </details>\n\n   After the details.\n3. Third\n\n- one\n- two\n\n  <Admonition type="note">\n\n  Note text.\n\n  </Admonition>\n\n  <br />\n\n- three\n',
  'MDX comments in prose, on lines of their own and over lines':
    "Text at the end. {/* a comment */}\n\n{/* alone on a line */}\n\nA comment {/* mid */} in the middle,\nat a line's end {/* here */}\nand {/**/} twice {/* a */}{/* b */}.\n\n{/* start */} of a paragraph with *emphasis {/* inside */}* and `code {/* kept */}` and **{/* c */}**.\n\n- a list item {/* in a list */}\n- another {/* x */} item\n\n1. loose\n\n2. list {/* y */}\n\n> a quote {/* in a quote */} here\n\n<details>\n\n{/* inside an element */}\n\nText.\n\n{/* last in it */}\n\n</details>\n\n{/*\n  over lines\n*/}\n\nAfter. <!-- an HTML comment --> too, [a link {/* in it */}](./other.mdx) and <sup>{/* sup */}x</sup>.\n\n<!-- an HTML comment alone -->\n\n:::tip\n\nIn an admonition {/* note */}.\n\n:::\n\n{/* last */}\n",
  'paragraphs of comments only':
    '{/* a */} {/* b */}\n\n{/* a */}{/* b */}\n\nx {/* a */}\n{/* b */} y\n\n**{/* a */}** {props.greeting}{/* b */}\n',
  'comments next to tags and at the start and end':
    '{/* first */}\n<details>\n\nx\n\n{/* a */} {/* b */}\n\n{props.greeting} {props.count}\n</details>\n{/* after a closing tag */}\n\n{props.greeting}   {props.count}{/* c */}\n\n<Admonition type="note">\n{/* right after an opening tag */}\n\nText.\n\n</Admonition>\n',
  'literal props of every kind':
    "<ThemedImage alt=\"x\" sources={{ light: '/img/a.svg', dark: \"/img/b.svg\" }} />\n\n<Tabs values={[{label: 'A', value: 'a'}, {label: \"B \\\"q\\\" \\u00e9\", value: 'b'}]} groupId={`os`}>\n<TabItem value=\"a\" label={'Ä ü 😀 <&>'} default={true}>\n\nText.\n\n</TabItem>\n<TabItem value=\"b\" label={`tmpl 'x'`} attributes={{className: 'x', 'data-n': -1.5, nested: {deep: [1, null, false, 2e3, 0x10]}}}>\n\nMore.\n\n</TabItem>\n</Tabs>\n\n<details style={{color: 'red', msTransform: 'none', WebkitLineClamp: '2', '--x': '1px'}}>\n\n<div style={{marginTop: '4px', MozBoxSizing: 'border-box'}} className={\"c\"} title={'t'} data-x={null}>\n\nStyled.\n\n</div>\n\n</details>\n\n<Admonition\n  type=\"note\"\n  title={\"Over lines\"}\n  extra={[\n    {a: 1},\n    {b: [2, 3]},\n  ]}>\n\nInside.\n\n</Admonition>\n",
  'text expressions reading props':
    "Hello **{props.greeting ?? 'no greeting'}**, {props.user?.name || 'nobody'} has {props.count} item{props.count === 1 ? '' : 's'}.\n\n{props.greeting}\n\nA {`template`} and {\"string\"} and {1.5} and {props['greeting']} and {props.empty}{props.zero} and {2 + 2}.\n\n<details>\n\n{props.user ? props.user.name : 'none'}\n\n_{props.missing}_ {!props.count} {typeof props.count}\n\n</details>\n\n- {props.greeting} in a list\n",
  'a closing tag right after a paragraph':
    '<Admonition type="info" title="Component form">\nThe same box written as `<Admonition>`.\n</Admonition>\n\n<details>\n\nTwo lines\nof *text* {/* c */}\n</details>\n\n<Admonition type="note">\n\nText\n</Admonition>\n\n<details>\n<summary>S</summary>\n\n<Admonition type="tip">\nInner\n</Admonition>\n</details>\n',
  'braced props and comments inside list items':
    '1. Start {/* step one */}:\n\n   <Tabs groupId="os" values={[{label: \'A\', value: \'a\'}, {label: `B`, value: "b"}]}>\n   <TabItem value="a" default={true}>\n\n   Text {/* c */} here, **{props.greeting}**.\n\n   </TabItem>\n   <TabItem value="b" label={\'B b\'}>\n\n   More.\n\n   </TabItem>\n   </Tabs>\n\n2. Next\n',
  'code blocks inside components':
    '<TabItem value="x">\n\n```bash title="run.sh" {1}\necho "<hi>" {x}\n```\n\n```nonsense\nplain\n```\n\n</TabItem>\n',
};

/** Pages the two parsers read differently (or the fast path does not rewrite alike): each must leave
 *  the fast path with this reason, and the page is then the compiler's. */
const REFUSED: Record<string, [string, string]> = {
  'an indented item after a paragraph': ['indented block', 'Text\n    - item\n'],
  'an indented item after a thematic break': ['indented block', '- - -\n    - item\n'],
  'an indented item more than three past its parent': ['indented block', '- a\n      - b\n'],
  'an indented item under an ordered line that continues a paragraph': ['indented block', 'Text\n2. not an item\n    - item\n'],
  'an image src over several lines': ['JSX prop with a URL or script', '<img\n  src="https://example.com/a.png"\n/>\n'],
  'a relative src': ['JSX prop with a URL or script', '<iframe src="/embed/a" />\n'],
  'a character reference in a prop': ['JSX tag with other text on its line', '<iframe title="a &amp; b" />\n'],
  'a tag across Markdown': ['syntax error', 'A <b>*bold</b>* word\n'],
  'an inline tag closed in another paragraph': ['syntax error', 'A <b>bold\n\nword</b>\n'],
  'an unclosed inline tag': ['syntax error', 'A <b>bold word\n'],
  'a br without a slash': ['syntax error', 'A<br>b\n'],
  'an inline tag in a heading': ['inline JSX or HTML', '## A <sup>1</sup>\n'],
  'an inline tag with attributes': ['inline JSX or HTML', 'A <span class="x">b</span>\n'],
  'indented Markdown right after an opening tag': [
    'JSX or ESM next to Markdown without a blank line',
    '<Admonition type="note">\n  Text\n\n</Admonition>\n',
  ],
  'Markdown right after a closing tag': [
    'JSX or ESM next to Markdown without a blank line',
    '<Admonition type="note">\n\nText\n\n</Admonition>\nAfter\n',
  ],
  'a fence right after an opening tag': [
    'JSX or ESM next to Markdown without a blank line',
    '<Admonition type="note">\n```js\nx\n```\n\n</Admonition>\n',
  ],
  'a tag inside an admonition': [
    'JSX inside an admonition',
    ':::tip\n\nSee:\n\n<Admonition type="note">\n\nInner.\n\n</Admonition>\n\n:::\n',
  ],
  'a text directive in prose': ['text directive', 'A [1:1 mapping](./a.mdx) at 10:30.\n'],
  'a text directive in a summary': [
    'JSX tag with other text on its line',
    '<details>\n<summary>At 10:30</summary>\n\nText.\n\n</details>\n',
  ],
  'a URL with a query': ['autolink literal', 'See https://example.com/?q=1 now.\n'],
  'a URL after a colon': ['autolink literal', 'See x:https://example.com now.\n'],
  'a www literal in a summary': ['autolink literal', '<details>\n<summary>See www.example.com</summary>\n\nText.\n\n</details>\n'],
  'a URL with a query in a summary': [
    'JSX tag with other text on its line',
    '<details>\n<summary>See https://example.com/?q</summary>\n\nText.\n\n</details>\n',
  ],
  'a URL in a link text': ['unsupported autolink literal inside a link', '[see https://example.com now](./other.mdx)\n'],
  'emphasis marks at the edge of a summary': [
    'JSX tag with other text on its line',
    '<details>\n<summary>**)*</summary>\n\nText.\n\n</details>\n',
  ],
  'a summary markdown-it would read as a list': [
    'unsupported inline JSX content',
    '<details>\n<summary>-</summary>\n\nText.\n\n</details>\n',
  ],
  'a tag first in a list item': ['JSX first in a list item or quote', '- <b></b>\n'],
  'a tag indented less than the item text': ['indented JSX', '- item\n\n <details>\n\n In the item.\n\n </details>\n'],
  'a tag indented into code in an item': ['indented JSX', '- item\n\n      <details>\n\n      In the item.\n\n      </details>\n'],
  'Markdown indented into code inside an element in an item': [
    'Markdown out of the list item around JSX',
    '1. item\n\n   <details>\n\n       Deep.\n\n   </details>\n',
  ],
  'Markdown out of the item inside an element': ['syntax error', '1. item\n\n   <details>\n\nOut.\n\n   </details>\n'],
  'an element across list items': ['syntax error', '1. a\n\n   <details>\n\n2. b\n\n   </details>\n'],
  'a summary inside an item': ['indented JSX', '- item\n\n  <details>\n  <summary>S</summary>\n\n  x\n\n  </details>\n'],
  'a tag in an item right after its text': [
    'JSX or ESM next to Markdown without a blank line',
    '- item\n  <details>\n\n  x\n\n  </details>\n',
  ],
  'a backtick left open in a table': ['backtick', '| a `b | c |\n|---|---|\n| d | e |\n'],
  'an expression with another identifier': ['expression', 'Hello {name}.\n'],
  'a call in an expression': ['expression', 'Hello {props.f()}.\n'],
  'an unknown identifier alone': ['expression', '{x}\n'],
  'an assignment': ['expression', 'Hello {props.a = 1}.\n'],
  'an expression over lines in prose': ['expression over lines', 'Text {props.a ??\n"b"} after.\n'],
  'a brace in a string of an expression': ['expression', "Text {props.a ?? '}'} after.\n"],
  'a stray closing brace': ['expression', 'Text } after.\n'],
  'an expression in a heading': ['unsupported expression outside a paragraph', '## A {/* c */} title\n'],
  'an expression in a table': ['unsupported expression outside a paragraph', '| a | b |\n|---|---|\n| {props.x} | y |\n'],
  'an expression in a link destination': ['expression in a URL', '[a](./x/{props.a})\n'],
  'an expression after a URL': ['expression in a URL', 'See https://example.com/{props.a} now.\n'],
  'an expression right after a paragraph line': ['expression', 'Text\n{/* c */}\n'],
  'an expression alone in a list item': ['expression on a line of its own', '- x\n\n  {/* in an item, after a blank line */}\n'],
  'expressions alone in a quote': ['expression on a line of its own', '> {/* c */}{/* c */}\n'],
  'an expression alone on an indented line of a paragraph': ['expression on a line of its own', 'Text\n  {props.greeting}\n'],
  'an inline tag alone on its line with an emphasis mark': ['JSX tag with other text on its line', '<sup>*</sup>\n'],
  'expressions with a tag at the start of a line': ['expression on a line of its own', '{/* c */}<sup>é</sup> text\n'],
  'export const': ['export', 'export const a = 1;\n\nText.\n'],
  'a spread prop': ['JSX tag with other text on its line', '<Admonition {...props} type="note">\n\nx\n\n</Admonition>\n'],
  'a prop with an identifier': ['expression prop', '<Admonition type={kind}>\n\nx\n\n</Admonition>\n'],
  'a prop with a function': ['expression prop', '<Tabs values={[() => 1]}>\n<TabItem value="a">\n\nx\n\n</TabItem>\n</Tabs>\n'],
  'a prop with a spread in an object': ['expression prop', '<Admonition type="note" extra={{...a}}>\n\nx\n\n</Admonition>\n'],
  'a prop with a computed key': ['expression prop', '<Admonition type="note" extra={{[a]: 1}}>\n\nx\n\n</Admonition>\n'],
  'a prop template with a substitution': ['expression prop', '<Admonition type="note" title={`a ${b}`}>\n\nx\n\n</Admonition>\n'],
  'a prop with a brace in a string': [
    'JSX tag with other text on its line',
    '<Admonition type="note" title={"a { b"}>\n\nx\n\n</Admonition>\n',
  ],
  'a link prop in braces': ['JSX prop with a URL or script', '<Admonition type="note" href={"./a.mdx"}>\n\nx\n\n</Admonition>\n'],
  'a prop with __proto__': ['expression prop', '<Admonition type="note" extra={{__proto__: null}}>\n\nx\n\n</Admonition>\n'],
  'a closing tag right after a list': ['JSX or ESM next to Markdown without a blank line', '<details>\n\n- item\n</details>\n'],
  'a closing tag right after a hard break': ['JSX or ESM next to Markdown without a blank line', '<details>\n\nText  \n</details>\n'],
  'a closing tag right after a heading': ['JSX or ESM next to Markdown without a blank line', '<details>\n\n## Title\n</details>\n'],
  'a closing tag right after a fence': ['JSX or ESM next to Markdown without a blank line', '<details>\n\n```\nx\n```\n</details>\n'],
  'an opening tag right after a paragraph': ['JSX or ESM next to Markdown without a blank line', 'Text\n<details>\n\nx\n\n</details>\n'],
  'text after a tag over several lines': [
    'JSX tag over several lines with more on its last line',
    '<Admonition\n  type="note">Text</Admonition>\n',
  ],
};

describe('the MDX fast path', () => {
  it('leaves to the compiler what it would not print alike', async () => {
    const ctx: MarkdownContext = {
      highlighter: await getHighlighter(),
      routeOfFile: () => undefined,
      resolveImport: (_, spec) => THEME[spec],
      knownComponents: () => Object.keys(mdxComponents),
      loadModule: async (t) => (t.kind === 'component' ? (mdxComponents as Record<string, unknown>)[t.name] : Intro),
      functions: {},
      admonitions: DEFAULT_ADMONITIONS,
      pipelines: compilerOnly(),
    };
    const root = mkdtempSync(join(tmpdir(), 'mdx-refused-'));
    for (const [name, [reason, body]] of Object.entries(REFUSED)) {
      const input = { file: 'docs/page.mdx', abs: join(root, 'docs/page.mdx'), source: body, body, format: 'mdx' as const };
      const fast = await compileMarkdown(input, ctx).catch((e: Error) => e);
      if (fast instanceof Error) {
        // Not MDX at all: the compiler's error, at its place, whichever path came first.
        expect(reason, name).toBe('syntax error');
        await expect(compileMarkdown(input, ctx, 'remark'), name).rejects.toThrow(fast.message);
        continue;
      }
      expect(`${fast.markdownPath}: ${fast.fallback}`, name).toBe(`mdx: ${reason}`);
      expect(comparable(fast, SAME), name).toEqual(comparable(await compileMarkdown(input, ctx, 'remark'), SAME));
    }
  });

  it('prints each sample as the MDX compiler does', async () => {
    const ctx: MarkdownContext = {
      highlighter: await getHighlighter(),
      routeOfFile: (a) => (a.endsWith('other.mdx') ? '/other' : undefined),
      resolveImport: (from, spec) =>
        THEME[spec] ?? (spec.endsWith(MDX_PARTIAL) ? { kind: 'partial', abs: resolve(dirname(from), spec) } : undefined),
      knownComponents: () => Object.keys(mdxComponents),
      loadModule: async (t) => (t.kind === 'component' ? (mdxComponents as Record<string, unknown>)[t.name] : Intro),
      functions: {},
      admonitions: DEFAULT_ADMONITIONS,
      pipelines: compilerOnly(),
    };
    const root = mkdtempSync(join(tmpdir(), 'mdx-samples-'));
    mkdirSync(join(root, 'partials'), { recursive: true });
    writeFileSync(join(root, MDX_PARTIAL), 'Intro.\n');
    mkdirSync(join(root, 'docs'), { recursive: true });
    for (const [name, body] of Object.entries(SAMPLES)) {
      const input = { file: 'docs/page.mdx', abs: join(root, 'docs/page.mdx'), source: body, body, format: 'mdx' as const };
      const fast = await compileMarkdown(input, ctx);
      const full = await compileMarkdown(input, ctx, 'remark').catch((e: Error) => {
        throw new Error(`${name}: ${e.message}`);
      });
      expect(fast.markdownPath, `${name}: ${fast.fallback}`).toBe('mdx-fast');
      expect(comparable(fast, SAME), name).toEqual(comparable(full, SAME));
    }
  });

  it('prints tabs with random literal `values` as the MDX compiler does', async () => {
    const ctx: MarkdownContext = {
      highlighter: await getHighlighter(),
      routeOfFile: () => undefined,
      resolveImport: (_, spec) => THEME[spec],
      knownComponents: () => Object.keys(mdxComponents),
      loadModule: async (t) => (t.kind === 'component' ? (mdxComponents as Record<string, unknown>)[t.name] : Intro),
      functions: {},
      admonitions: DEFAULT_ADMONITIONS,
      pipelines: compilerOnly(),
    };
    const label = fc.string({ unit: fc.constantFrom('a', ' ', '"', "'", '`', '\\', '$', 'é', '😀', '<', '&', '*', '\n') });
    const values = fc.array(fc.record({ label, value: fc.constantFrom('a', 'b', 'c') }, { requiredKeys: ['value'] }), { maxLength: 4 });
    let fast = 0;
    await fc.assert(
      fc.asyncProperty(values, fc.nat(), async (v, seed) => {
        const body = `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId="g" values={${literalSource(v, seed)}}>\n<TabItem value="a">\n\nA\n\n</TabItem>\n<TabItem value="b" label={${literalSource('B', seed)}}>\n\nB\n\n</TabItem>\n</Tabs>\n`;
        const input = { file: 'docs/page.mdx', abs: '/tmp/mdx-values/docs/page.mdx', source: body, body, format: 'mdx' as const };
        const doc = await compileMarkdown(input, ctx);
        if (doc.markdownPath === 'mdx-fast') fast++;
        expect(comparable(doc, SAME), body).toEqual(comparable(await compileMarkdown(input, ctx, 'remark'), SAME));
      }),
      // A label over lines with white space starting its second (micromark drops it: the page
      // leaves the fast path) was found by a run without a seed.
      { numRuns: 40, seed: 20261126, examples: [[[{ label: '\n ', value: 'a' }], 329018745]] },
    );
    expect(fast).toBeGreaterThan(25);
  });

  it(`prints what the MDX compiler prints on a generated corpus, and every MDX page takes it`, async () => {
    const pages = makeMdxCorpus(PAGES);
    const site = await mdxCorpusContext(pages, 'mdx-corpus-');
    const root = site.root;
    const ctx: MarkdownContext = { ...site.ctx, pipelines: compilerOnly() };
    const fallbacks: string[] = [];
    let mdx = 0;
    const seen = { links: 0, toc: 0, warnings: 0, assets: 0, tabs: 0, details: 0, partials: 0, comments: 0, values: 0, footnotes: 0 };
    for (const page of pages.filter((p) => p.file.endsWith('.mdx'))) {
      mdx++;
      const input = { file: page.file, abs: join(root, page.file), source: page.body, body: page.body, format: 'mdx' as const };
      const fast = await compileMarkdown(input, ctx);
      const full = await compileMarkdown(input, ctx, 'remark');
      if (fast.markdownPath !== 'mdx-fast') fallbacks.push(`${page.file}: ${fast.fallback}`);
      expect(full.markdownPath).toBe('mdx');
      const a = comparable(fast, SAME);
      expect(a, page.file).toEqual(comparable(full, SAME));
      seen.links += a.links.length;
      seen.toc += a.toc.length;
      seen.warnings += a.warnings.length;
      seen.assets += a.assets.length;
      seen.tabs += a.html.split('role="tablist"').length - 1;
      seen.details += a.html.split('<details').length - 1;
      seen.partials += a.partials?.length ?? 0;
      seen.comments += page.body.split('{/*').length - 1;
      seen.values += page.body.split('values={').length - 1;
      seen.footnotes += a.html.split('data-footnotes').length - 1;
    }
    expect(fallbacks).toEqual([]);
    expect(mdx).toBeGreaterThan(PAGES / 2);
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThanOrEqual(10);
  });

  it('renders every .mdx page of the site as the MDX compiler does, and most take the fast path', async () => {
    const loaded = await loadConfig(join(import.meta.dirname, '../../docsgen.config.ts'));
    const content = loadContent(loaded, { dev: false });
    const site = assembleSite(content, { docs: [], sidebars: {}, files: [], reference: { apis: [] }, inlineApis: new Map() });
    const compiler = await createPageCompiler(content, await getHighlighter());
    const setup = renderSetup(site, compiler, { buildId: 'test-build', dev: false });
    compiler.ctx.pipelines = compilerOnly();
    const reasons: Record<string, number> = {};
    const docs = content.fileDocs.filter((d) => d.format === 'mdx');
    for (const doc of docs) {
      const body = content.bodies.get(doc.id) ?? '';
      const input = markdownInput(content.root, doc, body, compiler.trustedHtml);
      const fast = await compileMarkdown(input, compiler.ctx);
      const full = await compileMarkdown(input, compiler.ctx, 'remark');
      const reason = fast.markdownPath === 'mdx-fast' ? 'fast' : `${fast.fallback}`;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      const page = (c: CompiledDoc) => ({
        files: renderPage(setup, doc, c, body).files.map((f) => [f.path, String(f.contents)]),
        toc: c.toc,
        links: c.links,
        warnings: c.warnings,
        assets: c.assets,
        partials: c.partials,
      });
      expect(page(fast), doc.file).toEqual(page(full));
    }
    // A partial is no page of its own: the site's partial that reads its props, given some.
    const file = 'content/pages/_partials/_preview-partial.mdx';
    const source = readFileSync(join(content.root, file), 'utf8');
    const partial = { file, abs: join(content.root, file), source, body: source, format: 'mdx' as const };
    const fast = await compileMarkdown(partial, compiler.ctx);
    expect(fast.markdownPath, `${file}: ${fast.fallback}`).toBe('mdx-fast');
    expect(comparable(fast, SAME), file).toEqual(comparable(await compileMarkdown(partial, compiler.ctx, 'remark'), SAME));
    console.log(`site .mdx pages: ${docs.length}; paths: ${JSON.stringify(reasons)}`);
    expect(reasons.fast).toBeGreaterThanOrEqual(docs.length / 2);
  });
});
