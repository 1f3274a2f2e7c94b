import { z } from 'zod';
import { WriterErrors, writerError, type WriterError } from '../errors.js';
import { yaml } from '../lazy-yaml.js';
import { parseSimpleFrontmatter } from './frontmatter-fast.js';
import { isKnownFrontmatterKey, unknownKeyWarning } from './frontmatter-keys.js';

export const frontmatterSchema = z.looseObject({
  id: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  slug: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  last_update: z.strictObject({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() }).optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  parse_number_prefixes: z.boolean().optional(),
  displayed_sidebar: z.string().nullable().optional(),
  mdx: z.looseObject({ format: z.enum(['md', 'mdx', 'detect']).optional() }).optional(),
});

export type Frontmatter = z.output<typeof frontmatterSchema>;

export interface SplitSource {
  frontmatter: Frontmatter;
  /** The file with the frontmatter block blanked out, so that line numbers stay the file's own. */
  body: string;
  /** Keys docsgen does not know (a typo like `titel:`), each at its line. */
  warnings: WriterError[];
}

const FENCE = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(\r?\n|$)/;
const OPENING = /^---[ \t]*\r?\n/;
const HINT = 'frontmatter is YAML between two `---` lines; quote values that contain ": " or start with a special character';

/** The frontmatter and body of a page, or every error of its frontmatter (YAML syntax, then wrong
 *  values), not only the first. `fastPath: false` (for tests) has the `yaml` package read every
 *  block, as before the fast path. */
export function splitFrontmatter(file: string, source: string, fastPath = true): SplitSource | WriterErrors {
  const m = FENCE.exec(source);
  if (!m) {
    if (OPENING.test(source)) {
      return new WriterErrors([writerError(file, source, 1, 1, 'frontmatter is never closed: no `---` line ends it', 'end the frontmatter with a line of three dashes; without one the whole page would be read as YAML')]);
    }
    return { frontmatter: {}, body: source, warnings: [] };
  }
  const blank = m[0].replace(/[^\n]/g, '');
  const body = blank + source.slice(m[0].length);
  const fast = fastPath ? parseSimpleFrontmatter(m[1] ?? '') : undefined;
  const fastParsed = fast && frontmatterSchema.safeParse(fast.data);
  if (fast && fastParsed?.success) {
    // Keys start their line; the YAML starts on the file's second line.
    const warnings = fast.keys.filter((k) => !isKnownFrontmatterKey(k.key)).map((k) => unknownKeyWarning(file, source, k.key, k.line + 1, 1));
    return { frontmatter: fastParsed.data, body, warnings };
  }
  // Outside the fast path's subset, or a wrong value: the package reads it and says where.
  return splitWithYaml(file, source, m[1] ?? '', body);
}

function splitWithYaml(file: string, source: string, text: string, body: string): SplitSource | WriterErrors {
  const { LineCounter, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  // The YAML starts on the file's second line.
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line + 1, col: pos.col };
  };
  if (doc.errors.length > 0) {
    return new WriterErrors(doc.errors.map((err) => {
      const pos = at(err.pos[0]);
      return writerError(file, source, pos.line, pos.col, `invalid frontmatter: ${err.message.split('\n')[0]}`, HINT);
    }));
  }
  let data: unknown;
  try {
    data = doc.toJS() ?? {};
  } catch (e) {
    // YAML that parses but cannot become data (an alias to no anchor) throws here.
    return new WriterErrors([writerError(file, source, 2, 1, `invalid frontmatter: ${(e as Error).message.split('\n')[0]}`, 'frontmatter is YAML between two `---` lines; quote values that start with * or &')]);
  }
  const parsed = frontmatterSchema.safeParse(data);
  if (!parsed.success) {
    return new WriterErrors(parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const node = key ? (doc.get(key, true) as { range?: [number, number, number] } | undefined) : undefined;
      const pos = node?.range ? at(node.range[0]) : { line: 1, col: 1 };
      return writerError(file, source, pos.line, pos.col, `frontmatter "${issue.path.join('.')}": ${issue.message}`, 'see the frontmatter reference (docsgen documentation: Reference → Frontmatter)');
    }));
  }
  const warnings = unknownKeys(doc.contents).map((k) => {
    const pos = at(k.offset);
    return unknownKeyWarning(file, source, k.key, pos.line, pos.col);
  });
  return { frontmatter: parsed.data, body, warnings };
}

function unknownKeys(contents: unknown): { key: string; offset: number }[] {
  const { isMap, isScalar } = yaml();
  if (!isMap(contents)) return [];
  const out: { key: string; offset: number }[] = [];
  for (const pair of contents.items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    if (!isKnownFrontmatterKey(key)) out.push({ key, offset: pair.key.range?.[0] ?? 0 });
  }
  return out;
}
