// Nested list items indented four spaces or more (`  - /app⏎    - store.ts`). MDX has no indented
// code, so micromark takes any indent before a list marker where CommonMark (markdown-it) stops at
// three past the enclosing item's content: the two agree only on an item at most three columns past
// an item it nests in. This follows the items of a run of list-item lines (a blank line or any other
// line ends it, conservatively) and says which deeply indented items both parsers read alike.

// The item's text may not start another marker (`- - x`, `- - -`): then the columns differ.
const ITEM = /^( *)([-*+]|\d{1,9}[.)])( {1,4})(?=\S)(?![-*+](?: |$)|\d{1,9}[.)](?: |$))/;
const BREAK = /^ *([-*_])(?: *\1){2,} *$/;

export interface NestedListItems {
  /** Whether `line` (indented four or more) is a list item nested in the run, as both parsers read it. */
  accepts(line: string): boolean;
  /** Every prose line goes through here, after `accepts`; `afterBlank`: the line before was blank. */
  see(line: string, afterBlank: boolean): void;
  /** A blank line, a fence or a tag: the run ends. */
  end(): void;
}

interface Item {
  indent: number;
  content: number;
}

function place(line: string): Item | undefined {
  const m = BREAK.test(line) ? undefined : ITEM.exec(line);
  return m ? { indent: m[1].length, content: m[0].length } : undefined;
}

export function nestedListItems(): NestedListItems {
  /** The run's open items (where the marker and the text start), shallowest first. */
  let open: Item[] = [];
  const accepts = (line: string): boolean => {
    const item = place(line);
    if (!item) return false;
    const inside = open.filter((o) => o.content <= item.indent);
    return inside.length > 0 && item.indent - inside[inside.length - 1].content <= 3;
  };
  return {
    accepts,
    see(line, afterBlank) {
      const item = place(line);
      if (!item) return void (open = []);
      // An ordered item other than 1 that starts no list after a paragraph line continues the
      // paragraph instead; one level with an open item's marker is that list's next item.
      const sibling = open.some((o) => o.indent === item.indent);
      if (!afterBlank && !sibling && /^ *\d/.test(line) && !/^ *1[.)]/.test(line)) return void (open = []);
      if (item.indent >= 4 && !accepts(line)) return void (open = []);
      open = [...open.filter((o) => o.content <= item.indent), item];
    },
    end() {
      open = [];
    },
  };
}
