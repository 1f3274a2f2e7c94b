// Where fenced code blocks are, line by line: the content stage reads a page's format from its
// prose (doc-format.ts), and the Markdown stage's line scans must not read code as prose either.
/** The opening line of a fenced code block. */
const FENCE = /^\s*(`{3,}|~{3,})/;
/** Follows fenced code blocks line by line, for the line scans that must not read code as prose:
 *  `skip(line)` is true for a fence line and every line inside one; `open` says whether the last
 *  fence is still unclosed. */
export function codeFences(): { skip: (line: string) => boolean; readonly open: boolean } {
  let fence: string | undefined;
  let indent = 0;
  let unsure = false;
  return {
    skip(line) {
      const f = FENCE.exec(line);
      if (fence) {
        // Only a run of the fence's character, as long at least, and nothing after it closes the
        // fence (CommonMark): "```bash" inside a ``` block is code.
        // One indented otherwise may or may not close it, by the list it is in: the fence then
        // stays open for good, which sends the page to the full pipeline.
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) {
          if (f[0].length - f[1].length === indent) fence = undefined;
          else unsure = true;
        }
        return true;
      }
      // A backtick fence's info string holds no backtick (then the line is prose).
      if (f && !(f[1][0] === '`' && line.slice(f[0].length).includes('`'))) {
        fence = f[1];
        indent = f[0].length - f[1].length;
      }
      return fence !== undefined;
    },
    get open() {
      return fence !== undefined || unsure;
    },
  };
}
