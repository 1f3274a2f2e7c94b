// The configuration reference: one section per top-level key of docsgen.config.ts, one row per
// key under it, from the schema's own descriptions (generator/config/schema-reference.ts).
import { configKeyDocs, type ConfigKeyDoc } from '../../generator/config/schema-reference.js';
import { code, table } from './markdown-table.js';

const row = (d: ConfigKeyDoc): string[] => [code(d.key), code(d.type), d.default === 'required' || d.default === 'unset' || d.default === 'see its keys' ? d.default : code(d.default), d.description];

export function configReference(docs: ConfigKeyDoc[] = configKeyDocs()): string {
  const topOf = (key: string) => key.split(/[.[]/)[0];
  const sections = new Map<string, ConfigKeyDoc[]>();
  for (const d of docs) sections.set(topOf(d.key), [...(sections.get(topOf(d.key)) ?? []), d]);
  // Keys without keys under them share one table; each of the others has a section.
  const single = [...sections.values()].filter((rows) => rows.length === 1).map((rows) => rows[0]);
  const out = ['## Top-level keys', '', table(['key', 'type', 'default', 'description'], single.map(row)), ''];
  for (const [top, rows] of sections) {
    if (rows.length === 1) continue;
    const head = rows[0];
    out.push(`## ${top}`, '', `${head.description.charAt(0).toUpperCase()}${head.description.slice(1)}.`, '');
    out.push(table(['key', 'type', 'default', 'description'], rows.map(row)), '');
  }
  return out.join('\n');
}
