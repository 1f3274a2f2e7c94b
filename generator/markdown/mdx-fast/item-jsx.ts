// JSX inside a list item, as pages put tabs in a step of a procedure:
//
//   1. Start the server:
//
//      <Tabs groupId="os">
//      <TabItem value="mac" label="macOS">
//
//      ```bash …
//
// MDX reads tags indented to the item's text, after a blank line, as blocks of that item. The fast
// path takes them when every tag line of the run is indented to that column (to three more at most:
// no indented code to markdown-it), the elements close in the same item, their Markdown stays
// indented into the item, and blank lines part tags from Markdown; the Markdown region then keeps
// the tag lines as placeholders (fast-markdown.ts) which the item's blocks are nested under. Anything
// else in a list stays the compiler's ('indented JSX').
import { MdxRefusal } from './mdx-refusal.js';

interface TagShape {
  close: boolean;
  selfClosing: boolean;
  name: string;
}

const ITEM = /^( *)([-*+]|\d{1,9}[.)])( {1,4})(?=\S)/;
const indentOf = (line: string): number => line.length - line.trimStart().length;

export interface ItemJsx {
  /** Every Markdown or fence line (blank lines in code too). */
  see(line: string): void;
  /** Whether the tag line belongs to the open list item (then its tags are followed); false for a
   *  tag of the page's own level. `previous`: what the line before was (splitMdx's words). */
  takes(line: string, tags: TagShape[], single: boolean, previous: string): boolean;
  /** Throws when an element opened in an item is still open (a tag of the page's level, the end). */
  end(): void;
}

export function itemJsx(): ItemJsx {
  /** The column of the text of the list item last seen, while the item goes on. */
  let content: number | undefined;
  const open: string[] = [];
  return {
    see(line) {
      if (line.trim() === '') return;
      const at = indentOf(line);
      if (open.length > 0) {
        if (content === undefined || at < content || at >= content + 4) throw new MdxRefusal('Markdown out of the list item around JSX');
        return;
      }
      const item = ITEM.exec(line);
      if (item) content = item[0].length;
      // A line less indented than the item's text ends the item, or continues its paragraph lazily:
      // either way no tag after it is taken for the item's.
      else if (content !== undefined && at < content) content = undefined;
    },
    takes(line, tags, single, previous) {
      const at = indentOf(line);
      if (open.length === 0 && (content === undefined || at === 0 || previous !== 'blank')) return false;
      if (content === undefined || at < content || at >= content + 4) throw new MdxRefusal('indented JSX');
      if (!single) throw new MdxRefusal('indented JSX');
      if (previous !== 'blank' && previous !== 'jsx') throw new MdxRefusal('JSX or ESM next to Markdown without a blank line');
      for (const tag of tags) {
        if (tag.name.toLowerCase() === 'script') throw new MdxRefusal('script');
        if (!tag.close) {
          if (!tag.selfClosing) open.push(tag.name);
        } else if (open.pop() !== tag.name) throw new MdxRefusal('mismatched JSX closing tag');
      }
      return true;
    },
    end() {
      if (open.length > 0) throw new MdxRefusal('unclosed JSX element');
    },
  };
}
