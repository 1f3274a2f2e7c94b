// Hand-written pages for mdast-parse.test.ts: each one the gate lets through, built around one
// construct whose mdast micromark shapes in its own way; `holds` names a node type the tree must
// have, so the sample keeps meaning what it says.
export const SAME_TREE: Record<string, { page: string; holds: string }> = {
  'admonition with a label': { page: ':::tip[Custom *title* with `code`]\nInside.\n\n- a\n:::\n', holds: 'containerDirective' },
  'admonition without a label, spaces after the fences': { page: ':::note  \nPlain.\n:::  \n', holds: 'containerDirective' },
  'text directives in prose': { page: 'image:latest, 10:30, a:b_c-d:e, **x:y** and `a:b` then ::x :x a::b\n', holds: 'textDirective' },
  footnotes: { page: 'A claim[^note] and another[^2].\n\n[^note]: The source.\n[^2]: Another one.\n', holds: 'footnoteDefinition' },
  'task list items': { page: '- [ ] todo\n- [x] done\n- [X] capital\n- [x]\n  on the next line\n- [ ] *em*\n- plain\n', holds: 'listItem' },
  'strikethrough, single and double': { page: 'Some ~gone~ and ~~also gone~~ text, and ~~~ three.\n', holds: 'delete' },
  'plain URLs as autolink literals': { page: 'See https://example.com/docs, then http://localhost:8080/a.\n', holds: 'link' },
  'tables with alignment, short and long rows': {
    page: '| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 |\n| x \\| y | `p\\|q` | z | extra |\n\nl | r\n--|--\n1 | 2\n',
    holds: 'table',
  },
  'a table of its header alone': { page: '| h1 | h2 |\n| -- | -- |\n\nAfter.\n', holds: 'table' },
  'inline and block raw HTML': {
    page: 'Text with <kbd>Ctrl</kbd> keys.\n\n<details>\n<summary>More</summary>\n\nInside.\n\n</details>\n\n  <div>\n  indented\n',
    holds: 'html',
  },
  'hard breaks of both kinds': { page: 'spaces  \nbackslash\\\nend\n\n> in a quote  \n> goes on\n', holds: 'break' },
  'inline code over lines and padded': {
    page: 'Code `a`, ``with ` tick``, `` `both` ``, `  padded  ` and `over\n  lines`.\n',
    holds: 'inlineCode',
  },
  'images and their alt': { page: '![al *t* `c` <b>x</b>](u "t") ![](x) [empty]() [l](<./a b.md> "T")\n', holds: 'image' },
  'thematic breaks and setext headings': { page: 'Title\n=====\n\n---  \n\n***\n\nSub\n---\n', holds: 'thematicBreak' },
  'fenced and indented code': { page: '```js title="x" \nconst a\n```\n\n~~~\ntilde\n~~~\n\n    indented\n    code\n', holds: 'code' },
  'lists: spread, start, nesting, empty items': {
    page: '3. three\n4. four\n\n- a\n\n- b\n  - c\n\n    d\n+ plus\n+\n+ after\n',
    holds: 'list',
  },
  'quotes with lazy lines and lists': {
    page: '> A quote\nlazy\n>\n> - in quote\n> - two\n>\n> ```yaml\n> a: 1\n> ```\n',
    holds: 'blockquote',
  },
  'escapes and character references': { page: 'Escapes \\* \\_ \\` \\[ and &amp; &copy; &#35; &#x41; &#58;x.\n', holds: 'text' },
  "a URL after an open bracket (linked by remark-gfm's transform, without positions)": {
    page: '**x[ see https://example.com now\n\n| a | b |\n|---|---|\n| [ https://example.com | c |\n',
    holds: 'link',
  },
  'lists in a quote before another container': { page: '> - a\n> > b\n\n> - c\n>\n> 1. d\n', holds: 'blockquote' },
  'a failed code span in a quote': { page: '> a `` b  \n> *c*\n>\n> a \\`` b\n> *c*\n', holds: 'break' },
};

/** Pages the gate lets through where markdown-it and micromark build different trees: parseFast
 *  must give them up. */
/** Pages both fast paths once read otherwise than remark, which the gate now refuses, and why. */
export const GATED: Record<string, [string, string]> = {
  "an admonition line as a list item's lazy line": ['admonition right after a list item or quote', '- item\n:::note\nx\n:::\n'],
  "an admonition line as a quote's lazy line": ['admonition right after a list item or quote', '> quoted\n:::tip\nx\n:::\n'],
};

export const GIVEN_UP: Record<string, string> = {
  'a lone tag after a paragraph in a list in a quote': '> 1. text\n> </b>\n',
  'a delimiter row without pipes under one cell': '> |?\n> ---\n',
  'a code fence left open in nested quotes': '> > > ```\n> code\n> ```  \n> \n> [x] text\n',
  'a heading line as a table header': '> # <!-- c -->\\| a | b |\n> |:-|-:|\n> | 1 | 2 |\n',
};
