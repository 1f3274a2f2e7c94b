import { parseDocument, LineCounter } from 'yaml';
import { z } from 'zod';
import { writerError, type WriterError } from '../errors.js';

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
  mdx: z.looseObject({ format: z.enum(['md', 'mdx', 'detect']).optional() }).optional(),
});

export type Frontmatter = z.output<typeof frontmatterSchema>;

export interface SplitSource {
  frontmatter: Frontmatter;
  /** The file with the frontmatter block blanked out, so that line numbers stay the file's own. */
  body: string;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

export function splitFrontmatter(file: string, source: string): SplitSource | WriterError {
  const m = FENCE.exec(source);
  if (!m) return { frontmatter: {}, body: source };
  const yamlText = m[1];
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    const pos = lineCounter.linePos(err.pos[0]);
    return writerError(file, source, pos.line + 1, pos.col, `invalid frontmatter: ${err.message.split('\n')[0]}`, 'frontmatter is YAML between two `---` lines; quote values that contain ": " or start with a special character');
  }
  let data: unknown;
  try {
    data = doc.toJS() ?? {};
  } catch (e) {
    // YAML that parses but cannot become data (an alias to no anchor) throws here.
    return writerError(file, source, 2, 1, `invalid frontmatter: ${(e as Error).message.split('\n')[0]}`, 'frontmatter is YAML between two `---` lines; quote values that start with * or &');
  }
  const parsed = frontmatterSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue.path[0] ?? '');
    const node = key ? (doc.get(key, true) as { range?: [number, number, number] } | undefined) : undefined;
    const pos = node?.range ? lineCounter.linePos(node.range[0]) : { line: 0, col: 1 };
    return writerError(file, source, pos.line + 1, pos.col, `frontmatter "${issue.path.join('.')}": ${issue.message}`, 'see the frontmatter keys in the README');
  }
  const blank = m[0].replace(/[^\n]/g, '');
  return { frontmatter: parsed.data, body: blank + source.slice(m[0].length) };
}
