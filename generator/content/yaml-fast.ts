import { PLAIN_ASCII, readInlineValue, REFUSED_CHARS, resolvePlain } from './yaml-scalars.js';

// Data files (a CLI's command tree, an OpenAPI description, a component's table) are block YAML:
// nested mappings and sequences of one-line scalars, and `|` / `>` text blocks. The `yaml` package
// reads them through a full document model: ToolHive's 93 KB OpenAPI description and 268 KB of CLI
// files took ~360 ms of its reference worker, half of that worker's time, and its parser's functions
// were compiled by the optimizer on top. This reads that subset line by line and gives exactly the
// package's values (its default YAML 1.2 core schema, through the one-line scalars of
// yaml-scalars.ts), also for plain scalars and flow sequences over lines and one-line flow
// mappings of plain entries; anything else (anchors, tags, quoted scalars over lines, nested flow
// collections, tabs, duplicate keys, `---`, …) is `undefined`, and the caller reads the text with
// the package, so every error and position a writer sees still comes from it.

/** A key ends at the first colon followed by a space or the line's end. */
const KEY_END = /:(?: |$)/;
/** Characters that make a key's first character an indicator (or that this reader leaves alone). */
const KEY_START_REFUSED = /^[-?:,[\]{}#&*!|>'"%@`\s]/;
const BLOCK_HEADER = /^([|>])(-?) *$/;
/** A value that a following deeper line may continue: a plain scalar's first character. */
const PLAIN_START = /^[^-?:,[\]{}#&*!|>'"%@`]/;
/** First characters of a continuation line this reader leaves to the package. */
const CONTINUATION_REFUSED = /^[-?:,[\]{}#&*!|>'"%@`]/;
/** A one-line flow mapping's entry: a plain key and a plain value, neither holding a flow
 *  indicator, a quote or a comment. */
const FLOW_ENTRY = /^ *([^\s,[\]{}#&*!|>'"%@`?:-][^,[\]{}#'":]*?) *: +([^\s,[\]{}#&*!|>'"%@`?:-][^,[\]{}#'":]*?) *$/;

type Value = { value: unknown };

/** The document's value when every line is in the subset, else `undefined`. */
export function parseYamlFast(text: string): Value | undefined {
  // Carriage returns (line ends included) are left to the package too.
  if (!PLAIN_ASCII.test(text) && (REFUSED_CHARS.test(text) || text.includes('\r'))) return undefined;
  const r = new LineReader(text.split('\n'));
  const first = r.nextContent();
  if (first === undefined) return undefined;
  try {
    const value = r.node(r.indent(first));
    return r.nextContent() === undefined ? value : undefined;
  } catch (e) {
    if (e === REFUSED) return undefined;
    throw e;
  }
}

/** Thrown (and caught in parseYamlFast) when a line is outside the subset. */
const REFUSED = Symbol('refused');
function refuse(): never {
  throw REFUSED;
}

class LineReader {
  private at = 0;

  constructor(private readonly lines: string[]) {}

  /** The index of the next line that is neither blank nor a comment (lines before it are passed). */
  nextContent(): number | undefined {
    while (this.at < this.lines.length) {
      const line = this.lines[this.at];
      const text = line.trimStart();
      if (text !== '' && text[0] !== '#') return this.at;
      this.at++;
    }
    return undefined;
  }

  indent(i: number): number {
    const line = this.lines[i];
    return line.length - line.trimStart().length;
  }

  private text(i: number): string {
    return this.lines[i].trimStart();
  }

  /** The block node whose first line is the next content line, at `indent`. */
  node(indent: number): Value {
    const i = this.nextContent()!;
    const text = this.text(i);
    if (text.startsWith('---') || text.startsWith('...')) refuse();
    return isItem(text) ? this.sequence(indent) : this.mapping(indent, i, text);
  }

  private sequence(indent: number): Value {
    const items: unknown[] = [];
    for (let i = this.nextContent(); i !== undefined && this.indent(i) === indent && isItem(this.text(i)); i = this.nextContent()) {
      const text = this.text(i);
      const rest = text.slice(1).trimStart();
      // The column where the item's own content starts (`-   key: v` puts a mapping there).
      const column = indent + text.length - rest.length;
      this.at = i + 1;
      items.push(this.itemValue(rest, indent, column, i).value);
    }
    this.refuseDeeper(indent);
    return { value: items };
  }

  /** An item's value after `- `: a nested block, a compact mapping, a text block or a scalar. */
  private itemValue(rest: string, indent: number, column: number, i: number): Value {
    if (rest === '') return this.nested(indent, false);
    if (rest[0] === '#' || isItem(rest)) refuse();
    if (rest[0] === '|' || rest[0] === '>') return this.textBlock(rest, indent);
    if (KEY_END.test(rest) && rest[0] !== '"' && rest[0] !== "'") return this.mapping(column, i, rest);
    if ((rest[0] === '"' || rest[0] === "'") && keyOf(rest)) return this.mapping(column, i, rest);
    return this.scalar(rest, indent);
  }

  /** A mapping at `indent` whose first entry is `firstText` (the text of line `first` from the
   *  key on: after `- ` for a mapping that starts on an item's line). */
  private mapping(indent: number, first: number, firstText: string): Value {
    const map: Record<string, unknown> = {};
    let text: string | undefined = firstText;
    let i: number | undefined = first;
    while (text !== undefined) {
      const entry = keyOf(text) ?? refuse();
      if (Object.hasOwn(map, entry.key)) refuse();
      this.at = i! + 1;
      map[entry.key] = this.entryValue(entry.rest, indent).value;
      i = this.nextContent();
      text = i !== undefined && this.indent(i) === indent && !isItem(this.text(i)) ? this.text(i) : undefined;
    }
    this.refuseDeeper(indent);
    return { value: map };
  }

  /** A key's value after `key:`: a nested block (or, at the key's own indentation, a sequence),
   *  a text block, a scalar, or nothing (null). */
  private entryValue(rest: string, indent: number): Value {
    if (rest === '') return this.nested(indent, true);
    if (rest[0] === '#') refuse();
    if (rest[0] === '|' || rest[0] === '>') return this.textBlock(rest, indent);
    return this.scalar(rest, indent);
  }

  /** The node on the lines after a key or an item with nothing after it. */
  private nested(indent: number, sequenceMayAlign: boolean): Value {
    const i = this.nextContent();
    if (i === undefined) return { value: null };
    const at = this.indent(i);
    if (at > indent) return this.node(at);
    if (at === indent && sequenceMayAlign && isItem(this.text(i))) return this.sequence(indent);
    return { value: null };
  }

  private scalar(text: string, indent: number): Value {
    const v = text[0] === '{' ? readFlowMap(text) : readInlineValue(text, true) ?? (text[0] === '[' ? this.flowOverLines(text, indent) : refuse());
    const more = PLAIN_START.test(text) && !text.includes(' #') ? this.continuation(indent) : undefined;
    // Any other deeper line next (after a comment, a quoted or a flow value) is the package's.
    this.refuseDeeper(indent);
    return more === undefined ? v : { value: resolvePlain(text.trimEnd() + more) };
  }

  /** A flow sequence over lines (`tools: [a, b,` then deeper lines up to the `]`): line breaks
   *  in flow are spaces. */
  private flowOverLines(first: string, indent: number): Value {
    let text = first.trimEnd();
    while (!text.endsWith(']')) {
      const line = this.lines[this.at] ?? refuse();
      const next = line.trimStart();
      if (line.length - next.length <= indent || next === '' || next[0] === '#') refuse();
      text += ` ${next.trimEnd()}`;
      this.at++;
    }
    return readInlineValue(text, true) ?? refuse();
  }

  /** The lines that continue a plain scalar (deeper than its key or item), folded as YAML folds
   *  them: each trimmed, joined by a space, n blank lines between two becoming n line breaks. */
  private continuation(indent: number): string | undefined {
    let out = '';
    let blanks = 0;
    let i = this.at;
    for (; i < this.lines.length; i++) {
      const line = this.lines[i];
      const text = line.trimStart();
      if (text === '') {
        blanks++;
        continue;
      }
      if (line.length - text.length <= indent || text[0] === '#') break;
      if (CONTINUATION_REFUSED.test(text) || text.includes(': ') || text.endsWith(':') || text.includes(' #')) refuse();
      out += blanks > 0 ? '\n'.repeat(blanks) : ' ';
      out += text.trimEnd();
      blanks = 0;
      this.at = i + 1;
    }
    return out === '' ? undefined : out;
  }

  /** After a node at `indent`, the next content line may not be deeper. */
  private refuseDeeper(indent: number): void {
    const i = this.nextContent();
    if (i !== undefined && this.indent(i) > indent) refuse();
  }

  /** A `|` (literal) or `>` (folded) block with clip or strip chomping, its indentation found from
   *  its first line; more-indented lines in a folded block, and blank lines holding more spaces
   *  than the block's indentation, are left to the package. */
  private textBlock(header: string, parent: number): Value {
    const m = BLOCK_HEADER.exec(header) ?? refuse();
    const lines: string[] = [];
    let blockIndent = -1;
    let leadingBlankMost = 0;
    for (; this.at < this.lines.length; this.at++) {
      const line = this.lines[this.at];
      const indent = line.length - line.trimStart().length;
      if (indent === line.length) {
        if (blockIndent < 0) leadingBlankMost = Math.max(leadingBlankMost, indent);
        else if (indent > blockIndent) refuse();
        lines.push('');
        continue;
      }
      if (blockIndent < 0) blockIndent = indent;
      if (indent < blockIndent) break;
      lines.push(line.slice(blockIndent));
    }
    if (blockIndent <= parent || leadingBlankMost > blockIndent) refuse();
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    const body = m[1] === '|' ? lines.join('\n') : folded(lines);
    return { value: m[2] === '-' || lines.length === 0 ? body : `${body}\n` };
  }
}

function isItem(text: string): boolean {
  return text === '-' || text.startsWith('- ');
}

/** `key: rest` with a plain key, or a quoted one without escapes; undefined when the line is no
 *  mapping entry the subset holds. A plain key that the core schema reads as something other than
 *  a string is kept only when it is an integer written plainly (a status code), which JavaScript
 *  object keys print back as written. */
function keyOf(text: string): { key: string; rest: string } | undefined {
  const quoted = /^(?:'([^']*)'|"([^"\\]*)"):(?: +|$)/.exec(text);
  if (quoted) return { key: quoted[1] ?? quoted[2]!, rest: text.slice(quoted[0].length) };
  const end = KEY_END.exec(text);
  if (!end) return undefined;
  const key = text.slice(0, end.index);
  if (key === '' || KEY_START_REFUSED.test(key) || key.endsWith(' ') || key.includes(' #') || key === '__proto__') return undefined;
  const resolved = resolvePlain(key);
  if (typeof resolved !== 'string' && !(Number.isSafeInteger(resolved) && String(resolved) === key)) return undefined;
  return { key, rest: text.slice(end.index + 1).trimStart() };
}

/** A folded block's lines (no trailing blank ones): lines of a paragraph join with a space, and
 *  n blank lines between two become n line breaks. */
function folded(lines: string[]): string {
  let out = '';
  let blanks = 0;
  let started = false;
  for (const line of lines) {
    if (line === '') {
      blanks++;
      continue;
    }
    if (line[0] === ' ') refuse();
    out += started ? (blanks > 0 ? '\n'.repeat(blanks) : ' ') : '\n'.repeat(blanks);
    out += line;
    blanks = 0;
    started = true;
  }
  return out;
}

/** `{a: 1, b: text}` or `{}` on one line (plain keys and values only). */
function readFlowMap(text: string): Value {
  const m = /^\{([^{}]*)\}(?: +#.*)?$/.exec(text) ?? refuse();
  const map: Record<string, unknown> = {};
  if (m[1].trim() === '') return { value: map };
  for (const part of m[1].split(',')) {
    const e = FLOW_ENTRY.exec(part) ?? refuse();
    if (typeof resolvePlain(e[1]) !== 'string' || Object.hasOwn(map, e[1]) || e[1] === '__proto__') refuse();
    map[e[1]] = resolvePlain(e[2]);
  }
  return { value: map };
}
