// What `init --from docusaurus` tells the writer: each translated setting, and each dropped one
// with the reason and what to do instead. Dropping silently would leave a site that builds but
// behaves differently, with nobody told.
export interface MigrationReport {
  translated: string[];
  dropped: { what: string; why: string }[];
  notes: string[];
}

export const newReport = (): MigrationReport => ({ translated: [], dropped: [], notes: [] });

export function formatReport(r: MigrationReport): string {
  const lines: string[] = [];
  if (r.translated.length) lines.push('translated:', ...r.translated.map((t) => `  ✔ ${t}`));
  if (r.dropped.length) lines.push('not carried over:', ...r.dropped.map((d) => `  ✖ ${d.what}: ${d.why}`));
  if (r.notes.length) lines.push('notes:', ...r.notes.map((n) => `  • ${n}`));
  return `${lines.join('\n')}\n`;
}

// Shared with the Docusaurus sidebars reader (routes/docusaurus-sidebars.ts), which is below compat/.
export { isObj, str, type Obj } from '../../plain-object.js';
