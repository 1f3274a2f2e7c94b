import type { Document, LineCounter } from 'yaml';
import { yaml } from '../lazy-yaml.js';
import { writerError } from '../errors.js';

/** The `yaml` package's document of a data file, with its line counter (to place errors found
 *  later in its values); a WriterError at the file's first YAML error, `invalid <what>: …`. */
export function yamlDocument(source: string, display: string, what: string, hint?: string): { doc: Document.Parsed; lc: LineCounter } {
  const { LineCounter, parseDocument } = yaml();
  const lc = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lc });
  if (doc.errors.length) {
    const p = lc.linePos(doc.errors[0].pos[0]);
    throw writerError(display, source, p.line, p.col, `invalid ${what}: ${doc.errors[0].message.split('\n')[0]}`, hint);
  }
  return { doc, lc };
}
