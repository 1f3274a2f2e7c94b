// The configuration reference: one section per top-level key of docsgen.config.ts, one item per
// key under it, from the schema's own descriptions (generator/config/schema-reference.ts).
import { configKeyDocs, type ConfigKeyDoc } from '../../generator/config/schema-reference.js';
import { code } from './markdown-table.js';

const WORDS = new Set(['required', 'unset', 'see its keys']);

/** One key as a list item: its name, type and default on the first line, its description under
 *  them (a list reads on a phone; a table of four columns did not fit the page). */
function item(d: ConfigKeyDoc): string {
  const given = WORDS.has(d.default) ? d.default : `default ${code(d.default)}`;
  return `- **${code(d.key)}** · ${code(d.type)} · ${given}\\\n  ${d.description.replace(/\s*\n\s*/g, ' ')}`;
}

export function configReference(docs: ConfigKeyDoc[] = configKeyDocs()): string {
  const topOf = (key: string) => key.split(/[.[]/)[0];
  const sections = new Map<string, ConfigKeyDoc[]>();
  for (const d of docs) sections.set(topOf(d.key), [...(sections.get(topOf(d.key)) ?? []), d]);
  // Keys without keys under them share one list; each of the others has a section.
  const single = [...sections.values()].filter((rows) => rows.length === 1).map((rows) => rows[0]);
  const out = ['## Top-level keys', '', ...single.map(item), ''];
  for (const [top, rows] of sections) {
    if (rows.length === 1) continue;
    const head = rows[0];
    out.push(`## ${top}`, '', `${head.description.charAt(0).toUpperCase()}${head.description.slice(1)}.`, '');
    // The section's own key is its heading and first sentence.
    out.push(...rows.slice(1).map(item), '');
  }
  return out.join('\n');
}
