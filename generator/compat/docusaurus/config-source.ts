// A config object as the TypeScript source of docsgen.config.ts: keys unquoted where they can be,
// two-space indents, so the file reads as if written by hand.
const IDENT = /^[A-Za-z_$][\w$]*$/;

/** Source text written as it is (a name imported at the top of the file: a plugin). */
export class Code {
  constructor(readonly text: string) {}
}

function literal(v: unknown, indent: string): string {
  if (v instanceof Code) return v.text;
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    const inner = `${indent}  `;
    return `[\n${v.map((x) => `${inner}${literal(x, inner)},`).join('\n')}\n${indent}]`;
  }
  if (v && typeof v === 'object') {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    return `{\n${entries.map(([k, x]) => `${inner}${IDENT.test(k) ? k : `'${k.replace(/'/g, "\\'")}'`}: ${literal(x, inner)},`).join('\n')}\n${indent}}`;
  }
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  return JSON.stringify(v);
}

export function configSource(config: Record<string, unknown>, from: string, imports: string[] = []): string {
  return `import { defineConfig } from 'docsgen';
${imports.map((i) => `${i}\n`).join('')}
// Translated from ${from} by \`docsgen init --from docusaurus\`. The Docusaurus files stay as they
// are; see the configuration reference in docsgen's docs for every key.
export default defineConfig(${literal(config, '')});
`;
}
