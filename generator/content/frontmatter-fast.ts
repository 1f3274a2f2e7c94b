import { PLAIN_ASCII, readInlineValue, REFUSED_CHARS } from './yaml-scalars.js';

// Nearly every frontmatter is a few `key: value` lines. Parsing those with the `yaml` package cost
// ~0.35 ms a page, and loading the package ~35 ms at start-up. This reads that common subset and
// gives exactly the package's values (its default YAML 1.2 core schema, so `yes` is a string and
// dates stay strings); anything else is `undefined` and the package reads the block as before, so
// every error, warning and position a writer sees still comes from the package.

export interface SimpleFrontmatter {
  data: Record<string, unknown>;
  /** Each key and its 1-based line in the block (keys start their line: column 1). */
  keys: { key: string; line: number }[];
}

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +|$)/;
/** Keys the core schema would read as a boolean or null, and a key JavaScript objects treat apart. */
const ODD_KEYS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL', '__proto__']);
const SEQ_ITEM = /^( *)- +(.*)$/;

const isBlank = (line: string) => /^ *$/.test(line) || line[0] === '#';

/** The block's data when every line is in the subset, else `undefined`. */
export function parseSimpleFrontmatter(text: string): SimpleFrontmatter | undefined {
  if (!PLAIN_ASCII.test(text) && REFUSED_CHARS.test(text)) return undefined;
  const lines = text.split(/\r?\n/);
  const data: Record<string, unknown> = {};
  const keys: { key: string; line: number }[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const m = KEY_LINE.exec(line);
    if (!m || m[1]!.length > 100) return undefined;
    const key = m[1]!;
    if (ODD_KEYS.has(key) || Object.hasOwn(data, key)) return undefined;
    keys.push({ key, line: i + 1 });
    const rest = line.slice(m[0].length);
    if (rest !== '' && rest[0] !== '#') {
      const v = readInlineValue(rest, true);
      if (!v) return undefined;
      data[key] = v.value;
      i++;
      continue;
    }
    const seq = readBlockSeq(lines, i + 1);
    if (!seq) return undefined;
    data[key] = seq.value;
    i = seq.next;
  }
  return { data, keys };
}

/** After `key:` with no value: `- item` lines (all at one indentation) or nothing (null). An
 *  indented line that is not an item (a nested map, a continued scalar) is refused. */
function readBlockSeq(lines: string[], from: number): { value: unknown; next: number } | undefined {
  let j = from;
  while (j < lines.length && isBlank(lines[j]!)) j++;
  const first = j < lines.length ? lines[j]! : '';
  if (first[0] !== ' ' && first[0] !== '-') return { value: null, next: from };
  const items: unknown[] = [];
  let indent = -1;
  for (; j < lines.length; j++) {
    const line = lines[j]!;
    if (isBlank(line)) continue;
    const m = SEQ_ITEM.exec(line);
    if (!m) {
      if (line[0] === ' ' || line[0] === '-' || indent < 0) return undefined;
      break;
    }
    if (indent < 0) indent = m[1]!.length;
    else if (m[1]!.length !== indent) return undefined;
    const v = readInlineValue(m[2]!, false);
    if (!v) return undefined;
    items.push(v.value);
  }
  return { value: items, next: j };
}
