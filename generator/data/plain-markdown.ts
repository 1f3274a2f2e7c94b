// Most descriptions in reference data (CLI flags, OpenAPI parameters) are a sentence or two of plain
// text with an occasional `code span`. Running each through unified costs ~0.4 ms (the parser is
// configured anew for every call), which over ~600 texts is a tenth of the load stage. Such text
// has one possible rendering, made here directly; anything with other Markdown syntax, or where
// the renderings could differ, returns undefined and takes the full pipeline.

// Outside code spans: characters that may start Markdown syntax (emphasis, links, HTML, entities,
// escapes, strikethrough, tables) and those the HTML writer escapes.
const SYNTAX = /[*_[\]<>&\\~|`]/;
// GFM turns these into links without any markup.
const AUTOLINK = /@|www\.|:\/\//i;
// Whitespace other than the space and the line feed (tabs, CR, no-break spaces) has rules of its own.
const ODD_SPACE = /[^\S \n]/;

function inlineHtml(line: string): string | undefined {
  // A line must start with a letter or a single-backtick code span: every other first character
  // can open a block (list, heading, quote, fence, thematic break, indented code).
  if (!/^(?:[A-Za-z]|`[^`])/.test(line) || line.endsWith(' ')) return undefined;
  let html = '';
  const parts = line.split('`');
  // An even number of parts means an unmatched backtick.
  if (parts.length % 2 === 0) return undefined;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i % 2 === 0) {
      if (SYNTAX.test(part) || AUTOLINK.test(part)) return undefined;
      html += part;
    } else {
      // Code span content: leading and trailing spaces are stripped in pairs, `<` and `&` escaped.
      if (part === '' || part.startsWith(' ') || part.endsWith(' ') || /[<&]/.test(part)) return undefined;
      html += `<code>${part}</code>`;
    }
  }
  return html;
}

/** The HTML unified (remark-parse, GFM, remark-rehype, rehype-stringify) makes of `text`, when
 *  the text is plain paragraphs; undefined when it needs the full pipeline. */
export function plainMarkdownHtml(text: string): string | undefined {
  if (ODD_SPACE.test(text)) return undefined;
  const body = text.replace(/\n+$/, '');
  if (body === '') return undefined;
  const paragraphs: string[] = [];
  for (const para of body.split(/\n{2,}/)) {
    const lines: string[] = [];
    for (const line of para.split('\n')) {
      const html = inlineHtml(line);
      if (html === undefined) return undefined;
      lines.push(html);
    }
    paragraphs.push(`<p>${lines.join('\n')}</p>`);
  }
  return paragraphs.join('\n');
}
