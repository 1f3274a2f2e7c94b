// Text expressions of an MDX paragraph (`{props.name}`, `{/* a note */}`) reach markdown-it as
// placeholder tags of the same length (`<e3      >`, the expression's number on the page), so every
// other column of the line stays where it was and markdown-it reads the text around them as
// micromark does: `<` and `>` are punctuation to emphasis, as `{` and `}` are. fast-markdown.ts
// turns each into an `mdxExpression` node, which react-tree.ts renders (a comment as nothing).

/** The hast node of a kept expression: its source, or null for a comment. */
export interface ExpressionHast {
  type: 'mdxExpression';
  value: string | null;
}

const PLACEHOLDER = /^<e(\d+) *>$/;

/** The placeholder for expression `n` written in `length` characters, or undefined if it is too short. */
export function expressionPlaceholder(n: number, length: number): string | undefined {
  const tag = `<e${n}`;
  return tag.length + 1 > length ? undefined : `${tag}${' '.repeat(length - tag.length - 1)}>`;
}

/** The number of the expression an html_inline token stands for, or undefined for other HTML. */
export function placeholderNumber(html: string): number | undefined {
  const n = PLACEHOLDER.exec(html)?.[1];
  return n === undefined ? undefined : Number(n);
}
